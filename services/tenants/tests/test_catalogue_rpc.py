"""rpc.tenants.add_services: the AI receptionist setup wizard's services, over real NATS."""

import uuid

import pytest
from sqlalchemy import text

from ringbook.common.v1.envelope_pb2 import Envelope
from ringbook.tenants.v1 import events_pb2 as events
from ringbook.tenants.v1 import rpc_pb2 as rpc
from ringbook_common.bus.envelope import unpack
from ringbook_common.bus.rpc import RpcFailed, request
from ringbook_common.errors import Unavailable
from ringbook_common.testing.events import connected_bus
from ringbook_common.testing.wait import eventually


@pytest.fixture
async def bus(client, nats_server):
    async with connected_bus(nats_server.url, name="tenants-tests") as bus:
        async def answering() -> bool:
            try:
                await request(bus, "rpc.tenants.add_services", rpc.AddServicesRequest(tenant_id="probe"),
                              rpc.CatalogueReply, timeout=5)
            except Unavailable:
                return False  # the app subscribes just after connecting
            except RpcFailed:
                return True
            return True
        await eventually(answering)
        yield bus


def service(name: str, **fields) -> rpc.ServiceInput:
    return rpc.ServiceInput(name=name, **fields)


async def add(bus, tenant_id: str, *services: rpc.ServiceInput) -> rpc.CatalogueReply:
    return await request(bus, "rpc.tenants.add_services", rpc.AddServicesRequest(
        tenant_id=tenant_id, user_id=str(uuid.uuid4()), services=services), rpc.CatalogueReply, timeout=5)


def listed(reply: rpc.CatalogueReply) -> list[tuple]:
    return [(s.service_id, s.name, s.duration_min, s.buffer_min, s.price_cents) for s in reply.services]


async def last_catalogue_event(db) -> events.ServicesUpdated:
    async with db.connect() as conn:
        data = (await conn.execute(text("SELECT data FROM outbox WHERE subject = 'ringbook.tenants.services_updated' "
                                        "ORDER BY seq DESC LIMIT 1"))).scalar_one()
    return unpack(Envelope.FromString(data), events.ServicesUpdated)


class TestAddServices:
    async def test_services_join_the_catalogue_and_are_published(self, bus, client, owner, db):
        tenant_id, headers = owner()
        await client.put("/portal/tenants/services", headers=headers, json=[{"name": "Beard Trim", "price": 15}])
        reply = await add(bus, tenant_id, service("Women's Haircut", duration_min=45, price="65.50"),
                          service("Blowout"))
        assert list(reply.service_ids) == ["womens-haircut", "blowout"]
        assert listed(reply) == [("beard-trim", "Beard Trim", 30, 0, 1500),
                                 ("womens-haircut", "Women's Haircut", 45, 0, 6550), ("blowout", "Blowout", 30, 0, 0)]
        portal = (await client.get("/portal/tenants/services", headers=headers)).json()
        assert [(s["serviceId"], s["price"]) for s in portal] == [("beard-trim", 15.0), ("womens-haircut", 65.5),
                                                                  ("blowout", 0.0)]
        event = await last_catalogue_event(db)
        assert event.tenant_id == tenant_id and [s.service_id for s in event.services] == [
            "beard-trim", "womens-haircut", "blowout"]

    async def test_the_same_name_updates_that_service_and_keeps_what_was_not_sent(self, bus, client, owner):
        tenant_id, headers = owner()
        await client.put("/portal/tenants/services", headers=headers, json=[
            {"name": "Haircut", "durationMin": 45, "bufferMin": 10, "price": 40, "staffIds": ["maria"]},
            {"name": "Colour"}])
        reply = await add(bus, tenant_id, service("haircut", duration_min=60, price="55"))
        assert listed(reply) == [("haircut", "haircut", 60, 10, 5500), ("colour", "Colour", 30, 0, 0)]
        assert list(reply.services[0].staff_ids) == ["maria"] and not reply.services[0].all_staff

    async def test_names_from_the_menu_get_safe_ids_and_names_that_meet_a_suffix(self, bus, client, owner):
        tenant_id, _ = owner()
        first = await add(bus, tenant_id, service("Women's Cut & Colour (long)"), service("Pédicure"),
                          service("Mani/Pedi", service_id="Mani / Pedi!"))
        assert list(first.service_ids) == ["womens-cut-colour-long", "pedicure", "mani-pedi"]
        again = await add(bus, tenant_id, service("pédicure ", price="40"), service("Pedicure"))
        assert list(again.service_ids) == ["pedicure", "pedicure-2"]
        assert [(s.service_id, s.name) for s in again.services][1:] == [
            ("pedicure", "pédicure"), ("mani-pedi", "Mani/Pedi"), ("pedicure-2", "Pedicure")]

    async def test_a_service_renamed_by_its_id_keeps_it(self, bus, client, owner):
        tenant_id, _ = owner()
        await add(bus, tenant_id, service("Pédicure"))
        renamed = await add(bus, tenant_id, service("Spa Pedicure", service_id="pedicure"))
        assert listed(renamed) == [("pedicure", "Spa Pedicure", 30, 0, 0)]

    async def test_a_tenant_not_yet_known_is_made(self, bus, client, owner):
        tenant_id, headers = owner()
        reply = await add(bus, tenant_id, service("Cut"))
        assert listed(reply) == [("cut", "Cut", 30, 0, 0)]
        assert [s["name"] for s in (await client.get("/portal/tenants/services", headers=headers)).json()] == ["Cut"]

    @pytest.mark.parametrize(("services", "message"), [
        ([service("  ")], "Service name is required"),
        ([service("Perm", duration_min=600)], "Duration must be between 5 and 480 minutes"),
        ([service("Cut", price="-3")], "Price can't be negative"),
        ([service("Cut", price="lots")], "Price must be a number, like 45 or 45.50"),
        ([service("Cut"), service("cut")], 'Two services have the same ID "cut". Each service needs its own ID.'),
    ])
    async def test_bad_services_change_nothing(self, bus, client, owner, services, message):
        tenant_id, headers = owner()
        await client.put("/portal/tenants/services", headers=headers, json=[{"name": "Beard Trim"}])
        with pytest.raises(RpcFailed) as refused:
            await add(bus, tenant_id, *services)
        assert refused.value.status_code == 422 and refused.value.message == message
        assert [s["name"] for s in (await client.get("/portal/tenants/services", headers=headers)).json()] == [
            "Beard Trim"]

    async def test_tenants_keep_their_own_catalogues(self, bus, client, owner):
        first, first_headers = owner()
        second, second_headers = owner()
        await add(bus, first, service("Cut"))
        await add(bus, second, service("Colour"))
        assert [s["name"] for s in (await client.get("/portal/tenants/services", headers=first_headers)).json()] == [
            "Cut"]
        assert [s["name"] for s in (await client.get("/portal/tenants/services",
                                                     headers=second_headers)).json()] == ["Colour"]

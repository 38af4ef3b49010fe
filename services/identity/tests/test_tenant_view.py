"""whoami learns the tenant's name, onboarding flag and locations from the tenants service's events, over real NATS."""

import uuid

from ringbook.common.v1.envelope_pb2 import Envelope
from ringbook.tenants.v1.events_pb2 import (
    Location,
    LocationSaved,
    OnboardingCompleted,
    TenantCreated,
    TenantUpdated,
)
from ringbook_common.bus.envelope import new_envelope
from ringbook_common.testing.wait import eventually

from .conftest import PASSWORD


async def publish(app, event, event_type: str, tenant_id: str) -> Envelope:
    bus = app.state.bus
    await bus.ensure_stream("tenants")
    envelope = new_envelope(event, event_type=event_type, tenant_id=tenant_id)
    await bus.js.publish(f"ringbook.{event_type}", envelope.SerializeToString(),
                         headers={"Nats-Msg-Id": envelope.event_id})
    return envelope


class TestTenantEvents:
    async def test_name_and_onboarding_flow_into_whoami(self, app, client, register, principal_headers):
        await register(verify=True)
        me = (await client.post("/auth/login", json={"email": "ana@salon.example", "password": PASSWORD})).json()
        tenant_id, headers = me["tenant"]["id"], principal_headers(user_id=me["user"]["id"],
                                                                    tenant_id=me["tenant"]["id"])

        async def whoami() -> dict:
            return (await client.get("/portal/whoami", headers=headers)).json()

        await publish(app, TenantCreated(tenant_id=tenant_id, name=""), "tenants.tenant_created", tenant_id)
        await publish(app, TenantUpdated(tenant_id=tenant_id, name="Ana's Hair Studio"), "tenants.tenant_updated",
                      tenant_id)
        await eventually(lambda: _has(whoami, lambda b: b["tenant"]["name"] == "Ana's Hair Studio"))
        assert (await whoami())["onboardingComplete"] is False
        completed = await publish(app, OnboardingCompleted(tenant_id=tenant_id), "tenants.onboarding_completed",
                                  tenant_id)
        await eventually(lambda: _has(whoami, lambda b: b["onboardingComplete"] is True))
        # The same event delivered again changes nothing.
        await app.state.bus.js.publish("ringbook.tenants.onboarding_completed", completed.SerializeToString())
        assert (await whoami())["tenant"]["name"] == "Ana's Hair Studio"


class TestLocations:
    async def owner(self, client, register, principal_headers):
        await register(verify=True)
        me = (await client.post("/auth/login", json={"email": "ana@salon.example", "password": PASSWORD})).json()
        headers = principal_headers(user_id=me["user"]["id"], tenant_id=me["tenant"]["id"])

        async def whoami() -> dict:
            return (await client.get("/portal/whoami", headers=headers)).json()

        return me["tenant"]["id"], whoami

    async def test_a_business_not_yet_heard_of_has_its_first_location(self, app, client, register,
                                                                      principal_headers):
        tenant_id, whoami = await self.owner(client, register, principal_headers)
        assert (await whoami())["locations"] == [{"id": tenant_id, "name": "", "position": 0}]
        await publish(app, TenantCreated(tenant_id=tenant_id, name="Ana's Hair Studio"), "tenants.tenant_created",
                      tenant_id)
        await eventually(lambda: _has(whoami, lambda b: b["locations"] == [
            {"id": tenant_id, "name": "Ana's Hair Studio", "position": 0}]))

    async def test_saved_locations_are_listed_in_the_owners_order(self, app, client, register, principal_headers):
        tenant_id, whoami = await self.owner(client, register, principal_headers)
        second, third = str(uuid.uuid4()), str(uuid.uuid4())
        await save_location(app, tenant_id, second, "Ana's Uptown", position=2)
        await save_location(app, tenant_id, third, "Ana's Midtown", position=1)
        await save_location(app, tenant_id, tenant_id, "Ana's Hair Studio", position=0)
        renamed = await save_location(app, tenant_id, second, "Ana's Harlem", position=2)
        expected = [{"id": tenant_id, "name": "Ana's Hair Studio", "position": 0},
                    {"id": third, "name": "Ana's Midtown", "position": 1},
                    {"id": second, "name": "Ana's Harlem", "position": 2}]
        await eventually(lambda: _has(whoami, lambda b: b["locations"] == expected))
        # The same event delivered again changes nothing.
        await app.state.bus.js.publish("ringbook.tenants.location_saved", renamed.SerializeToString())
        assert (await whoami())["locations"] == expected

    async def test_a_second_location_heard_before_the_first_still_lists_the_first(self, app, client, register,
                                                                                  principal_headers):
        tenant_id, whoami = await self.owner(client, register, principal_headers)
        second = str(uuid.uuid4())
        await save_location(app, tenant_id, second, "Ana's Uptown", position=1)
        await eventually(lambda: _has(whoami, lambda b: [x["id"] for x in b["locations"]] == [tenant_id, second]))

    async def test_another_tenants_locations_are_not_listed(self, app, client, register, principal_headers):
        tenant_id, whoami = await self.owner(client, register, principal_headers)
        other = str(uuid.uuid4())
        await save_location(app, other, str(uuid.uuid4()), "Someone Else's Salon", position=1)
        await save_location(app, tenant_id, str(uuid.uuid4()), "Ana's Uptown", position=1)
        await eventually(lambda: _has(whoami, lambda b: len(b["locations"]) == 2))
        assert [x["name"] for x in (await whoami())["locations"]] == ["", "Ana's Uptown"]


async def save_location(app, tenant_id: str, location_id: str, name: str, *, position: int) -> Envelope:
    event = LocationSaved(location=Location(location_id=location_id, tenant_id=tenant_id, name=name,
                                            position=position))
    return await publish(app, event, "tenants.location_saved", tenant_id)


async def _has(fetch, predicate) -> bool:
    return predicate(await fetch())

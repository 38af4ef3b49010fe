"""The salon's opening hours have one home (DESIGN §11): the wizard's week over rpc.tenants.set_opening_hours,
Settings' hours {start, end} as its view, and `tenant_updated` carrying both."""

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

from .conftest import SETTINGS

# Tuesday to Friday 9-6, Saturday 9-5; Sunday and Monday closed.
SALON_WEEK = [(0, "09:00", "17:00", True), (1, "09:00", "17:00", True), *((day, "09:00", "18:00", False)
                                                                         for day in range(2, 6)),
              (6, "09:00", "17:00", False)]


@pytest.fixture
async def bus(client, nats_server):
    async with connected_bus(nats_server.url, name="tenants-hours-tests") as bus:
        async def answering() -> bool:
            try:
                await request(bus, "rpc.tenants.set_opening_hours", rpc.SetOpeningHoursRequest(tenant_id="probe"),
                              rpc.OpeningHoursReply, timeout=5)
            except Unavailable:
                return False
            except RpcFailed:
                return True
            return True
        await eventually(answering)
        yield bus


async def set_week(bus, tenant_id: str, days) -> rpc.OpeningHoursReply:
    return await request(bus, "rpc.tenants.set_opening_hours", rpc.SetOpeningHoursRequest(
        tenant_id=tenant_id, user_id=str(uuid.uuid4()),
        week=[events.OpeningDay(weekday=d, open=o, close=c, closed=x) for d, o, c, x in days]),
        rpc.OpeningHoursReply, timeout=5)


def days(found) -> list[tuple]:
    return [(d.weekday, d.open, d.close, d.closed) for d in found]


async def last_update(db, tenant_id: str) -> events.TenantUpdated:
    async with db.connect() as conn:
        rows = (await conn.execute(text("SELECT data FROM outbox WHERE subject = 'ringbook.tenants.tenant_updated' "
                                        "ORDER BY seq DESC"))).scalars()
        for data in rows:
            envelope = Envelope.FromString(data)
            if envelope.tenant_id == tenant_id:
                return unpack(envelope, events.TenantUpdated)
    raise AssertionError("no tenant_updated for the tenant")


class TestOpeningHours:
    async def test_the_wizards_week_is_kept_published_and_viewed_by_settings(self, bus, client, owner, db):
        tenant_id, headers = owner()
        assert (await client.put("/portal/tenants/settings", headers=headers, json=SETTINGS)).status_code == 200
        reply = await set_week(bus, tenant_id, SALON_WEEK)
        assert days(reply.week) == SALON_WEEK
        settings = (await client.get("/portal/tenants/settings", headers=headers)).json()
        assert settings["hours"] == {"start": "09:00", "end": "18:00"}
        updated = await last_update(db, tenant_id)
        assert days(updated.week) == SALON_WEEK
        assert (updated.hours_start, updated.hours_end) == ("09:00", "18:00")

    async def test_a_new_settings_range_sets_every_open_day_and_closed_days_stay_closed(self, bus, client, owner,
                                                                                          db):
        tenant_id, headers = owner()
        assert (await client.put("/portal/tenants/settings", headers=headers, json=SETTINGS)).status_code == 200
        await set_week(bus, tenant_id, SALON_WEEK)
        saved = await client.put("/portal/tenants/settings", headers=headers,
                                 json={**SETTINGS, "hours": {"start": "10:00", "end": "16:00"}})
        assert saved.json()["hours"] == {"start": "10:00", "end": "16:00"}
        assert days((await last_update(db, tenant_id)).week) == [
            (0, "09:00", "17:00", True), (1, "09:00", "17:00", True),
            *((day, "10:00", "16:00", False) for day in range(2, 7))]

    async def test_saving_settings_with_the_same_range_keeps_each_days_own_hours(self, bus, client, owner, db):
        tenant_id, headers = owner()
        assert (await client.put("/portal/tenants/settings", headers=headers, json=SETTINGS)).status_code == 200
        await set_week(bus, tenant_id, SALON_WEEK)
        saved = await client.put("/portal/tenants/settings", headers=headers, json={
            **SETTINGS, "hours": {"start": "09:00", "end": "18:00"}, "frontDeskPhone": "(212) 555-0199"})
        assert saved.status_code == 200
        assert days((await last_update(db, tenant_id)).week) == SALON_WEEK

    async def test_before_any_week_every_day_is_the_settings_range(self, client, owner, db):
        tenant_id, headers = owner()
        assert (await client.put("/portal/tenants/settings", headers=headers, json=SETTINGS)).status_code == 200
        assert days((await last_update(db, tenant_id)).week) == [(day, "08:30", "19:00", False) for day in range(7)]

    @pytest.mark.parametrize(("week", "told"), [
        ([(6, "9am", "17:00", False)], "Saturday: Use a time like 09:00"),
        ([(6, "17:00", "09:00", False)], "Saturday: must close after it opens"),
        ([(7, "09:00", "17:00", False)], "Days are 0 (Sunday) to 6 (Saturday)"),
    ])
    async def test_bad_hours_are_refused_with_the_day_named(self, bus, owner, week, told):
        tenant_id, _ = owner()
        with pytest.raises(RpcFailed) as refused:
            await set_week(bus, tenant_id, week)
        assert refused.value.status_code == 422 and told in str(refused.value)


def as_json(week) -> list[dict]:
    return [{"weekday": d, "open": o, "close": c, "closed": x} for d, o, c, x in week]


class TestSettingsWeek:
    async def test_settings_edit_each_day_and_its_range_is_the_view(self, client, owner, db):
        tenant_id, headers = owner()
        saved = await client.put("/portal/tenants/settings", headers=headers,
                                 json={**SETTINGS, "week": as_json(SALON_WEEK)})
        assert saved.status_code == 200
        assert saved.json()["hours"] == {"start": "09:00", "end": "18:00"}
        assert saved.json()["week"] == as_json(SALON_WEEK)
        assert (await client.get("/portal/tenants/settings", headers=headers)).json()["week"] == as_json(SALON_WEEK)
        updated = await last_update(db, tenant_id)
        assert days(updated.week) == SALON_WEEK
        assert (updated.hours_start, updated.hours_end) == ("09:00", "18:00")

    async def test_the_wizards_week_is_the_one_settings_shows(self, bus, client, owner):
        tenant_id, headers = owner()
        assert (await client.put("/portal/tenants/settings", headers=headers, json=SETTINGS)).status_code == 200
        await set_week(bus, tenant_id, SALON_WEEK)
        assert (await client.get("/portal/tenants/settings", headers=headers)).json()["week"] == as_json(SALON_WEEK)

    async def test_a_bad_day_is_refused_by_name(self, client, owner):
        _, headers = owner()
        refused = await client.put("/portal/tenants/settings", headers=headers, json={
            **SETTINGS, "week": as_json([(1, "18:00", "09:00", False)])})
        assert refused.status_code == 422
        assert refused.json()["fields"] == {"Monday": "must close after it opens"}
        assert (await client.put("/portal/tenants/settings", headers=headers, json={
            **SETTINGS, "week": [{"weekday": 9}]})).status_code == 422


class TestWizardAddress:
    async def test_the_wizards_address_is_the_salons_and_left_out_it_is_kept(self, bus, client, owner, db):
        tenant_id, headers = owner()
        assert (await client.put("/portal/tenants/settings", headers=headers, json=SETTINGS)).status_code == 200
        kept = await set_week(bus, tenant_id, SALON_WEEK)
        assert kept.address == "12 Main St, Austin, TX"
        reply = await request(bus, "rpc.tenants.set_opening_hours", rpc.SetOpeningHoursRequest(
            tenant_id=tenant_id, user_id=str(uuid.uuid4()), address="  500 Congress Ave,  Austin, TX 78701 ",
            week=[events.OpeningDay(weekday=d, open=o, close=c, closed=x) for d, o, c, x in SALON_WEEK]),
            rpc.OpeningHoursReply, timeout=5)
        assert reply.address == "500 Congress Ave, Austin, TX 78701"
        assert (await client.get("/portal/tenants/settings", headers=headers)).json()["address"] == reply.address
        assert (await last_update(db, tenant_id)).address == reply.address

    async def test_an_address_too_long_is_refused(self, bus, owner):
        tenant_id, _ = owner()
        with pytest.raises(RpcFailed) as refused:
            await request(bus, "rpc.tenants.set_opening_hours", rpc.SetOpeningHoursRequest(
                tenant_id=tenant_id, user_id=str(uuid.uuid4()), address="x" * 301), rpc.OpeningHoursReply, timeout=5)
        assert refused.value.status_code == 422


class TestWizardFirstLocation:
    async def test_the_wizards_week_and_address_are_the_first_locations(self, bus, client, owner, db):
        tenant_id, headers = owner()
        assert (await client.put("/portal/tenants/settings", headers=headers, json=SETTINGS)).status_code == 200
        await request(bus, "rpc.tenants.set_opening_hours", rpc.SetOpeningHoursRequest(
            tenant_id=tenant_id, user_id=str(uuid.uuid4()), address="500 Congress Ave, Austin, TX",
            week=[events.OpeningDay(weekday=d, open=o, close=c, closed=x) for d, o, c, x in SALON_WEEK]),
            rpc.OpeningHoursReply, timeout=5)
        [first] = (await client.get("/portal/locations", headers=headers)).json()["locations"]
        assert (first["id"], first["address"], first["week"]) == (tenant_id, "500 Congress Ave, Austin, TX",
                                                                  as_json(SALON_WEEK))
        [(envelope, saved)] = [(e, s) for e, s in await db_location_saved(db) if e.tenant_id == tenant_id][-1:]
        assert envelope.location_id == tenant_id
        assert days(saved.location.week) == SALON_WEEK and saved.location.address == "500 Congress Ave, Austin, TX"


async def db_location_saved(db) -> list[tuple[Envelope, events.LocationSaved]]:
    async with db.connect() as conn:
        rows = (await conn.execute(text("SELECT data FROM outbox WHERE subject = 'ringbook.tenants.location_saved' "
                                        "ORDER BY seq"))).scalars()
        return [(envelope, unpack(envelope, events.LocationSaved)) for envelope in map(Envelope.FromString, rows)]

"""`python -m receptionist.rebuild`: the receptionist's copy of a salon (its profile, locations, services and staff
with their weeks at each location) comes back from tenants' and booking's streams through the live consumer's
handlers, over real NATS and PostgreSQL; a salon older than the streams is kept.

When each row was written (`updated_at`, `added_at`) is the rebuild's time, not the event's: the staff keep their
order, the stream's."""

import asyncio
import os
import sys
import uuid

from receptionist.rebuild import rebuild
from ringbook.booking.v1 import events_pb2 as booking
from ringbook.tenants.v1 import events_pb2 as tenants
from ringbook_common.bus.connection import stream_name
from ringbook_common.bus.envelope import new_envelope
from ringbook_common.testing.wait import eventually

from ..factories import opening_week

COPIES = {"tenant_profiles": "tenant_id", "locations": "location_id", "salon_services": "service_id",
          "salon_staff": "added_at"}
WRITTEN_AT = ("updated_at", "added_at")
DOMAINS = ("tenants", "booking", "identity")
MORNINGS = [booking.WorkingHours(dow=1, start="09:00", end="12:00")]
AFTERNOONS = [booking.WorkingHours(dow=1, start="14:00", end="18:00")]


async def copy_of(db, tenant_id: str) -> dict[str, list[dict]]:
    return {table: [{column: value for column, value in row.items() if column not in WRITTEN_AT}
                    for row in await db.rows(f"SELECT * FROM {table} WHERE tenant_id = :id ORDER BY {key}",  # noqa: S608
                                             id=tenant_id)]
            for table, key in COPIES.items()}


async def drop(db, tenant_id: str) -> None:
    for table in COPIES:
        await db.execute(f"DELETE FROM {table} WHERE tenant_id = :id", id=tenant_id)  # noqa: S608


class Salon:
    """A salon's events, published as tenants and booking publish them."""

    def __init__(self, bus, owner) -> None:
        self.bus, self.tenant_id = bus, owner.tenant_id
        self.oak = str(uuid.uuid4())

    async def publish(self, event, event_type: str, *, location_id: str | None = None) -> None:
        await self.bus.ensure_stream(event_type.split(".")[0])
        envelope = new_envelope(event, event_type=event_type, tenant_id=self.tenant_id, location_id=location_id)
        await self.bus.js.publish(f"ringbook.{event_type}", envelope.SerializeToString(),
                                  headers={"Nats-Msg-Id": envelope.event_id})

    async def opened(self) -> None:
        """Created and set up as before locations: none of these events names one."""
        await self.publish(tenants.TenantCreated(tenant_id=self.tenant_id, name="Salon Uno",
                                                 owner_email="owner@salon.example", timezone="America/New_York"),
                           "tenants.tenant_created")
        await self.publish(tenants.TenantUpdated(tenant_id=self.tenant_id, name="Salon Uno",
                                                 timezone="America/New_York", address="12 Main St, Springfield",
                                                 week=opening_week()), "tenants.tenant_updated")
        cut = tenants.Service(service_id="haircut", name="Haircut", duration_min=45, price_cents=4500, all_staff=True)
        await self.publish(tenants.ServicesUpdated(tenant_id=self.tenant_id, services=[cut]),
                           "tenants.services_updated")

    async def location(self, location_id: str, name: str, address: str, position: int) -> None:
        await self.publish(tenants.LocationSaved(location=tenants.Location(
            location_id=location_id, tenant_id=self.tenant_id, name=name, address=address,
            timezone="America/Los_Angeles" if position else "America/New_York", week=opening_week(),
            position=position)), "tenants.location_saved", location_id=location_id)

    async def staff(self, event_type: str, key: str, staff_id: str, name: str, **weeks) -> None:
        message = booking.StaffAdded if event_type == "booking.staff_added" else booking.StaffUpdated
        await self.publish(message(tenant_id=self.tenant_id, staff_key=key, staff_id=staff_id, name=name, **weeks),
                           event_type)

    def at_both(self) -> dict:
        return {"locations": [booking.LocationWeek(location_id=self.tenant_id, location_name="Salon Uno",
                                                   hours=MORNINGS),
                              booking.LocationWeek(location_id=self.oak, location_name="Salon Uno Oak Street",
                                                   hours=AFTERNOONS)]}


async def staff_weeks(db, tenant_id: str) -> dict[str, dict]:
    return {row["staff_id"]: row["weeks"] for row in await db.rows(
        "SELECT staff_id, weeks FROM salon_staff WHERE tenant_id = :id", id=tenant_id)}


class TestRebuild:
    async def test_a_dropped_copy_comes_back_with_each_location_in_place(self, app, client, db, bus, owner):
        salon, maria, sam = Salon(bus, owner), str(uuid.uuid4()), str(uuid.uuid4())
        await salon.opened()
        await salon.location(owner.tenant_id, "Salon Uno", "12 Main St, Springfield", 0)
        await salon.location(salon.oak, "Salon Uno Oak Street", "40 Oak Street, Springfield", 1)
        await salon.staff("booking.staff_added", maria, "maria", "Maria Lopez", **salon.at_both())
        # Written before locations: Sam's hours name none.
        await salon.staff("booking.staff_added", sam, "sam", "Sam Ito", hours=MORNINGS)
        expected_weeks = {"maria": {owner.tenant_id: [[1, "09:00", "12:00"]], salon.oak: [[1, "14:00", "18:00"]]},
                          "sam": {owner.tenant_id: [[1, "09:00", "12:00"]]}}

        async def applied() -> bool:
            copy = await copy_of(db, owner.tenant_id)
            return len(copy["locations"]) == 2 and await staff_weeks(db, owner.tenant_id) == expected_weeks
        await eventually(applied)
        before = await copy_of(db, owner.tenant_id)

        await drop(db, owner.tenant_id)
        await rebuild(app.state.sessionmaker, app.state.bus)

        assert await copy_of(db, owner.tenant_id) == before
        assert await staff_weeks(db, owner.tenant_id) == expected_weeks
        assert sorted((str(row["location_id"]), row["name"], row["timezone"]) for row in before["locations"]) == \
            sorted([(owner.tenant_id, "Salon Uno", "America/New_York"),
                    (salon.oak, "Salon Uno Oak Street", "America/Los_Angeles")])
        assert [row["staff_id"] for row in before["salon_staff"]] == ["maria", "sam"]

    async def test_a_salon_older_than_the_streams_is_kept(self, app, client, db, bus, owner):
        salon, maria = Salon(bus, owner), str(uuid.uuid4())
        await salon.opened()
        await salon.location(owner.tenant_id, "Salon Uno", "12 Main St, Springfield", 0)
        await salon.location(salon.oak, "Salon Uno Oak Street", "40 Oak Street, Springfield", 1)
        await salon.staff("booking.staff_added", maria, "maria", "Maria Lopez", hours=MORNINGS)
        await eventually(lambda: staff_weeks(db, owner.tenant_id))
        await eventually(lambda: _located(db, owner.tenant_id, 2))
        before = await copy_of(db, owner.tenant_id)
        # What 30 days of retention does to the streams' early events; then Maria starts at Oak Street too.
        for domain in DOMAINS:
            await bus.ensure_stream(domain)
            await bus.js.purge_stream(stream_name(domain))
        await salon.staff("booking.staff_updated", maria, "maria", "Maria Lopez", **salon.at_both())

        rebuilt = await rebuild(app.state.sessionmaker, app.state.bus)

        after = await copy_of(db, owner.tenant_id)
        assert {table: rows for table, rows in after.items() if table != "salon_staff"} == \
            {table: rows for table, rows in before.items() if table != "salon_staff"}
        assert await staff_weeks(db, owner.tenant_id) == {
            "maria": {owner.tenant_id: [[1, "09:00", "12:00"]], salon.oak: [[1, "14:00", "18:00"]]}}
        assert rebuilt.events == {"booking": 1, "identity": 0, "tenants": 0}

    async def test_the_command_rebuilds_with_the_service_settings(self, app, client, db, bus, owner, settings):
        salon = Salon(bus, owner)
        await salon.opened()
        await salon.location(owner.tenant_id, "Salon Uno", "12 Main St, Springfield", 0)
        await salon.location(salon.oak, "Salon Uno Oak Street", "40 Oak Street, Springfield", 1)
        await eventually(lambda: _located(db, owner.tenant_id, 2))
        before = await copy_of(db, owner.tenant_id)
        await drop(db, owner.tenant_id)
        env = {**os.environ, "RECEPTIONIST_DATABASE_URL": settings.database_url,
               "RECEPTIONIST_NATS_URL": settings.nats_url}
        process = await asyncio.create_subprocess_exec(sys.executable, "-m", "receptionist.rebuild", env=env,
                                                       stdout=asyncio.subprocess.PIPE,
                                                       stderr=asyncio.subprocess.STDOUT)
        output, _ = await process.communicate()

        assert process.returncode == 0, output.decode()
        assert await copy_of(db, owner.tenant_id) == before


async def _located(db, tenant_id: str, count: int) -> bool:
    return len(await db.rows("SELECT location_id FROM locations WHERE tenant_id = :id", id=tenant_id)) == count

"""`python -m booking.rebuild`: booking's copies (tenants' profile, locations and catalogue, a location's own
services, the receptionist's calls, the operators' text limits) come back from the streams through the live
consumers' handlers, over real NATS and PostgreSQL, each location in place: a stylist working at both keeps her free
times there. A business older than the streams is kept. When a row was written (`updated_at`) is the rebuild's
time, not the event's."""

import asyncio
import os
import sys
import uuid
from datetime import UTC, datetime

from booking.rebuild import rebuild
from ringbook.admin.v1 import events_pb2 as admin
from ringbook.receptionist.v1 import events_pb2 as receptionist
from ringbook.tenants.v1 import events_pb2 as tenants
from ringbook_common.bus.connection import stream_name
from ringbook_common.bus.envelope import new_envelope
from ringbook_common.testing.wait import eventually

from ..factories import add_staff, next_weekday, put_hours
from .factories import OPEN_EARLY, slots_at

COPIES = {"tenant_profiles": "tenant_id", "locations": "location_id", "catalogue_services": "service_id",
          "location_services": "service_id", "calls": "call_id", "texting_tenants": "tenant_id"}
DOMAINS = ("tenants", "receptionist", "admin")
OPEN = [tenants.OpeningDay(weekday=day, open="09:00", close="18:00", closed=day == 0) for day in range(7)]
# Venice's haircut is its own: $55 and an hour.
VENICE_PRICES = (tenants.LocationService(service_id="cut", offered=True, duration_min=60, price_cents=5500),)
# A Monday, 08:00 in New York (before it opens) and 05:00 in Los Angeles (Venice opens at 04:00).
CALLED_AT = datetime(2026, 11, 2, 13, 0, tzinfo=UTC)


async def copy_of(db, tenant_id: str) -> dict[str, list[dict]]:
    return {table: [{column: value for column, value in row.items() if column != "updated_at"}
                    for row in await db.rows(f"SELECT * FROM {table} WHERE tenant_id = :id ORDER BY {key}",  # noqa: S608
                                             id=tenant_id)]
            for table, key in COPIES.items()}


async def drop(db, tenant_id: str) -> None:
    for table in COPIES:
        await db.execute(f"DELETE FROM {table} WHERE tenant_id = :id", id=tenant_id)  # noqa: S608


class Business:
    """New York (the first location) and Venice, Los Angeles, as tenants, the receptionist and the console publish
    their events."""

    def __init__(self, bus, owner) -> None:
        self.bus, self.tenant_id, self.venice = bus, owner.tenant_id, str(uuid.uuid4())

    async def publish(self, event, event_type: str, *, location_id: str | None = None) -> None:
        await self.bus.ensure_stream(event_type.split(".")[0])
        envelope = new_envelope(event, event_type=event_type, tenant_id=self.tenant_id, location_id=location_id)
        await self.bus.js.publish(f"ringbook.{event_type}", envelope.SerializeToString(),
                                  headers={"Nats-Msg-Id": envelope.event_id})

    async def opened(self) -> None:
        """Created and set up as before locations: none of these events names one."""
        await self.publish(tenants.TenantCreated(tenant_id=self.tenant_id, name="Salon Uno",
                                                 timezone="America/New_York"), "tenants.tenant_created")
        await self.publish(tenants.TenantUpdated(tenant_id=self.tenant_id, name="Salon Uno",
                                                 timezone="America/New_York", hours_start="09:00",
                                                 hours_end="18:00", week=OPEN), "tenants.tenant_updated")
        cut = tenants.Service(service_id="cut", name="Haircut", duration_min=45, buffer_min=15, price_cents=4500,
                              all_staff=True)
        await self.publish(tenants.ServicesUpdated(tenant_id=self.tenant_id, services=[cut]),
                           "tenants.services_updated")
        await self.publish(admin.TextLimitSet(tenant_id=self.tenant_id, daily_limit=40, operator="ops@ringbook"),
                           "admin.text_limit_set")

    async def location(self, location_id: str, name: str, timezone: str, week: list, position: int,
                       services: tuple = ()) -> None:
        await self.publish(tenants.LocationSaved(location=tenants.Location(
            location_id=location_id, tenant_id=self.tenant_id, name=name, timezone=timezone, week=week,
            position=position, services=list(services))), "tenants.location_saved", location_id=location_id)

    async def two_locations(self) -> None:
        await self.location(self.tenant_id, "Salon Uno", "America/New_York", OPEN, 0)
        await self.location(self.venice, "Venice", "America/Los_Angeles", OPEN_EARLY, 1, VENICE_PRICES)

    async def call_ended(self, call_id: str, *, location_id: str | None = None) -> None:
        event = receptionist.CallEnded(call_id=call_id, from_number="+15550101234", duration_seconds=90,
                                       outcome="inquiry")
        event.started_at.FromDatetime(CALLED_AT)
        await self.publish(event, "receptionist.call_ended", location_id=location_id)


async def settled(db, tenant_id: str, *, calls: int = 0) -> None:
    async def applied() -> bool:
        copy = await copy_of(db, tenant_id)
        limits = [row["operator_limit"] for row in copy["texting_tenants"]]
        return len(copy["locations"]) == 2 and len(copy["calls"]) == calls and \
            len(copy["catalogue_services"]) == 1 and limits == [40]
    await eventually(applied)


class TestRebuild:
    async def test_dropped_copies_come_back_with_each_location_in_place(self, app, client, db, bus, owner):
        business = Business(bus, owner)
        await business.opened()
        await business.two_locations()
        await settled(db, owner.tenant_id)  # the calls come in once the locations are known
        await business.call_ended("call-venice", location_id=business.venice)
        await business.call_ended("call-before-locations")  # names no location: the first one's
        await settled(db, owner.tenant_id, calls=2)
        await add_staff(client, owner, "maria", "Maria")
        monday, tuesday = next_weekday(0), next_weekday(1)
        new_york_week = [{"dow": 1, "start": "09:00", "end": "12:00"}]
        assert (await put_hours(client, owner, "maria", new_york_week)).status_code == 200
        venice_week = [{"dow": 2, "start": "09:00", "end": "17:00"}]
        assert (await put_hours(client, owner, "maria", venice_week, location=business.venice)).status_code == 200
        free = {"new_york": await slots_at(client, owner, monday, owner.tenant_id),
                "venice": await slots_at(client, owner, tuesday, business.venice)}
        assert free["new_york"] and free["venice"]
        before = await copy_of(db, owner.tenant_id)

        await drop(db, owner.tenant_id)
        await rebuild(app.state.sessionmaker, app.state.bus)

        assert await copy_of(db, owner.tenant_id) == before
        assert {row["call_id"]: str(row["location_id"]) for row in before["calls"]} == {
            "call-venice": business.venice, "call-before-locations": owner.tenant_id}
        # Judged by the hours of the location called, kept before the calls are replayed.
        assert {row["call_id"]: row["after_hours"] for row in before["calls"]} == {
            "call-venice": False, "call-before-locations": True}
        assert sorted((str(row["location_id"]), row["timezone"]) for row in before["locations"]) == sorted(
            [(owner.tenant_id, "America/New_York"), (business.venice, "America/Los_Angeles")])
        assert [(str(row["location_id"]), row["price_cents"], row["duration_min"])
                for row in before["location_services"]] == [(business.venice, 5500, 60)]
        assert {"new_york": await slots_at(client, owner, monday, owner.tenant_id),
                "venice": await slots_at(client, owner, tuesday, business.venice)} == free

    async def test_a_business_older_than_the_streams_is_kept(self, app, client, db, bus, owner):
        business = Business(bus, owner)
        await business.opened()
        await business.two_locations()
        await settled(db, owner.tenant_id)
        await business.call_ended("call-venice", location_id=business.venice)
        await settled(db, owner.tenant_id, calls=1)
        before = await copy_of(db, owner.tenant_id)
        # What 30 days of retention does to the streams' early events; then Venice is renamed.
        for domain in DOMAINS:
            await bus.ensure_stream(domain)
            await bus.js.purge_stream(stream_name(domain))
        await business.location(business.venice, "Venice Beach", "America/Los_Angeles", OPEN_EARLY, 1,
                                VENICE_PRICES)

        rebuilt = await rebuild(app.state.sessionmaker, app.state.bus)

        after = await copy_of(db, owner.tenant_id)
        assert {table: rows for table, rows in after.items() if table != "locations"} == \
            {table: rows for table, rows in before.items() if table != "locations"}
        assert sorted((str(row["location_id"]), row["name"]) for row in after["locations"]) == sorted(
            [(owner.tenant_id, "Salon Uno"), (business.venice, "Venice Beach")])
        assert rebuilt.events["tenants"] >= 1

    async def test_the_command_rebuilds_with_the_service_settings(self, app, client, db, bus, owner, settings):
        business = Business(bus, owner)
        await business.opened()
        await business.two_locations()
        await settled(db, owner.tenant_id)
        before = await copy_of(db, owner.tenant_id)
        await drop(db, owner.tenant_id)
        env = {**os.environ, "BOOKING_DATABASE_URL": settings.database_url, "BOOKING_NATS_URL": settings.nats_url}
        process = await asyncio.create_subprocess_exec(sys.executable, "-m", "booking.rebuild", env=env,
                                                       stdout=asyncio.subprocess.PIPE,
                                                       stderr=asyncio.subprocess.STDOUT)
        output, _ = await process.communicate()

        assert process.returncode == 0, output.decode()
        assert await copy_of(db, owner.tenant_id) == before

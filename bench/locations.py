"""Availability for one location of a salon group: 5 locations in four time zones, 20 staff at each (a fifth of
them working at two neighbouring locations on different days), 5,000 future appointments at every location.
One service over 7 days with "any" staff at one location, computed afresh each time in the service's code path,
next to the same question for a one-location salon of the size of the availability scenario (20 staff, 5,000
appointments; the two asked in turn) and to the floor: one trivial query through a session, all measured in the
same run."""

import gc
import os
import random
import statistics
import time
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from zoneinfo import ZoneInfo

from sqlalchemy import text

from bench.availability import SEQUENTIAL, one_at_a_time
from bench.availability import seed as seed_one_location
from bench.loadgen import Result
from bench.report import table
from ringbook_common.db import create_engine, create_sessionmaker

ZONES = ("America/New_York", "America/Chicago", "America/Denver", "America/Los_Angeles", "America/New_York")
HOME_STAFF, SHARED_STAFF = 12, 4  # per location; the shared ones also work at the next location
APPOINTMENTS = 5_000  # per location
MEASURED = 2  # the third location: not the first, whose place is the tenant's profile
WARM_UP = 20
GOAL_P99_MS = 20.0  # the availability scenario's goal for one answer computed afresh inside the service
EARLY_WEEK, LATE_WEEK = (1, 2, 3), (4, 5, 6)  # Monday-Wednesday, Thursday-Saturday


@dataclass(frozen=True)
class Group:
    tenant: uuid.UUID
    locations: list[uuid.UUID]  # the first is the tenant's own id
    # Who works where on which weekday (Sunday 0): (staff key, location index, weekday)
    weeks: list[tuple[uuid.UUID, int, int]]


def plan(tenant: uuid.UUID) -> Group:
    """Each location's own twelve work Monday to Saturday; the four it shares with the next one work Monday to
    Wednesday here and Thursday to Saturday there. Every location has 20 staff: 12 own and 4 + 4 shared."""
    count = len(ZONES)
    locations = [tenant, *(uuid.uuid4() for _ in range(count - 1))]
    weeks: list[tuple[uuid.UUID, int, int]] = []
    for index in range(count):
        for _ in range(HOME_STAFF):
            key = uuid.uuid4()
            weeks.extend((key, index, dow) for dow in (*EARLY_WEEK, *LATE_WEEK))
        for _ in range(SHARED_STAFF):
            key = uuid.uuid4()
            weeks.extend((key, index, dow) for dow in EARLY_WEEK)
            weeks.extend((key, (index + 1) % count, dow) for dow in LATE_WEEK)
    return Group(tenant, locations, weeks)


def appointments(group: Group, today: date, rng: random.Random) -> list[tuple[uuid.UUID, int, datetime]]:
    """APPOINTMENTS per location over the next 60 days, each in an hour its stylist works there (so no two of
    a stylist's ever overlap, whatever the location): (staff key, location index, start)."""
    where = {(key, dow): index for key, index, dow in group.weeks}
    by_location: dict[int, list[tuple[uuid.UUID, datetime]]] = {}
    for offset in range(1, 61):
        day = today + timedelta(days=offset)
        dow = (day.weekday() + 1) % 7
        for (key, worked_dow), index in where.items():
            if worked_dow != dow:
                continue
            zone = ZoneInfo(ZONES[index])
            by_location.setdefault(index, []).extend(
                (key, datetime(day.year, day.month, day.day, hour, tzinfo=zone)) for hour in range(9, 18))
    chosen: list[tuple[uuid.UUID, int, datetime]] = []
    for index, hours in sorted(by_location.items()):
        chosen.extend((key, index, start) for key, start in rng.sample(hours, APPOINTMENTS))
    return chosen


async def seed(database_url: str) -> tuple[Group, int]:
    """Straight into booking's database, as the availability scenario's seed: the group, its locations, staff,
    their weeks per location, the catalogue and non-overlapping appointments; (group, staff in the business)."""
    rng = random.Random(11)
    group = plan(uuid.uuid4())
    tenant = group.tenant
    keys = sorted({key for key, _, _ in group.weeks})
    engine = create_engine(database_url)
    async with engine.begin() as conn:
        await conn.execute(text("INSERT INTO tenant_profiles (tenant_id, name, timezone) VALUES (:t, 'Bench Group', "
                                ":zone)"), {"t": tenant, "zone": ZONES[0]})
        await conn.execute(text(
            "INSERT INTO locations (tenant_id, location_id, name, timezone, closures, position) "
            "VALUES (:t, :l, :name, :zone, '{}', :position)"),
            [{"t": tenant, "l": location, "name": f"Salon {index + 1}", "zone": ZONES[index], "position": index}
             for index, location in enumerate(group.locations)])
        await conn.execute(text(
            "INSERT INTO staff (id, tenant_id, staff_id, name, calendar_provider, calendar_id) "
            "VALUES (:id, :t, :sid, :name, 'builtin', :sid)"),
            [{"id": key, "t": tenant, "sid": f"stylist-{n:03d}", "name": f"Stylist {n:03d}"}
             for n, key in enumerate(keys)])
        await conn.execute(text(
            "INSERT INTO working_hours (tenant_id, staff_key, location_id, dow, start_minute, end_minute) "
            "VALUES (:t, :k, :l, :dow, 540, 1080)"),
            [{"t": tenant, "k": key, "l": group.locations[index], "dow": dow} for key, index, dow in group.weeks])
        await conn.execute(text(
            "INSERT INTO catalogue_services (tenant_id, service_id, position, name, duration_min, buffer_min, "
            "processing_min, price_cents, staff_ids, all_staff) VALUES (:t, 'service-00', 0, 'Service 0', 45, 15, "
            "0, 3000, '{}', true)"), {"t": tenant})
        rows, blocks = [], []
        for key, index, start in appointments(group, datetime.now(ZoneInfo(ZONES[0])).date(), rng):
            appointment, begins = uuid.uuid4(), start.astimezone(UTC)
            rows.append({"id": appointment, "t": tenant, "k": key, "l": group.locations[index], "s": begins,
                         "e": begins + timedelta(minutes=45), "phone": f"+1555{rng.randrange(10**7):07d}"})
            blocks.append({"t": tenant, "k": key, "a": appointment, "lo": begins,
                           "hi": begins + timedelta(hours=1)})
        await conn.execute(text(
            "INSERT INTO appointments (id, tenant_id, staff_key, location_id, service_id, service_name, "
            "duration_min, buffer_min, processing_min, price_cents, starts_at, ends_at, customer_name, "
            "customer_phone, source) VALUES (:id, :t, :k, :l, 'service-00', 'Service 0', 45, 15, 0, 3000, :s, :e, "
            "'Bench Customer', :phone, 'owner')"), rows)
        await conn.execute(text(
            "INSERT INTO appointment_blocks (tenant_id, staff_key, appointment_id, during) "
            "VALUES (:t, :k, :a, tstzrange(:lo, :hi))"), blocks)
        await conn.execute(text("ANALYZE"))
    await engine.dispose()
    return group, len(keys)


async def measure(database_url: str, group: Group, single: uuid.UUID) -> tuple[Result, Result, Result, int]:
    """One at a time in the service's code, every answer computed afresh: the group's measured location, the
    one-location salon, and the floor; with the number of slots in the group's answer."""
    from booking.availability import repository, service
    from booking.config import Settings

    settings = Settings(database_url=database_url, signing_secret="bench")  # noqa: S106 - a throwaway key
    engine = create_engine(database_url)
    sessions = create_sessionmaker(engine)
    gc.collect()
    gc.freeze()  # as the service does at startup (ringbook_common.app)
    location = group.locations[MEASURED]
    first_day = datetime.now(ZoneInfo(ZONES[MEASURED])).date() + timedelta(days=1)
    last_day = first_day + timedelta(days=6)
    slots = 0

    def computing(tenant: uuid.UUID, location_id: uuid.UUID | None):
        async def computed() -> None:
            nonlocal slots
            async with sessions() as session:
                found = await service.search(session, settings, tenant_id=tenant, service_id="service-00",
                                             first_day=first_day, last_day=last_day, staff_id=None,
                                             now=datetime.now(UTC), location_id=location_id)
                found.as_dicts(settings)
            if location_id is not None:
                slots = len(found.slots)
        return computed

    async def trivial() -> None:
        async with sessions() as session:
            await repository.ping(session)

    try:
        floor = await one_at_a_time("floor: one trivial query through a session, one at a time", trivial)
        grouped, alone = await taking_turns(
            (f"one location of {len(group.locations)}, computed afresh, one at a time",
             computing(group.tenant, location)),
            ("a one-location salon, computed afresh, one at a time", computing(single, None)))
    finally:
        await engine.dispose()
    return grouped, alone, floor, slots


async def taking_turns(first: tuple[str, Callable[[], Awaitable[None]]],
                       second: tuple[str, Callable[[], Awaitable[None]]]) -> tuple[Result, Result]:
    """Both questions one at a time, asked in turn, so a machine busy for a while slows both alike."""
    latencies: tuple[list[float], list[float]] = ([], [])
    spent = [0.0, 0.0]
    for index in range(SEQUENTIAL + WARM_UP):
        for side, (_, ask) in enumerate((first, second)):
            started = time.perf_counter()
            await ask()
            took = time.perf_counter() - started
            if index >= WARM_UP:
                latencies[side].append(took * 1000)
                spent[side] += took
    return (Result(first[0], SEQUENTIAL, 0, spent[0], latencies[0]),
            Result(second[0], SEQUENTIAL, 0, spent[1], latencies[1]))


async def run(stack) -> str:
    database_url = stack.database_url("booking")
    group, people = await seed(database_url)
    single = await seed_one_location(database_url)
    load_before = os.getloadavg()[0]
    grouped, alone, floor, slots = await measure(database_url, group, single)
    load_after = os.getloadavg()[0]
    met = "met" if grouped.p99 <= GOAL_P99_MS else "MISSED"
    note = (f"{len(group.locations)} locations in {len(set(ZONES))} time zones, 20 staff at each ({people} in the "
            f"business: {HOME_STAFF} of each location's own, Monday-Saturday, and {SHARED_STAFF} shared with each "
            f"neighbour, Monday-Wednesday at one and Thursday-Saturday at the other), "
            f"{APPOINTMENTS * len(group.locations):,} future appointments ({APPOINTMENTS:,} at each location). "
            f"One service (45 min + 15 min buffer, all staff) over 7 days with any staff at location "
            f"{MEASURED + 1}: {slots} slots per answer, every answer computed afresh (queries + engine + signing), "
            f"as after a write to the salon. Goal, the availability scenario's: p99 <= {GOAL_P99_MS:.0f} ms inside "
            f"the service, {met} (got {grouped.p99:.1f} ms; median {statistics.median(grouped.latencies_ms):.1f}; "
            f"the one-location salon's p99 {alone.p99:.1f} ms). Load average (1 min) {load_before:.2f} before "
            f"measuring, {load_after:.2f} after: on a machine busy with other work every figure is slower.")
    return table("Availability at one location of a group", [grouped, alone, floor], floor, note)

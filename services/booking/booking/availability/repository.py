"""Every query availability makes: the tenant's availability version and booking calendar, staff with their
weeks, time off and busy blocks of a window."""

import uuid
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import datetime

from sqlalchemy import and_, bindparam, delete, func, literal, or_, select, text, union_all
from sqlalchemy.dialects.postgresql import ARRAY, TIMESTAMP, UUID
from sqlalchemy.ext.asyncio import AsyncSession

from booking.availability.engine import Interval, WeeklyInterval
from booking.models import (
    AppointmentBlock,
    CatalogueService,
    ExternalBusy,
    Location,
    LocationService,
    Staff,
    TenantProfile,
    TimeOff,
    WorkingHours,
)

# Built once: every availability question, kept answer or not, starts with it.
_TENANT_STATE = text(
    "SELECT (SELECT version FROM availability_versions WHERE tenant_id = :tenant), "
    "(SELECT booking_calendar FROM tenant_profiles WHERE tenant_id = :tenant)"
).bindparams(bindparam("tenant", type_=UUID(as_uuid=True)))


async def tenant_state(session: AsyncSession, tenant_id: uuid.UUID) -> tuple[int, str | None]:
    """The tenant's availability version and booking calendar (None: never chosen), in one read."""
    row = (await session.execute(_TENANT_STATE, {"tenant": tenant_id})).one()
    return row[0] or 0, row[1]


@dataclass(frozen=True)
class Setting:
    """What an availability question is asked of, as kept (None: no such row)."""
    profile: TenantProfile | None
    location: Location | None
    service: CatalogueService | None
    difference: LocationService | None  # where the location's service differs from the catalogue's


# Built once: a statement put together for every question costs more than the read.
_SETTING = (
    select(TenantProfile, Location, CatalogueService, LocationService)
    .select_from(select(literal(1).label("one")).subquery())
    .outerjoin(TenantProfile, TenantProfile.tenant_id == bindparam("tenant"))
    .outerjoin(Location, and_(Location.tenant_id == bindparam("tenant"), Location.location_id == bindparam("location")))
    .outerjoin(CatalogueService, and_(CatalogueService.tenant_id == bindparam("tenant"),
                                      CatalogueService.service_id == bindparam("service")))
    .outerjoin(LocationService, and_(LocationService.tenant_id == bindparam("tenant"),
                                     LocationService.location_id == bindparam("location"),
                                     LocationService.service_id == bindparam("service"))))


async def setting(session: AsyncSession, tenant_id: uuid.UUID, location_id: uuid.UUID, service_id: str) -> Setting:
    """The tenant's profile, the location, the catalogue's service and the location's difference, in one read."""
    row = (await session.execute(_SETTING, {"tenant": tenant_id, "location": location_id,
                                            "service": service_id})).one()
    return Setting(profile=row[0], location=row[1], service=row[2], difference=row[3])


async def time_off_between(session: AsyncSession, tenant_id: uuid.UUID, staff_key: uuid.UUID, *, start: datetime,
                           end: datetime) -> bool:
    """Whether the member has time off overlapping [start, end)."""
    return (await session.execute(select(TimeOff.id).where(
        TimeOff.tenant_id == tenant_id, TimeOff.staff_key == staff_key, TimeOff.time_max > start,
        TimeOff.time_min < end).limit(1))).first() is not None


async def current_staff(session: AsyncSession, tenant_id: uuid.UUID) -> list[Staff]:
    return list((await session.execute(
        select(Staff).where(Staff.tenant_id == tenant_id, Staff.removed_at.is_(None)).order_by(Staff.staff_id)
    )).scalars())


_STAFF_AT = (
    select(Staff)
    .where(Staff.tenant_id == bindparam("tenant"), Staff.removed_at.is_(None),
           Staff.id.in_(select(WorkingHours.staff_key).where(WorkingHours.tenant_id == bindparam("tenant"),
                                                              WorkingHours.location_id == bindparam("location"))))
    .order_by(Staff.staff_id))


async def staff_at(session: AsyncSession, tenant_id: uuid.UUID, location_id: uuid.UUID) -> list[Staff]:
    """The current staff who have hours at the location (a group's other locations' staff are not read)."""
    return list((await session.execute(_STAFF_AT, {"tenant": tenant_id, "location": location_id})).scalars())


async def weeks(session: AsyncSession, tenant_id: uuid.UUID, staff_keys: list[uuid.UUID], *,
                location_id: uuid.UUID) -> dict[uuid.UUID, list[WeeklyInterval]]:
    """These staff members' weeks at the location."""
    found: dict[uuid.UUID, list[WeeklyInterval]] = defaultdict(list)
    rows = await session.execute(
        select(WorkingHours.staff_key, WorkingHours.dow, WorkingHours.start_minute, WorkingHours.end_minute)
        .where(WorkingHours.tenant_id == tenant_id, WorkingHours.staff_key.in_(staff_keys),
               WorkingHours.location_id == location_id))
    for staff_key, dow, start_minute, end_minute in rows:
        found[staff_key].append(WeeklyInterval(dow, start_minute, end_minute))
    return found


@dataclass
class Busy:
    by_staff: dict[uuid.UUID, list[Interval]] = field(default_factory=lambda: defaultdict(list))
    first_hold_expiry: datetime | None = None  # when the soonest live hold among them frees its time


async def busy(session: AsyncSession, tenant_id: uuid.UUID, staff_keys: list[uuid.UUID], *, start: datetime,
               end: datetime, now: datetime, ignore_appointment: uuid.UUID | None = None) -> Busy:
    """Time off, appointments' busy parts, live holds and busy time in outside calendars of these staff that
    touch [start, end)."""
    found = Busy()
    window = func.tstzrange(start, end)
    blocks = (select(AppointmentBlock.staff_key, func.lower(AppointmentBlock.during).label("lo"),
                     func.upper(AppointmentBlock.during).label("hi"), AppointmentBlock.expires_at)
              .where(AppointmentBlock.tenant_id == tenant_id, AppointmentBlock.staff_key.in_(staff_keys),
                     AppointmentBlock.during.op("&&")(window),
                     or_(AppointmentBlock.expires_at.is_(None), AppointmentBlock.expires_at > now)))
    if ignore_appointment is not None:
        blocks = blocks.where(or_(AppointmentBlock.appointment_id.is_(None),
                                  AppointmentBlock.appointment_id != ignore_appointment))
    # Rows unpacked: hundreds of them, and a row's named attributes cost several times more than its positions.
    for staff_key, lo, hi, expires_at in await session.execute(blocks):
        found.by_staff[staff_key].append(Interval(lo, hi))
        if expires_at is not None and (found.first_hold_expiry is None or expires_at < found.first_hold_expiry):
            found.first_hold_expiry = expires_at
    # Time off and outside busy time in one round trip: both are plain busy stretches.
    away = union_all(
        select(TimeOff.staff_key, TimeOff.time_min.label("lo"), TimeOff.time_max.label("hi"))
        .where(TimeOff.tenant_id == tenant_id, TimeOff.staff_key.in_(staff_keys), TimeOff.time_max > start,
               TimeOff.time_min < end),
        select(ExternalBusy.staff_key, func.lower(ExternalBusy.during).label("lo"),
               func.upper(ExternalBusy.during).label("hi"))
        .where(ExternalBusy.tenant_id == tenant_id, ExternalBusy.staff_key.in_(staff_keys),
               ExternalBusy.during.op("&&")(window)))
    for staff_key, lo, hi in await session.execute(away):
        found.by_staff[staff_key].append(Interval(lo, hi))
    return found


@dataclass(frozen=True)
class Diary:
    """A staff member's week at a location and what takes them in a window, as epoch seconds by start."""
    week: list[WeeklyInterval]
    starts: list[int]
    ends: list[int]


@dataclass
class Diaries:
    by_staff: dict[uuid.UUID, Diary] = field(default_factory=dict)  # only those with hours at the location
    first_hold_expiry: datetime | None = None  # when the soonest live hold among them frees its time


# One round trip, one row per staff member: their week at the location and every busy stretch touching the
# window (appointments' busy parts and live holds, time off, outside calendars' busy time) as epoch seconds
# aggregated into arrays, which cost a fraction of hundreds of rows of instants to take in. Seconds as the engine
# takes them from an instant (a double's epoch, rounded down), and a double is cheaper to get than a numeric.
_DIARIES = text("""
WITH week AS (
    SELECT staff_key, array_agg(dow ORDER BY dow, start_minute) AS dows,
           array_agg(start_minute ORDER BY dow, start_minute) AS opens,
           array_agg(end_minute ORDER BY dow, start_minute) AS closes
    FROM working_hours
    WHERE tenant_id = :tenant AND location_id = :location AND staff_key = ANY(:keys)
    GROUP BY staff_key
), taken AS (
    SELECT staff_key, lower(during) AS lo, upper(during) AS hi, expires_at FROM appointment_blocks
    WHERE tenant_id = :tenant AND staff_key = ANY(:keys) AND during && tstzrange(:start, :end)
      AND (expires_at IS NULL OR expires_at > :now)
      AND (CAST(:ignore AS uuid) IS NULL OR appointment_id IS DISTINCT FROM :ignore)
    UNION ALL
    SELECT staff_key, time_min, time_max, NULL FROM time_off
    WHERE tenant_id = :tenant AND staff_key = ANY(:keys) AND time_max > :start AND time_min < :end
    UNION ALL
    SELECT staff_key, lower(during), upper(during), NULL FROM external_busy
    WHERE tenant_id = :tenant AND staff_key = ANY(:keys) AND during && tstzrange(:start, :end)
), busy AS (
    SELECT staff_key, array_agg(floor(date_part('epoch', lo))::bigint ORDER BY lo, hi) AS starts,
           array_agg(floor(date_part('epoch', hi))::bigint ORDER BY lo, hi) AS ends, min(expires_at) AS first_expiry
    FROM taken GROUP BY staff_key
)
SELECT week.staff_key, dows, opens, closes, starts, ends, first_expiry FROM week LEFT JOIN busy USING (staff_key)
""").bindparams(bindparam("tenant", type_=UUID(as_uuid=True)), bindparam("location", type_=UUID(as_uuid=True)),
                bindparam("keys", type_=ARRAY(UUID(as_uuid=True))), bindparam("start", type_=TIMESTAMP(timezone=True)),
                bindparam("end", type_=TIMESTAMP(timezone=True)), bindparam("now", type_=TIMESTAMP(timezone=True)),
                bindparam("ignore", type_=UUID(as_uuid=True)))


async def diaries(session: AsyncSession, tenant_id: uuid.UUID, staff_keys: list[uuid.UUID], *,
                  location_id: uuid.UUID, start: datetime, end: datetime, now: datetime,
                  ignore_appointment: uuid.UUID | None = None) -> Diaries:
    """`weeks` and `busy` of these staff members in one read: those without hours at the location are left out."""
    found = Diaries()
    rows = await session.execute(_DIARIES, {"tenant": tenant_id, "location": location_id, "keys": staff_keys,
                                            "start": start, "end": end, "now": now, "ignore": ignore_appointment})
    for staff_key, dows, opens, closes, starts, ends, first_expiry in rows:
        week = [WeeklyInterval(dow, open_minute, close_minute)
                for dow, open_minute, close_minute in zip(dows, opens, closes, strict=True)]
        found.by_staff[staff_key] = Diary(week, starts or [], ends or [])
        if first_expiry is not None and (found.first_hold_expiry is None or first_expiry < found.first_hold_expiry):
            found.first_hold_expiry = first_expiry
    return found


async def drop_expired_holds(session: AsyncSession, tenant_id: uuid.UUID, staff_key: uuid.UUID,
                             now: datetime) -> None:
    """Expired holds free themselves: removed lazily, right before anything needs their time."""
    await session.execute(delete(AppointmentBlock).where(
        AppointmentBlock.tenant_id == tenant_id, AppointmentBlock.staff_key == staff_key,
        AppointmentBlock.hold_id.is_not(None), AppointmentBlock.expires_at <= now))


async def ping(session: AsyncSession) -> bool:
    return (await session.execute(text("SELECT true"))).scalar_one()

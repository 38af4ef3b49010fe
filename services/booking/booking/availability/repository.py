"""Every query availability makes: the tenant's availability version and booking calendar, staff with their
weeks, time off and busy blocks of a window."""

import uuid
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import datetime

from sqlalchemy import delete, func, or_, select, text, union_all
from sqlalchemy.ext.asyncio import AsyncSession

from booking.availability.engine import Interval, WeeklyInterval
from booking.models import AppointmentBlock, ExternalBusy, Staff, TimeOff, WorkingHours


async def tenant_state(session: AsyncSession, tenant_id: uuid.UUID) -> tuple[int, str | None]:
    """The tenant's availability version and booking calendar (None: never chosen), in one read."""
    row = (await session.execute(text(
        "SELECT (SELECT version FROM availability_versions WHERE tenant_id = :tenant), "
        "(SELECT booking_calendar FROM tenant_profiles WHERE tenant_id = :tenant)"), {"tenant": tenant_id})).one()
    return row[0] or 0, row[1]


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


async def staff_at(session: AsyncSession, tenant_id: uuid.UUID, location_id: uuid.UUID) -> list[Staff]:
    """The current staff who have hours at the location (a group's other locations' staff are not read)."""
    here = select(WorkingHours.staff_key).where(WorkingHours.tenant_id == tenant_id,
                                                WorkingHours.location_id == location_id)
    return list((await session.execute(
        select(Staff).where(Staff.tenant_id == tenant_id, Staff.removed_at.is_(None), Staff.id.in_(here))
        .order_by(Staff.staff_id))).scalars())


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


async def drop_expired_holds(session: AsyncSession, tenant_id: uuid.UUID, staff_key: uuid.UUID,
                             now: datetime) -> None:
    """Expired holds free themselves: removed lazily, right before anything needs their time."""
    await session.execute(delete(AppointmentBlock).where(
        AppointmentBlock.tenant_id == tenant_id, AppointmentBlock.staff_key == staff_key,
        AppointmentBlock.hold_id.is_not(None), AppointmentBlock.expires_at <= now))


async def ping(session: AsyncSession) -> bool:
    return (await session.execute(text("SELECT true"))).scalar_one()

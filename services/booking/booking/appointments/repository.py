"""Every SQL statement about appointments and their busy blocks."""

import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime
from typing import TypeVar

from sqlalchemy import Select, Text, and_, any_, bindparam, delete, func, insert, or_, select, text
from sqlalchemy.dialects.postgresql import ARRAY, Range
from sqlalchemy.exc import DBAPIError
from sqlalchemy.ext.asyncio import AsyncSession

from booking.availability.engine import Interval
from booking.models import Appointment, AppointmentBlock, Staff
from ringbook_common import phones

EXCLUSION_VIOLATION = "23P01"
UNIQUE_VIOLATION = "23505"
FOREIGN_KEY_VIOLATION = "23503"  # also: the staff member was removed (trigger of migration 0008)
DEADLOCK = "40P01"
DEADLOCK_TRIES = 3

T = TypeVar("T")


def sqlstate(exc: Exception) -> str | None:
    orig = getattr(exc, "orig", None)
    return getattr(orig, "sqlstate", None) or getattr(getattr(orig, "__cause__", None), "sqlstate", None)


async def in_savepoint(session: AsyncSession, write: Callable[[], Awaitable[T]]) -> T:
    """`write` in a savepoint of its own, so a refusal undoes it alone; tried again when PostgreSQL ends it as a
    deadlock's victim. Two bookings whose times overlap can insert their busy blocks at the same moment: each
    then finds the other's uncommitted row and waits for it, and PostgreSQL ends one of them. Tried again, the
    write waits for the other to finish, and is then refused as an overlap or made."""
    attempt = 1
    while True:
        try:
            async with session.begin_nested():
                return await write()
        except DBAPIError as exc:
            if sqlstate(exc) != DEADLOCK or attempt == DEADLOCK_TRIES:
                raise
            attempt += 1


async def get(session: AsyncSession, tenant_id: uuid.UUID, appointment_id: uuid.UUID, *,
              for_update: bool = False) -> Appointment | None:
    statement = select(Appointment).where(Appointment.tenant_id == tenant_id, Appointment.id == appointment_id)
    if for_update:
        statement = statement.with_for_update()
    return (await session.execute(statement)).scalar_one_or_none()


async def by_idempotency_key(session: AsyncSession, tenant_id: uuid.UUID, key: str) -> Appointment | None:
    return (await session.execute(select(Appointment).where(
        Appointment.tenant_id == tenant_id, Appointment.idempotency_key == key))).scalar_one_or_none()


async def staff_by_key(session: AsyncSession, tenant_id: uuid.UUID, staff_key: uuid.UUID) -> Staff | None:
    return (await session.execute(select(Staff).where(Staff.tenant_id == tenant_id, Staff.id == staff_key))
            ).scalar_one_or_none()


async def staff_of(session: AsyncSession, appointment: Appointment) -> Staff:
    """The appointment's staff member (a removed member's row stays for history, so there always is one)."""
    return (await session.execute(select(Staff).where(
        Staff.tenant_id == appointment.tenant_id, Staff.id == appointment.staff_key))).scalar_one()


async def is_removed(session: AsyncSession, tenant_id: uuid.UUID, staff_key: uuid.UUID) -> bool:
    """Read afresh (not from the session's copy): the member may have been removed since it was loaded."""
    removed_at = (await session.execute(select(Staff.removed_at).where(
        Staff.tenant_id == tenant_id, Staff.id == staff_key))).scalar_one_or_none()
    return removed_at is not None


async def staff_by_keys(session: AsyncSession, tenant_id: uuid.UUID, keys: set[uuid.UUID]) -> dict[uuid.UUID, Staff]:
    if not keys:
        return {}
    rows = await session.execute(select(Staff).where(Staff.tenant_id == tenant_id, Staff.id.in_(keys)))
    return {staff.id: staff for staff in rows.scalars()}


async def add(session: AsyncSession, appointment: Appointment, parts: list[Interval]) -> None:
    """Insert the appointment and its busy parts; the exclusion constraint refuses an overlap (IntegrityError)."""
    await add_alone(session, appointment)
    await add_blocks(session, appointment, parts)


async def add_alone(session: AsyncSession, appointment: Appointment) -> None:
    """Insert the appointment without busy parts (a mirror's are placed once its member is chosen)."""
    session.add(appointment)
    await session.flush()


async def add_blocks(session: AsyncSession, appointment: Appointment, parts: list[Interval]) -> None:
    await session.execute(insert(AppointmentBlock), [
        {"tenant_id": appointment.tenant_id, "staff_key": appointment.staff_key, "appointment_id": appointment.id,
         "during": Range(part.start, part.end)} for part in parts])


async def drop_blocks(session: AsyncSession, appointment: Appointment) -> None:
    await session.execute(delete(AppointmentBlock).where(AppointmentBlock.tenant_id == appointment.tenant_id,
                                                         AppointmentBlock.appointment_id == appointment.id))


async def add_hold(session: AsyncSession, *, tenant_id: uuid.UUID, staff_key: uuid.UUID, hold_id: uuid.UUID,
                   parts: list[Interval], expires_at: datetime) -> None:
    await session.execute(insert(AppointmentBlock), [
        {"tenant_id": tenant_id, "staff_key": staff_key, "hold_id": hold_id, "during": Range(part.start, part.end),
         "expires_at": expires_at} for part in parts])


async def release_hold(session: AsyncSession, tenant_id: uuid.UUID, hold_id: uuid.UUID) -> None:
    await session.execute(delete(AppointmentBlock).where(AppointmentBlock.tenant_id == tenant_id,
                                                         AppointmentBlock.hold_id == hold_id))


def _upcoming(tenant_id: uuid.UUID, phone: str, after: datetime) -> Select:
    """The number's scheduled appointments starting after `after`, soonest first."""
    return select(Appointment).where(
        Appointment.tenant_id == tenant_id, Appointment.customer_phone == phone, Appointment.status == "scheduled",
        Appointment.starts_at > after).order_by(Appointment.starts_at)


async def upcoming_by_phone(session: AsyncSession, tenant_id: uuid.UUID, phone: str, *, after: datetime,
                            limit: int = 10) -> list[Appointment]:
    return list((await session.execute(_upcoming(tenant_id, phone, after).limit(limit))).scalars())


async def next_at_location(session: AsyncSession, tenant_id: uuid.UUID, location_id: uuid.UUID, phone: str, *,
                           after: datetime) -> Appointment | None:
    """The number's next scheduled appointment at the location, locked for this transaction."""
    return (await session.execute(_upcoming(tenant_id, phone, after).where(Appointment.location_id == location_id)
                                  .limit(1).with_for_update())).scalar_one_or_none()


async def upcoming_of_staff(session: AsyncSession, tenant_id: uuid.UUID, staff_key: uuid.UUID, *,
                            after: datetime, for_update: bool = False) -> list[Appointment]:
    statement = select(Appointment).where(
        Appointment.tenant_id == tenant_id, Appointment.staff_key == staff_key, Appointment.status == "scheduled",
        Appointment.starts_at > after).order_by(Appointment.starts_at)
    if for_update:
        statement = statement.with_for_update()
    return list((await session.execute(statement)).scalars())


SORTS = {"date": Appointment.starts_at, "customer": func.lower(Appointment.customer_name),
         "service": func.lower(Appointment.service_name), "price": Appointment.price_cents}


def _filtered(statement: Select, *, tenant_id: uuid.UUID, start: datetime | None, end: datetime | None,
              status: str | None, q: str | None, location_id: uuid.UUID | None) -> Select:
    statement = statement.where(Appointment.tenant_id == tenant_id)
    if location_id is not None:
        statement = statement.where(Appointment.location_id == location_id)
    if start is not None:
        statement = statement.where(Appointment.starts_at >= start)
    if end is not None:
        statement = statement.where(Appointment.starts_at < end)
    if status:
        statement = statement.where(Appointment.status == status)
    if q:
        pattern = "%" + q.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"
        digits = phones.searched_digits(q)
        matches = [Appointment.customer_name.ilike(pattern), Appointment.customer_email.ilike(pattern),
                   Appointment.service_name.ilike(pattern), Appointment.customer_phone.ilike(pattern)]
        if digits:  # "(555) 010" finds +1555010...
            matches.append(Appointment.customer_phone.like(f"%{digits}%"))
        statement = statement.where(or_(*matches))
    return statement


async def page(session: AsyncSession, *, tenant_id: uuid.UUID, start: datetime | None, end: datetime | None,
               status: str | None, q: str | None, sort: str, descending: bool, offset: int,
               limit: int, location_id: uuid.UUID | None = None) -> tuple[list[tuple[Appointment, Staff]], int, int]:
    """One page of the matching rows (at one location, or any), with how many match and the sum of their prices
    in cents."""
    totals = select(func.count(), func.coalesce(func.sum(Appointment.price_cents), 0)).select_from(Appointment)
    total, price_cents = (await session.execute(_filtered(totals, tenant_id=tenant_id, start=start, end=end,
                                                          status=status, q=q, location_id=location_id))).one()
    order = SORTS[sort]
    statement = _filtered(select(Appointment, Staff).join(Staff, and_(Staff.tenant_id == Appointment.tenant_id,
                                                                        Staff.id == Appointment.staff_key)),
                          tenant_id=tenant_id, start=start, end=end, status=status, q=q, location_id=location_id)
    statement = statement.order_by(order.desc() if descending else order.asc(),
                                   Appointment.starts_at.desc() if descending else Appointment.starts_at,
                                   Appointment.id).offset(offset).limit(limit)
    return [(row[0], row[1]) for row in await session.execute(statement)], total, int(price_cents)


async def count_scheduled_between(session: AsyncSession, tenant_id: uuid.UUID, start: datetime,
                                  end: datetime) -> int:
    return (await session.execute(select(func.count()).select_from(Appointment).where(
        Appointment.tenant_id == tenant_id, Appointment.status == "scheduled", Appointment.starts_at >= start,
        Appointment.starts_at < end))).scalar_one()




async def lock_customer(session: AsyncSession, tenant_id: uuid.UUID, phone: str) -> None:
    """Until the transaction ends, the customer's bookings wait for this one."""
    await session.execute(select(func.pg_advisory_xact_lock(func.hashtextextended(f"book:{tenant_id}:{phone}", 0))))


# Built once: a booking on a call asks it for its customer, and the losers of a race woken together ask it once
# for all of theirs.
_TEXTS = ARRAY(Text)
_OF_CUSTOMERS_OR_KEYS = select(Appointment).where(
    Appointment.tenant_id == bindparam("tenant"),
    or_(and_(Appointment.customer_phone == any_(bindparam("phones", type_=_TEXTS)),
             Appointment.status == "scheduled", Appointment.service_id == bindparam("service"),
             or_(Appointment.call_id == any_(bindparam("calls", type_=_TEXTS)),
                 and_(Appointment.starts_at >= bindparam("day_start"), Appointment.starts_at < bindparam("day_end")))),
        Appointment.idempotency_key == any_(bindparam("keys", type_=_TEXTS)))).order_by(Appointment.created_at)


@dataclass(frozen=True)
class CustomerAsked:
    """A customer's own checks of a booking of a service that day: their scheduled appointments of the service made
    on this call or starting that day, and the booking made under the request's idempotency key."""

    phone: str
    call_id: str
    key: str | None

    def held(self, rows: list[Appointment], service_id: str, day_start: datetime,
             day_end: datetime) -> list[Appointment]:
        """The customer's scheduled appointments of the service on this call or that day among the rows, oldest
        first."""
        return [a for a in rows if a.customer_phone == self.phone and a.status == "scheduled"
                and a.service_id == service_id and (a.call_id == self.call_id or day_start <= a.starts_at < day_end)]

    def keyed(self, rows: list[Appointment]) -> Appointment | None:
        """The booking made under the request's key among the rows."""
        return next((a for a in rows if self.key and a.idempotency_key == self.key), None)


async def of_customers_or_keys(session: AsyncSession, tenant_id: uuid.UUID, asked: list[CustomerAsked], *,
                               service_id: str, day_start: datetime, day_end: datetime) -> list[Appointment]:
    """In one read, oldest first, what `CustomerAsked.held` and `.keyed` pick from for each of these customers."""
    return list((await session.execute(_OF_CUSTOMERS_OR_KEYS, {
        "tenant": tenant_id, "phones": [one.phone for one in asked], "calls": [one.call_id for one in asked],
        "keys": [one.key for one in asked if one.key], "service": service_id, "day_start": day_start,
        "day_end": day_end})).scalars().all())


_TRANSACTION_ID = text("SELECT pg_current_xact_id()::text::bigint")


async def transaction_id(session: AsyncSession) -> int:
    """This transaction's id: the tenant's availability version once it commits a change (migration 0004)."""
    return (await session.execute(_TRANSACTION_ID)).scalar_one()

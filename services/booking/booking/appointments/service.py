"""Booking, holds, rescheduling, cancelling and status changes. The exclusion constraint on
`appointment_blocks` has the last word on overlaps: two callers racing for one slot get one booking and
one 409 with alternatives. Services never commit; the caller's unit of work does."""

import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from booking.appointments import events, guards, repository
from booking.appointments.errors import (
    AppointmentNotFound,
    CannotChangeStatus,
    CannotReassign,
    IdempotencyKeyReused,
    NotScheduled,
)
from booking.availability import engine, refusals, slot_ids
from booking.availability import repository as availability_repository
from booking.availability import service as availability
from booking.availability.errors import SlotTaken, StaffNotFound, TimeNotBookable
from booking.catalogue import repository as catalogue
from booking.config import Settings
from booking.models import Appointment, CatalogueService, Staff
from booking.reminders import service as reminders
from ringbook_common import idempotency
from ringbook_common.errors import Invalid

SOURCES = ("ai_receptionist", "owner", "calendar_sync")
STAFF_GONE = "That staff member is no longer available. Please pick another time."
STATUSES = ("scheduled", "completed", "cancelled", "no-show")

# The booking-calendar port (DESIGN.md §6): this module is the built-in calendar; a tenant whose bookings live in
# an outside calendar books through that calendar's adapter (a module with the same book / hold / reschedule /
# cancel), which registers itself here under the tenant's `booking_calendar` value (booking.calcom does).
OUTSIDE: dict[str, Any] = {}


async def _outside(session: AsyncSession, tenant_id: uuid.UUID) -> Any:
    return OUTSIDE.get((await catalogue.profile(session, tenant_id)).booking_calendar) if OUTSIDE else None


@dataclass(frozen=True)
class Wanted:
    """Which slot: a signed slotId, or (portal) an explicit start + service + staff member."""

    slot_id: str | None = None
    start: datetime | None = None
    service_id: str | None = None
    staff_id: str | None = None


@dataclass(frozen=True)
class Customer:
    name: str
    phone: str
    email: str | None = None
    notes: str | None = None
    language: str | None = None  # the caller's, when the receptionist booked


@dataclass
class Booked:
    appointment: Appointment
    staff: Staff
    timezone: str
    replayed: bool = False


@dataclass(frozen=True)
class Resolved:
    staff: Staff
    service: CatalogueService
    start: datetime


def _as_uuid(value: str | uuid.UUID | None) -> uuid.UUID | None:
    if isinstance(value, uuid.UUID):
        return value
    try:
        return uuid.UUID(value) if value else None
    except ValueError:
        return None


async def _resolve(session: AsyncSession, settings: Settings, tenant_id: uuid.UUID, wanted: Wanted) -> Resolved:
    if wanted.slot_id:
        ref = slot_ids.decode(settings.signing_key(), wanted.slot_id, tenant_id=tenant_id)
        staff = await repository.staff_by_key(session, tenant_id, ref.staff_key)
        if staff is None or staff.removed_at is not None:
            raise SlotTaken([], message=STAFF_GONE)
        service = await availability.service_of(session, tenant_id, ref.service_id)
        return Resolved(staff, service, ref.start)
    if wanted.start is None or not wanted.service_id or not wanted.staff_id:
        raise Invalid("Choose a time: a slotId, or start with serviceId and staffId",
                      fields={"slotId": "Send a slotId, or start + serviceId + staffId"})
    service = await availability.service_of(session, tenant_id, wanted.service_id)
    members = await availability_repository.current_staff(session, tenant_id)
    staff = next((s for s in members if s.staff_id.lower() == wanted.staff_id.lower()), None)
    if staff is None:
        raise StaffNotFound()
    return Resolved(staff, service, wanted.start)


def _notice(source: str) -> timedelta | None:
    # The owner books walk-ins and phone bookings at the desk: no minimum notice for them.
    return timedelta(0) if source == "owner" else None


async def _ensure_offered(session: AsyncSession, settings: Settings, tenant_id: uuid.UUID, resolved: Resolved, *,
                          now: datetime, notice: timedelta | None, ignore: uuid.UUID | None = None) -> str:
    """The zone, when the wanted time is offered; otherwise why not: a 422 saying what is wrong with the time, or
    a 409 (with alternatives) when another booking is in the way."""
    profile = await catalogue.profile(session, tenant_id)
    rules = availability.rules_for(profile, settings, notice=notice)
    refused = refusals.refusal(resolved.start, duration_min=resolved.service.duration_min, rules=rules, now=now)
    if refused is not None:
        raise await _not_bookable(session, settings, tenant_id, resolved, refused, now=now, notice=notice,
                                  ignore=ignore)
    local_day = resolved.start.astimezone(ZoneInfo(profile.timezone)).date()
    try:
        found = await availability.search(session, settings, tenant_id=tenant_id,
                                          service_id=resolved.service.service_id, first_day=local_day,
                                          last_day=local_day, staff_id=resolved.staff.staff_id, now=now,
                                          notice=notice, ignore_appointment=ignore)
    except StaffNotFound:
        found = None
    if found is None or not availability.is_offered(found, staff_id=resolved.staff.staff_id, start=resolved.start):
        if await repository.is_removed(session, tenant_id, resolved.staff.id):
            raise await _staff_gone(session, settings, tenant_id, resolved, now=now, notice=notice, ignore=ignore)
        if found is None:
            raise StaffNotFound()
        if not await availability.works_then(session, tenant_id, staff=resolved.staff, service=resolved.service,
                                             start=resolved.start, rules=rules):
            raise await _not_bookable(session, settings, tenant_id, resolved,
                                      refusals.staff_unavailable(resolved.staff.name), now=now, notice=notice,
                                      ignore=ignore)
        raise await _taken(session, settings, tenant_id, resolved, now=now, notice=notice, ignore=ignore)
    return profile.timezone


async def _not_bookable(session: AsyncSession, settings: Settings, tenant_id: uuid.UUID, resolved: Resolved,
                        refused: refusals.Refusal, *, now: datetime, notice: timedelta | None,
                        ignore: uuid.UUID | None) -> TimeNotBookable:
    nearest: list[dict] = []
    if refused.reason not in (refusals.PAST, refusals.BEYOND_WINDOW):
        nearest = await availability.alternatives(
            session, settings, tenant_id=tenant_id, service_id=resolved.service.service_id, wanted=resolved.start,
            now=now, notice=notice, ignore_appointment=ignore)
    window = (await catalogue.profile(session, tenant_id)).booking_window_days
    return TimeNotBookable(refused.reason, refused.message, nearest, window_days=window)


async def _taken(session: AsyncSession, settings: Settings, tenant_id: uuid.UUID, resolved: Resolved, *,
                 now: datetime, notice: timedelta | None, ignore: uuid.UUID | None = None) -> SlotTaken:
    return SlotTaken(await availability.alternatives(
        session, settings, tenant_id=tenant_id, service_id=resolved.service.service_id, wanted=resolved.start,
        now=now, notice=notice, ignore_appointment=ignore))


async def _staff_gone(session: AsyncSession, settings: Settings, tenant_id: uuid.UUID, resolved: Resolved, *,
                      now: datetime, notice: timedelta | None, ignore: uuid.UUID | None = None) -> SlotTaken:
    """The member was removed while this booking was on its way (the database refused it): a real conflict."""
    taken = await _taken(session, settings, tenant_id, resolved, now=now, notice=notice, ignore=ignore)
    return SlotTaken(taken.alternatives, message=STAFF_GONE)


def fingerprint(wanted: Wanted, customer: Customer, source: str) -> str:
    """What a booking request asked for, so a reused Idempotency-Key can tell a retry from another booking."""
    asked = [wanted.slot_id, wanted.start.isoformat() if wanted.start else None, wanted.service_id,
             wanted.staff_id.lower() if wanted.staff_id else None, customer.name, customer.phone, customer.email,
             customer.notes, source]
    return idempotency.fingerprint(asked)


async def _replay(session: AsyncSession, tenant_id: uuid.UUID, appointment: Appointment,
                  asked: str | None = None) -> Booked:
    """The booking a retry with the same key made. It answers the appointment as it is now (a retry after the
    appointment was cancelled hears it is cancelled, not that it is booked); another request under the same key
    is refused."""
    if asked and appointment.idempotency_fingerprint and asked != appointment.idempotency_fingerprint:
        raise IdempotencyKeyReused()
    staff = await repository.staff_by_key(session, tenant_id, appointment.staff_key)
    profile = await catalogue.profile(session, tenant_id)
    return Booked(appointment, staff, profile.timezone, replayed=True)


async def _booked_on_this_call(session: AsyncSession, settings: Settings, tenant_id: uuid.UUID, wanted: Wanted,
                               customer: Customer, guard: guards.CallGuard) -> Booked | None:
    resolved = await _resolve(session, settings, tenant_id, wanted)
    timezone = (await catalogue.profile(session, tenant_id)).timezone
    existing = await guards.check(session, guard, tenant_id=tenant_id, service_id=resolved.service.service_id,
                                  name=customer.name, phone=customer.phone, start=resolved.start, timezone=timezone)
    return None if existing is None else await _replay(session, tenant_id, existing)


async def book(session: AsyncSession, settings: Settings, *, tenant_id: uuid.UUID, wanted: Wanted,
               customer: Customer, source: str, now: datetime, idempotency_key: str | None = None,
               hold_id: str | None = None, call_id: str | None = None,
               guard: guards.CallGuard | None = None) -> Booked:
    """With a `guard` (the receptionist on a call), the customer's booking of this service on this call is
    answered again instead of booking twice, and a same-day duplicate raises DuplicateBooking."""
    if guard is not None and (again := await _booked_on_this_call(
            session, settings, tenant_id, wanted, customer, guard)) is not None:
        return again
    if (outside := await _outside(session, tenant_id)) is not None:
        return await outside.book(session, settings, tenant_id=tenant_id, wanted=wanted, customer=customer,
                                  source=source, now=now, idempotency_key=idempotency_key, hold_id=hold_id,
                                  call_id=call_id)
    asked = fingerprint(wanted, customer, source)
    if idempotency_key:
        existing = await repository.by_idempotency_key(session, tenant_id, idempotency_key)
        if existing is not None:
            return await _replay(session, tenant_id, existing, asked)
    resolved = await _resolve(session, settings, tenant_id, wanted)
    notice = _notice(source)
    hold = _as_uuid(hold_id)
    if hold is not None:
        await repository.release_hold(session, tenant_id, hold)  # restored if this booking fails (rollback)
    await availability_repository.drop_expired_holds(session, tenant_id, resolved.staff.id, now)
    timezone = await _ensure_offered(session, settings, tenant_id, resolved, now=now, notice=notice)
    service = resolved.service
    appointment = Appointment(
        id=uuid.uuid4(), tenant_id=tenant_id, staff_key=resolved.staff.id, service_id=service.service_id,
        service_name=service.name, duration_min=service.duration_min, buffer_min=service.buffer_min,
        processing_min=service.processing_min, price_cents=service.price_cents, starts_at=resolved.start,
        ends_at=resolved.start + timedelta(minutes=service.duration_min), customer_name=customer.name,
        customer_phone=customer.phone, customer_email=customer.email, notes=customer.notes, source=source,
        language=customer.language, status="scheduled", idempotency_key=idempotency_key or None,
        idempotency_fingerprint=asked if idempotency_key else None, call_id=call_id or None, created_at=now,
        updated_at=now)
    parts = availability.shape(service).busy_parts(resolved.start)
    try:
        async with session.begin_nested():
            await repository.add(session, appointment, parts)
    except IntegrityError as exc:
        state = repository.sqlstate(exc)
        if state == repository.UNIQUE_VIOLATION and idempotency_key:
            existing = await repository.by_idempotency_key(session, tenant_id, idempotency_key)
            if existing is not None:
                return await _replay(session, tenant_id, existing, asked)
        if state == repository.EXCLUSION_VIOLATION:
            raise await _taken(session, settings, tenant_id, resolved, now=now, notice=notice) from None
        if state == repository.FOREIGN_KEY_VIOLATION:
            raise await _staff_gone(session, settings, tenant_id, resolved, now=now, notice=notice) from None
        raise
    profile = await catalogue.profile(session, tenant_id)
    await events.booked(session, appointment, resolved.staff, timezone=timezone)
    await reminders.schedule(session, appointment, profile, now=now)
    return Booked(appointment, resolved.staff, timezone)


@dataclass(frozen=True)
class Hold:
    hold_id: uuid.UUID
    expires_at: datetime


async def hold(session: AsyncSession, settings: Settings, *, tenant_id: uuid.UUID, slot_id: str,
               now: datetime) -> Hold:
    """Keep a slot for a few minutes while the caller confirms; nobody else is offered it meanwhile."""
    if (outside := await _outside(session, tenant_id)) is not None:
        return await outside.hold(session, settings, tenant_id=tenant_id, slot_id=slot_id, now=now)
    resolved = await _resolve(session, settings, tenant_id, Wanted(slot_id=slot_id))
    await availability_repository.drop_expired_holds(session, tenant_id, resolved.staff.id, now)
    await _ensure_offered(session, settings, tenant_id, resolved, now=now, notice=None)
    hold_id = uuid.uuid4()
    expires_at = now + timedelta(minutes=settings.hold_minutes)
    try:
        async with session.begin_nested():
            await repository.add_hold(session, tenant_id=tenant_id, staff_key=resolved.staff.id, hold_id=hold_id,
                                      parts=availability.shape(resolved.service).busy_parts(resolved.start),
                                      expires_at=expires_at)
    except IntegrityError as exc:
        state = repository.sqlstate(exc)
        if state == repository.EXCLUSION_VIOLATION:
            raise await _taken(session, settings, tenant_id, resolved, now=now, notice=None) from None
        if state == repository.FOREIGN_KEY_VIOLATION:
            raise await _staff_gone(session, settings, tenant_id, resolved, now=now, notice=None) from None
        raise
    return Hold(hold_id, expires_at)


async def _get_for_update(session: AsyncSession, tenant_id: uuid.UUID, appointment_id: str | uuid.UUID) -> Appointment:
    key = _as_uuid(appointment_id)
    appointment = await repository.get(session, tenant_id, key, for_update=True) if key else None
    if appointment is None:
        raise AppointmentNotFound()
    return appointment


async def reschedule(session: AsyncSession, settings: Settings, *, tenant_id: uuid.UUID,
                     appointment_id: str | uuid.UUID, wanted: Wanted, by_owner: bool, now: datetime,
                     hold_id: str | None = None) -> Booked:
    """Move to a new slot under the same rules, with the service's current length; the old time is freed in the
    same transaction, and kept when the new one is refused."""
    if (outside := await _outside(session, tenant_id)) is not None:
        return await outside.reschedule(session, settings, tenant_id=tenant_id, appointment_id=appointment_id,
                                        wanted=wanted, by_owner=by_owner, now=now, hold_id=hold_id)
    appointment = await _get_for_update(session, tenant_id, appointment_id)
    if appointment.status != "scheduled":
        raise NotScheduled(appointment.status, "rescheduled")
    if not wanted.slot_id:
        wanted = Wanted(start=wanted.start, service_id=appointment.service_id,
                        staff_id=wanted.staff_id or (await repository.staff_by_key(
                            session, tenant_id, appointment.staff_key)).staff_id)
    resolved = await _resolve(session, settings, tenant_id, wanted)
    if resolved.service.service_id != appointment.service_id:
        raise Invalid("That slot is for a different service", fields={"slotId": "Pick a slot for this service"})
    notice = timedelta(0) if by_owner else None
    hold = _as_uuid(hold_id)
    if hold is not None:
        await repository.release_hold(session, tenant_id, hold)
    await availability_repository.drop_expired_holds(session, tenant_id, resolved.staff.id, now)
    timezone = await _ensure_offered(session, settings, tenant_id, resolved, now=now, notice=notice,
                                     ignore=appointment.id)
    previous_start, previous_staff = appointment.starts_at, appointment.staff_key
    try:
        async with session.begin_nested():
            await repository.drop_blocks(session, appointment)
            appointment.staff_key = resolved.staff.id
            appointment.starts_at = resolved.start
            # The new time was checked against the service as the salon offers it now, so it takes that
            # length; the price stays the one the customer was quoted.
            shape = availability.shape(resolved.service)
            appointment.duration_min, appointment.buffer_min = shape.duration_min, shape.buffer_min
            appointment.processing_min = shape.processing_min
            appointment.ends_at = resolved.start + timedelta(minutes=shape.duration_min)
            appointment.updated_at = now
            await session.flush()
            await repository.add_blocks(session, appointment, shape.busy_parts(resolved.start))
    except IntegrityError as exc:
        await session.refresh(appointment)
        state = repository.sqlstate(exc)
        if state == repository.EXCLUSION_VIOLATION:
            raise await _taken(session, settings, tenant_id, resolved, now=now, notice=notice,
                               ignore=appointment.id) from None
        if state == repository.FOREIGN_KEY_VIOLATION:
            raise await _staff_gone(session, settings, tenant_id, resolved, now=now, notice=notice,
                                    ignore=appointment.id) from None
        raise
    profile = await catalogue.profile(session, tenant_id)
    await events.rescheduled(session, appointment, resolved.staff, previous_start=previous_start,
                             previous_staff_key=str(previous_staff), timezone=timezone)
    await reminders.move(session, appointment, profile, now=now)
    return Booked(appointment, resolved.staff, timezone)


async def cancel(session: AsyncSession, *, tenant_id: uuid.UUID, appointment_id: str | uuid.UUID,
                 reason: str | None, cancelled_by: str, now: datetime, settings: Settings) -> Appointment:
    """Cancel and free the time; cancelling a cancelled appointment again changes nothing."""
    if (outside := await _outside(session, tenant_id)) is not None:
        return await outside.cancel(session, settings=settings, tenant_id=tenant_id, appointment_id=appointment_id,
                                    reason=reason, cancelled_by=cancelled_by, now=now)
    appointment = await _get_for_update(session, tenant_id, appointment_id)
    if appointment.status == "cancelled":
        return appointment
    if appointment.status != "scheduled":
        raise NotScheduled(appointment.status, "cancelled")
    await _cancel(session, appointment, reason=reason, cancelled_by=cancelled_by, now=now)
    return appointment


async def _cancel(session: AsyncSession, appointment: Appointment, *, reason: str | None, cancelled_by: str,
                  now: datetime, always_notify: bool = False) -> None:
    await repository.drop_blocks(session, appointment)
    appointment.status = "cancelled"
    appointment.cancel_reason = reason
    appointment.updated_at = now
    await session.flush()
    await reminders.cancel(session, appointment, now=now)
    await reminders.notify_cancelled(session, appointment, await catalogue.profile(session, appointment.tenant_id),
                                     now=now, always=always_notify)
    await events.cancelled(session, appointment, cancelled_by=cancelled_by)


async def cancel_upcoming_of_staff(session: AsyncSession, *, tenant_id: uuid.UUID, staff_key: uuid.UUID,
                                   now: datetime) -> int:
    """The owner removed a staff member and chose to cancel what no one took over: the salon called it off, so
    every client is told by text, whatever the salon's confirmation setting."""
    upcoming = await repository.upcoming_of_staff(session, tenant_id, staff_key, after=now, for_update=True)
    for appointment in upcoming:
        await _cancel(session, appointment, reason="Staff member removed", cancelled_by="staff_removed", now=now,
                      always_notify=True)
    return len(upcoming)


def _when(appointment: Appointment, timezone: str) -> str:
    local = appointment.starts_at.astimezone(ZoneInfo(timezone))
    return f"{local:%a %b} {local.day} at {local:%H:%M}"


async def reassign(session: AsyncSession, settings: Settings, *, appointment: Appointment, to: Staff,
                   now: datetime) -> None:
    """Give an appointment, same time, to another member who offers the service and is free then (the
    exclusion constraint has the last word); the client is told by text."""
    tenant_id = appointment.tenant_id
    profile = await catalogue.profile(session, tenant_id)
    service = await catalogue.service(session, tenant_id, appointment.service_id)
    refused = CannotReassign(f"{to.name} isn't free for the {appointment.service_name} on "
                             f"{_when(appointment, profile.timezone)}.")
    if service is None or not availability.performs(to, service):
        raise CannotReassign(f"{to.name} doesn't offer {appointment.service_name}.")
    try:
        await _ensure_offered(session, settings, tenant_id, Resolved(to, service, appointment.starts_at), now=now,
                              notice=timedelta(0), ignore=appointment.id)
    except (SlotTaken, TimeNotBookable):
        raise refused from None
    previous_staff = appointment.staff_key
    own_shape = engine.ServiceShape(appointment.duration_min, appointment.buffer_min, appointment.processing_min)
    try:
        async with session.begin_nested():
            await repository.drop_blocks(session, appointment)
            appointment.staff_key = to.id
            appointment.updated_at = now
            await session.flush()
            await repository.add_blocks(session, appointment, own_shape.busy_parts(appointment.starts_at))
    except IntegrityError as exc:
        await session.refresh(appointment)
        if repository.sqlstate(exc) in (repository.EXCLUSION_VIOLATION, repository.FOREIGN_KEY_VIOLATION):
            raise refused from None
        raise
    await events.rescheduled(session, appointment, to, previous_start=appointment.starts_at,
                             previous_staff_key=str(previous_staff), timezone=profile.timezone)
    await reminders.notify_reassigned(session, appointment, now=now)


async def set_status(session: AsyncSession, *, tenant_id: uuid.UUID, appointment_id: str | uuid.UUID, status: str,
                     now: datetime) -> Appointment:
    """completed or no-show (from scheduled, or correcting one to the other)."""
    appointment = await _get_for_update(session, tenant_id, appointment_id)
    if appointment.status == status:
        return appointment
    if appointment.status == "cancelled":
        raise CannotChangeStatus(appointment.status, status)
    previous = appointment.status
    appointment.status = status
    appointment.updated_at = now
    await session.flush()
    await reminders.cancel(session, appointment, now=now)
    await events.status_changed(session, appointment, previous=previous)
    return appointment


async def find_by_phone(session: AsyncSession, *, tenant_id: uuid.UUID, phone: str, now: datetime,
                        include_today: bool = False) -> tuple[list[Appointment], dict[uuid.UUID, Staff], str]:
    timezone = (await catalogue.profile(session, tenant_id)).timezone
    after = now
    if include_today:
        zone = ZoneInfo(timezone)
        after = datetime.combine(now.astimezone(zone).date(), datetime.min.time(), zone) - timedelta(microseconds=1)
    found = await repository.upcoming_by_phone(session, tenant_id, phone, after=after)
    staff = await repository.staff_by_keys(session, tenant_id, {a.staff_key for a in found})
    return found, staff, timezone

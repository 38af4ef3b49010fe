"""Booking, holds, rescheduling and cancelling in the tenant's booking calendar (`booking.calendars.ports`),
and what the salon does to appointments whichever calendar took them: status changes, reassigning and cancelling
a removed member's appointments, finding a caller's. Services never commit; the caller's unit of work does."""

import uuid
from collections.abc import Iterable
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from booking.appointments import events, guards, lifecycle, offered, repository, resolving
from booking.appointments.errors import CannotChangeStatus, CannotReassign
from booking.availability import engine
from booking.availability import service as availability
from booking.availability.errors import ServiceNotFound, ServiceNotOfferedHere, SlotTaken, TimeNotBookable
from booking.calendars import service as calendars
from booking.calendars.ports import Booked, Customer, Hold, Wanted
from booking.catalogue import repository as catalogue
from booking.config import Settings
from booking.locations import service as locations
from booking.models import Appointment, Staff, TenantProfile
from booking.reminders import service as reminders
from booking.waitlist import freed as waitlist

SOURCES = ("ai_receptionist", "owner", "calendar_sync")
STATUSES = ("scheduled", "completed", "cancelled", "no-show")


async def _booked_on_this_call(session: AsyncSession, settings: Settings, tenant_id: uuid.UUID, wanted: Wanted,
                               customer: Customer, guard: guards.CallGuard) -> Booked | None:
    resolved = await resolving.resolve(session, settings, tenant_id, wanted)
    timezone = (await locations.place(session, tenant_id, resolved.location_id)).timezone  # whose day it is
    existing = await guards.check(session, guard, tenant_id=tenant_id, service_id=resolved.service.service_id,
                                  name=customer.name, phone=customer.phone, start=resolved.start, timezone=timezone)
    return None if existing is None else await lifecycle.replay(session, tenant_id, existing)


async def zones_of(session: AsyncSession, tenant_id: uuid.UUID,
                   appointments: Iterable[Appointment]) -> dict[uuid.UUID, str]:
    """The time zone of each appointment's location, by location: an appointment is shown in its own."""
    return await locations.zones(session, tenant_id, {appointment.location_id for appointment in appointments})


async def zone_of(session: AsyncSession, appointment: Appointment) -> str:
    return (await zones_of(session, appointment.tenant_id, [appointment]))[appointment.location_id]


async def location_zone(session: AsyncSession, tenant_id: uuid.UUID, location: str | None) -> tuple[uuid.UUID, str]:
    """A location a client names (None: the first) and its zone, which reads a wanted time without an offset."""
    place = await locations.place(session, tenant_id, locations.location_id_of(location))
    return place.location_id, place.timezone


async def appointment_zone(session: AsyncSession, tenant_id: uuid.UUID, appointment_id: str | uuid.UUID) -> str:
    """The zone of the appointment's location (404 when it is not the tenant's)."""
    return await zone_of(session, await lifecycle.for_update(session, tenant_id, appointment_id))


async def salon_profile(session: AsyncSession, tenant_id: uuid.UUID) -> TenantProfile:
    """The salon as booking keeps it: its zone reads a wanted time, its country a phone number."""
    return await catalogue.profile(session, tenant_id)


async def book(session: AsyncSession, settings: Settings, *, tenant_id: uuid.UUID, wanted: Wanted,
               customer: Customer, source: str, now: datetime, idempotency_key: str | None = None,
               hold_id: str | None = None, call_id: str | None = None,
               guard: guards.CallGuard | None = None) -> Booked:
    """With a `guard` (the receptionist on a call), the customer's booking of this service on this call is
    answered again instead of booking twice, and a same-day duplicate raises DuplicateBooking."""
    if guard is not None and (again := await _booked_on_this_call(
            session, settings, tenant_id, wanted, customer, guard)) is not None:
        return again
    calendar = await calendars.for_bookings(session, settings, tenant_id=tenant_id)
    return await calendar.book(wanted=wanted, customer=customer, source=source, now=now,
                               idempotency_key=idempotency_key, hold_id=hold_id, call_id=call_id)


async def hold(session: AsyncSession, settings: Settings, *, tenant_id: uuid.UUID, slot_id: str,
               now: datetime, minutes: int | None = None) -> Hold:
    """Keep a slot for a few minutes while the caller confirms (`minutes`: for so long instead)."""
    calendar = await calendars.for_bookings(session, settings, tenant_id=tenant_id)
    return await calendar.hold(slot_id=slot_id, now=now, minutes=minutes)


async def booked_again(session: AsyncSession, *, tenant_id: uuid.UUID, appointment_id: uuid.UUID) -> Booked | None:
    """A booking made earlier, answered again (a retried yes): None when it is gone or no longer scheduled."""
    appointment = await repository.get(session, tenant_id, appointment_id)
    if appointment is None or appointment.status != "scheduled":
        return None
    return Booked(appointment, await repository.staff_of(session, appointment), await zone_of(session, appointment),
                  replayed=True)


async def lock_customer(session: AsyncSession, *, tenant_id: uuid.UUID, phone: str) -> None:
    """Until the transaction ends, other writes for this customer wait for this one."""
    await repository.lock_customer(session, tenant_id, phone)


async def release_hold(session: AsyncSession, *, tenant_id: uuid.UUID, hold_id: uuid.UUID) -> None:
    """Free a held slot at once (its holder passed it on)."""
    await repository.release_hold(session, tenant_id, hold_id)


async def reschedule(session: AsyncSession, settings: Settings, *, tenant_id: uuid.UUID,
                     appointment_id: str | uuid.UUID, wanted: Wanted, by_owner: bool, now: datetime,
                     hold_id: str | None = None) -> Booked:
    """Move to a new slot under the same rules; the old time is kept when the new one is refused."""
    calendar = await calendars.for_bookings(session, settings, tenant_id=tenant_id)
    return await calendar.reschedule(appointment_id=appointment_id, wanted=wanted, by_owner=by_owner, now=now,
                                     hold_id=hold_id)


async def cancel(session: AsyncSession, *, tenant_id: uuid.UUID, appointment_id: str | uuid.UUID,
                 reason: str | None, cancelled_by: str, now: datetime, settings: Settings) -> Appointment:
    """Cancel and free the time; cancelling a cancelled appointment again changes nothing."""
    calendar = await calendars.for_bookings(session, settings, tenant_id=tenant_id)
    return await calendar.cancel(appointment_id=appointment_id, reason=reason, cancelled_by=cancelled_by, now=now)


async def cancel_upcoming_of_staff(session: AsyncSession, *, tenant_id: uuid.UUID, staff_key: uuid.UUID,
                                   now: datetime) -> int:
    """The owner removed a staff member and chose to cancel what no one took over: the salon called it off, so
    every client is told by text, whatever the salon's confirmation setting."""
    upcoming = await repository.upcoming_of_staff(session, tenant_id, staff_key, after=now, for_update=True)
    for appointment in upcoming:
        await lifecycle.mark_cancelled(session, appointment, reason="Staff member removed",
                                       cancelled_by="staff_removed", now=now, always_notify=True)
    return len(upcoming)


def _when(appointment: Appointment, timezone: str) -> str:
    local = appointment.starts_at.astimezone(ZoneInfo(timezone))
    return f"{local:%a %b} {local.day} at {local:%H:%M}"


async def reassign(session: AsyncSession, settings: Settings, *, appointment: Appointment, to: Staff,
                   now: datetime) -> None:
    """Give an appointment, same time, to another member who offers the service and is free then (the
    exclusion constraint has the last word); the client is told by text."""
    tenant_id = appointment.tenant_id
    timezone = (await locations.place(session, tenant_id, appointment.location_id)).timezone
    try:
        service = await availability.service_of(session, tenant_id, appointment.service_id,
                                                location_id=appointment.location_id)
    except ServiceNotOfferedHere:
        raise CannotReassign(f"{appointment.service_name} is no longer offered at this location.") from None
    except ServiceNotFound:
        service = None
    refused = CannotReassign(f"{to.name} isn't free for the {appointment.service_name} on "
                             f"{_when(appointment, timezone)}.")
    if service is None or not availability.performs(to, service):
        raise CannotReassign(f"{to.name} doesn't offer {appointment.service_name}.")
    same_time = resolving.Resolved(to, service, appointment.starts_at, appointment.location_id)
    try:
        await offered.ensure_offered(session, settings, tenant_id, same_time, now=now, notice=timedelta(0),
                                     ignore=appointment.id)
    except (SlotTaken, TimeNotBookable):
        raise refused from None
    previous_staff = appointment.staff_key
    own_shape = engine.ServiceShape(appointment.duration_min, appointment.buffer_min, appointment.processing_min)
    async def hand_over() -> None:
        await repository.drop_blocks(session, appointment)
        appointment.staff_key = to.id
        appointment.updated_at = now
        await session.flush()
        await repository.add_blocks(session, appointment, own_shape.busy_parts(appointment.starts_at))

    try:
        await repository.in_savepoint(session, hand_over)
    except IntegrityError as exc:
        await session.refresh(appointment)
        if repository.sqlstate(exc) in (repository.EXCLUSION_VIOLATION, repository.FOREIGN_KEY_VIOLATION):
            raise refused from None
        raise
    await events.rescheduled(session, appointment, to, previous_start=appointment.starts_at,
                             previous_staff_key=str(previous_staff), timezone=timezone)
    await reminders.notify_reassigned(session, appointment, now=now)
    await waitlist.moved(session, appointment, previous_start=appointment.starts_at, previous_staff_key=previous_staff,
                         previous_location_id=appointment.location_id, now=now)


async def set_status(session: AsyncSession, *, tenant_id: uuid.UUID, appointment_id: str | uuid.UUID, status: str,
                     now: datetime) -> Appointment:
    """completed or no-show (from scheduled, or correcting one to the other)."""
    appointment = await lifecycle.for_update(session, tenant_id, appointment_id)
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
                        include_today: bool = False,
                        ) -> tuple[list[Appointment], dict[uuid.UUID, Staff], dict[uuid.UUID, str]]:
    """The caller's upcoming appointments, their staff and the zones of their locations."""
    timezone = (await catalogue.profile(session, tenant_id)).timezone
    after = now
    if include_today:
        zone = ZoneInfo(timezone)
        after = datetime.combine(now.astimezone(zone).date(), datetime.min.time(), zone) - timedelta(microseconds=1)
    found = await repository.upcoming_by_phone(session, tenant_id, phone, after=after)
    staff = await repository.staff_by_keys(session, tenant_id, {a.staff_key for a in found})
    return found, staff, await zones_of(session, tenant_id, found)

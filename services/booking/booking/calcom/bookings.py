"""Booking, holding, rescheduling and cancelling when Cal.com takes the tenant's bookings.

Cal.com is asked first; only once it has said yes is our mirror appointment (with `calcom_uid`) written, in the
caller's transaction. When Cal.com cannot be reached the caller gets a 503 it can turn into a call-back and nothing
is written here; when it refuses the time, a 409 with the nearest free times, like the built-in calendar.

Cal.com has the last word on the time. Our mirror goes to the staff member of the slot, or else to another current
performer who is free then; if everyone is taken in our own records (appointments kept from the built-in calendar)
the mirror is still written, without busy blocks, and a warning is logged: hiding a booking Cal.com holds would be
worse than showing an overlap.
"""

import logging
import uuid
from datetime import datetime, timedelta

from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from booking.appointments import events, repository
from booking.appointments import service as appointments
from booking.appointments.errors import NotScheduled
from booking.availability import repository as availability_repository
from booking.availability import service as builtin
from booking.availability.engine import ServiceShape
from booking.availability.errors import SlotTaken
from booking.calcom import availability
from booking.calcom import connection as calcom_connection
from booking.calcom.client import Booking, CalcomClient
from booking.calcom.errors import CalcomRefused, CalcomUnavailable
from booking.catalogue import repository as catalogue
from booking.config import Settings
from booking.models import Appointment, Staff
from booking.reminders import service as reminders
from ringbook_common.errors import Invalid, ServiceError

logger = logging.getLogger("ringbook.booking.calcom")

# Metadata on every booking we make, so its BOOKING_CREATED echo is recognised (webhooks.py).
MARK = "ringbook_appointment_id"
SLOT_REFUSALS = (400, 409, 422)


async def place(session: AsyncSession, appointment: Appointment, candidates: list[Staff],
                shape: ServiceShape) -> Staff:
    """Give the (new or moved) mirror to the first candidate free at its time; see the module's note."""
    await session.flush()  # the new time is kept whatever a refused candidate's savepoint undoes
    parts = shape.busy_parts(appointment.starts_at)
    for staff in candidates:
        try:
            async with session.begin_nested():
                appointment.staff_key = staff.id
                await session.flush()
                await repository.add_blocks(session, appointment, parts)
            return staff
        except IntegrityError as exc:
            if repository.sqlstate(exc) != repository.EXCLUSION_VIOLATION:
                raise
            await session.refresh(appointment)
    appointment.staff_key = candidates[0].id
    await session.flush()
    logger.warning("cal.com booking overlaps our own appointments", extra={
        "tenant_id": str(appointment.tenant_id), "calcom_uid": appointment.calcom_uid})
    return candidates[0]


async def candidates(session: AsyncSession, tenant_id: uuid.UUID, first: Staff | None,
                     service_id: str) -> list[Staff]:
    everyone = await availability_repository.current_staff(session, tenant_id)
    service = await catalogue.service(session, tenant_id, service_id)
    performers = [s for s in everyone if service is None or builtin.performs(s, service)] or everyone
    return ([first] if first else []) + [s for s in performers if first is None or s.id != first.id]


def mirror_shape(appointment: Appointment) -> ServiceShape:
    return ServiceShape(appointment.duration_min, appointment.buffer_min,
                        min(appointment.processing_min, max(appointment.duration_min - 5, 0)))


def _minutes(made: Booking) -> int:
    return max(int((made.end - made.start).total_seconds() // 60), 1)


def _attendee(customer: appointments.Customer, timezone: str) -> dict:
    attendee = {"name": customer.name, "timeZone": timezone, "phoneNumber": customer.phone}
    if customer.email:
        attendee["email"] = customer.email
    return attendee


async def _taken(session: AsyncSession, settings: Settings, tenant_id: uuid.UUID, service_id: str,
                 wanted: datetime, now: datetime, notice: timedelta | None) -> SlotTaken:
    try:
        found = await availability.alternatives(session, settings, tenant_id=tenant_id, service_id=service_id,
                                                wanted=wanted, now=now, notice=notice)
    except ServiceError:
        found = []
    return SlotTaken(found)


async def _undo(settings: Settings, token: str, uid: str) -> None:
    """Our mirror could not be written: the Cal.com booking just made must not stay behind unseen."""
    try:
        async with CalcomClient(settings, token) as calcom:
            await calcom.cancel(uid, reason="Could not be recorded; please book again")
    except ServiceError:
        logger.error("cal.com booking left without a mirror", extra={"calcom_uid": uid})


async def book(session: AsyncSession, settings: Settings, *, tenant_id: uuid.UUID, wanted: appointments.Wanted,
               customer: appointments.Customer, source: str, now: datetime, idempotency_key: str | None = None,
               hold_id: str | None = None, call_id: str | None = None) -> appointments.Booked:
    asked = appointments.fingerprint(wanted, customer, source)
    if idempotency_key:
        existing = await repository.by_idempotency_key(session, tenant_id, idempotency_key)
        if existing is not None:
            return await appointments._replay(session, tenant_id, existing, asked)
    resolved = await appointments._resolve(session, settings, tenant_id, wanted)
    event_type_id = await calcom_connection.bookable(session, tenant_id)
    profile = await catalogue.profile(session, tenant_id)
    notice = appointments._notice(source)
    if resolved.start < now + (notice if notice is not None else timedelta(minutes=settings.notice_minutes)):
        raise await _taken(session, settings, tenant_id, resolved.service.service_id, resolved.start, now, notice)
    appointment_id = uuid.uuid4()
    metadata = {MARK: str(appointment_id), "ringbook_source": source}
    if call_id:
        metadata["ringbook_call_id"] = call_id[:500]
    token = await calcom_connection.token_for(session, settings, tenant_id)
    try:
        async with CalcomClient(settings, token) as calcom:
            made = await calcom.create_booking(event_type_id=event_type_id, start=resolved.start,
                                               attendee=_attendee(customer, profile.timezone), metadata=metadata)
    except CalcomRefused as refused:
        if refused.status in SLOT_REFUSALS:
            raise await _taken(session, settings, tenant_id, resolved.service.service_id, resolved.start, now,
                               notice) from None
        raise CalcomUnavailable() from None
    finally:
        availability.forget(tenant_id)
    service = resolved.service
    appointment = Appointment(
        id=appointment_id, tenant_id=tenant_id, staff_key=resolved.staff.id, service_id=service.service_id,
        service_name=service.name, duration_min=_minutes(made), buffer_min=service.buffer_min,
        processing_min=service.processing_min, price_cents=service.price_cents, starts_at=made.start,
        ends_at=made.end, customer_name=customer.name, customer_phone=customer.phone,
        customer_email=customer.email, notes=customer.notes, source=source, language=customer.language,
        status="scheduled", idempotency_key=idempotency_key or None,
        idempotency_fingerprint=asked if idempotency_key else None, call_id=call_id or None, calcom_uid=made.uid,
        created_at=now, updated_at=now)
    try:
        async with session.begin_nested():
            session.add(appointment)
            await session.flush()
        staff = await place(session, appointment,
                            await candidates(session, tenant_id, resolved.staff, service.service_id),
                            mirror_shape(appointment))
    except Exception as exc:
        await _undo(settings, token, made.uid)
        if idempotency_key:  # a retry with the same key won the race: answer its booking
            existing = await repository.by_idempotency_key(session, tenant_id, idempotency_key)
            if existing is not None:
                return await appointments._replay(session, tenant_id, existing, asked)
        if isinstance(exc, IntegrityError) and repository.sqlstate(exc) == repository.FOREIGN_KEY_VIOLATION:
            raise SlotTaken([], message=appointments.STAFF_GONE) from None  # removed while this was on its way
        raise
    await events.booked(session, appointment, staff, timezone=profile.timezone)
    await reminders.schedule(session, appointment, profile, now=now)
    return appointments.Booked(appointment, staff, profile.timezone)


async def hold(session: AsyncSession, settings: Settings, *, tenant_id: uuid.UUID, slot_id: str,
               now: datetime) -> appointments.Hold:
    """Cal.com keeps no holds for us: the slot is checked to be still free, and booking it may still meet a 409."""
    resolved = await appointments._resolve(session, settings, tenant_id, appointments.Wanted(slot_id=slot_id))
    profile = await catalogue.profile(session, tenant_id)
    day = builtin.local_day(profile.timezone, resolved.start)
    found = await availability.search(session, settings, tenant_id=tenant_id,
                                      service_id=resolved.service.service_id, first_day=day, last_day=day,
                                      staff_id=None, now=now)
    if availability.offered_at(found, resolved.start) is None:
        raise await _taken(session, settings, tenant_id, resolved.service.service_id, resolved.start, now, None)
    return appointments.Hold(uuid.uuid4(), now + timedelta(minutes=settings.hold_minutes))


async def reschedule(session: AsyncSession, settings: Settings, *, tenant_id: uuid.UUID,
                     appointment_id: str | uuid.UUID, wanted: appointments.Wanted, by_owner: bool, now: datetime,
                     hold_id: str | None = None) -> appointments.Booked:
    """Move the Cal.com booking (an appointment from before Cal.com is booked there now), then the mirror."""
    appointment = await appointments._get_for_update(session, tenant_id, appointment_id)
    if appointment.status != "scheduled":
        raise NotScheduled(appointment.status, "rescheduled")
    if not wanted.slot_id:
        wanted = appointments.Wanted(start=wanted.start, service_id=appointment.service_id,
                                     staff_id=wanted.staff_id or (await repository.staff_by_key(
                                         session, tenant_id, appointment.staff_key)).staff_id)
    resolved = await appointments._resolve(session, settings, tenant_id, wanted)
    if resolved.service.service_id != appointment.service_id:
        raise Invalid("That slot is for a different service", fields={"slotId": "Pick a slot for this service"})
    event_type_id = await calcom_connection.bookable(session, tenant_id)
    profile = await catalogue.profile(session, tenant_id)
    notice = timedelta(0) if by_owner else None
    token = await calcom_connection.token_for(session, settings, tenant_id)
    try:
        async with CalcomClient(settings, token) as calcom:
            if appointment.calcom_uid:
                made = await calcom.reschedule(appointment.calcom_uid, start=resolved.start)
            else:
                made = await calcom.create_booking(
                    event_type_id=event_type_id, start=resolved.start, metadata={MARK: str(appointment.id)},
                    attendee=_attendee(appointments.Customer(appointment.customer_name, appointment.customer_phone,
                                                             appointment.customer_email), profile.timezone))
    except CalcomRefused as refused:
        if refused.status in SLOT_REFUSALS:
            raise await _taken(session, settings, tenant_id, appointment.service_id, resolved.start, now,
                               notice) from None
        raise CalcomUnavailable() from None
    finally:
        availability.forget(tenant_id)
    previous_start, previous_staff = appointment.starts_at, appointment.staff_key
    await repository.drop_blocks(session, appointment)
    appointment.starts_at, appointment.ends_at = made.start, made.end
    appointment.duration_min = _minutes(made)
    appointment.calcom_uid = made.uid
    appointment.updated_at = now
    staff = await place(session, appointment,
                        await candidates(session, tenant_id, resolved.staff, appointment.service_id),
                        mirror_shape(appointment))
    await events.rescheduled(session, appointment, staff, previous_start=previous_start,
                             previous_staff_key=str(previous_staff), timezone=profile.timezone)
    await reminders.move(session, appointment, profile, now=now)
    return appointments.Booked(appointment, staff, profile.timezone)


async def cancel(session: AsyncSession, *, settings: Settings, tenant_id: uuid.UUID,
                 appointment_id: str | uuid.UUID, reason: str | None, cancelled_by: str,
                 now: datetime) -> Appointment:
    """Cancel at Cal.com, then here; one Cal.com no longer knows (404) or has already cancelled is just ours."""
    appointment = await appointments._get_for_update(session, tenant_id, appointment_id)
    if appointment.status == "cancelled":
        return appointment
    if appointment.status != "scheduled":
        raise NotScheduled(appointment.status, "cancelled")
    if appointment.calcom_uid:
        try:
            async with await calcom_connection.client_for(session, settings, tenant_id) as calcom:
                await calcom.cancel(appointment.calcom_uid, reason=reason)
        except CalcomRefused as refused:
            if refused.status not in (400, 404, 409):
                raise CalcomUnavailable() from None
        finally:
            availability.forget(tenant_id)
    await appointments._cancel(session, appointment, reason=reason, cancelled_by=cancelled_by, now=now)
    return appointment

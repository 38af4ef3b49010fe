"""Cal.com as the tenant's booking calendar: booking, holding, rescheduling and cancelling there.

Cal.com is asked first; only once it has said yes is our mirror appointment (`mirror.py`) written, in the caller's
transaction. When Cal.com cannot be reached the caller gets a 503 it can turn into a call-back and nothing is
written here; when it refuses the time, a 409 with the nearest free times, like the built-in calendar.
"""

import logging
import uuid
from datetime import date, datetime, timedelta

from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from booking.appointments import events, lifecycle, repository, resolving
from booking.appointments.errors import NotScheduled
from booking.availability import service as builtin
from booking.availability.errors import SlotTaken
from booking.calcom import availability, staffing
from booking.calcom import connection as calcom_connection
from booking.calcom.client import Booking, CalcomClient
from booking.calcom.errors import CalcomRefused, CalcomUnavailable
from booking.calcom.mirror import MARK, candidates, mirror_shape, place
from booking.calendars.ports import Booked, Customer, Hold, Offer, Wanted
from booking.catalogue import repository as catalogue
from booking.config import Settings
from booking.locations import service as locations
from booking.models import Appointment, Staff
from booking.reminders import service as reminders
from ringbook_common.errors import ServiceError

logger = logging.getLogger("ringbook.booking.calcom")

PROVIDER = calcom_connection.CALCOM
SLOT_REFUSALS = (400, 409, 422)


def _minutes(made: Booking) -> int:
    return max(int((made.end - made.start).total_seconds() // 60), 1)


def _attendee(customer: Customer, timezone: str) -> dict:
    attendee = {"name": customer.name, "timeZone": timezone, "phoneNumber": customer.phone}
    if customer.email:
        attendee["email"] = customer.email
    return attendee


async def _undo(settings: Settings, token: str, uid: str) -> None:
    """Our mirror could not be written: the Cal.com booking just made must not stay behind unseen."""
    try:
        async with CalcomClient(settings, token) as calcom:
            await calcom.cancel(uid, reason="Could not be recorded; please book again")
    except ServiceError:
        logger.error("cal.com booking left without a mirror", extra={"calcom_uid": uid})


class CalcomBookings:
    provider = PROVIDER

    def __init__(self, session: AsyncSession, settings: Settings, *, tenant_id: uuid.UUID) -> None:
        self.session, self.settings, self.tenant_id = session, settings, tenant_id

    async def free_times(self, *, service_id: str, first_day: date | None, last_day: date | None,
                         staff_id: str | None, now: datetime, ignore_appointment: uuid.UUID | None = None,
                         location_id: uuid.UUID | None = None) -> Offer:
        """Cal.com's free times of the location's event type; an appointment being moved keeps its time there
        until it is moved, so `ignore_appointment` only frees its staff member in our own records."""
        return Offer(await availability.search(self.session, self.settings, tenant_id=self.tenant_id,
                                               service_id=service_id, first_day=first_day, last_day=last_day,
                                               staff_id=staff_id, now=now, location_id=location_id,
                                               ignore_appointment=ignore_appointment))

    async def book(self, *, wanted: Wanted, customer: Customer, source: str, now: datetime,
                   idempotency_key: str | None = None, hold_id: str | None = None,
                   call_id: str | None = None) -> Booked:
        session, settings, tenant_id = self.session, self.settings, self.tenant_id
        asked = lifecycle.fingerprint(wanted, customer, source)
        if (earlier := await lifecycle.replayed(session, tenant_id, idempotency_key, asked)) is not None:
            return earlier
        resolved = await resolving.resolve(session, settings, tenant_id, wanted)
        event_type_id = await calcom_connection.bookable(session, tenant_id, resolved.location_id)
        profile = await catalogue.profile(session, tenant_id)
        location = await locations.place(session, tenant_id, resolved.location_id)
        notice = resolving.notice_for(source)
        staff_there = await candidates(session, tenant_id, resolved.staff, resolved.service.service_id,
                                       resolved.location_id)
        if resolved.start < now + (notice if notice is not None else timedelta(minutes=settings.notice_minutes)) \
                or not await self._someone_free(staff_there, resolved, now=now):
            raise await self._taken(resolved.service.service_id, resolved.start, now, notice, resolved.location_id)
        appointment_id = uuid.uuid4()
        metadata = {MARK: str(appointment_id), "ringbook_source": source}
        if call_id:
            metadata["ringbook_call_id"] = call_id[:500]
        token = await calcom_connection.token_for(session, settings, tenant_id)
        try:
            async with CalcomClient(settings, token) as calcom:
                made = await calcom.create_booking(event_type_id=event_type_id, start=resolved.start,
                                                   attendee=_attendee(customer, location.timezone), metadata=metadata)
        except CalcomRefused as refused:
            if refused.status in SLOT_REFUSALS:
                raise await self._taken(resolved.service.service_id, resolved.start, now, notice,
                                        resolved.location_id) from None
            raise CalcomUnavailable() from None
        finally:
            availability.forget(tenant_id)
        service = resolved.service
        appointment = Appointment(
            id=appointment_id, tenant_id=tenant_id, staff_key=resolved.staff.id, location_id=resolved.location_id,
            service_id=service.service_id,
            service_name=service.name, duration_min=_minutes(made), buffer_min=service.buffer_min,
            processing_min=service.processing_min, price_cents=service.price_cents, starts_at=made.start,
            ends_at=made.end, customer_name=customer.name, customer_phone=customer.phone,
            customer_email=customer.email, notes=customer.notes, source=source, language=customer.language,
            status="scheduled", idempotency_key=idempotency_key or None,
            idempotency_fingerprint=asked if idempotency_key else None, call_id=call_id or None,
            calcom_uid=made.uid, created_at=now, updated_at=now)
        try:
            async with session.begin_nested():
                await repository.add_alone(session, appointment)
            staff = await place(session, appointment, staff_there, mirror_shape(appointment))
        except Exception as exc:
            await _undo(settings, token, made.uid)
            # A retry with the same key won the race: answer its booking.
            if (earlier := await lifecycle.replayed(session, tenant_id, idempotency_key, asked)) is not None:
                return earlier
            if isinstance(exc, IntegrityError) and repository.sqlstate(exc) == repository.FOREIGN_KEY_VIOLATION:
                raise SlotTaken([], message=resolving.STAFF_GONE) from None  # removed while this was on its way
            raise
        await events.booked(session, appointment, staff, timezone=location.timezone)
        await reminders.schedule(session, appointment, profile, now=now)
        return Booked(appointment, staff, location.timezone)

    async def _someone_free(self, staff: list[Staff], resolved: resolving.Resolved, *, now: datetime,
                            ignore: uuid.UUID | None = None) -> bool:
        """Whether one of them is free then in our own records, at every location: Cal.com may hold the location's
        time free while our stylist is booked at another."""
        end = resolved.start + timedelta(minutes=resolved.service.duration_min)
        diaries = await staffing.Diaries.read(self.session, self.tenant_id, staff, start=resolved.start, end=end,
                                              now=now, ignore_appointment=ignore)
        return diaries.free_one(resolved.start, end) is not None

    async def hold(self, *, slot_id: str, now: datetime, minutes: int | None = None) -> Hold:
        """Cal.com keeps no holds for us: the slot is checked to be still free, and booking it may still meet a
        409."""
        session, settings, tenant_id = self.session, self.settings, self.tenant_id
        resolved = await resolving.resolve(session, settings, tenant_id, Wanted(slot_id=slot_id))
        location = await locations.place(session, tenant_id, resolved.location_id)
        day = builtin.local_day(location.timezone, resolved.start)
        found = await availability.search(session, settings, tenant_id=tenant_id,
                                          service_id=resolved.service.service_id, first_day=day, last_day=day,
                                          staff_id=None, now=now, location_id=resolved.location_id)
        if availability.offered_at(found, resolved.start) is None:
            raise await self._taken(resolved.service.service_id, resolved.start, now, None, resolved.location_id)
        return Hold(uuid.uuid4(), now + timedelta(minutes=settings.hold_minutes if minutes is None else minutes))

    async def reschedule(self, *, appointment_id: str | uuid.UUID, wanted: Wanted, by_owner: bool, now: datetime,
                         hold_id: str | None = None) -> Booked:
        """Move the Cal.com booking (an appointment from before Cal.com is booked there now), then the mirror."""
        session, settings, tenant_id = self.session, self.settings, self.tenant_id
        appointment = await lifecycle.for_update(session, tenant_id, appointment_id)
        if appointment.status != "scheduled":
            raise NotScheduled(appointment.status, "rescheduled")
        wanted = await resolving.for_moving(session, appointment, wanted)
        resolved = await resolving.resolve(session, settings, tenant_id, wanted)
        resolving.same_service(resolved, appointment.service_id)
        event_type_id = await calcom_connection.bookable(session, tenant_id, resolved.location_id)
        profile = await catalogue.profile(session, tenant_id)
        location = await locations.place(session, tenant_id, resolved.location_id)
        notice = timedelta(0) if by_owner else None
        staff_there = await candidates(session, tenant_id, resolved.staff, appointment.service_id,
                                       resolved.location_id)
        if not await self._someone_free(staff_there, resolved, now=now, ignore=appointment.id):
            raise await self._taken(appointment.service_id, resolved.start, now, notice, resolved.location_id)
        old_uid = appointment.calcom_uid
        moving_away = old_uid is not None and appointment.location_id != resolved.location_id
        token = await calcom_connection.token_for(session, settings, tenant_id)
        try:
            async with CalcomClient(settings, token) as calcom:
                if old_uid is not None and not moving_away:
                    made = await calcom.reschedule(old_uid, start=resolved.start)
                else:
                    customer = Customer(appointment.customer_name, appointment.customer_phone,
                                        appointment.customer_email)
                    made = await calcom.create_booking(
                        event_type_id=event_type_id, start=resolved.start, metadata={MARK: str(appointment.id)},
                        attendee=_attendee(customer, location.timezone))
        except CalcomRefused as refused:
            if refused.status in SLOT_REFUSALS:
                raise await self._taken(appointment.service_id, resolved.start, now, notice,
                                        resolved.location_id) from None
            raise CalcomUnavailable() from None
        finally:
            availability.forget(tenant_id)
        if old_uid is not None and moving_away:
            await self._cancel_moved_away(old_uid, made.uid)
        previous_start, previous_staff = appointment.starts_at, appointment.staff_key
        await repository.drop_blocks(session, appointment)
        if appointment.starts_at != made.start:
            appointment.confirmed_at = None  # the client confirmed the time it was at
        appointment.starts_at, appointment.ends_at = made.start, made.end
        appointment.duration_min = _minutes(made)
        appointment.calcom_uid = made.uid
        appointment.location_id = resolved.location_id
        appointment.updated_at = now
        staff = await place(session, appointment, staff_there, mirror_shape(appointment))
        await events.rescheduled(session, appointment, staff, previous_start=previous_start,
                                 previous_staff_key=str(previous_staff), timezone=location.timezone)
        await reminders.move(session, appointment, profile, now=now)
        return Booked(appointment, staff, location.timezone)

    async def _cancel_moved_away(self, old_uid: str, new_uid: str) -> None:
        """Moved to another location, the appointment is booked with that location's event type: the booking at
        the old one is cancelled (when Cal.com cannot do it now, the new booking is undone and nothing moves)."""
        token = await calcom_connection.token_for(self.session, self.settings, self.tenant_id)
        try:
            async with CalcomClient(self.settings, token) as calcom:
                await calcom.cancel(old_uid, reason="Moved to another location")
        except CalcomRefused as refused:
            if refused.status in (400, 404, 409):
                return  # already gone there
            await _undo(self.settings, token, new_uid)
            raise CalcomUnavailable() from None
        except CalcomUnavailable:
            await _undo(self.settings, token, new_uid)
            raise

    async def cancel(self, *, appointment_id: str | uuid.UUID, reason: str | None, cancelled_by: str,
                     now: datetime) -> Appointment:
        """Cancel at Cal.com, then here; one Cal.com no longer knows (404) or has already cancelled is just
        ours."""
        session, tenant_id = self.session, self.tenant_id
        appointment = await lifecycle.for_update(session, tenant_id, appointment_id)
        if appointment.status == "cancelled":
            return appointment
        if appointment.status != "scheduled":
            raise NotScheduled(appointment.status, "cancelled")
        if appointment.calcom_uid:
            try:
                async with await calcom_connection.client_for(session, self.settings, tenant_id) as calcom:
                    await calcom.cancel(appointment.calcom_uid, reason=reason)
            except CalcomRefused as refused:
                if refused.status not in (400, 404, 409):
                    raise CalcomUnavailable() from None
            finally:
                availability.forget(tenant_id)
        await lifecycle.mark_cancelled(session, appointment, reason=reason, cancelled_by=cancelled_by, now=now)
        return appointment

    async def _taken(self, service_id: str, wanted: datetime, now: datetime, notice: timedelta | None,
                     location_id: uuid.UUID) -> SlotTaken:
        try:
            found = await availability.alternatives(self.session, self.settings, tenant_id=self.tenant_id,
                                                    service_id=service_id, wanted=wanted, now=now, notice=notice,
                                                    location_id=location_id)
        except ServiceError:
            found = []
        return SlotTaken(found)

"""The built-in booking calendar: appointments in booking's own database. The exclusion constraint on
`appointment_blocks` has the last word on overlaps: two callers racing for one slot get one booking and one 409
with alternatives."""

import uuid
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from booking.appointments import events, lifecycle, offered, repository, resolving, settled
from booking.appointments.errors import NotScheduled
from booking.availability import repository as availability_repository
from booking.availability import service as availability
from booking.availability.answers import ANSWERS, Question
from booking.availability.errors import SlotTaken
from booking.calendars.builtin import PROVIDER
from booking.calendars.ports import Booked, Customer, Hold, Offer, Wanted
from booking.catalogue import repository as catalogue
from booking.config import Settings
from booking.models import Appointment
from booking.reminders import service as reminders
from booking.waitlist import freed as waitlist


@dataclass(frozen=True, eq=False)
class _Fresh:
    """Free times asked afresh, never kept."""

    timezone: str
    service_id: str
    slots: tuple[dict, ...]


class BuiltinBookings:
    provider = PROVIDER

    def __init__(self, session: AsyncSession, settings: Settings, *, tenant_id: uuid.UUID,
                 availability_version: int | None = None) -> None:
        """`availability_version`: the tenant's, when the caller has just read it (else it is read when needed)."""
        self.session, self.settings, self.tenant_id = session, settings, tenant_id
        self.availability_version = availability_version

    async def free_times(self, *, service_id: str, first_day: date | None, last_day: date | None,
                         staff_id: str | None, now: datetime, ignore_appointment: uuid.UUID | None = None,
                         location_id: uuid.UUID | None = None) -> Offer:
        """A kept answer while the tenant's availability has not changed; asked afresh when an appointment is
        being moved."""
        if ignore_appointment is not None:
            found = await availability.search(self.session, self.settings, tenant_id=self.tenant_id,
                                              service_id=service_id, first_day=first_day, last_day=last_day,
                                              staff_id=staff_id, now=now, ignore_appointment=ignore_appointment,
                                              location_id=location_id)
            return Offer(_Fresh(found.place.timezone, found.service.service_id,
                                tuple(found.as_dicts(self.settings))))
        question = Question(tenant_id=self.tenant_id, service_id=service_id, first=first_day, last=last_day,
                            staff_id=staff_id,
                            location_id=None if location_id == self.tenant_id else location_id)
        answer, first = await ANSWERS.search(self.session, self.settings, question, now=now,
                                             version=self.availability_version)
        return Offer(answer, first, kept=True)

    async def book(self, *, wanted: Wanted, customer: Customer, source: str, now: datetime,
                   idempotency_key: str | None = None, hold_id: str | None = None,
                   call_id: str | None = None) -> Booked:
        session, settings, tenant_id = self.session, self.settings, self.tenant_id
        asked = lifecycle.fingerprint(wanted, customer, source)
        if (earlier := await lifecycle.replayed(session, tenant_id, idempotency_key, asked)) is not None:
            return earlier
        resolved = await resolving.resolve(session, settings, tenant_id, wanted)
        notice = resolving.notice_for(source)
        # A released hold is restored on a rollback; until then only this transaction sees the time free.
        shared = not await self._release(hold_id, resolved.staff.id, now=now)
        timezone = await offered.ensure_offered(session, settings, tenant_id, resolved, now=now, notice=notice,
                                                shared=shared)
        service = resolved.service
        appointment = Appointment(
            id=uuid.uuid4(), tenant_id=tenant_id, staff_key=resolved.staff.id, location_id=resolved.location_id,
            service_id=service.service_id,
            service_name=service.name, duration_min=service.duration_min, buffer_min=service.buffer_min,
            processing_min=service.processing_min, price_cents=service.price_cents, starts_at=resolved.start,
            ends_at=resolved.start + timedelta(minutes=service.duration_min), customer_name=customer.name,
            customer_phone=customer.phone, customer_email=customer.email, notes=customer.notes, source=source,
            language=customer.language, status="scheduled", idempotency_key=idempotency_key or None,
            idempotency_fingerprint=asked if idempotency_key else None, call_id=call_id or None, created_at=now,
            updated_at=now)
        parts = availability.shape(service).busy_parts(resolved.start)
        try:
            await repository.in_savepoint(session, lambda: repository.add(session, appointment, parts))
        except IntegrityError as exc:
            state = repository.sqlstate(exc)
            if state == repository.UNIQUE_VIOLATION and (
                    earlier := await lifecycle.replayed(session, tenant_id, idempotency_key, asked)) is not None:
                return earlier
            if (refusal := await self._refusal(state, resolved, now=now, notice=notice, shared=shared)) is None:
                raise
            raise refusal from None
        await settled.booked(session)
        profile = await catalogue.profile(session, tenant_id)
        await events.booked(session, appointment, resolved.staff, timezone=timezone)
        await reminders.schedule(session, appointment, profile, now=now)
        return Booked(appointment, resolved.staff, timezone)

    async def hold(self, *, slot_id: str, now: datetime, minutes: int | None = None) -> Hold:
        """Nobody else is offered the slot while the hold lasts."""
        session, settings, tenant_id = self.session, self.settings, self.tenant_id
        resolved = await resolving.resolve(session, settings, tenant_id, Wanted(slot_id=slot_id))
        await availability_repository.drop_expired_holds(session, tenant_id, resolved.staff.id, now)
        await offered.ensure_offered(session, settings, tenant_id, resolved, now=now, notice=None, shared=True)
        hold_id = uuid.uuid4()
        expires_at = now + timedelta(minutes=settings.hold_minutes if minutes is None else minutes)
        try:
            await repository.in_savepoint(session, lambda: repository.add_hold(
                session, tenant_id=tenant_id, staff_key=resolved.staff.id, hold_id=hold_id, expires_at=expires_at,
                parts=availability.shape(resolved.service).busy_parts(resolved.start)))
        except IntegrityError as exc:
            if (refusal := await self._refusal(repository.sqlstate(exc), resolved, now=now, notice=None,
                                               shared=True)) is None:
                raise
            raise refusal from None
        return Hold(hold_id, expires_at)

    async def reschedule(self, *, appointment_id: str | uuid.UUID, wanted: Wanted, by_owner: bool, now: datetime,
                         hold_id: str | None = None) -> Booked:
        """The new time takes the service's current length; the old time is freed in the same transaction, and
        kept when the new one is refused."""
        session, settings, tenant_id = self.session, self.settings, self.tenant_id
        appointment = await lifecycle.for_update(session, tenant_id, appointment_id)
        if appointment.status != "scheduled":
            raise NotScheduled(appointment.status, "rescheduled")
        wanted = await resolving.for_moving(session, appointment, wanted)
        resolved = await resolving.resolve(session, settings, tenant_id, wanted)
        resolving.same_service(resolved, appointment.service_id)
        notice = timedelta(0) if by_owner else None
        await self._release(hold_id, resolved.staff.id, now=now)
        timezone = await offered.ensure_offered(session, settings, tenant_id, resolved, now=now, notice=notice,
                                                ignore=appointment.id)
        previous_start, previous_staff = appointment.starts_at, appointment.staff_key
        previous_location = appointment.location_id
        # The new time was checked against the service as the salon offers it now, so it takes that length; the
        # price stays the one the customer was quoted.
        shape = availability.shape(resolved.service)

        async def move() -> None:
            await repository.drop_blocks(session, appointment)
            appointment.staff_key = resolved.staff.id
            appointment.location_id = resolved.location_id
            if appointment.starts_at != resolved.start:
                appointment.confirmed_at = None  # the client confirmed the time it was at
            appointment.starts_at = resolved.start
            appointment.duration_min, appointment.buffer_min = shape.duration_min, shape.buffer_min
            appointment.processing_min = shape.processing_min
            appointment.ends_at = resolved.start + timedelta(minutes=shape.duration_min)
            appointment.updated_at = now
            await session.flush()
            await repository.add_blocks(session, appointment, shape.busy_parts(resolved.start))

        try:
            await repository.in_savepoint(session, move)
        except IntegrityError as exc:
            await session.refresh(appointment)
            refusal = await self._refusal(repository.sqlstate(exc), resolved, now=now, notice=notice,
                                          ignore=appointment.id)
            if refusal is None:
                raise
            raise refusal from None
        profile = await catalogue.profile(session, tenant_id)
        await events.rescheduled(session, appointment, resolved.staff, previous_start=previous_start,
                                 previous_staff_key=str(previous_staff), timezone=timezone)
        await reminders.move(session, appointment, profile, now=now)
        await waitlist.moved(session, appointment, previous_start=previous_start, previous_staff_key=previous_staff,
                             previous_location_id=previous_location, now=now)
        return Booked(appointment, resolved.staff, timezone)

    async def cancel(self, *, appointment_id: str | uuid.UUID, reason: str | None, cancelled_by: str,
                     now: datetime) -> Appointment:
        appointment = await lifecycle.for_update(self.session, self.tenant_id, appointment_id)
        if appointment.status == "cancelled":
            return appointment
        if appointment.status != "scheduled":
            raise NotScheduled(appointment.status, "cancelled")
        await lifecycle.mark_cancelled(self.session, appointment, reason=reason, cancelled_by=cancelled_by, now=now)
        return appointment

    async def _release(self, hold_id: str | None, staff_key: uuid.UUID, *, now: datetime) -> bool:
        """Free the caller's own hold and the member's expired ones before the time is checked: whether a hold of
        the caller's own was released (expired ones are not offered either way)."""
        hold = resolving.as_uuid(hold_id)
        if hold is not None:
            await repository.release_hold(self.session, self.tenant_id, hold)
        await availability_repository.drop_expired_holds(self.session, self.tenant_id, staff_key, now)
        return hold is not None

    async def _refusal(self, state: str | None, resolved: resolving.Resolved, *, now: datetime,
                       notice: timedelta | None, ignore: uuid.UUID | None = None,
                       shared: bool = False) -> SlotTaken | None:
        """What the database's refusal of a write means: the slot was taken, or the member was removed (None:
        another refusal, raised as it came). The refusal came once the other write committed, so the nearest free
        times asked now are after it."""
        if state == repository.EXCLUSION_VIOLATION:
            return await offered.taken(self.session, self.settings, self.tenant_id, resolved, now=now,
                                       notice=notice, ignore=ignore, shared=shared)
        if state == repository.FOREIGN_KEY_VIOLATION:
            return await offered.staff_gone(self.session, self.settings, self.tenant_id, resolved, now=now,
                                            notice=notice, ignore=ignore, shared=shared)
        return None

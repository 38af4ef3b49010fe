"""What every booking calendar does alike to our appointment records: tell a retried request from another one,
answer a retry, lock an appointment to change it, and close one as cancelled."""

import uuid
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from booking.appointments import events, repository
from booking.appointments.errors import AppointmentNotFound, IdempotencyKeyReused
from booking.appointments.resolving import as_uuid
from booking.calendars.ports import Booked, Customer, Wanted
from booking.catalogue import repository as catalogue
from booking.models import Appointment
from booking.reminders import service as reminders
from booking.waitlist import freed as waitlist
from ringbook_common import idempotency


def fingerprint(wanted: Wanted, customer: Customer, source: str) -> str:
    """What a booking request asked for, so a reused Idempotency-Key can tell a retry from another booking."""
    asked = [wanted.slot_id, wanted.start.isoformat() if wanted.start else None, wanted.service_id,
             wanted.staff_id.lower() if wanted.staff_id else None, customer.name, customer.phone, customer.email,
             customer.notes, source]
    return idempotency.fingerprint(asked)


async def replay(session: AsyncSession, tenant_id: uuid.UUID, appointment: Appointment,
                 asked: str | None = None) -> Booked:
    """The booking a retry with the same key made. It answers the appointment as it is now (a retry after the
    appointment was cancelled hears it is cancelled, not that it is booked); another request under the same key
    is refused."""
    if asked and appointment.idempotency_fingerprint and asked != appointment.idempotency_fingerprint:
        raise IdempotencyKeyReused()
    staff = await repository.staff_of(session, appointment)
    profile = await catalogue.profile(session, tenant_id)
    return Booked(appointment, staff, profile.timezone, replayed=True)


async def replayed(session: AsyncSession, tenant_id: uuid.UUID, idempotency_key: str | None,
                   asked: str) -> Booked | None:
    """The booking an earlier request under this Idempotency-Key made, answered as `replay` does; None when there
    is no key or nothing was booked under it yet."""
    if not idempotency_key:
        return None
    existing = await repository.by_idempotency_key(session, tenant_id, idempotency_key)
    return None if existing is None else await replay(session, tenant_id, existing, asked)


async def for_update(session: AsyncSession, tenant_id: uuid.UUID, appointment_id: str | uuid.UUID) -> Appointment:
    """The tenant's appointment, locked until the transaction ends; 404 for anything else."""
    key = as_uuid(appointment_id)
    appointment = await repository.get(session, tenant_id, key, for_update=True) if key else None
    if appointment is None:
        raise AppointmentNotFound()
    return appointment


async def mark_cancelled(session: AsyncSession, appointment: Appointment, *, reason: str | None, cancelled_by: str,
                         now: datetime, always_notify: bool = False) -> None:
    """Free the appointment's time, stop its texts, tell the customer (`always_notify`: whatever the salon's
    confirmation setting) and announce it."""
    await repository.drop_blocks(session, appointment)
    appointment.status = "cancelled"
    appointment.cancel_reason = reason
    appointment.updated_at = now
    await session.flush()
    await reminders.cancel(session, appointment, now=now)
    await reminders.notify_cancelled(session, appointment, await catalogue.profile(session, appointment.tenant_id),
                                     now=now, always=always_notify)
    await events.cancelled(session, appointment, cancelled_by=cancelled_by)
    await waitlist.cancelled(session, appointment, now=now)

"""Freed time recorded for the waitlist, in the transaction of the change that freed it (a cancellation, a move
away, more working hours), and only when somebody waits at that location. The job loop
(`booking.waitlist.service.run_due`) offers it."""

import uuid
from datetime import datetime, timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from booking.models import Appointment
from booking.waitlist import matching, repository

# More working hours free time from now on: the next weeks are offered (an entry's own days bound it further).
HOURS_HORIZON = timedelta(days=matching.MAX_SEARCH_DAYS)


def _busy_until(appointment: Appointment, starts_at: datetime) -> datetime:
    return starts_at + timedelta(minutes=appointment.duration_min + appointment.buffer_min)


async def cancelled(session: AsyncSession, appointment: Appointment, *, now: datetime) -> None:
    """The appointment's time is free again."""
    if appointment.starts_at <= now:
        return
    await repository.add_opening(
        session, tenant_id=appointment.tenant_id, location_id=appointment.location_id,
        staff_key=appointment.staff_key, starts_at=appointment.starts_at,
        ends_at=_busy_until(appointment, appointment.starts_at), cause="cancelled",
        cause_key=f"cancelled:{appointment.id}", now=now)


async def moved(session: AsyncSession, appointment: Appointment, *, previous_start: datetime,
                previous_staff_key: uuid.UUID, previous_location_id: uuid.UUID, now: datetime) -> None:
    """The appointment left its old time (the member's, at its old location)."""
    if previous_start <= now or (previous_start == appointment.starts_at
                                 and previous_staff_key == appointment.staff_key):
        return
    await repository.add_opening(
        session, tenant_id=appointment.tenant_id, location_id=previous_location_id, staff_key=previous_staff_key,
        starts_at=previous_start, ends_at=_busy_until(appointment, previous_start), cause="moved",
        cause_key=f"moved:{appointment.id}:{previous_start.isoformat()}:{now.isoformat()}", now=now)


async def hours_added(session: AsyncSession, *, tenant_id: uuid.UUID, location_id: uuid.UUID,
                      staff_key: uuid.UUID, now: datetime) -> None:
    """The member works more at the location: the weeks ahead may have new free times."""
    await repository.add_opening(
        session, tenant_id=tenant_id, location_id=location_id, staff_key=staff_key, starts_at=now,
        ends_at=now + HOURS_HORIZON, cause="hours", cause_key=f"hours:{staff_key}:{location_id}:{now.isoformat()}",
        now=now)

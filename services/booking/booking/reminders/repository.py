"""Every SQL statement about reminder jobs."""

import uuid
from collections.abc import Iterable
from datetime import datetime

from sqlalchemy import func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from booking.models import Appointment, ReminderJob

_PENDING = (ReminderJob.sent_at.is_(None), ReminderJob.cancelled_at.is_(None), ReminderJob.skipped_at.is_(None))


async def add(session: AsyncSession, appointment: Appointment, jobs: Iterable[tuple[str, datetime]]) -> None:
    """New jobs of an appointment, each a kind and when it is due."""
    session.add_all([ReminderJob(tenant_id=appointment.tenant_id, appointment_id=appointment.id,
                                 location_id=appointment.location_id, kind=kind, send_at=send_at)
                     for kind, send_at in jobs])
    await session.flush()


async def cancel_pending(session: AsyncSession, appointment: Appointment, *, now: datetime,
                         kinds: tuple[str, ...] | None = None) -> None:
    """Cancel the appointment's jobs not yet sent, cancelled or skipped (of these kinds, when given)."""
    statement = update(ReminderJob).where(ReminderJob.tenant_id == appointment.tenant_id,
                                          ReminderJob.appointment_id == appointment.id, *_PENDING)
    if kinds is not None:
        statement = statement.where(ReminderJob.kind.in_(kinds))
    await session.execute(statement.values(cancelled_at=now))


async def has_pending(session: AsyncSession, appointment: Appointment, kind: str) -> bool:
    return (await session.execute(select(ReminderJob.id).where(
        ReminderJob.tenant_id == appointment.tenant_id, ReminderJob.appointment_id == appointment.id,
        ReminderJob.kind == kind, *_PENDING))).first() is not None


async def claim_due(session: AsyncSession, *, now: datetime, batch: int) -> list[ReminderJob]:
    """Up to `batch` jobs due by `now`, oldest first, locked for this transaction; jobs another replica holds
    are passed over."""
    return list((await session.execute(
        select(ReminderJob).where(ReminderJob.send_at <= now, *_PENDING).order_by(ReminderJob.send_at)
        .limit(batch).with_for_update(skip_locked=True))).scalars())


async def appointment(session: AsyncSession, appointment_id: uuid.UUID) -> Appointment | None:
    return await session.get(Appointment, appointment_id)


async def reminded_at(session: AsyncSession, appointment: Appointment) -> datetime | None:
    """When the appointment's latest reminder was sent, if one was."""
    return (await session.execute(select(func.max(ReminderJob.sent_at)).where(
        ReminderJob.tenant_id == appointment.tenant_id, ReminderJob.appointment_id == appointment.id,
        ReminderJob.kind == "reminder"))).scalar_one()

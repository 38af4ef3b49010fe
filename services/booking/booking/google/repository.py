"""Every SQL statement of the Google integration."""

import uuid
from datetime import datetime

from sqlalchemy import delete, func, select, text, update
from sqlalchemy.dialects.postgresql import Range
from sqlalchemy.ext.asyncio import AsyncSession

from booking.models import Appointment, CalendarConnection, ExternalBusy, Staff
from ringbook_common.db import rows_changed

GOOGLE = "google"
# pg_advisory_xact_lock(namespace, key): one free/busy copy of a tenant at a time (replicas, rounds, hooks).
_BUSY_LOCK_NAMESPACE = 72_002


async def connected_tenants(session: AsyncSession) -> list[uuid.UUID]:
    return list((await session.execute(
        select(CalendarConnection.tenant_id).where(CalendarConnection.provider == GOOGLE,
                                                   CalendarConnection.status == "connected")
        .order_by(CalendarConnection.tenant_id))).scalars())


async def google_calendars(session: AsyncSession, tenant_id: uuid.UUID) -> list[Staff]:
    """Current members whose Google calendar exists."""
    return list((await session.execute(
        select(Staff).where(Staff.tenant_id == tenant_id, Staff.removed_at.is_(None),
                            Staff.calendar_provider == GOOGLE, Staff.calendar_pending.is_(False))
        .order_by(Staff.created_at, Staff.staff_id))).scalars())


async def pending_calendars(session: AsyncSession, *, tenant_id: uuid.UUID | None = None) -> list[uuid.UUID]:
    """Staff keys of current members whose Google calendar Google has not created yet."""
    statement = select(Staff.id).where(Staff.removed_at.is_(None), Staff.calendar_provider == GOOGLE,
                                       Staff.calendar_pending.is_(True)).order_by(Staff.updated_at)
    if tenant_id is not None:
        statement = statement.where(Staff.tenant_id == tenant_id)
    return list((await session.execute(statement)).scalars())


async def claim_pending(session: AsyncSession, staff_key: uuid.UUID) -> Staff | None:
    """The member, locked, if still pending and not being handled by another round."""
    return (await session.execute(
        select(Staff).where(Staff.id == staff_key, Staff.removed_at.is_(None), Staff.calendar_provider == GOOGLE,
                            Staff.calendar_pending.is_(True))
        .with_for_update(skip_locked=True))).scalar_one_or_none()


async def lock_tenant_busy(session: AsyncSession, tenant_id: uuid.UUID) -> None:
    await session.execute(text("SELECT pg_advisory_xact_lock(:namespace, hashtext(:tenant))"),
                          {"namespace": _BUSY_LOCK_NAMESPACE, "tenant": str(tenant_id)})


async def busy_of(session: AsyncSession, tenant_id: uuid.UUID, staff_key: uuid.UUID) -> set[tuple[datetime, datetime]]:
    rows = await session.execute(
        select(func.lower(ExternalBusy.during), func.upper(ExternalBusy.during))
        .where(ExternalBusy.tenant_id == tenant_id, ExternalBusy.staff_key == staff_key,
               ExternalBusy.source == GOOGLE))
    return {(lo, hi) for lo, hi in rows}


async def replace_busy(session: AsyncSession, tenant_id: uuid.UUID, staff_key: uuid.UUID,
                       periods: set[tuple[datetime, datetime]], *, synced_at: datetime) -> None:
    await session.execute(delete(ExternalBusy).where(ExternalBusy.tenant_id == tenant_id,
                                                     ExternalBusy.staff_key == staff_key,
                                                     ExternalBusy.source == GOOGLE))
    session.add_all([ExternalBusy(tenant_id=tenant_id, staff_key=staff_key, source=GOOGLE,
                                  during=Range(start, end, bounds="[)"), synced_at=synced_at)
                     for start, end in sorted(periods)])
    await session.flush()


async def clear_busy(session: AsyncSession, tenant_id: uuid.UUID) -> None:
    await session.execute(delete(ExternalBusy).where(ExternalBusy.tenant_id == tenant_id,
                                                     ExternalBusy.source == GOOGLE))


async def adopt_builtin_staff(session: AsyncSession, tenant_id: uuid.UUID, *, now: datetime) -> int:
    """Members with a built-in calendar get a Google one (pending until the worker has created it)."""
    return await rows_changed(session, update(Staff).where(
        Staff.tenant_id == tenant_id, Staff.removed_at.is_(None), Staff.calendar_provider == "builtin")
        .values(calendar_provider=GOOGLE, calendar_id="", calendar_pending=True, updated_at=now))


async def release_pending(session: AsyncSession, tenant_id: uuid.UUID, *, now: datetime) -> int:
    """Pending Google calendars that will not be created go back to built-in ones."""
    return await rows_changed(session, update(Staff).where(
        Staff.tenant_id == tenant_id, Staff.calendar_provider == GOOGLE, Staff.calendar_pending.is_(True))
        .values(calendar_provider="builtin", calendar_id=func.concat("builtin:", func.gen_random_uuid()),
                calendar_pending=False, updated_at=now))


async def upcoming_without_event(session: AsyncSession, tenant_id: uuid.UUID, staff_key: uuid.UUID, *,
                                 now: datetime) -> list[Appointment]:
    return list((await session.execute(
        select(Appointment).where(Appointment.tenant_id == tenant_id, Appointment.staff_key == staff_key,
                                  Appointment.status == "scheduled", Appointment.ends_at > now,
                                  Appointment.google_event_id.is_(None))
        .order_by(Appointment.starts_at).with_for_update(skip_locked=True))).scalars())


async def locked_appointment(session: AsyncSession, appointment_id: uuid.UUID) -> Appointment | None:
    return await session.get(Appointment, appointment_id, with_for_update=True)


async def staff_member(session: AsyncSession, staff_key: uuid.UUID) -> Staff | None:
    return await session.get(Staff, staff_key)

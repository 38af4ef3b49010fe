"""The Google worker's rounds: create the calendars Google failed to create, and copy each member's free/busy.

Free/busy is copied into `external_busy` (source "google") for the next `google_busy_days`, so availability
respects it without calling Google while a caller waits. Our own appointments' events are `transparent`, so
free/busy never reports them back to us (see `google.appointments`); if one did show up, overlapping busy time is
harmless: availability takes the union.
"""

import logging
import uuid
from datetime import datetime, timedelta

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from booking.config import Settings
from booking.connections.service import is_connected
from booking.google import appointments, client, repository
from booking.google.calendars import GoogleCalendars
from booking.models import Staff
from ringbook_common.errors import ServiceError

logger = logging.getLogger("ringbook.booking.google")

FREEBUSY_BATCH = 50  # calendars per freeBusy.query


async def provision_pending(sessionmaker: async_sessionmaker[AsyncSession], settings: Settings, *, now: datetime,
                            tenant_id: uuid.UUID | None = None) -> int:
    """Try again to create pending Google calendars; how many were created. A member still pending after
    `google_calendar_retry_hours` falls back to a built-in calendar."""
    async with sessionmaker() as session:
        keys = await repository.pending_calendars(session, tenant_id=tenant_id)
    created = 0
    for staff_key in keys:
        async with sessionmaker() as session, session.begin():
            staff = await repository.claim_pending(session, staff_key)
            if staff is not None and await _provision(session, settings, staff, now=now):
                created += 1
    return created


async def _provision(session: AsyncSession, settings: Settings, staff: Staff, *, now: datetime) -> bool:
    log = {"tenant_id": str(staff.tenant_id), "staff_key": str(staff.id)}
    if now - staff.updated_at > timedelta(hours=settings.google_calendar_retry_hours):
        staff.calendar_provider, staff.calendar_id, staff.calendar_pending = "builtin", f"builtin:{uuid.uuid4()}", False
        staff.updated_at = now
        logger.warning("google calendar never created; the member keeps a built-in calendar", extra=log)
        return False
    if not await is_connected(session, staff.tenant_id, client.PROVIDER):
        return False
    try:
        staff.calendar_id = await GoogleCalendars(session, settings, tenant_id=staff.tenant_id).try_create(
            name=staff.name)
    except ServiceError as failure:
        logger.warning("google calendar creation failed again", extra={**log, "error": str(failure)})
        return False
    staff.calendar_pending = False
    await session.flush()
    logger.info("google calendar created", extra=log)
    try:
        await appointments.backfill(session, settings, staff, now=now)
    except ServiceError as failure:  # the calendar exists; the appointments' own events retry their writes
        logger.warning("upcoming appointments not copied to the new google calendar",
                       extra={**log, "error": str(failure)})
    return True


async def refresh_busy(sessionmaker: async_sessionmaker[AsyncSession], settings: Settings, *, now: datetime,
                       tenant_id: uuid.UUID | None = None) -> int:
    """Copy free/busy of every connected tenant (or this one); how many tenants were copied."""
    if tenant_id is None:
        async with sessionmaker() as session:
            tenants = await repository.connected_tenants(session)
    else:
        tenants = [tenant_id]
    done = 0
    for tenant in tenants:
        try:
            async with sessionmaker() as session, session.begin():
                if await copy_busy(session, settings, tenant_id=tenant, now=now):
                    done += 1
        except ServiceError as failure:  # Google down, or the connection needs the owner: the old copy stays
            logger.warning("google free/busy not copied", extra={"tenant_id": str(tenant), "error": str(failure)})
    return done


def _window(now: datetime, settings: Settings) -> tuple[datetime, datetime]:
    # Whole hours, so a busy period already under way compares equal from one round to the next.
    start = now.replace(minute=0, second=0, microsecond=0)
    return start, start + timedelta(days=settings.google_busy_days)


async def copy_busy(session: AsyncSession, settings: Settings, *, tenant_id: uuid.UUID, now: datetime) -> bool:
    """Replace each member's Google busy rows with what free/busy says now (a calendar Google could not read
    keeps its previous copy). Raises `ServiceError` when Google fails."""
    if not await is_connected(session, tenant_id, client.PROVIDER):
        return False
    await repository.lock_tenant_busy(session, tenant_id)
    members = await repository.google_calendars(session, tenant_id)
    if not members:
        return True
    start, end = _window(now, settings)
    async with client.connect(session, settings, tenant_id=tenant_id) as api:
        for first in range(0, len(members), FREEBUSY_BATCH):
            batch = members[first:first + FREEBUSY_BATCH]
            answers = await api.free_busy([member.calendar_id for member in batch], time_min=start, time_max=end)
            for member in batch:
                answer = answers[member.calendar_id]
                if answer.error:
                    logger.warning("google free/busy unreadable for a calendar",
                                   extra={"tenant_id": str(tenant_id), "staff_key": str(member.id),
                                          "error": answer.error})
                    continue
                periods = {(max(busy.start, start), min(busy.end, end)) for busy in answer.busy}
                periods = {(lo, hi) for lo, hi in periods if lo < hi}
                # Unchanged busy time is left alone: every write retires cached availability answers.
                if periods != await repository.busy_of(session, tenant_id, member.id):
                    await repository.replace_busy(session, tenant_id, member.id, periods, synced_at=now)
    return True

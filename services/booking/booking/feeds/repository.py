"""Every SQL statement of the calendar feeds: the feed rows and the appointments a feed lists."""

import uuid
from datetime import datetime

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from booking.models import Appointment, CalendarFeed, Staff


async def current_feed(session: AsyncSession, tenant_id: uuid.UUID, staff_key: uuid.UUID) -> CalendarFeed | None:
    """The member's newest feed not revoked."""
    return (await session.execute(select(CalendarFeed).where(
        CalendarFeed.tenant_id == tenant_id, CalendarFeed.staff_key == staff_key,
        CalendarFeed.revoked_at.is_(None)).order_by(CalendarFeed.created_at.desc()).limit(1))).scalar_one_or_none()


async def add_feed(session: AsyncSession, feed: CalendarFeed) -> None:
    session.add(feed)
    await session.flush()


async def revoke_feeds(session: AsyncSession, tenant_id: uuid.UUID, staff_key: uuid.UUID, *, now: datetime) -> None:
    await session.execute(update(CalendarFeed).where(
        CalendarFeed.tenant_id == tenant_id, CalendarFeed.staff_key == staff_key,
        CalendarFeed.revoked_at.is_(None)).values(revoked_at=now))


async def feed(session: AsyncSession, token_hash: str) -> CalendarFeed | None:
    return await session.get(CalendarFeed, token_hash)


async def staff(session: AsyncSession, staff_key: uuid.UUID) -> Staff | None:
    return await session.get(Staff, staff_key)


async def appointments_between(session: AsyncSession, tenant_id: uuid.UUID, staff_key: uuid.UUID, *,
                               start: datetime, end: datetime) -> list[Appointment]:
    """The member's appointments starting in [start, end), in order."""
    return list((await session.execute(select(Appointment).where(
        Appointment.tenant_id == tenant_id, Appointment.staff_key == staff_key,
        Appointment.starts_at >= start, Appointment.starts_at < end,
    ).order_by(Appointment.starts_at))).scalars())

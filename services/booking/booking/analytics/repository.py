"""The queries behind the owner's figures, each figure's rows counted in one statement (definitions in
`booking.analytics.figures`), and the calls read model they count."""

import uuid
from datetime import date, datetime
from typing import Any

from sqlalchemy import text
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from booking.models import Call

# Calls that ended, by the local date they started on.
_CALLS = text("""
    SELECT (started_at AT TIME ZONE :tz)::date AS day, count(*) AS calls,
           count(*) FILTER (WHERE outcome = 'booked') AS booked,
           count(*) FILTER (WHERE outcome = 'missed') AS missed,
           count(*) FILTER (WHERE after_hours) AS after_hours
    FROM calls WHERE tenant_id = :tenant AND location_id = :location AND started_at >= :start AND started_at < :end
    GROUP BY 1""")

# Bookings standing: appointments made in the period (by the local date they were made on) and not cancelled
# since, with their prices as booked; apart, those the receptionist made on a call and by text (its text
# conversations' call ids begin "text:"), and the freed times the waitlist refilled.
_BOOKINGS = text("""
    SELECT (created_at AT TIME ZONE :tz)::date AS day, count(*) AS bookings,
           coalesce(sum(price_cents), 0) AS cents,
           count(*) FILTER (WHERE source = 'ai_receptionist' AND NOT by_text) AS by_phone,
           coalesce(sum(price_cents) FILTER (WHERE source = 'ai_receptionist' AND NOT by_text), 0) AS by_phone_cents,
           count(*) FILTER (WHERE source = 'ai_receptionist' AND by_text) AS by_text,
           coalesce(sum(price_cents) FILTER (WHERE source = 'ai_receptionist' AND by_text), 0) AS by_text_cents,
           count(*) FILTER (WHERE source = 'waitlist') AS refilled,
           coalesce(sum(price_cents) FILTER (WHERE source = 'waitlist'), 0) AS refilled_cents
    FROM (SELECT created_at, price_cents, source, coalesce(call_id LIKE 'text:%', false) AS by_text
          FROM appointments WHERE tenant_id = :tenant AND location_id = :location AND created_at >= :start
            AND created_at < :end AND status <> 'cancelled') AS standing
    GROUP BY 1""")

_STARTING = text("""
    SELECT count(*) FROM appointments WHERE tenant_id = :tenant AND location_id = :location AND starts_at >= :start
      AND starts_at < :end AND status = ANY(:statuses)""")

# Every location the tenant's calls and appointments name (one a copy of the locations may not know yet).
_LOCATIONS = text("""
    SELECT location_id FROM calls WHERE tenant_id = :tenant
    UNION SELECT location_id FROM appointments WHERE tenant_id = :tenant""")


async def _by_day(session: AsyncSession, statement, **params) -> dict[date, dict]:
    return {row["day"]: dict(row) for row in (await session.execute(statement, params)).mappings()}


async def calls_per_day(session: AsyncSession, tenant_id: uuid.UUID, location_id: uuid.UUID, *, timezone: str,
                        start: datetime, end: datetime) -> dict[date, dict]:
    return await _by_day(session, _CALLS, tz=timezone, tenant=tenant_id, location=location_id, start=start, end=end)


async def bookings_per_day(session: AsyncSession, tenant_id: uuid.UUID, location_id: uuid.UUID, *, timezone: str,
                           start: datetime, end: datetime) -> dict[date, dict]:
    return await _by_day(session, _BOOKINGS, tz=timezone, tenant=tenant_id, location=location_id, start=start,
                         end=end)


async def count_starting(session: AsyncSession, tenant_id: uuid.UUID, location_id: uuid.UUID, *, start: datetime,
                         end: datetime, statuses: list[str]) -> int:
    return (await session.execute(_STARTING, {"tenant": tenant_id, "location": location_id, "start": start,
                                              "end": end, "statuses": statuses})).scalar_one()


async def locations_used(session: AsyncSession, tenant_id: uuid.UUID) -> set[uuid.UUID]:
    return set((await session.execute(_LOCATIONS, {"tenant": tenant_id})).scalars())


async def save_call(session: AsyncSession, tenant_id: uuid.UUID, call_id: str, values: dict[str, Any]) -> None:
    """The call as its latest `call_ended` tells it."""
    await session.execute(insert(Call).values(tenant_id=tenant_id, call_id=call_id, **values)
                          .on_conflict_do_update(index_elements=["tenant_id", "call_id"], set_=values))

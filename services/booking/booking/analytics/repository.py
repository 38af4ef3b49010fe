import uuid
from datetime import date, datetime

from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncSession

_CALLS = text("""
    SELECT (started_at AT TIME ZONE :tz)::date AS day, count(*) AS calls,
           count(*) FILTER (WHERE outcome = 'booked') AS booked,
           count(*) FILTER (WHERE outcome = 'missed') AS missed,
           count(*) FILTER (WHERE after_hours) AS after_hours
    FROM calls WHERE tenant_id = :tenant AND started_at >= :start AND started_at < :end
    GROUP BY 1""")

_REVENUE = text("""
    SELECT (starts_at AT TIME ZONE :tz)::date AS day, count(*) AS appointments, sum(price_cents) AS cents
    FROM appointments WHERE tenant_id = :tenant AND starts_at >= :start AND starts_at < :end
      AND status IN ('scheduled', 'completed')
    GROUP BY 1""")

_CREATED = text("""
    SELECT (created_at AT TIME ZONE :tz)::date AS day, count(*) AS bookings,
           count(*) FILTER (WHERE source = 'ai_receptionist') AS ai,
           coalesce(sum(price_cents) FILTER (WHERE source = 'ai_receptionist'), 0) AS ai_cents
    FROM appointments WHERE tenant_id = :tenant AND created_at >= :start AND created_at < :end
      AND status <> 'cancelled'
    GROUP BY 1""")

_COUNT = text("""
    SELECT count(*) FROM appointments WHERE tenant_id = :tenant AND starts_at >= :start AND starts_at < :end
      AND status = ANY(:statuses)""")


async def _by_day(session: AsyncSession, statement, **params) -> dict[date, dict]:
    return {row["day"]: dict(row) for row in (await session.execute(statement, params)).mappings()}


async def per_day(session: AsyncSession, tenant_id: uuid.UUID, *, timezone: str, start: datetime,
                  end: datetime) -> tuple[dict, dict, dict]:
    params = {"tz": timezone, "tenant": tenant_id, "start": start, "end": end}
    return (await _by_day(session, _CALLS, **params), await _by_day(session, _REVENUE, **params),
            await _by_day(session, _CREATED, **params))


async def count_appointments(session: AsyncSession, tenant_id: uuid.UUID, *, start: datetime, end: datetime,
                             statuses: list[str]) -> int:
    return (await session.execute(_COUNT, {"tenant": tenant_id, "start": start, "end": end,
                                           "statuses": statuses})).scalar_one()

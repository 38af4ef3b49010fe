import uuid
from datetime import datetime

from sqlalchemy import delete, insert, select
from sqlalchemy.ext.asyncio import AsyncSession

from booking.models import TimeOff
from booking.timeoff.rules import Period


async def periods(session: AsyncSession, *, tenant_id: uuid.UUID, staff_key: uuid.UUID,
                  ending_after: datetime | None = None) -> list[Period]:
    """The member's time off by start, wherever it is; with `ending_after`, only ranges not over by then."""
    statement = (select(TimeOff.time_min, TimeOff.time_max, TimeOff.reason, TimeOff.location_id)
                 .where(TimeOff.tenant_id == tenant_id, TimeOff.staff_key == staff_key)
                 .order_by(TimeOff.time_min, TimeOff.time_max, TimeOff.id))
    if ending_after is not None:
        statement = statement.where(TimeOff.time_max > ending_after)
    return [Period(row.time_min, row.time_max, row.reason, row.location_id)
            for row in await session.execute(statement)]


async def delete_all(session: AsyncSession, *, tenant_id: uuid.UUID, staff_key: uuid.UUID) -> None:
    await session.execute(delete(TimeOff).where(TimeOff.tenant_id == tenant_id, TimeOff.staff_key == staff_key))


async def replace_not_over(session: AsyncSession, *, tenant_id: uuid.UUID, staff_key: uuid.UUID, now: datetime,
                           replacement: list[Period]) -> None:
    """Current and upcoming ranges become `replacement`; ranges that ended by `now` stay as history."""
    await session.execute(delete(TimeOff).where(TimeOff.tenant_id == tenant_id, TimeOff.staff_key == staff_key,
                                                TimeOff.time_max > now))
    if replacement:
        await session.execute(insert(TimeOff), [
            {"tenant_id": tenant_id, "staff_key": staff_key, "time_min": period.time_min,
             "time_max": period.time_max, "reason": period.reason, "location_id": period.location_id}
            for period in replacement
        ])

import uuid

from sqlalchemy import delete, insert, select
from sqlalchemy.ext.asyncio import AsyncSession

from booking.hours.rules import Slot
from booking.models import WorkingHours


async def week(session: AsyncSession, *, tenant_id: uuid.UUID, staff_key: uuid.UUID) -> list[Slot]:
    rows = await session.execute(
        select(WorkingHours.dow, WorkingHours.start_minute, WorkingHours.end_minute)
        .where(WorkingHours.tenant_id == tenant_id, WorkingHours.staff_key == staff_key)
        .order_by(WorkingHours.dow, WorkingHours.start_minute)
    )
    return [Slot(row.dow, row.start_minute, row.end_minute) for row in rows]


async def tenant_week(session: AsyncSession, *, tenant_id: uuid.UUID) -> dict[uuid.UUID, list[Slot]]:
    """Every member's week in one query, by staff key."""
    rows = await session.execute(
        select(WorkingHours.staff_key, WorkingHours.dow, WorkingHours.start_minute, WorkingHours.end_minute)
        .where(WorkingHours.tenant_id == tenant_id).order_by(WorkingHours.dow, WorkingHours.start_minute))
    weeks: dict[uuid.UUID, list[Slot]] = {}
    for row in rows:
        weeks.setdefault(row.staff_key, []).append(Slot(row.dow, row.start_minute, row.end_minute))
    return weeks


async def delete_all(session: AsyncSession, *, tenant_id: uuid.UUID, staff_key: uuid.UUID) -> None:
    await session.execute(delete(WorkingHours).where(WorkingHours.tenant_id == tenant_id,
                                                     WorkingHours.staff_key == staff_key))


async def replace(session: AsyncSession, *, tenant_id: uuid.UUID, staff_key: uuid.UUID,
                  slots: list[Slot] | tuple[Slot, ...]) -> None:
    """The whole week at once (the caller holds the staff row's lock, so replaces never interleave)."""
    await delete_all(session, tenant_id=tenant_id, staff_key=staff_key)
    if slots:
        await session.execute(insert(WorkingHours), [
            {"tenant_id": tenant_id, "staff_key": staff_key, "dow": slot.dow, "start_minute": slot.start,
             "end_minute": slot.end}
            for slot in slots
        ])

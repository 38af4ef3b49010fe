import uuid

from sqlalchemy import delete, insert, select
from sqlalchemy.ext.asyncio import AsyncSession

from booking.hours.rules import Slot
from booking.models import WorkingHours


async def week(session: AsyncSession, *, tenant_id: uuid.UUID, staff_key: uuid.UUID,
               location_id: uuid.UUID | None = None) -> list[Slot]:
    """The member's week at a location (None: the first, whose id is the tenant's)."""
    rows = await session.execute(
        select(WorkingHours.dow, WorkingHours.start_minute, WorkingHours.end_minute)
        .where(WorkingHours.tenant_id == tenant_id, WorkingHours.staff_key == staff_key,
               WorkingHours.location_id == (location_id or tenant_id))
        .order_by(WorkingHours.dow, WorkingHours.start_minute)
    )
    return [Slot(row.dow, row.start_minute, row.end_minute) for row in rows]


async def weeks_elsewhere(session: AsyncSession, *, tenant_id: uuid.UUID, staff_key: uuid.UUID,
                          location_id: uuid.UUID) -> dict[uuid.UUID, list[Slot]]:
    """The member's weeks at every other location, by location."""
    rows = await session.execute(
        select(WorkingHours.location_id, WorkingHours.dow, WorkingHours.start_minute, WorkingHours.end_minute)
        .where(WorkingHours.tenant_id == tenant_id, WorkingHours.staff_key == staff_key,
               WorkingHours.location_id != location_id)
        .order_by(WorkingHours.dow, WorkingHours.start_minute))
    weeks: dict[uuid.UUID, list[Slot]] = {}
    for row in rows:
        weeks.setdefault(row.location_id, []).append(Slot(row.dow, row.start_minute, row.end_minute))
    return weeks


async def weeks_everywhere(session: AsyncSession, *, tenant_id: uuid.UUID,
                           staff_key: uuid.UUID) -> dict[uuid.UUID, list[Slot]]:
    """The member's week at every location they work at, by location."""
    rows = await session.execute(
        select(WorkingHours.location_id, WorkingHours.dow, WorkingHours.start_minute, WorkingHours.end_minute)
        .where(WorkingHours.tenant_id == tenant_id, WorkingHours.staff_key == staff_key)
        .order_by(WorkingHours.dow, WorkingHours.start_minute))
    weeks: dict[uuid.UUID, list[Slot]] = {}
    for row in rows:
        weeks.setdefault(row.location_id, []).append(Slot(row.dow, row.start_minute, row.end_minute))
    return weeks


async def tenant_week(session: AsyncSession, *, tenant_id: uuid.UUID,
                      location_id: uuid.UUID | None = None) -> dict[uuid.UUID, list[Slot]]:
    """Every member's week at a location (None: the first) in one query, by staff key."""
    rows = await session.execute(
        select(WorkingHours.staff_key, WorkingHours.dow, WorkingHours.start_minute, WorkingHours.end_minute)
        .where(WorkingHours.tenant_id == tenant_id, WorkingHours.location_id == (location_id or tenant_id))
        .order_by(WorkingHours.dow, WorkingHours.start_minute))
    weeks: dict[uuid.UUID, list[Slot]] = {}
    for row in rows:
        weeks.setdefault(row.staff_key, []).append(Slot(row.dow, row.start_minute, row.end_minute))
    return weeks


async def delete_all(session: AsyncSession, *, tenant_id: uuid.UUID, staff_key: uuid.UUID) -> None:
    await session.execute(delete(WorkingHours).where(WorkingHours.tenant_id == tenant_id,
                                                     WorkingHours.staff_key == staff_key))


async def replace(session: AsyncSession, *, tenant_id: uuid.UUID, staff_key: uuid.UUID,
                  slots: list[Slot] | tuple[Slot, ...], location_id: uuid.UUID | None = None) -> None:
    """The whole week at a location (None: the first) at once (the caller holds the staff row's lock, so
    replaces never interleave)."""
    location_id = location_id or tenant_id
    await session.execute(delete(WorkingHours).where(WorkingHours.tenant_id == tenant_id,
                                                     WorkingHours.staff_key == staff_key,
                                                     WorkingHours.location_id == location_id))
    if slots:
        await session.execute(insert(WorkingHours), [
            {"tenant_id": tenant_id, "staff_key": staff_key, "location_id": location_id, "dow": slot.dow,
             "start_minute": slot.start, "end_minute": slot.end}
            for slot in slots
        ])

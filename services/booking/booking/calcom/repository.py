"""Every SQL statement of Cal.com: webhook deliveries applied once, mirrors found by their Cal.com uid, the event
type of each location, and where staff work (whom a location's Cal.com times are given to)."""

import uuid
from collections import defaultdict
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from booking.models import Appointment, CalcomEventType, ProviderDelivery, WorkingHours


async def record_delivery(session: AsyncSession, delivery_key: str) -> bool:
    """Record a delivery; False when it was recorded before."""
    inserted = await session.execute(insert(ProviderDelivery).values(provider="calcom", delivery_key=delivery_key)
                                     .on_conflict_do_nothing().returning(ProviderDelivery.delivery_key))
    return inserted.first() is not None


async def mirror_for_update(session: AsyncSession, tenant_id: uuid.UUID, uid: str) -> Appointment | None:
    """The tenant's appointment mirroring the Cal.com booking `uid`, locked until the transaction ends."""
    return (await session.execute(select(Appointment).where(
        Appointment.tenant_id == tenant_id, Appointment.calcom_uid == uid).with_for_update())).scalar_one_or_none()


async def event_types(session: AsyncSession, tenant_id: uuid.UUID) -> dict[uuid.UUID, int]:
    """The event type each location's bookings go to, by location."""
    rows = await session.execute(select(CalcomEventType.location_id, CalcomEventType.event_type_id)
                                 .where(CalcomEventType.tenant_id == tenant_id))
    return {row.location_id: row.event_type_id for row in rows}


async def event_type_of(session: AsyncSession, tenant_id: uuid.UUID, location_id: uuid.UUID) -> int | None:
    return (await session.execute(select(CalcomEventType.event_type_id).where(
        CalcomEventType.tenant_id == tenant_id, CalcomEventType.location_id == location_id))).scalar_one_or_none()


async def location_of(session: AsyncSession, tenant_id: uuid.UUID, event_type_id: int) -> uuid.UUID | None:
    """The location whose bookings go to the event type; None when it is no location's."""
    return (await session.execute(select(CalcomEventType.location_id).where(
        CalcomEventType.tenant_id == tenant_id, CalcomEventType.event_type_id == event_type_id))).scalar_one_or_none()


async def choose(session: AsyncSession, tenant_id: uuid.UUID, location_id: uuid.UUID, event_type_id: int, *,
                 now: datetime) -> None:
    """The location's bookings go to the event type from now on (the unique constraint refuses one that takes
    another location's)."""
    await session.execute(insert(CalcomEventType).values(
        tenant_id=tenant_id, location_id=location_id, event_type_id=event_type_id, updated_at=now)
        .on_conflict_do_update(index_elements=[CalcomEventType.tenant_id, CalcomEventType.location_id],
                               set_={"event_type_id": event_type_id, "updated_at": now}))


async def locations_worked(session: AsyncSession, tenant_id: uuid.UUID,
                           staff_keys: list[uuid.UUID]) -> dict[uuid.UUID, set[uuid.UUID]]:
    """The locations where each of these staff members has working hours (none: not in the answer)."""
    found: dict[uuid.UUID, set[uuid.UUID]] = defaultdict(set)
    rows = await session.execute(select(WorkingHours.staff_key, WorkingHours.location_id).distinct().where(
        WorkingHours.tenant_id == tenant_id, WorkingHours.staff_key.in_(staff_keys)))
    for row in rows:
        found[row.staff_key].add(row.location_id)
    return found

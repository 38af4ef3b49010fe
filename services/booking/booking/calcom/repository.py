"""Every SQL statement of Cal.com's webhooks: deliveries applied once, mirrors found by their Cal.com uid."""

import uuid

from sqlalchemy import select
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from booking.models import Appointment, ProviderDelivery


async def record_delivery(session: AsyncSession, delivery_key: str) -> bool:
    """Record a delivery; False when it was recorded before."""
    inserted = await session.execute(insert(ProviderDelivery).values(provider="calcom", delivery_key=delivery_key)
                                     .on_conflict_do_nothing().returning(ProviderDelivery.delivery_key))
    return inserted.first() is not None


async def mirror_for_update(session: AsyncSession, tenant_id: uuid.UUID, uid: str) -> Appointment | None:
    """The tenant's appointment mirroring the Cal.com booking `uid`, locked until the transaction ends."""
    return (await session.execute(select(Appointment).where(
        Appointment.tenant_id == tenant_id, Appointment.calcom_uid == uid).with_for_update())).scalar_one_or_none()

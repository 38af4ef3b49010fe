"""The business's locations as booking keeps them (tenants' `location_saved`)."""

import uuid
from typing import Any

from sqlalchemy import select
from sqlalchemy.dialects.postgresql import insert as upsert
from sqlalchemy.ext.asyncio import AsyncSession

from booking.models import Location


async def location(session: AsyncSession, tenant_id: uuid.UUID, location_id: uuid.UUID) -> Location | None:
    return await session.get(Location, (tenant_id, location_id))


async def of_tenant(session: AsyncSession, tenant_id: uuid.UUID) -> list[Location]:
    """The business's locations booking has heard of, in the owner's order."""
    rows = await session.execute(select(Location).where(Location.tenant_id == tenant_id)
                                 .order_by(Location.position, Location.location_id))
    return list(rows.scalars())


async def locations(session: AsyncSession, tenant_id: uuid.UUID,
                    location_ids: set[uuid.UUID]) -> dict[uuid.UUID, Location]:
    rows = await session.execute(select(Location).where(Location.tenant_id == tenant_id,
                                                        Location.location_id.in_(location_ids)))
    return {row.location_id: row for row in rows.scalars()}


async def save(session: AsyncSession, tenant_id: uuid.UUID, location_id: uuid.UUID, values: dict[str, Any]) -> None:
    statement = upsert(Location).values(tenant_id=tenant_id, location_id=location_id, **values)
    await session.execute(statement.on_conflict_do_update(index_elements=["tenant_id", "location_id"], set_=values))

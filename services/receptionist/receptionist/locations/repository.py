"""Every SQL statement of the receptionist's copy of the business's locations."""

import uuid
from typing import Any

from sqlalchemy import bindparam, select
from sqlalchemy.dialects.postgresql import insert as upsert
from sqlalchemy.ext.asyncio import AsyncSession

from receptionist.models import Location


async def location(session: AsyncSession, tenant_id: uuid.UUID, location_id: uuid.UUID) -> Location | None:
    return await session.get(Location, (tenant_id, location_id))


_LOCATIONS = (select(Location).where(Location.tenant_id == bindparam("tenant"))
              .order_by(Location.position, Location.name))  # built once: every function call reads it


async def locations(session: AsyncSession, tenant_id: uuid.UUID) -> list[Location]:
    """The business's locations in the owner's order (the first one first)."""
    return list((await session.execute(_LOCATIONS, {"tenant": tenant_id})).scalars())


async def save(session: AsyncSession, tenant_id: uuid.UUID, location_id: uuid.UUID, values: dict[str, Any]) -> None:
    statement = upsert(Location).values(tenant_id=tenant_id, location_id=location_id, **values)
    await session.execute(statement.on_conflict_do_update(index_elements=["tenant_id", "location_id"], set_=values))

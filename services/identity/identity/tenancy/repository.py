from sqlalchemy import select, text
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from identity.models import LocationProfile, TenantProfile


async def tenant(session: AsyncSession, tenant_id: str) -> TenantProfile | None:
    return await session.get(TenantProfile, tenant_id)


async def upsert(session: AsyncSession, tenant_id: str, **values: object) -> None:
    statement = insert(TenantProfile).values(tenant_id=tenant_id, **values)
    if values:
        statement = statement.on_conflict_do_update(index_elements=["tenant_id"], set_=values)
    else:
        statement = statement.on_conflict_do_nothing(index_elements=["tenant_id"])
    await session.execute(statement)


async def locations(session: AsyncSession, tenant_id: str) -> list[LocationProfile]:
    rows = await session.execute(select(LocationProfile).where(LocationProfile.tenant_id == tenant_id)
                                 .order_by(LocationProfile.position, LocationProfile.name))
    return list(rows.scalars())


async def save_location(session: AsyncSession, tenant_id: str, location_id: str, *, name: str, position: int) -> None:
    values = {"name": name, "position": position}
    statement = insert(LocationProfile).values(tenant_id=tenant_id, location_id=location_id, **values)
    await session.execute(statement.on_conflict_do_update(index_elements=["tenant_id", "location_id"], set_=values))


async def lock_for_rebuild(session: AsyncSession) -> None:
    """Writers (the live consumers) wait on the copies until the rebuild commits; readers keep the old rows.
    NOWAIT: a writer holding one of them is waited for by the rebuild, holding none."""
    tables = ", ".join(model.__tablename__ for model in (TenantProfile, LocationProfile))
    await session.execute(text(f"LOCK TABLE {tables} IN SHARE ROW EXCLUSIVE MODE NOWAIT"))

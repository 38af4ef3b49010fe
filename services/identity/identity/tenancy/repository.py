from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from identity.models import TenantProfile


async def tenant(session: AsyncSession, tenant_id: str) -> TenantProfile | None:
    return await session.get(TenantProfile, tenant_id)


async def upsert(session: AsyncSession, tenant_id: str, **values: object) -> None:
    statement = insert(TenantProfile).values(tenant_id=tenant_id, **values)
    if values:
        statement = statement.on_conflict_do_update(index_elements=["tenant_id"], set_=values)
    else:
        statement = statement.on_conflict_do_nothing(index_elements=["tenant_id"])
    await session.execute(statement)

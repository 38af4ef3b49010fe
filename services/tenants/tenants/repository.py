"""Every SQL statement of the tenants service."""

from sqlalchemy import delete, func, select, update
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from ringbook_common import clock
from tenants.models import Service, Tenant


async def create_tenant(session: AsyncSession, *, tenant_id: str, owner_user_id: str, owner_email: str) -> bool:
    """True when the tenant is new; a repeated event finds it already there."""
    result = await session.execute(
        insert(Tenant).values(id=tenant_id, owner_user_id=owner_user_id, owner_email=owner_email)
        .on_conflict_do_nothing(index_elements=["id"]).returning(Tenant.id))
    return result.first() is not None


async def fill_owner_email(session: AsyncSession, tenant_id: str, owner_email: str) -> None:
    await session.execute(update(Tenant).where(Tenant.id == tenant_id, Tenant.owner_email == "")
                          .values(owner_email=owner_email))


async def tenant(session: AsyncSession, tenant_id: str, *, for_update: bool = False) -> Tenant | None:
    statement = select(Tenant).where(Tenant.id == tenant_id)
    if for_update:
        statement = statement.with_for_update()
    return (await session.execute(statement)).scalar_one_or_none()


async def tenant_there(session: AsyncSession, tenant_id: str, *, for_update: bool = False) -> Tenant:
    """A tenant known to exist (just made, or found before)."""
    statement = select(Tenant).where(Tenant.id == tenant_id)
    if for_update:
        statement = statement.with_for_update()
    return (await session.execute(statement)).scalar_one()


async def save_settings(session: AsyncSession, tenant_id: str, **values: object) -> None:
    await session.execute(update(Tenant).where(Tenant.id == tenant_id).values(**values, updated_at=clock.now()))


async def services(session: AsyncSession, tenant_id: str) -> list[Service]:
    rows = await session.execute(select(Service).where(Service.tenant_id == tenant_id).order_by(Service.position))
    return list(rows.scalars())


async def replace_services(session: AsyncSession, tenant_id: str, rows: list[dict]) -> None:
    await session.execute(delete(Service).where(Service.tenant_id == tenant_id))
    if rows:
        await session.execute(insert(Service), [{**row, "tenant_id": tenant_id} for row in rows])


async def count_services(session: AsyncSession, tenant_id: str) -> int:
    counted = await session.execute(select(func.count()).select_from(Service).where(Service.tenant_id == tenant_id))
    return counted.scalar_one()

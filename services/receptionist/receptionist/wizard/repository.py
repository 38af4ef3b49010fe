"""Every SQL statement of the setup wizard."""

import uuid

from sqlalchemy import func, select
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from receptionist.models import Agent, SalonService, SalonStaff, Setup, TenantProfile


async def setup(session: AsyncSession, location_id: uuid.UUID) -> Setup | None:
    """A location's setup (the first location's id is the tenant's: the wizard's row)."""
    return await session.get(Setup, location_id)


async def setup_for_update(session: AsyncSession, tenant_id: uuid.UUID, location_id: uuid.UUID | None = None) -> Setup:
    """A location's setup row (None: the first location's, the wizard's), made on the first save, locked until
    commit (saves of one owner take turns)."""
    location_id = location_id or tenant_id
    await session.execute(insert(Setup).values(tenant_id=tenant_id, location_id=location_id).on_conflict_do_nothing(
        index_elements=["location_id"]))
    return (await session.execute(select(Setup).where(Setup.location_id == location_id).with_for_update()
                                  .execution_options(populate_existing=True))).scalar_one()


async def save_address(session: AsyncSession, tenant_id: uuid.UUID, address: str) -> None:
    """The salon's address as tenants saved it, in the read model now (its `tenant_updated` brings the same)."""
    await session.execute(insert(TenantProfile).values(tenant_id=tenant_id, address=address).on_conflict_do_update(
        index_elements=["tenant_id"], set_={"address": address}))


async def agent(session: AsyncSession, location_id: uuid.UUID, *, for_update: bool = False) -> Agent | None:
    statement = select(Agent).where(Agent.location_id == location_id)
    if for_update:
        statement = statement.with_for_update().execution_options(populate_existing=True)
    return (await session.execute(statement)).scalar_one_or_none()


async def staff(session: AsyncSession, tenant_id: uuid.UUID) -> list[SalonStaff]:
    return list((await session.execute(select(SalonStaff).where(SalonStaff.tenant_id == tenant_id)
                                       .order_by(SalonStaff.added_at, SalonStaff.staff_id))).scalars())


async def services(session: AsyncSession, tenant_id: uuid.UUID) -> list[SalonService]:
    return list((await session.execute(select(SalonService).where(SalonService.tenant_id == tenant_id)
                                       .order_by(SalonService.position))).scalars())


async def count_staff(session: AsyncSession, tenant_id: uuid.UUID) -> int:
    return (await session.execute(select(func.count()).select_from(SalonStaff)
                                  .where(SalonStaff.tenant_id == tenant_id))).scalar_one()


async def count_services(session: AsyncSession, tenant_id: uuid.UUID) -> int:
    return (await session.execute(select(func.count()).select_from(SalonService)
                                  .where(SalonService.tenant_id == tenant_id))).scalar_one()

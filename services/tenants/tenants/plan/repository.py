"""Every SQL statement of the business's plan."""

from datetime import datetime

from sqlalchemy import or_, update
from sqlalchemy.ext.asyncio import AsyncSession

from tenants.models import Tenant


async def set_plan_locations(session: AsyncSession, tenant_id: str, *, locations: int, at: datetime) -> None:
    """The plan's number of locations as of `at`, unless the tenant's plan was already set later."""
    await session.execute(
        update(Tenant)
        .where(Tenant.id == tenant_id, or_(Tenant.plan_set_at.is_(None), Tenant.plan_set_at <= at))
        .values(plan_locations=locations, plan_set_at=at))

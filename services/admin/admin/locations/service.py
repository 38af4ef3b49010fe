"""A business's locations as the operator's views list them."""

from sqlalchemy import ColumnElement
from sqlalchemy.ext.asyncio import AsyncSession

from admin.locations import repository
from admin.models import LocationProfile, TenantProfile
from admin.paging import Page

Listed = tuple[LocationProfile, TenantProfile, bool]


def first_location(tenant: TenantProfile) -> LocationProfile:
    """The first location as the tenant's own row knows it, before any event placed it in `location_profiles`."""
    return LocationProfile(
        location_id=tenant.tenant_id, tenant_id=tenant.tenant_id, name="", address="", position=0,
        phone_number=tenant.phone_number, formatted_phone_number=tenant.formatted_phone_number, texting=tenant.texting,
        agent_id=tenant.agent_id, agent_status=tenant.agent_status, receptionist_status=tenant.receptionist_status)


async def of_tenants(session: AsyncSession, tenants: list[TenantProfile]) -> dict[str, list[LocationProfile]]:
    """Each tenant's locations in the owner's order, the first one always listed (from the tenant's own row when
    no event has placed it yet)."""
    found = await repository.of_tenants(session, [tenant.tenant_id for tenant in tenants])
    listed: dict[str, list[LocationProfile]] = {}
    for tenant in tenants:
        rows = found.get(tenant.tenant_id, [])
        if not any(row.location_id == tenant.tenant_id for row in rows):
            rows = [first_location(tenant), *rows]
        listed[tenant.tenant_id] = rows
    return listed


async def _listed(session: AsyncSession, where: ColumnElement[bool], *, sort: str,
                  at: Page) -> tuple[list[Listed], int]:
    rows, total = await repository.page(session, where=where, sort=sort, at=at)
    several = await repository.with_other_locations(session, {tenant.tenant_id for _, tenant in rows})
    return [(location, tenant, tenant.tenant_id in several) for location, tenant in rows], total


async def with_phone(session: AsyncSession, *, sort: str, at: Page) -> tuple[list[Listed], int]:
    """Locations whose receptionist has a number, by their business's name, each with whether its business has
    several locations."""
    return await _listed(session, repository.with_phone(), sort=sort, at=at)


async def with_agent(session: AsyncSession, *, sort: str, at: Page) -> tuple[list[Listed], int]:
    """Locations whose receptionist is past `not_provisioned`, by their business's name, each with whether its
    business has several locations."""
    return await _listed(session, repository.with_agent(), sort=sort, at=at)

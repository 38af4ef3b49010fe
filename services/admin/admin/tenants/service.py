"""Which tenants each of the operator's lists holds, a page at a time, with the total; the one an operator acts
on."""

import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from admin.locations import service as locations
from admin.models import LocationProfile, TenantProfile
from admin.paging import Page
from admin.tenants import repository
from ringbook_common.errors import NotFound

NO_SUCH_TENANT = "No salon with this id"

# A tenant with its locations in the owner's order.
Described = tuple[TenantProfile, list[LocationProfile]]


async def matching(session: AsyncSession, *, search: str, sort: str, at: Page) -> tuple[list[Described], int]:
    """Tenants whose name, owner e-mail or phone number holds `search`, or one of whose locations' names,
    addresses or numbers does (every tenant when it is empty)."""
    rows, total = await repository.page(session, where=[repository.search_filter(search)], sort=sort, at=at)
    return await described(session, rows), total


async def described(session: AsyncSession, rows: list[TenantProfile]) -> list[Described]:
    found = await locations.of_tenants(session, rows)
    return [(row, found[row.tenant_id]) for row in rows]


async def described_one(session: AsyncSession, row: TenantProfile) -> Described:
    [one] = await described(session, [row])
    return one


def tenant_key(tenant_id: str) -> str:
    """The path's tenant id as the read model keys it; anything that is not a tenant id names no salon."""
    try:
        return str(uuid.UUID(tenant_id))
    except ValueError:
        raise NotFound(NO_SUCH_TENANT) from None


async def locked(session: AsyncSession, tenant_id: str) -> TenantProfile:
    """The tenant an operator changes, locked until the change commits (404 for a salon the consoles do not know)."""
    row = await repository.locked_tenant(session, tenant_key(tenant_id))
    if row is None:
        raise NotFound(NO_SUCH_TENANT)
    return row

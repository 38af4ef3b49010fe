"""Which tenants each of the operator's lists holds, a page at a time, with the total."""

from sqlalchemy.ext.asyncio import AsyncSession

from admin.models import TenantProfile
from admin.paging import Page
from admin.tenants import repository


async def matching(session: AsyncSession, *, search: str, sort: str, at: Page) -> tuple[list[TenantProfile], int]:
    """Tenants whose name, owner e-mail or phone number holds `search` (every tenant when it is empty)."""
    return await repository.page(session, where=[repository.search_filter(search)], sort=sort, at=at)


async def with_phone(session: AsyncSession, *, sort: str, at: Page) -> tuple[list[TenantProfile], int]:
    return await repository.page(session, where=[repository.with_phone()], sort=sort, at=at)


async def with_agent(session: AsyncSession, *, sort: str, at: Page) -> tuple[list[TenantProfile], int]:
    return await repository.page(session, where=[repository.with_agent()], sort=sort, at=at)

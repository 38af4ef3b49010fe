from sqlalchemy.ext.asyncio import AsyncSession

from ringbook_common.auth import OwnerPrincipal
from ringbook_common.errors import Invalid
from tenants import events, repository
from tenants.locations import first
from tenants.provisioning.service import own_tenant
from tenants.settings.schemas import TenantSettings
from tenants.settings.service import as_settings


async def complete(session: AsyncSession, *, principal: OwnerPrincipal) -> TenantSettings:
    tenant = await own_tenant(session, principal, for_update=True)
    if not tenant.name:
        raise Invalid("Please enter a business name", fields={"name": "Please enter a business name"})
    if await repository.count_services(session, tenant.id) == 0:
        raise Invalid("Please add at least one service", fields={"services": "Please add at least one service"})
    if not tenant.onboarding_complete:
        await repository.save_settings(session, tenant.id, onboarding_complete=True)
        await session.refresh(tenant)
        await events.onboarding_completed(session, tenant)
        await first.tenant_saved(session, tenant)
    return as_settings(tenant)

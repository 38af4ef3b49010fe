from sqlalchemy.ext.asyncio import AsyncSession

from ringbook_common.auth import Principal
from tenants import events, repository
from tenants.models import Tenant


async def own_tenant(session: AsyncSession, principal: Principal, *, for_update: bool = False) -> Tenant:
    """The caller's tenant. An owner can be quicker than identity's event: then it is made now."""
    tenant = await repository.tenant(session, principal.tenant_id, for_update=for_update)
    if tenant is None:
        if await repository.create_tenant(session, tenant_id=principal.tenant_id, owner_user_id=principal.user_id,
                                          owner_email=""):
            await events.tenant_created(session, await repository.tenant(session, principal.tenant_id))
        tenant = await repository.tenant(session, principal.tenant_id, for_update=for_update)
    return tenant

from sqlalchemy.ext.asyncio import AsyncSession

from ringbook_common.auth import OwnerPrincipal
from tenants import repository
from tenants.locations import first
from tenants.models import Tenant


async def own_tenant(session: AsyncSession, principal: OwnerPrincipal, *, for_update: bool = False) -> Tenant:
    """The caller's tenant. An owner can be quicker than identity's event: then it is made now."""
    tenant = await repository.tenant(session, principal.tenant_id, for_update=for_update)
    if tenant is not None:
        return tenant
    if await repository.create_tenant(session, tenant_id=principal.tenant_id, owner_user_id=principal.user_id,
                                      owner_email=""):
        await first.tenant_created(session, await repository.tenant_there(session, principal.tenant_id))
    return await repository.tenant_there(session, principal.tenant_id, for_update=for_update)

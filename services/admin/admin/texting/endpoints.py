"""The operator's control of a tenant's texting."""

from fastapi import APIRouter

from admin.tenants import schemas as tenants
from admin.texting import service
from admin.texting.schemas import TextLimitUpdate
from ringbook_common.auth import Operator
from ringbook_common.deps import SessionDep
from ringbook_common.openapi import INVALID, OPERATOR

router = APIRouter(prefix="/api/admin", tags=["operator actions"], responses=OPERATOR)


@router.put("/tenants/{tenantId}/text-limit", responses={**INVALID, 404: {"description": "No salon with this id"}})
async def set_text_limit(tenantId: str, body: TextLimitUpdate, operator: Operator,
                         session: SessionDep) -> tenants.TenantRecord:
    """Set how many texts the tenant may send a day (it replaces the defaults of a new or an established
    tenant); recorded in the audit log under the operator's name. Answers the tenant as `/api/admin/tenants`
    lists it."""
    described = await service.set_text_limit(session, tenant_id=tenantId, daily_limit=body.dailyLimit,
                                             operator=operator.subject)
    return tenants.tenant(described)

"""The operator's control of a tenant's plan."""

from fastapi import APIRouter

from admin.plan import service
from admin.plan.schemas import PlanUpdate
from admin.tenants import schemas as tenants
from ringbook_common.auth import Operator
from ringbook_common.deps import SessionDep
from ringbook_common.openapi import INVALID, OPERATOR

router = APIRouter(prefix="/api/admin", tags=["operator actions"], responses=OPERATOR)


@router.put("/tenants/{tenantId}/plan", responses={**INVALID, 404: {"description": "No salon with this id"}})
async def set_plan(tenantId: str, body: PlanUpdate, operator: Operator, session: SessionDep) -> tenants.TenantRecord:
    """Set how many locations the tenant's plan allows (one until an operator sets it); tenants refuses a location
    past it. Recorded in the audit log under the operator's name. Answers the tenant as `/api/admin/tenants` lists
    it."""
    described = await service.set_plan(session, tenant_id=tenantId, locations=body.locations, operator=operator.subject)
    return tenants.tenant(described)

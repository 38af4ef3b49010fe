from fastapi import APIRouter

from ringbook_common.auth import Owner
from ringbook_common.deps import SessionDep
from ringbook_common.openapi import OWNER
from tenants.onboarding import service
from tenants.settings.schemas import TenantSettings

router = APIRouter(prefix="/portal/tenants", tags=["onboarding"], responses=OWNER)


@router.post("/onboarding/complete", response_model=TenantSettings,
             responses={422: {"description": "No business name or no service yet: `fields` names the gap"}})
async def complete_onboarding(principal: Owner, session: SessionDep) -> TenantSettings:
    """Open the full portal: needs a business name and at least one service."""
    return await service.complete(session, principal=principal)

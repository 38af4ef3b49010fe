from fastapi import APIRouter

from ringbook_common.auth import Owner
from ringbook_common.deps import SessionDep
from tenants.onboarding import service
from tenants.settings.schemas import TenantSettings

router = APIRouter(prefix="/portal/tenants", tags=["onboarding"])


@router.post("/onboarding/complete", response_model=TenantSettings)
async def complete_onboarding(principal: Owner, session: SessionDep) -> TenantSettings:
    """Open the full portal: needs a business name and at least one service."""
    return await service.complete(session, principal=principal)

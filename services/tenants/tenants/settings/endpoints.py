from fastapi import APIRouter

from ringbook_common.auth import Owner
from ringbook_common.deps import SessionDep
from ringbook_common.openapi import INVALID, OWN_TENANT, OWNER
from tenants.settings import service
from tenants.settings.schemas import SettingsUpdate, TenantSettings

router = APIRouter(prefix="/portal/tenants", tags=["settings"], responses=OWNER)


@router.get("/settings", response_model=TenantSettings)
async def read_settings(principal: Owner, session: SessionDep) -> TenantSettings:
    """The signed-in owner's business settings."""
    return await service.read(session, principal=principal)


@router.put("/settings", response_model=TenantSettings, responses={**INVALID, **OWN_TENANT})
async def update_settings(body: SettingsUpdate, principal: Owner, session: SessionDep) -> TenantSettings:
    """Save the business settings. Phones are stored as E.164; times as HH:MM in the business's time zone."""
    return await service.update(session, principal=principal, data=body)

from typing import Annotated, Any

from fastapi import APIRouter, Body
from pydantic import BeforeValidator

from ringbook_common.auth import Owner
from ringbook_common.deps import SessionDep
from ringbook_common.openapi import INVALID, OWN_TENANT, OWNER
from tenants.catalogue import service
from tenants.catalogue.schemas import CatalogueUpdate, ServiceOut

router = APIRouter(prefix="/portal/tenants", tags=["services"], responses=OWNER)


def _listed(body: Any) -> Any:
    return {"services": body} if isinstance(body, list) else body


# The portal sends the bare list; the admin dashboard `{tenantId, services}`.
Catalogue = Annotated[CatalogueUpdate, BeforeValidator(_listed),
                      Body(description="The whole catalogue: a list of services, or {tenantId, services}")]


@router.get("/services", response_model=list[ServiceOut])
async def read_services(principal: Owner, session: SessionDep) -> list[ServiceOut]:
    """The service catalogue, in the owner's order."""
    return await service.read(session, principal=principal)


@router.put("/services", response_model=list[ServiceOut], responses={**INVALID, **OWN_TENANT})
async def replace_services(
    principal: Owner, session: SessionDep,
    body: Catalogue,
) -> list[ServiceOut]:
    """Replace the whole catalogue at once. Blank-named rows are dropped; missing ids come from the name."""
    return await service.replace(session, principal=principal, data=body)

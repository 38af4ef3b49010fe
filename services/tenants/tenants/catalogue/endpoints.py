from typing import Annotated, Any

from fastapi import APIRouter, Body
from fastapi.exceptions import RequestValidationError
from pydantic import ValidationError

from ringbook_common.auth import Owner
from ringbook_common.deps import SessionDep
from ringbook_common.openapi import INVALID, OWN_TENANT, OWNER
from tenants.catalogue import service
from tenants.catalogue.schemas import CatalogueUpdate, ServiceOut

router = APIRouter(prefix="/portal/tenants", tags=["services"], responses=OWNER)


def parse_catalogue(body: Any) -> CatalogueUpdate:
    try:
        if isinstance(body, list):
            return CatalogueUpdate.model_validate({"services": body})
        return CatalogueUpdate.model_validate(body)
    except ValidationError as exc:
        raise RequestValidationError([{**error, "loc": ("body", *error["loc"])} for error in exc.errors()]) from exc


@router.get("/services", response_model=list[ServiceOut])
async def read_services(principal: Owner, session: SessionDep) -> list[ServiceOut]:
    """The service catalogue, in the owner's order."""
    return await service.read(session, principal=principal)


@router.put("/services", response_model=list[ServiceOut], responses={**INVALID, **OWN_TENANT})
async def replace_services(
    principal: Owner, session: SessionDep,
    body: Annotated[Any, Body(description="The whole catalogue: a list of services, or {tenantId, services}")],
) -> list[ServiceOut]:
    """Replace the whole catalogue at once. Blank-named rows are dropped; missing ids come from the name."""
    return await service.replace(session, principal=principal, data=parse_catalogue(body))

from typing import Annotated, Any

from fastapi import APIRouter, Body
from pydantic import BeforeValidator, GetJsonSchemaHandler
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import CoreSchema

from ringbook_common.auth import Owner
from ringbook_common.deps import SessionDep
from ringbook_common.openapi import INVALID, OWN_TENANT, OWNER
from tenants.catalogue import service
from tenants.catalogue.schemas import CatalogueUpdate, ServiceOut

router = APIRouter(prefix="/portal/tenants", tags=["services"], responses=OWNER)


def _listed(body: Any) -> Any:
    return {"services": body} if isinstance(body, list) else body


class _ListOrCatalogue:
    """Publishes what `_listed` accepts: the list of services alone, or `CatalogueUpdate`."""

    @classmethod
    def __get_pydantic_json_schema__(cls, schema: CoreSchema, handler: GetJsonSchemaHandler) -> JsonSchemaValue:
        catalogue = handler(schema)
        description = catalogue.pop("description", None)
        services = handler.resolve_ref_schema(catalogue)["properties"]["services"]
        return {"anyOf": [services, catalogue], "description": description}


# The portal sends the bare list; a caller naming the tenant `{tenantId, services}`.
Catalogue = Annotated[CatalogueUpdate, BeforeValidator(_listed), _ListOrCatalogue,
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
    """Replace the whole catalogue at once. Blank-named rows are dropped. A service already in the catalogue keeps
    its id (send it back with the row, whatever the new name); a new service's id is made from the id sent or else
    its name: lower-cased, spaces become hyphens, accents folded, other punctuation dropped, "-2", "-3"... when it
    meets another's."""
    return await service.replace(session, principal=principal, data=body)

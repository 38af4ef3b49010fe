"""rpc.tenants.add_services: the AI receptionist setup wizard adds the salon's real services here."""

import uuid
from typing import Any

from ringbook.tenants.v1 import rpc_pb2 as rpc
from ringbook_common.app import ServiceContext
from ringbook_common.auth import ROLE_OWNER, OwnerPrincipal
from ringbook_common.db import unit_of_work
from ringbook_common.errors import Invalid
from tenants.catalogue import service
from tenants.config import Settings
from tenants.events import service_message


def _tenant(tenant_id: str) -> str:
    try:
        return str(uuid.UUID(tenant_id))
    except ValueError:
        raise Invalid("tenant_id must be a tenant's id") from None


def _addition(item: rpc.ServiceInput) -> dict[str, Any]:
    values: dict[str, Any] = {"serviceId": item.service_id, "name": item.name, "price": item.price}
    if item.HasField("duration_min"):
        values["durationMin"] = item.duration_min
    if item.HasField("buffer_min"):
        values["bufferMin"] = item.buffer_min
    return values


async def add_services(context: ServiceContext[Settings], request: rpc.AddServicesRequest) -> rpc.CatalogueReply:
    principal = OwnerPrincipal(subject=request.user_id, role=ROLE_OWNER, tenant_id=_tenant(request.tenant_id))
    async with unit_of_work(context.sessionmaker) as session:
        catalogue, ids = await service.add(session, principal=principal,
                                           additions=[_addition(item) for item in request.services])
    return rpc.CatalogueReply(service_ids=ids, services=[service_message(s) for s in catalogue])

from sqlalchemy.ext.asyncio import AsyncSession

from ringbook_common.auth import Principal
from ringbook_common.errors import Invalid
from tenants import events, repository
from tenants.access import same_tenant
from tenants.catalogue.schemas import CatalogueUpdate, ServiceIn, ServiceOut, slug
from tenants.models import Service
from tenants.provisioning.service import own_tenant


def as_out(service: Service) -> ServiceOut:
    return ServiceOut(serviceId=service.service_id, name=service.name, durationMin=service.duration_min,
                      bufferMin=service.buffer_min, processingMin=service.processing_min,
                      price=float(service.price), staffIds=service.staff_ids)


def rows_from(items: list[ServiceIn]) -> list[dict]:
    """Blank names dropped; missing ids derived from the name and made unique; a repeated given id refused."""
    named = [item for item in items if item.name]
    given = [item.serviceId for item in named if item.serviceId]
    repeated = sorted({sid for sid in given if given.count(sid) > 1})
    if repeated:
        raise Invalid(f'Two services have the same ID "{repeated[0]}". Each service needs its own ID.',
                      fields={"services": "Service IDs must be unique"})
    taken = set(given)
    rows = []
    for position, item in enumerate(named):
        service_id = item.serviceId
        if not service_id:
            base = service_id = slug(item.name)
            suffix = 2
            while service_id in taken:
                service_id = f"{base}-{suffix}"
                suffix += 1
            taken.add(service_id)
        rows.append({"service_id": service_id, "position": position, "name": item.name,
                     "duration_min": item.durationMin, "buffer_min": item.bufferMin,
                     "processing_min": item.processingMin, "price": item.price, "staff_ids": item.staffIds})
    return rows


async def read(session: AsyncSession, *, principal: Principal) -> list[ServiceOut]:
    tenant = await own_tenant(session, principal)
    return [as_out(service) for service in await repository.services(session, tenant.id)]


async def replace(session: AsyncSession, *, principal: Principal, data: CatalogueUpdate) -> list[ServiceOut]:
    same_tenant(data.tenantId, principal.tenant_id)
    tenant = await own_tenant(session, principal, for_update=True)
    await repository.replace_services(session, tenant.id, rows_from(data.services))
    catalogue = await repository.services(session, tenant.id)
    await events.services_updated(session, tenant.id, catalogue)
    return [as_out(service) for service in catalogue]

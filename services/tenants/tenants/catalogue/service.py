from typing import Any

from pydantic import ValidationError
from sqlalchemy.ext.asyncio import AsyncSession

from ringbook_common.auth import OwnerPrincipal
from ringbook_common.errors import Invalid, validation_fields
from tenants import events, repository
from tenants.access import same_tenant
from tenants.catalogue import ids
from tenants.catalogue.schemas import MAX_SERVICES, CatalogueUpdate, ServiceIn, ServiceOut
from tenants.locations.differences import catalogue_changed
from tenants.models import Service
from tenants.provisioning.service import own_tenant


def as_out(service: Service) -> ServiceOut:
    return ServiceOut(serviceId=service.service_id, name=service.name, durationMin=service.duration_min,
                      bufferMin=service.buffer_min, processingMin=service.processing_min,
                      price=float(service.price), staffIds=service.staff_ids)


def _repeated(given: list[str]) -> None:
    repeated = sorted({sid for sid in given if given.count(sid) > 1})
    if repeated:
        raise Invalid(f'Two services have the same ID "{repeated[0]}". Each service needs its own ID.',
                      fields={"services": "Service IDs must be unique"})


def rows_from(items: list[ServiceIn], existing: set[str]) -> list[dict]:
    """Blank names dropped; an existing service keeps its id; a new one gets one made from the id the owner typed
    or its name (catalogue.ids), unique in the salon; the same id given twice is refused."""
    named = [item for item in items if item.name]
    _repeated([item.serviceId for item in named if item.serviceId])
    taken = {item.serviceId for item in named if item.serviceId in existing}
    rows = []
    for position, item in enumerate(named):
        service_id = item.serviceId
        if service_id not in existing:
            service_id = ids.new_id(given=service_id, name=item.name, taken=taken)
            taken.add(service_id)
        rows.append({"service_id": service_id, "position": position, "name": item.name,
                     "duration_min": item.durationMin, "buffer_min": item.bufferMin,
                     "processing_min": item.processingMin, "price": item.price, "staff_ids": item.staffIds})
    return rows


async def read(session: AsyncSession, *, principal: OwnerPrincipal) -> list[ServiceOut]:
    tenant = await own_tenant(session, principal)
    return [as_out(service) for service in await repository.services(session, tenant.id)]


async def replace(session: AsyncSession, *, principal: OwnerPrincipal, data: CatalogueUpdate) -> list[ServiceOut]:
    same_tenant(data.tenantId, principal.tenant_id)
    tenant = await own_tenant(session, principal, for_update=True)
    existing = {service.service_id for service in await repository.services(session, tenant.id)}
    await repository.replace_services(session, tenant.id, rows_from(data.services, existing))
    catalogue = await repository.services(session, tenant.id)
    await events.services_updated(session, tenant.id, catalogue)
    await catalogue_changed(session, tenant.id, catalogue)
    return [as_out(service) for service in catalogue]


NAME_REQUIRED = "Service name is required"


def _row(service: Service) -> dict:
    return {"service_id": service.service_id, "name": service.name, "duration_min": service.duration_min,
            "buffer_min": service.buffer_min, "processing_min": service.processing_min, "price": service.price,
            "staff_ids": service.staff_ids}


def _checked(index: int, values: dict[str, Any]) -> ServiceIn:
    try:
        return ServiceIn.model_validate(values)
    except ValidationError as exc:
        errors = [{**error, "loc": ("services", index, *error["loc"])} for error in exc.errors()]
        fields = validation_fields(errors)
        raise Invalid(next(iter(fields.values()), "Invalid service"), fields=fields) from None


def _same_name(name: str) -> str:
    return " ".join(name.split()).casefold()


def _target(raw: dict[str, Any], by_id: dict[str, dict]) -> str:
    """The id of the service an addition updates (its given id, else the service with the same name), or of the
    new service it makes."""
    given, name = str(raw.get("serviceId") or "").strip().lower(), str(raw["name"])
    if given in by_id:
        return given
    named = next((sid for sid, row in by_id.items() if _same_name(row["name"]) == _same_name(name)), None)
    return named or ids.new_id(given=given, name=name, taken=set(by_id))


def merged_rows(current: list[dict], additions: list[dict[str, Any]]) -> tuple[list[dict], list[str]]:
    """The catalogue with these services added, each replacing the service with its id, or with its name (so the
    same name updates the same service, whatever it was renamed from). Omitted buffer and processing times keep
    the existing service's; who performs it is kept. Answers the rows (in the owner's order) and the additions'
    ids."""
    rows = [dict(row) for row in current]
    by_id = {row["service_id"]: row for row in rows}
    added: list[str] = []
    for index, raw in enumerate(additions):
        if not str(raw.get("name") or "").strip():
            raise Invalid(NAME_REQUIRED, fields={f"services.{index}.name": NAME_REQUIRED})
        service_id = _target(raw, by_id)
        if service_id in added:
            raise Invalid(f'Two services have the same ID "{service_id}". Each service needs its own ID.',
                          fields={"services": "Service IDs must be unique"})
        existing = by_id.get(service_id)
        values = {**raw, "serviceId": service_id}
        if existing is not None:
            values.setdefault("bufferMin", existing["buffer_min"])
            values.setdefault("processingMin", existing["processing_min"])
        item = _checked(index, values)
        row = {"service_id": item.serviceId, "name": item.name, "duration_min": item.durationMin,
               "buffer_min": item.bufferMin, "processing_min": item.processingMin, "price": item.price,
               "staff_ids": existing["staff_ids"] if existing is not None else None}
        if existing is not None:
            existing.update(row)
        else:
            rows.append(row)
            by_id[service_id] = row
        added.append(service_id)
    if len(rows) > MAX_SERVICES:
        raise Invalid(f"A business can have at most {MAX_SERVICES} services.",
                      fields={"services": f"At most {MAX_SERVICES} services"})
    return [{**row, "position": position} for position, row in enumerate(rows)], added


async def add(session: AsyncSession, *, principal: OwnerPrincipal,
              additions: list[dict[str, Any]]) -> tuple[list[Service], list[str]]:
    """Add services to the catalogue (the AI receptionist setup wizard), published as the whole catalogue."""
    tenant = await own_tenant(session, principal, for_update=True)
    current = [_row(service) for service in await repository.services(session, tenant.id)]
    rows, ids = merged_rows(current, additions)
    await repository.replace_services(session, tenant.id, rows)
    catalogue = await repository.services(session, tenant.id)
    await events.services_updated(session, tenant.id, catalogue)
    await catalogue_changed(session, tenant.id, catalogue)
    return catalogue, ids

"""A location's menu: the business's catalogue with the location's differences applied, and the differences an
owner's list of services makes. No I/O."""

from ringbook_common.errors import Invalid
from tenants.catalogue.service import as_out
from tenants.locations.schemas import LocationServiceIn, LocationServiceOut
from tenants.models import LocationService, Service

PROCESSING_INSIDE = "Processing time must be shorter than the service itself"


def _as_offered(service: Service, row: LocationService | None) -> LocationServiceOut:
    catalogued = as_out(service).model_dump()
    if row is None:
        return LocationServiceOut(**catalogued, offered=True, ownPrice=None, ownDurationMin=None)
    own_price = None if row.price is None else float(row.price)
    return LocationServiceOut(**{
        **catalogued,
        "price": catalogued["price"] if own_price is None else own_price,
        "durationMin": catalogued["durationMin"] if row.duration_min is None else row.duration_min,
    }, offered=row.offered, ownPrice=own_price, ownDurationMin=row.duration_min)


def applied(catalogue: list[Service], differences: list[LocationService]) -> list[LocationServiceOut]:
    """Every service of the catalogue, in the owner's order, as the location offers it."""
    own = {row.service_id: row for row in differences}
    return [_as_offered(service, own.get(service.service_id)) for service in catalogue]


def _refused(index: int, message: str) -> Invalid:
    return Invalid(message, fields={f"services.{index}.serviceId": message})


def differences_from(items: list[LocationServiceIn], catalogue: list[Service]) -> list[dict]:
    """The rows a location keeps: a service it does not offer, or whose price or duration is not the catalogue's
    (a value equal to the catalogue's is kept as None, so it follows the catalogue). A service not in the
    catalogue, or listed twice, is refused."""
    by_id = {service.service_id: service for service in catalogue}
    rows, seen = [], set()
    for index, item in enumerate(items):
        service_id = item.serviceId.strip().lower()
        service = by_id.get(service_id)
        if service is None:
            raise _refused(index, f'There is no service "{item.serviceId}" in the catalogue')
        if service_id in seen:
            raise _refused(index, f'The service "{service_id}" is listed twice')
        seen.add(service_id)
        price = None if item.price is None or item.price == service.price else item.price
        duration = None if item.durationMin in (None, service.duration_min) else item.durationMin
        if duration is not None and service.processing_min >= duration:
            raise Invalid(PROCESSING_INSIDE, fields={f"services.{index}.durationMin": PROCESSING_INSIDE})
        if item.offered and price is None and duration is None:
            continue
        rows.append({"service_id": service_id, "offered": item.offered, "duration_min": duration, "price": price})
    return rows

"""A service as a location offers it: the business's catalogue entry with the location's own price and duration
where they differ, or nothing when the location does not offer it. No I/O."""

from dataclasses import dataclass

from booking.models import CatalogueService, LocationService


@dataclass(frozen=True)
class Offering:
    service_id: str
    name: str
    duration_min: int
    buffer_min: int
    processing_min: int
    price_cents: int
    staff_ids: tuple[str, ...]
    all_staff: bool


def at_location(service: CatalogueService, difference: LocationService | None) -> Offering | None:
    """The service at a location whose catalogue differs from the business's by `difference` (None: not at
    all); None when the location does not offer it."""
    duration, price, processing = service.duration_min, service.price_cents, service.processing_min
    if difference is not None:
        if not difference.offered:
            return None
        duration = duration if difference.duration_min is None else difference.duration_min
        price = price if difference.price_cents is None else difference.price_cents
        # The catalogue's processing time may have grown past a location's own shorter duration since it was set.
        processing = processing if processing < duration else max(duration - 5, 0)
    return Offering(service_id=service.service_id, name=service.name, duration_min=duration,
                    buffer_min=service.buffer_min, processing_min=processing, price_cents=price,
                    staff_ids=tuple(service.staff_ids or ()), all_staff=service.all_staff)

"""Consumer of tenants' `location_saved`: booking's copy of each location's zone, week and closures, and where its
catalogue differs from the business's."""

import uuid
from datetime import date

from sqlalchemy.ext.asyncio import AsyncSession

from booking.catalogue import repository as catalogue
from booking.catalogue.handlers import opening_week
from booking.locations import repository
from ringbook.common.v1.envelope_pb2 import Envelope
from ringbook.tenants.v1 import events_pb2 as tenants
from ringbook_common import bounded
from ringbook_common.bus.envelope import unpack

MAX_MINUTES = 24 * 60


def _closures(closures) -> list[date]:
    days = set()
    for closure in closures:
        try:
            days.add(date.fromisoformat(closure.date))
        except ValueError:
            continue  # a day booking cannot read closes nothing
    return sorted(days)


def _differences(services) -> list[dict]:
    """The location's own services; none (every event from before they existed) is the business's catalogue."""
    rows: dict[str, dict] = {}
    for item in services:
        service_id = item.service_id.strip()
        if not service_id or service_id in rows:
            continue  # a service listed twice counts as first listed
        rows[service_id] = {
            "service_id": service_id, "offered": item.offered,
            "duration_min": min(max(item.duration_min, 1), MAX_MINUTES) if item.HasField("duration_min") else None,
            "price_cents": max(item.price_cents, 0) if item.HasField("price_cents") else None}
    return list(rows.values())


async def on_location_saved(session: AsyncSession, envelope: Envelope) -> None:
    location = unpack(envelope, tenants.LocationSaved).location
    try:
        location_id = uuid.UUID(location.location_id)
    except ValueError:
        return  # names no location booking could ever be asked about
    await repository.save(session, uuid.UUID(envelope.tenant_id), location_id, {
        "name": location.name, "timezone": bounded.zone_or_default(location.timezone),
        "week": opening_week(location.week), "closures": _closures(location.closures),
        "position": location.position})
    await catalogue.replace_differences(session, uuid.UUID(envelope.tenant_id), location_id,
                                        _differences(location.services))


HANDLERS = {"tenants.location_saved": on_location_saved}

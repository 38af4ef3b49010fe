"""Consumer of tenants' `location_saved`: the receptionist's copy of each of the business's locations (what a
location's agent says of it, and of the others)."""

import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from receptionist.locations import repository
from ringbook.common.v1.envelope_pb2 import Envelope
from ringbook.tenants.v1 import events_pb2 as tenants
from ringbook_common import bounded
from ringbook_common.bus.envelope import unpack


def week_of(days) -> dict[str, dict]:
    """Tenants' week (seven OpeningDay messages) as the wizard keeps hours; {} when it is not a whole week."""
    if len(days) != 7:
        return {}
    return {str(day.weekday): {"open": day.open, "close": day.close, "closed": day.closed} for day in days}


def _differences(services) -> list[dict]:
    differences = []
    for item in services:
        difference: dict = {"service_id": item.service_id, "offered": item.offered}
        if item.HasField("duration_min"):
            difference["duration_min"] = max(item.duration_min, 1)
        if item.HasField("price_cents"):
            difference["price_cents"] = max(item.price_cents, 0)
        differences.append(difference)
    return differences


async def on_location_saved(session: AsyncSession, envelope: Envelope) -> None:
    location = unpack(envelope, tenants.LocationSaved).location
    try:
        tenant_id, location_id = uuid.UUID(envelope.tenant_id), uuid.UUID(location.location_id)
    except ValueError:
        return  # names no location a call could ever reach
    await repository.save(session, tenant_id, location_id, {
        "name": location.name, "address": location.address, "timezone": bounded.zone_or_default(location.timezone),
        "week": week_of(location.week), "front_desk_phone": location.front_desk_phone,
        "closures": [{"date": closure.date, "reason": closure.reason} for closure in location.closures],
        "position": max(location.position, 0), "services": _differences(location.services)})


HANDLERS = {"tenants.location_saved": on_location_saved}

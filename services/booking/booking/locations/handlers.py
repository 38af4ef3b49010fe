"""Consumer of tenants' `location_saved`: booking's copy of each location's zone, week and closures."""

import uuid
from datetime import date

from sqlalchemy.ext.asyncio import AsyncSession

from booking.catalogue.handlers import opening_week
from booking.locations import repository
from ringbook.common.v1.envelope_pb2 import Envelope
from ringbook.tenants.v1 import events_pb2 as tenants
from ringbook_common import bounded
from ringbook_common.bus.envelope import unpack


def _closures(closures) -> list[date]:
    days = set()
    for closure in closures:
        try:
            days.add(date.fromisoformat(closure.date))
        except ValueError:
            continue  # a day booking cannot read closes nothing
    return sorted(days)


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


HANDLERS = {"tenants.location_saved": on_location_saved}

"""rpc.booking.availability and rpc.booking.ping."""

import functools
import uuid

from booking.availability import repository, service
from booking.calendars import service as calendars
from booking.calendars.ports import FreeTimes
from booking.config import Settings
from booking.locations import service as locations
from booking.rpc_common import slot_messages, tenant_of
from ringbook.booking.v1 import rpc_pb2 as rpc
from ringbook_common import clock
from ringbook_common.app import ServiceContext
from ringbook_common.db import reading
from ringbook_common.errors import Invalid


async def availability(context: ServiceContext[Settings], request: rpc.AvailabilityRequest) -> rpc.AvailabilityReply:
    tenant_id = tenant_of(request.tenant_id)
    first_day = service.parse_day(request.from_date, "from_date")
    last_day = service.parse_day(request.to_date, "to_date") or first_day
    ignore = _appointment_id(request.ignore_appointment_id) if request.ignore_appointment_id else None
    location_id = locations.location_id_of(request.location_id)
    async with reading(context.sessionmaker) as session:  # a kept answer costs its one version read
        calendar = await calendars.for_availability(session, context.settings, tenant_id=tenant_id)
        offer = await calendar.free_times(service_id=request.service_id, first_day=first_day, last_day=last_day,
                                          staff_id=request.staff_id or None, now=clock.now(),
                                          ignore_appointment=ignore, location_id=location_id)
    last = offer.first + request.limit if request.limit > 0 else None
    reply = rpc.AvailabilityReply(timezone=offer.times.timezone)
    slots = messages(offer.times) if offer.kept else slot_messages(list(offer.times.slots))
    reply.slots.extend(slots[offer.first:last])
    return reply


def _appointment_id(value: str) -> uuid.UUID:
    try:
        return uuid.UUID(value)
    except ValueError:
        raise Invalid("ignore_appointment_id must be an appointment's id") from None


@functools.lru_cache(maxsize=256)
def messages(times: FreeTimes) -> tuple[rpc.Slot, ...]:
    """A kept answer's free times as messages, built once for all the callers it serves."""
    return tuple(slot_messages(list(times.slots)))


async def ping(context: ServiceContext[Settings], request: rpc.PingRequest) -> rpc.PingReply:
    async with context.sessionmaker() as session:
        return rpc.PingReply(ok=await repository.ping(session))

"""rpc.booking.availability and rpc.booking.ping."""

from booking import clock
from booking.availability import repository, service
from booking.rpc_common import slot_messages, tenant_of
from ringbook.booking.v1 import rpc_pb2 as rpc
from ringbook_common.app import ServiceContext
from ringbook_common.db import unit_of_work


async def availability(context: ServiceContext, request: rpc.AvailabilityRequest) -> rpc.AvailabilityReply:
    tenant_id = tenant_of(request.tenant_id)
    async with unit_of_work(context.sessionmaker) as session:
        found = await service.search(
            session, context.settings, tenant_id=tenant_id, service_id=request.service_id,
            first_day=service.parse_day(request.from_date, "from_date"),
            last_day=service.parse_day(request.to_date, "to_date") or service.parse_day(request.from_date,
                                                                                         "from_date"),
            staff_id=request.staff_id or None, now=clock.now())
        if request.limit > 0:
            found.slots = found.slots[:request.limit]
        return rpc.AvailabilityReply(slots=slot_messages(found.as_dicts(context.settings)),
                                     timezone=found.profile.timezone)


async def ping(context: ServiceContext, request: rpc.PingRequest) -> rpc.PingReply:
    async with context.sessionmaker() as session:
        return rpc.PingReply(ok=await repository.ping(session))

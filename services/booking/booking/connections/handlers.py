"""rpc.booking.calendar_status: which calendar takes the tenant's bookings, whether it can, and (when asked) the
event types bookings can go to. The AI receptionist setup wizard's connect and event-type steps read it."""

import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from booking.calcom import connection as calcom_connection
from booking.calcom import service as calcom
from booking.config import Settings
from booking.connections import service
from booking.rpc_common import tenant_of
from ringbook.booking.v1 import rpc_pb2 as rpc
from ringbook_common.app import ServiceContext


async def status_reply(session: AsyncSession, settings: Settings, tenant_id: uuid.UUID, *,
                       include_event_types: bool) -> rpc.CalendarStatusReply:
    state = await service.calendar_settings(session, tenant_id)
    reply = rpc.CalendarStatusReply(
        booking_calendar=state.bookingCalendar,
        connected=state.bookingCalendar == service.BUILTIN or state.calcom.connected,
        calcom_connected=state.calcom.connected, calcom_status=state.calcom.status,
        default_event_type_id=str(state.calcom.defaultEventTypeId or ""))
    if include_event_types:
        # The same list GET /calcom/event-types shows the owner: Cal.com's once an account is linked, else the
        # salon's services (the built-in calendar books those directly).
        linked = await calcom_connection.connection_of(session, tenant_id) is not None
        reply.event_types_source = service.CALCOM if linked else service.BUILTIN
        reply.event_types.extend(
            rpc.EventType(id=str(item.id), title=item.title, length_in_minutes=item.lengthInMinutes,
                          description=item.description)
            for item in await calcom.event_types(session, settings, tenant_id))
    return reply


async def calendar_status(context: ServiceContext[Settings],
                          request: rpc.CalendarStatusRequest) -> rpc.CalendarStatusReply:
    tenant_id = tenant_of(request.tenant_id)
    async with context.sessionmaker() as session:
        return await status_reply(session, context.settings, tenant_id,
                                  include_event_types=request.include_event_types)

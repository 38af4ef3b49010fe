"""rpc.booking.set_default_event_type: the AI receptionist setup wizard's choice of Cal.com event type."""

from booking.calcom import service
from booking.calcom.schemas import DefaultEventType
from booking.config import Settings
from booking.connections import service as connections
from booking.connections.handlers import status_reply
from booking.rpc_common import tenant_of
from ringbook.booking.v1 import rpc_pb2 as rpc
from ringbook_common.app import ServiceContext
from ringbook_common.db import unit_of_work
from ringbook_common.errors import Invalid


async def set_default_event_type(context: ServiceContext[Settings],
                                 request: rpc.SetDefaultEventTypeRequest) -> rpc.CalendarStatusReply:
    """The chosen event type becomes Cal.com's default and Cal.com the booking calendar: the owner connected it
    for the receptionist, which is to book into it."""
    tenant_id = tenant_of(request.tenant_id)
    try:
        chosen = DefaultEventType.model_validate({"eventTypeId": request.event_type_id})
    except ValueError:
        raise Invalid("Choose one of your event types",
                      fields={"eventTypeId": "eventTypeId must be a Cal.com event type id"}) from None
    async with unit_of_work(context.sessionmaker) as session:
        await service.choose_default(session, context.settings, tenant_id, chosen.eventTypeId)
        await connections.choose_booking_calendar(session, tenant_id, connections.CALCOM)
        return await status_reply(session, context.settings, tenant_id, include_event_types=False)

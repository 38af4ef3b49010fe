"""The wizard's questions to the services that own the data: booking (calendar, event types, staff) and tenants
(the service catalogue), over NATS request/reply. A refusal comes back as the owner's error (422, 409...); a
service that does not answer is a 503 the owner can retry."""

import uuid

from google.protobuf.message import Message

from ringbook.booking.v1 import rpc_pb2 as booking
from ringbook.tenants.v1 import events_pb2 as tenants_events
from ringbook.tenants.v1 import rpc_pb2 as tenants
from ringbook_common.bus import rpc
from ringbook_common.bus.connection import Bus
from ringbook_common.errors import Timeout, Unavailable

BOOKING = "your calendar and staff"
CATALOGUE = "your services"
HOURS = "your opening hours"


class NotAnswering(Unavailable):
    def __init__(self, what: str) -> None:
        super().__init__(f"We couldn't reach {what} just now. Please try again in a moment.")


async def _ask(bus: Bus, subject: str, message: Message, reply_type: type, *, timeout: float, what: str):
    try:
        return await rpc.request(bus, subject, message, reply_type, timeout=timeout)
    except (Unavailable, Timeout) as exc:
        raise NotAnswering(what) from exc


async def calendar_status(bus: Bus, *, tenant_id: uuid.UUID, timeout: float,
                          include_event_types: bool = False) -> booking.CalendarStatusReply:
    return await _ask(bus, "rpc.booking.calendar_status", booking.CalendarStatusRequest(
        tenant_id=str(tenant_id), include_event_types=include_event_types), booking.CalendarStatusReply,
        timeout=timeout, what=BOOKING)


async def set_default_event_type(bus: Bus, *, tenant_id: uuid.UUID, event_type_id: str,
                                 timeout: float) -> booking.CalendarStatusReply:
    return await _ask(bus, "rpc.booking.set_default_event_type", booking.SetDefaultEventTypeRequest(
        tenant_id=str(tenant_id), event_type_id=event_type_id), booking.CalendarStatusReply, timeout=timeout,
        what=BOOKING)


async def add_staff(bus: Bus, *, tenant_id: uuid.UUID, name: str, email: str, title: str, timeout: float,
                    phone: str = "") -> booking.StaffMember:
    reply = await _ask(bus, "rpc.booking.add_staff", booking.AddStaffRequest(
        tenant_id=str(tenant_id), name=name, email=email, title=title, phone=phone), booking.AddStaffReply,
        timeout=timeout, what=BOOKING)
    return reply.staff


async def set_opening_hours(bus: Bus, *, tenant_id: uuid.UUID, user_id: str, week: dict[str, dict], address: str,
                            timeout: float) -> tenants.OpeningHoursReply:
    """The week and the address saved at tenants, the salon's one set of opening hours and one address; a day left
    out is closed."""
    days = [tenants_events.OpeningDay(weekday=int(day), open=hours.get("open", ""), close=hours.get("close", ""),
                                      closed=bool(hours.get("closed"))) for day, hours in week.items()]
    return await _ask(bus, "rpc.tenants.set_opening_hours", tenants.SetOpeningHoursRequest(
        tenant_id=str(tenant_id), user_id=user_id, week=days, address=address), tenants.OpeningHoursReply,
        timeout=timeout, what=HOURS)


async def add_services(bus: Bus, *, tenant_id: uuid.UUID, user_id: str, services: list[tenants.ServiceInput],
                       timeout: float) -> tenants.CatalogueReply:
    return await _ask(bus, "rpc.tenants.add_services", tenants.AddServicesRequest(
        tenant_id=str(tenant_id), user_id=user_id, services=services), tenants.CatalogueReply, timeout=timeout,
        what=CATALOGUE)

"""The wizard's questions to the services that own the data: booking (calendar, event types, staff) and tenants
(the service catalogue), over NATS request/reply. A refusal comes back as the owner's error (422, 409...); a
service that does not answer is a 503 the owner can retry."""

import uuid

from ringbook.booking.v1 import rpc_pb2 as booking
from ringbook.tenants.v1 import events_pb2 as tenants_events
from ringbook.tenants.v1 import rpc_pb2 as tenants
from ringbook_common.bus.connection import Bus
from ringbook_common.bus.rpc import Caller
from ringbook_common.errors import Unavailable

BOOKING = "your calendar and staff"
CATALOGUE = "your services"
HOURS = "your opening hours"


class NotAnswering(Unavailable):
    def __init__(self, what: str) -> None:
        super().__init__(f"We couldn't reach {what} just now. Please try again in a moment.")


def _caller(service: str, what: str) -> Caller:
    return Caller(service, unanswered=lambda _: NotAnswering(what))


CALENDAR = _caller("booking", BOOKING)
CATALOGUE_OWNER = _caller("tenants", CATALOGUE)
HOURS_OWNER = _caller("tenants", HOURS)


async def calendar_status(bus: Bus, *, tenant_id: uuid.UUID, timeout: float,
                          include_event_types: bool = False) -> booking.CalendarStatusReply:
    return await CALENDAR.ask(bus, "calendar_status", booking.CalendarStatusRequest(
        tenant_id=str(tenant_id), include_event_types=include_event_types), booking.CalendarStatusReply,
        timeout=timeout)


async def set_default_event_type(bus: Bus, *, tenant_id: uuid.UUID, event_type_id: str,
                                 timeout: float) -> booking.CalendarStatusReply:
    return await CALENDAR.ask(bus, "set_default_event_type", booking.SetDefaultEventTypeRequest(
        tenant_id=str(tenant_id), event_type_id=event_type_id), booking.CalendarStatusReply, timeout=timeout)


async def add_staff(bus: Bus, *, tenant_id: uuid.UUID, name: str, email: str, title: str, timeout: float,
                    phone: str = "") -> booking.StaffMember:
    reply = await CALENDAR.ask(bus, "add_staff", booking.AddStaffRequest(
        tenant_id=str(tenant_id), name=name, email=email, title=title, phone=phone), booking.AddStaffReply,
        timeout=timeout)
    return reply.staff


async def set_opening_hours(bus: Bus, *, tenant_id: uuid.UUID, user_id: str, week: dict[str, dict], address: str,
                            timeout: float) -> tenants.OpeningHoursReply:
    """The week and the address saved at tenants, the salon's one set of opening hours and one address; a day left
    out is closed."""
    days = [tenants_events.OpeningDay(weekday=int(day), open=hours.get("open", ""), close=hours.get("close", ""),
                                      closed=bool(hours.get("closed"))) for day, hours in week.items()]
    return await HOURS_OWNER.ask(bus, "set_opening_hours", tenants.SetOpeningHoursRequest(
        tenant_id=str(tenant_id), user_id=user_id, week=days, address=address), tenants.OpeningHoursReply,
        timeout=timeout)


async def add_services(bus: Bus, *, tenant_id: uuid.UUID, user_id: str, services: list[tenants.ServiceInput],
                       timeout: float) -> tenants.CatalogueReply:
    return await CATALOGUE_OWNER.ask(bus, "add_services", tenants.AddServicesRequest(
        tenant_id=str(tenant_id), user_id=user_id, services=services), tenants.CatalogueReply, timeout=timeout)

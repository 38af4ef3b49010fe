from fastapi import FastAPI

from booking import integrations
from booking.analytics.endpoints import router as analytics_router
from booking.analytics.handlers import HANDLERS as CALL_HANDLERS
from booking.appointments import handlers as appointment_rpc
from booking.appointments.endpoints import router as appointments_router
from booking.availability import handlers as availability_rpc
from booking.availability.endpoints import router as availability_router
from booking.calcom import connection as calcom_connection
from booking.calcom import handlers as calcom_rpc
from booking.calcom.endpoints import router as calcom_router
from booking.catalogue.handlers import HANDLERS as CATALOGUE_HANDLERS
from booking.config import Settings
from booking.connections import handlers as connections_rpc
from booking.connections.endpoints import router as connections_router
from booking.feeds.endpoints import router as feeds_router
from booking.google import worker as google_worker
from booking.google.handlers import HANDLERS as GOOGLE_HANDLERS
from booking.hours.endpoints import router as hours_router
from booking.locations.handlers import HANDLERS as LOCATION_HANDLERS
from booking.reminders import handlers as reminder_rpc
from booking.reminders import worker as reminders
from booking.staff import handlers as staff_rpc
from booking.staff.endpoints import router as staff_router
from booking.texting.handlers import HANDLERS as TEXTING_HANDLERS
from booking.timeoff.endpoints import router as timeoff_router
from booking.waitlist import handlers as waitlist_rpc
from booking.waitlist.endpoints import router as waitlist_router
from ringbook.booking.v1 import rpc_pb2 as rpc
from ringbook_common.app import RpcRoute, ServiceSpec, create_service_app

SPEC = ServiceSpec(
    name="booking",
    title="Ringbook Booking",
    description=("Staff, hours, time off, appointments, availability, calendars, reminders, the waitlist "
                 "and the owner's dashboard numbers"),
    routers=[staff_router, hours_router, timeoff_router, availability_router, appointments_router,
             analytics_router, connections_router, feeds_router, calcom_router, waitlist_router],
    event_handlers={**CATALOGUE_HANDLERS, **LOCATION_HANDLERS, **CALL_HANDLERS, **GOOGLE_HANDLERS, **TEXTING_HANDLERS},
    rpc_routes=[
        RpcRoute("availability", rpc.AvailabilityRequest, availability_rpc.availability),
        RpcRoute("ping", rpc.PingRequest, availability_rpc.ping),
        RpcRoute("hold", rpc.HoldRequest, appointment_rpc.hold),
        RpcRoute("book", rpc.BookRequest, appointment_rpc.book),
        RpcRoute("reschedule", rpc.RescheduleRequest, appointment_rpc.reschedule),
        RpcRoute("cancel", rpc.CancelRequest, appointment_rpc.cancel),
        RpcRoute("find_by_phone", rpc.FindByPhoneRequest, appointment_rpc.find_by_phone),
        RpcRoute("add_staff", rpc.AddStaffRequest, staff_rpc.add_staff),
        RpcRoute("staff_week", rpc.StaffWeekRequest, staff_rpc.staff_week),
        RpcRoute("calendar_status", rpc.CalendarStatusRequest, connections_rpc.calendar_status),
        RpcRoute("set_default_event_type", rpc.SetDefaultEventTypeRequest, calcom_rpc.set_default_event_type),
        RpcRoute("join_waitlist", rpc.JoinWaitlistRequest, waitlist_rpc.join_waitlist),
        RpcRoute("answer_offer", rpc.AnswerOfferRequest, waitlist_rpc.answer_offer),
        RpcRoute("confirm_appointment", rpc.ConfirmAppointmentRequest, reminder_rpc.confirm_appointment),
        integrations.RPC_ROUTE,
    ],
    on_startup=[reminders.start, google_worker.start, calcom_connection.start],
    on_shutdown=[reminders.stop, google_worker.stop],
)


def create_app(settings: Settings | None = None) -> FastAPI:
    return create_service_app(SPEC, settings or Settings())

from fastapi import FastAPI

from booking.config import Settings
from booking.hours.endpoints import router as hours_router
from booking.staff.endpoints import router as staff_router
from booking.timeoff.endpoints import router as timeoff_router
from ringbook_common.app import ServiceSpec, create_service_app

SPEC = ServiceSpec(
    name="booking",
    title="Ringbook Booking",
    description=("Staff, hours, time off, appointments, availability, calendars, reminders "
                 "and the owner's dashboard numbers"),
    routers=[staff_router, hours_router, timeoff_router],
)


def create_app(settings: Settings | None = None) -> FastAPI:
    return create_service_app(SPEC, settings or Settings())

from fastapi import FastAPI

from booking.config import Settings
from ringbook_common.app import ServiceSpec, create_service_app

SPEC = ServiceSpec(
    name="booking",
    title="Ringbook Booking",
    description=("Staff, hours, time off, appointments, availability, calendars, reminders "
                 "and the owner's dashboard numbers"),
)


def create_app(settings: Settings | None = None) -> FastAPI:
    return create_service_app(SPEC, settings or Settings())

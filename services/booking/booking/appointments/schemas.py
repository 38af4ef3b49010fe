"""Request bodies and the portal's view of an appointment (the spec's fields plus ids and instants)."""

from datetime import datetime
from typing import Annotated, Any, Literal
from zoneinfo import ZoneInfo

from pydantic import BaseModel, ConfigDict, Field

from booking import fields
from booking.models import Appointment, Staff
from ringbook_common import bounded
from ringbook_common.choices import choice

PHONE_REQUIRED = "Customer phone is required"

# A local start with offset; without an offset it is read in the business's time zone.
Start = Annotated[datetime | None, bounded.moment(label="start")]
SlotId = Annotated[str | None, fields.text(label="slotId", max_length=400)]
StaffId = Annotated[str | None, fields.text(label="staffId", max_length=fields.STAFF_ID_MAX)]

AppointmentStatus = Literal["scheduled", "completed", "cancelled", "no-show"]
# What an owner may set: a scheduled appointment is made by booking or rescheduling it.
StatusChange = Literal["cancelled", "completed", "no-show"]
AppointmentSort = Literal["date", "-date", "customer", "-customer", "service", "-service", "price", "-price"]
STATUS_CHANGE_MESSAGE = "Send a new time (slotId or start) or a status: cancelled, completed or no-show"

AppointmentStatusQuery = Annotated[
    AppointmentStatus | None,
    choice(AppointmentStatus, message="status must be scheduled, completed, cancelled or no-show")]
AppointmentSortQuery = Annotated[AppointmentSort, choice(
    AppointmentSort, default="date", message="sort must be date, customer, service or price (prefix - for descending)")]


class AppointmentCreate(fields.Body):
    slotId: SlotId = None
    start: Start = None
    # With `start`: where (a slotId names its own location). None: the business's first location.
    location: fields.LocationRef = None
    serviceId: Annotated[str | None, fields.text(label="serviceId", max_length=200)] = None
    staffId: StaffId = None
    customerName: Annotated[str, fields.text(label="Customer name", max_length=120,
                                             required="Customer name is required")] = ""
    # Read in the salon's country by the endpoint (ringbook_common.phones): "(646) 555-0144" or "+1 646 555 0144".
    customerPhone: Annotated[str, fields.text(label="Customer phone", max_length=40, required=PHONE_REQUIRED)] = ""
    customerEmail: Annotated[str | None, fields.email(invalid="Please enter a valid email address")] = None
    notes: Annotated[str | None, fields.text(label="Notes", max_length=1000)] = None
    source: Annotated[str | None, fields.text(label="source", max_length=20)] = None
    idempotencyKey: Annotated[str | None, fields.text(label="idempotencyKey", max_length=200)] = None


class AppointmentUpdate(fields.Body):
    """Reschedule (`slotId`, or `start` [+ `staffId`]), cancel (`status: "cancelled"` + `reason`), or mark
    `status: "completed"` / `"no-show"`."""

    slotId: SlotId = None
    start: Start = None
    staffId: StaffId = None
    status: Annotated[StatusChange | None, choice(StatusChange, message=STATUS_CHANGE_MESSAGE)] = None
    reason: Annotated[str | None, fields.text(label="Reason", max_length=500)] = None


class AppointmentView(BaseModel):
    """An appointment as the portal shows it: the spec's fields, its ids and its instants in the salon's zone."""

    model_config = ConfigDict(extra="forbid")

    id: str
    date: str = Field(description="Local date of the start")
    time: str = Field(description="Local time of the start (HH:MM)")
    customerName: str
    customerPhone: str
    customerEmail: str
    service: str
    duration: int = Field(description="Minutes")
    price: float = Field(description="Dollars")
    status: str = Field(description="scheduled, completed, cancelled or no-show")
    serviceId: str
    staffId: str
    staffName: str
    startsAt: str = Field(description="Local time with offset")
    endsAt: str = Field(description="Local time with offset")
    notes: str
    source: str
    bookedAt: str
    cancelReason: str
    language: str
    # Always sent; optional in the document so clients written before locations still describe the answer.
    locationId: str = Field(default="", description="The location it is at (the business's first location's id "
                                                    "is its own)")
    confirmedAt: str = Field(default="", description="When the client confirmed it by replying to its reminder, "
                                                     "local time with offset; empty until then, and again once moved")


class AppointmentPage(BaseModel):
    model_config = ConfigDict(extra="forbid")

    appointments: list[AppointmentView]
    total: int = Field(description="How many appointments match")
    priceTotal: float = Field(description="The sum of their prices, in dollars")
    page: int
    pageSize: int


def parse_start(moment: datetime | None, timezone: str) -> datetime | None:
    if moment is None:
        return None
    return moment if moment.tzinfo else moment.replace(tzinfo=ZoneInfo(timezone))


def present(appointment: Appointment, staff: Staff | None, timezone: str) -> dict[str, Any]:
    zone = ZoneInfo(timezone)
    start = appointment.starts_at.astimezone(zone)
    return {
        "id": str(appointment.id),
        "date": start.date().isoformat(),
        "time": f"{start:%H:%M}",
        "customerName": appointment.customer_name,
        "customerPhone": appointment.customer_phone,
        "customerEmail": appointment.customer_email or "",
        "service": appointment.service_name,
        "duration": appointment.duration_min,
        "price": appointment.price_cents / 100,
        "status": appointment.status,
        "serviceId": appointment.service_id,
        "staffId": staff.staff_id if staff else "",
        "staffName": staff.name if staff else "",
        "startsAt": start.isoformat(),
        "endsAt": appointment.ends_at.astimezone(zone).isoformat(),
        "notes": appointment.notes or "",
        "source": appointment.source,
        "bookedAt": appointment.created_at.astimezone(zone).isoformat() if appointment.created_at else "",
        "cancelReason": appointment.cancel_reason or "",
        "language": appointment.language or "",
        "locationId": str(appointment.location_id),
        "confirmedAt": appointment.confirmed_at.astimezone(zone).isoformat() if appointment.confirmed_at else "",
    }


def view(appointment: Appointment, staff: Staff | None, timezone: str) -> AppointmentView:
    return AppointmentView.model_validate(present(appointment, staff, timezone))

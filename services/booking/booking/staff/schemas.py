from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, PlainValidator, WithJsonSchema

from booking import fields
from booking.fields import Body, ClaimedTenant
from booking.models import Staff
from ringbook_common.bounded import MARKER, flag, unacceptable

STAFF_REQUIRED = "Staff ID and name are required"
NAME_REQUIRED = "Name is required"
EMAIL_REQUIRED = "Email is required"
INVALID_EMAIL = "Please enter a valid email"
NAME_MAX = 100
TITLE_MAX = 100


# The member's mobile for texts meant for them (a caller running late), read in the salon's country by the
# service (ringbook_common.phones): "(646) 555-0144" or "+1 646 555 0144"; empty clears it.
StaffPhone = Annotated[str | None, fields.text(label="Phone", max_length=40)]
Email = Annotated[str | None, fields.email(invalid=INVALID_EMAIL)]
Title = Annotated[str | None, fields.text(label="Title", max_length=TITLE_MAX)]


class StaffCreate(Body):
    """Add Staff: ID and name required (trimmed), e-mail and title optional."""

    model_config = ConfigDict(json_schema_extra={"required": ["staffId", "name"]})

    staffId: Annotated[str, fields.new_staff_id(required=STAFF_REQUIRED)] = ""
    name: Annotated[str, fields.text(label="Name", max_length=NAME_MAX, required=STAFF_REQUIRED)] = ""
    email: Email = None
    title: Title = None
    phone: StaffPhone = None
    tenantId: ClaimedTenant = None


class StaffPhoneSet(Body):
    """A member's own mobile: given to set it, empty or null to clear it."""

    phone: StaffPhone = None
    tenantId: ClaimedTenant = None


class StaffByName(Body):
    """The setup wizard's Add Staff (over the bus): name required, the staff ID derived from it."""

    name: Annotated[str, fields.text(label="Name", max_length=NAME_MAX, required=NAME_REQUIRED)] = ""
    email: Email = None
    title: Title = None
    phone: StaffPhone = None


class CalendarShare(Body):
    """Add Staff's Email: share the member's calendar with this address."""

    model_config = ConfigDict(json_schema_extra={"required": ["email"]})

    email: Annotated[str, fields.email(invalid=INVALID_EMAIL, empty=EMAIL_REQUIRED)] = ""
    tenantId: ClaimedTenant = None


REASSIGN_MAX = 500
REASSIGN_MESSAGE = "reassign must map appointment ids to staff IDs"



def _reassign(value: object) -> dict[str, str]:
    if value is None:
        return {}
    if not isinstance(value, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in value.items()):
        raise ValueError(REASSIGN_MESSAGE)
    if any(unacceptable(key) or unacceptable(staff_id) for key, staff_id in value.items()):
        raise ValueError(REASSIGN_MESSAGE)
    if len(value) > REASSIGN_MAX:
        raise ValueError(f"reassign can move at most {REASSIGN_MAX} appointments at a time")
    if any(len(k) > 100 or len(v) > fields.STAFF_ID_MAX for k, v in value.items()):
        raise ValueError(REASSIGN_MESSAGE)
    return {key.strip(): staff_id.strip() for key, staff_id in value.items()}


Reassign = Annotated[dict[str, str], PlainValidator(_reassign), WithJsonSchema({
    "type": "object", "additionalProperties": {"type": "string", "maxLength": fields.STAFF_ID_MAX, MARKER: "text"},
    "maxProperties": REASSIGN_MAX,
    "description": "appointment id -> staff ID of the member who takes it over (free at that time)"})]


class StaffRemoval(Body):
    """What happens to the member's upcoming appointments: each one in `reassign` goes to the member named,
    `force: true` cancels the rest (each client gets a text); without it, any left refuse the removal."""

    deleteCalendar: Annotated[bool, flag(label="deleteCalendar", default=False)] = False
    force: Annotated[bool, flag(label="force", default=False)] = False
    reassign: Reassign = {}
    tenantId: ClaimedTenant = None


class Candidate(BaseModel):
    staffId: str
    name: str


class UpcomingAppointment(BaseModel):
    id: str
    startsAt: str
    date: str
    time: str
    service: str
    customerName: str
    reassignTo: list[Candidate] = Field(description="Members who offer the service and are free at that time")

    @classmethod
    def of(cls, view: dict, takers: list[Candidate]) -> "UpcomingAppointment":
        return cls(id=view["id"], startsAt=view["startsAt"], date=view["date"], time=view["time"],
                   service=view["service"], customerName=view["customerName"], reassignTo=takers)


class UpcomingOfStaff(BaseModel):
    staffId: str
    name: str
    upcomingAppointments: int = Field(description="How many upcoming appointments the member has")
    appointments: list[UpcomingAppointment] = Field(description="The first 200 of them, soonest first")


class StaffMember(BaseModel):
    staffId: str
    name: str
    email: str | None
    title: str | None
    phone: str | None = Field(default=None, description="The member's mobile (E.164), when the salon gave one")
    calendarId: str = Field(description="Opens the member's calendar: a Google calendar id (`…@group.calendar."
                                        "google.com`), or `builtin:<uuid>` for a built-in one; empty while pending")
    calendarPending: bool = Field(description="True while Google has not created the member's calendar yet "
                                              "(retried in the background)")

    @classmethod
    def of(cls, staff: Staff) -> "StaffMember":
        return cls(staffId=staff.staff_id, name=staff.name, email=staff.email, title=staff.title, phone=staff.phone,
                   calendarId=staff.calendar_id, calendarPending=staff.calendar_pending)


class StaffList(BaseModel):
    staff: list[StaffMember]


class StaffRemoved(BaseModel):
    deleted: bool = True
    staffId: str
    calendarDeleted: bool
    cancelledAppointments: int = 0
    reassignedAppointments: int = 0

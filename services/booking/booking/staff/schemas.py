from pydantic import BaseModel, ConfigDict, Field

from booking import fields
from booking.fields import Body, ClaimedTenant
from booking.models import Staff
from ringbook_common.bounded import flag

STAFF_REQUIRED = "Staff ID and name are required"
NAME_REQUIRED = "Name is required"
EMAIL_REQUIRED = "Email is required"
INVALID_EMAIL = "Please enter a valid email"
NAME_MAX = 100
TITLE_MAX = 100


class StaffCreate(Body):
    """Add Staff: ID and name required (trimmed), e-mail and title optional."""

    model_config = ConfigDict(json_schema_extra={"required": ["staffId", "name"]})

    staffId: fields.new_staff_id(required=STAFF_REQUIRED) = ""
    name: fields.text(label="Name", max_length=NAME_MAX, required=STAFF_REQUIRED) = ""
    email: fields.email(invalid=INVALID_EMAIL) = None
    title: fields.text(label="Title", max_length=TITLE_MAX) = None
    tenantId: ClaimedTenant = None


class StaffByName(Body):
    """The setup wizard's Add Staff (over the bus): name required, the staff ID derived from it."""

    name: fields.text(label="Name", max_length=NAME_MAX, required=NAME_REQUIRED) = ""
    email: fields.email(invalid=INVALID_EMAIL) = None
    title: fields.text(label="Title", max_length=TITLE_MAX) = None


class CalendarShare(Body):
    """Add Staff's Email: share the member's calendar with this address."""

    model_config = ConfigDict(json_schema_extra={"required": ["email"]})

    email: fields.email(invalid=INVALID_EMAIL, empty=EMAIL_REQUIRED) = ""
    tenantId: ClaimedTenant = None


class StaffRemoval(Body):
    deleteCalendar: flag(label="deleteCalendar", default=False) = False
    force: flag(label="force", default=False) = False
    tenantId: ClaimedTenant = None


class StaffMember(BaseModel):
    staffId: str
    name: str
    email: str | None
    title: str | None
    calendarId: str = Field(description="Opens the member's calendar: a Google calendar id (`…@group.calendar."
                                        "google.com`), or `builtin:<uuid>` for a built-in one; empty while pending")
    calendarPending: bool = Field(description="True while Google has not created the member's calendar yet "
                                              "(retried in the background)")

    @classmethod
    def of(cls, staff: Staff) -> "StaffMember":
        return cls(staffId=staff.staff_id, name=staff.name, email=staff.email, title=staff.title,
                   calendarId=staff.calendar_id, calendarPending=staff.calendar_pending)


class StaffList(BaseModel):
    staff: list[StaffMember]


class StaffRemoved(BaseModel):
    deleted: bool = True
    staffId: str
    calendarDeleted: bool

from typing import Annotated

from pydantic import BaseModel, ConfigDict, PlainValidator, WithJsonSchema

from booking import fields
from booking.fields import Body, ClaimedTenant, LocationRef
from booking.hours.rules import MAX_SLOTS, Slot, parse_week
from ringbook_common import bounded

# parse_week reads each as hh:mm and refuses anything else.
CLOCK = {"type": "string", "maxLength": 5, "pattern": r"^\d{2}:\d{2}$", bounded.MARKER: "text"}
Week = Annotated[list[Slot], PlainValidator(parse_week), WithJsonSchema({
    "type": "array", "maxItems": MAX_SLOTS,
    "items": {"type": "object", "required": ["dow", "start", "end"], "properties": {
        "dow": {"type": "integer", "minimum": 0, "maximum": 6, "description": "0 Sunday .. 6 Saturday"},
        "start": {**CLOCK, "examples": ["09:00"]},
        "end": {**CLOCK, "examples": ["17:00"], "description": "After start; 24:00 for midnight"},
        "enabled": {"type": "boolean", "description": "false: the row is skipped (an unticked day)"},
    }},
    "description": "The whole week: several intervals a day make breaks; they may not overlap",
})]


class HoursUpdate(Body):
    model_config = ConfigDict(json_schema_extra={"required": ["staffId", "hours"]})

    staffId: fields.ExistingStaffId = ""
    hours: Week = fields.MISSING
    location: LocationRef = None
    tenantId: ClaimedTenant = None


class HoursSlot(BaseModel):
    dow: int
    start: str
    end: str


class StaffHours(BaseModel):
    hours: list[HoursSlot]

    @classmethod
    def of(cls, slots: list[Slot]) -> "StaffHours":
        return cls(hours=[HoursSlot(**slot.as_json()) for slot in slots])

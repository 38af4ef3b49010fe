from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, PlainValidator, WithJsonSchema

from booking import fields
from booking.fields import Body, ClaimedTenant
from booking.timeoff.rules import MAX_RANGES, REASON_MAX, Period, parse_ranges
from ringbook_common import bounded

# parse_ranges (moment_of) bounds them to the years EARLIEST to LATEST.
MOMENT = {"type": "string", "format": "date-time", "maxLength": 64, bounded.MARKER: "datetime"}
Ranges = Annotated[list[Period], PlainValidator(parse_ranges), WithJsonSchema({
    "type": "array", "maxItems": MAX_RANGES,
    "items": {"type": "object", "required": ["timeMin", "timeMax"], "properties": {
        "timeMin": {**MOMENT, "description": "ISO 8601 with a UTC offset"},
        "timeMax": {**MOMENT, "description": "After timeMin"},
        "reason": {"anyOf": [{"type": "string", "maxLength": REASON_MAX, bounded.MARKER: "text"}, {"type": "null"}]},
        "location": {"anyOf": [{"type": "string", "maxLength": fields.REFERENCE_MAX, bounded.MARKER: "text"},
                               {"type": "null"}],
                     "description": "One of your locations' ids; absent or null: away from every location"},
    }},
})]


class TimeOffUpdate(Body):
    model_config = ConfigDict(json_schema_extra={"required": ["staffId", "ranges"]})

    staffId: fields.ExistingStaffId = ""
    ranges: Ranges = fields.MISSING
    tenantId: ClaimedTenant = None


class TimeOffRange(BaseModel):
    timeMin: str
    timeMax: str
    reason: str | None
    location: str | None = Field(default=None, exclude_if=lambda value: value is None,
                                 description="Where the member is away; absent: everywhere. Time off keeps them "
                                             "from every location either way: one diary")


class StaffTimeOff(BaseModel):
    ranges: list[TimeOffRange]

    @classmethod
    def of(cls, periods: list[Period]) -> "StaffTimeOff":
        return cls(ranges=[TimeOffRange(**period.as_json()) for period in periods])


from typing import Annotated

from pydantic import BaseModel, ConfigDict, PlainValidator, WithJsonSchema

from booking import fields
from booking.fields import Body, ClaimedTenant
from booking.timeoff.rules import MAX_RANGES, REASON_MAX, Period, parse_ranges

Ranges = Annotated[list[Period], PlainValidator(parse_ranges), WithJsonSchema({
    "type": "array", "maxItems": MAX_RANGES,
    "items": {"type": "object", "required": ["timeMin", "timeMax"], "properties": {
        "timeMin": {"type": "string", "format": "date-time", "description": "ISO 8601 with a UTC offset"},
        "timeMax": {"type": "string", "format": "date-time", "description": "After timeMin"},
        "reason": {"anyOf": [{"type": "string", "maxLength": REASON_MAX}, {"type": "null"}]},
    }},
})]


class TimeOffUpdate(Body):
    model_config = ConfigDict(json_schema_extra={"required": ["staffId", "ranges"]})

    staffId: fields.existing_staff_id() = ""
    ranges: Ranges = None
    tenantId: ClaimedTenant = None


class TimeOffRange(BaseModel):
    timeMin: str
    timeMax: str
    reason: str | None


class StaffTimeOff(BaseModel):
    ranges: list[TimeOffRange]

    @classmethod
    def of(cls, periods: list[Period]) -> "StaffTimeOff":
        return cls(ranges=[TimeOffRange(**period.as_json()) for period in periods])


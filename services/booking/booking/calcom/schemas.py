from typing import Annotated, Any

from pydantic import BaseModel, Field, PlainValidator, WithJsonSchema

from booking import fields
from ringbook_common import bounded


class EventType(BaseModel):
    """Cal.com's event type, or (built-in calendar) one of the salon's services in the same shape."""

    id: int | str = Field(description="Cal.com's event type id; the service id with the built-in calendar")
    title: str
    lengthInMinutes: int
    description: str = ""


def _event_type_id(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise ValueError("eventTypeId must be a Cal.com event type id")
    try:
        number = int(value)
    except ValueError:
        raise ValueError("eventTypeId must be a Cal.com event type id") from None
    if not 0 < number < 2**63:
        raise ValueError("eventTypeId must be a Cal.com event type id")
    return number


EventTypeId = Annotated[int, PlainValidator(_event_type_id), WithJsonSchema({
    "type": "integer", "minimum": 1, "maximum": 2**63 - 1})]


class LocationEventType(BaseModel):
    """A location and the Cal.com event type its bookings go to."""

    locationId: str
    name: str
    eventTypeId: int | None = Field(description="None until the owner chooses one for the location")


class DefaultEventType(fields.Body):
    eventTypeId: EventTypeId


class ApiKey(fields.Body):
    # It travels in the Authorization header of every call to Cal.com.
    apiKey: Annotated[str, bounded.key(label="API key", max_length=200, required="Enter your Cal.com API key")]


class WebhookAnswer(BaseModel):
    ok: bool = True
    result: str = Field(description="What the delivery did: created, moved, cancelled, known, ours, duplicate, "
                                    "ignored, no_staff")

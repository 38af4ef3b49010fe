from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, PlainValidator, WithJsonSchema

BOOKING_WINDOW_MIN, BOOKING_WINDOW_MAX = 1, 730
BOOKING_WINDOW_MESSAGE = (f"The booking window must be a whole number of days from {BOOKING_WINDOW_MIN} "
                          f"to {BOOKING_WINDOW_MAX}")
CALENDAR_MESSAGE = "bookingCalendar must be builtin or calcom"


class StartUrl(BaseModel):
    url: str = Field(description="Open it (in a popup); the provider sends the owner back to "
                                 "/auth/popup-complete?provider=…&ok=1|0")


class ProviderState(BaseModel):
    connected: bool
    status: str = Field(description="`not_connected`, `connected` or `failing` (connect again)")
    account: str = ""
    authKind: str | None = None
    defaultEventTypeId: int | None = None


class CalendarSettings(BaseModel):
    bookingCalendar: Literal["builtin", "calcom"] = Field(
        description="Which calendar takes the bookings: our built-in one, or the connected Cal.com account")
    bookingWindowDays: int = Field(description="How many days ahead bookings are taken (1 to 730)")
    calcom: ProviderState
    google: ProviderState


def _booking_window(value: object) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError(BOOKING_WINDOW_MESSAGE)
    if isinstance(value, float) and not value.is_integer():
        raise ValueError(BOOKING_WINDOW_MESSAGE)
    if not BOOKING_WINDOW_MIN <= value <= BOOKING_WINDOW_MAX:
        raise ValueError(BOOKING_WINDOW_MESSAGE)
    return int(value)


def _calendar(value: object) -> str | None:
    if value is None:
        return None
    if value not in ("builtin", "calcom"):
        raise ValueError(CALENDAR_MESSAGE)
    return str(value)


BookingWindow = Annotated[int | None, PlainValidator(_booking_window), WithJsonSchema({
    "anyOf": [{"type": "integer", "minimum": BOOKING_WINDOW_MIN, "maximum": BOOKING_WINDOW_MAX}, {"type": "null"}],
    "description": "How many days ahead bookings are taken"})]
BookingCalendar = Annotated[Any, PlainValidator(_calendar), WithJsonSchema({
    "anyOf": [{"enum": ["builtin", "calcom"]}, {"type": "null"}]})]


class CalendarChoice(BaseModel):
    """Either or both: which calendar takes bookings, how many days ahead they are taken. Left out is unchanged."""

    model_config = ConfigDict(extra="ignore")

    bookingCalendar: BookingCalendar = None
    bookingWindowDays: BookingWindow = None


class GoogleStatus(BaseModel):
    connected: bool

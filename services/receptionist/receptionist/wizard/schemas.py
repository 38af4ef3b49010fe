"""The setup wizard's bodies and answers. Each field accepts exactly what it means and refuses anything else with
a message a salon owner can act on (a 422, never a 500)."""

import re
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, PlainValidator, WithJsonSchema

from receptionist import languages
from receptionist.models import SetupStatus
from ringbook_common import bounded

WEEKDAYS = range(7)  # 0 Sunday .. 6 Saturday
DEFAULT_OPEN, DEFAULT_CLOSE = "09:00", "17:00"
DEFAULT_AI_NAME = "Brian"
VOICES = ("male", "female")
MAX_LANGUAGES = 10
MAX_MAPPINGS = 200
MAX_SERVICES = 200
DAY_MINUTES = 24 * 60
PRICE_DIGITS = 10  # the catalogue keeps prices as numeric(10, 2)
EVENT_TYPE_MAX = 2**63 - 1

EVENT_TYPE_REQUIRED = "Please select an event type"
LOCATION_REQUIRED = "Please enter your business location"
CITY_REQUIRED = "Please enter your city"
AREA_CODE = "Area code must be exactly 3 digits"
VOICE = "Choose the male or the female voice"
TIME = "Use a time like 09:00 or 17:30"
HOURS_ORDER = "Closing time must be after opening time"
NAME_REQUIRED = "Name is required"
EMAIL_REQUIRED = "Email is required"
EMAIL_INVALID = "Please enter a valid email"
SERVICES_REQUIRED = "Please add at least one service"

_CLOCK = re.compile(r"([01]?\d|2[0-3]):([0-5]\d)")
CLOCK_SCHEMA = {"type": "string", "maxLength": 5, "pattern": r"^\d{1,2}:\d{2}$", bounded.MARKER: "text"}


def _clean(value: object, *, label: str, max_length: int, required: str | None) -> str:
    return bounded.checked_text(value, label=label, max_length=max_length, required=required)


def text(*, label: str, max_length: int, required: str | None = None, default: str = "") -> bounded.Bounds:
    """Trimmed single-line text, a `str`; empty is `default` unless required."""
    return bounded.text(label=label, max_length=max_length, required=required, default=default)


def _area_code(value: object) -> str:
    if isinstance(value, int) and not isinstance(value, bool):
        value = str(value)
    value = _clean(value, label="Area code", max_length=10, required=None) if isinstance(value, str) else value
    if not isinstance(value, str) or (value and not re.fullmatch(r"\d{3}", value)):
        raise ValueError(AREA_CODE)
    return value


def _voice(value: object) -> str:
    if value is None or value == "":
        return "male"
    if not isinstance(value, str) or value.strip().lower() not in VOICES:
        raise ValueError(VOICE)
    return value.strip().lower()


def _languages(value: object) -> list[str]:
    """Spoken languages under their English names however they are named, English (always spoken) left out; any
    other as given, for the wizard to keep only when the salon saved it before."""
    if value is None:
        return []
    if not isinstance(value, list):
        raise ValueError("Additional languages must be a list, like [\"Spanish\"]")
    chosen = languages.additional(_clean(item, label="A language", max_length=40, required=None) for item in value)
    if len(chosen) > MAX_LANGUAGES:
        raise ValueError(f"Choose at most {MAX_LANGUAGES} additional languages")
    return chosen


def _clock(value: object, default: str) -> str:
    if value is None or value == "":
        return default
    match = _CLOCK.fullmatch(value.strip()) if isinstance(value, str) else None
    if match is None:
        raise ValueError(TIME)
    return f"{int(match.group(1)):02d}:{match.group(2)}"


def _day(value: object) -> dict:
    if not isinstance(value, dict):
        raise ValueError("Each day needs open, close and closed")
    closed = value.get("closed", False)
    if not isinstance(closed, bool):
        raise ValueError("closed must be true or false")
    opening, closing = _clock(value.get("open"), DEFAULT_OPEN), _clock(value.get("close"), DEFAULT_CLOSE)
    if not closed and closing <= opening:
        raise ValueError(HOURS_ORDER)
    return {"open": opening, "close": closing, "closed": closed}


def default_hours() -> dict[str, dict]:
    """The wizard's starting week: 09:00-17:00, closed on Sunday."""
    return {str(day): {"open": DEFAULT_OPEN, "close": DEFAULT_CLOSE, "closed": day == 0} for day in WEEKDAYS}


def _operating_hours(value: object) -> dict[str, dict] | None:
    """Per weekday (0 Sunday .. 6 Saturday), as an object keyed "0".."6" or a list of seven days. A day left out
    is closed; all of them left out (None), the salon's hours stay as they are."""
    if value is None:
        return None
    if isinstance(value, list):
        if len(value) != 7:
            raise ValueError("Operating hours need all seven days, Sunday first")
        value = {str(day): item for day, item in enumerate(value)}
    if not isinstance(value, dict) or not set(value) <= {str(day) for day in WEEKDAYS}:
        raise ValueError("Operating hours are per weekday, 0 (Sunday) to 6 (Saturday)")
    hours = {}
    for day in WEEKDAYS:
        given = value.get(str(day))
        try:
            hours[str(day)] = _day(given) if given is not None else {
                "open": DEFAULT_OPEN, "close": DEFAULT_CLOSE, "closed": True}
        except ValueError as exc:
            raise ValueError(f"{_WEEKDAY_NAMES[day]}: {exc}") from None
    return hours


_WEEKDAY_NAMES = ("Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday")


def _event_type_id(value: object) -> str:
    """Cal.com's numeric id, or (built-in calendar) a service id."""
    if isinstance(value, int) and not isinstance(value, bool):
        if not 0 < value <= EVENT_TYPE_MAX:
            raise ValueError("eventTypeId must be a Cal.com event type id")
        return str(value)
    if not isinstance(value, str) or not value.strip():
        raise ValueError(EVENT_TYPE_REQUIRED)
    return _clean(value, label="Event type", max_length=100, required=EVENT_TYPE_REQUIRED)


def _anything(value: object) -> object:
    return value


EventTypeId = Annotated[str, PlainValidator(_event_type_id), WithJsonSchema({"anyOf": [
    {"type": "integer", "minimum": 1, "maximum": EVENT_TYPE_MAX},
    {"type": "string", "maxLength": 100, bounded.MARKER: "text"}]})]
# A body's tenantId: only the caller's own tenant is accepted (checked by the service: 403 otherwise).
ClaimedTenant = Annotated[object, PlainValidator(_anything), WithJsonSchema({
    "anyOf": [{"type": "string"}, {"type": "null"}],
    "description": "Ignored when it is your own tenant's id; anything else is 403. Your tenant comes from your "
                   "session."})]


class Body(BaseModel):
    """Unknown fields ignored; fields left out take their defaults and are checked like sent ones."""

    model_config = ConfigDict(extra="ignore", validate_default=True)


class Mapping(Body):
    serviceId: Annotated[str, text(label="serviceId", max_length=100, required="Each mapping needs a serviceId")]
    eventTypeId: EventTypeId


class EventTypesSave(Body):
    model_config = ConfigDict(json_schema_extra={"required": ["defaultEventTypeId"]})

    defaultEventTypeId: EventTypeId = ""
    serviceEventTypeMappings: list[Mapping] = Field(default_factory=list, max_length=MAX_MAPPINGS)
    tenantId: ClaimedTenant = None


class BusinessInfoSave(Body):
    model_config = ConfigDict(json_schema_extra={"required": ["location", "city"]})

    location: Annotated[str, text(label="Location", max_length=200, required=LOCATION_REQUIRED)] = ""
    city: Annotated[str, text(label="City", max_length=100, required=CITY_REQUIRED)] = ""
    state: Annotated[str, text(label="State", max_length=50)] = ""
    zipCode: Annotated[str, text(label="ZIP code", max_length=20)] = ""
    areaCode: Annotated[str, PlainValidator(_area_code), WithJsonSchema(
        {"type": "string", "maxLength": 10, "pattern": r"^(\d{3})?$", bounded.MARKER: "text",
         "description": "3 digits; empty: any (800 shown)"})] = ""
    aiName: Annotated[str, text(label="AI name", max_length=40, default=DEFAULT_AI_NAME)] = DEFAULT_AI_NAME
    voiceId: Annotated[str, PlainValidator(_voice), WithJsonSchema({"enum": list(VOICES)})] = "male"
    additionalLanguages: Annotated[list[str], PlainValidator(_languages), WithJsonSchema(
        {"type": "array", "items": {"type": "string", "maxLength": 40, bounded.MARKER: "text"},
         "maxItems": MAX_LANGUAGES,
         "description": f"Any of {languages.listed(languages.ADDITIONAL_NAMES)} (by name or two-letter code); "
                        "English is always spoken. A language saved before that is no longer offered may be sent "
                        "back and is kept; any other is refused (400)."})] = []
    operatingHours: Annotated[dict[str, dict] | None, PlainValidator(_operating_hours), WithJsonSchema({
        "type": "object", "propertyNames": {"enum": [str(day) for day in WEEKDAYS]},
        "additionalProperties": {"type": "object", "properties": {
            "open": CLOCK_SCHEMA, "close": CLOCK_SCHEMA, "closed": {"type": "boolean"}}},
        "description": 'Per weekday "0" (Sunday) .. "6": {open: "09:00", close: "17:00", '
                       "closed: false}; a day left out is closed. The salon's one set of hours (Settings' too); "
                       "left out, they stay as they are"})] = None
    tenantId: ClaimedTenant = None


class StaffAdd(Body):
    model_config = ConfigDict(json_schema_extra={"required": ["name", "email"]})

    name: Annotated[str, text(label="Name", max_length=100, required=NAME_REQUIRED)] = ""
    email: Annotated[str, bounded.email(invalid=EMAIL_INVALID, empty=EMAIL_REQUIRED)] = ""
    title: Annotated[str, text(label="Title", max_length=100)] = ""
    # The stylist's mobile for texts meant for them (a caller running late), national or international: booking
    # reads it in the salon's country, as the Staff page's.
    phone: Annotated[str, text(label="Phone", max_length=40, default="")] = ""
    tenantId: ClaimedTenant = None


def _minutes(label: str) -> bounded.Bounds:
    """A whole number of minutes, up to a day, an `int | None`; empty is None."""

    def check(value: object) -> int | None:
        if value is None or value == "":
            return None
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        if isinstance(value, str) and value.strip().isdigit():
            value = int(value.strip())
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError(f"{label} must be a whole number of minutes")
        # Tenants checks each service's own limits; a number beyond a day is no service's, nor fits the request.
        if not 0 <= value <= DAY_MINUTES:
            raise ValueError(f"{label} must be between 0 and {DAY_MINUTES} minutes")
        return value

    return bounded.Bounds(check, {"type": "integer", "minimum": 0, "maximum": DAY_MINUTES})


def _price(value: object) -> str:
    """The price as the catalogue will keep it (dollars, to the cent); empty means free."""
    if value is None or value == "":
        return ""
    return str(bounded.checked_money(value, label="Price", digits=PRICE_DIGITS))


class ServiceAdd(Body):
    name: Annotated[str, text(label="Service name", max_length=200)] = ""
    serviceId: Annotated[str, text(label="serviceId", max_length=60)] = ""
    durationMin: Annotated[int | None, _minutes("Duration")] = None
    bufferMin: Annotated[int | None, _minutes("Buffer")] = None
    price: Annotated[str, PlainValidator(_price), WithJsonSchema({
        "type": "number", "minimum": 0, "maximum": 99_999_999.99, bounded.MARKER: "money"})] = ""


class ServicesSave(Body):
    model_config = ConfigDict(json_schema_extra={"required": ["services"]})

    services: list[ServiceAdd] = Field(default_factory=list, max_length=MAX_SERVICES)
    tenantId: ClaimedTenant = None


# ---- answers ------------------------------------------------------------------------------------------------

class DayHours(BaseModel):
    open: str
    close: str
    closed: bool


class BusinessInfo(BaseModel):
    location: str
    city: str
    state: str
    zipCode: str
    areaCode: str
    aiName: str
    voiceId: str
    additionalLanguages: list[str] = Field(description="Besides English, which is always spoken")
    unsupportedLanguages: list[str] = Field(description="Those of additionalLanguages the receptionist does not "
                                                        "speak yet (saved before they were no longer offered): "
                                                        "callers in them are offered a call-back")
    operatingHours: dict[str, DayHours] = Field(description='Per weekday, "0" Sunday .. "6" Saturday')


class StaffMember(BaseModel):
    staffId: str
    name: str
    email: str | None
    title: str | None
    phone: str | None = Field(default=None, description="The stylist's mobile (E.164), when given")
    calendarId: str
    calendarPending: bool


class Service(BaseModel):
    serviceId: str
    name: str
    durationMin: int
    bufferMin: int
    price: float = Field(description="Dollars")


class EventTypeMapping(BaseModel):
    """A service booked as one of the Cal.com event types."""

    serviceId: str
    eventTypeId: int | str


class ReceptionistStatus(BaseModel):
    locationId: str = Field(description="The location whose receptionist this is (the first location's id is the "
                                        "business's)")
    status: SetupStatus
    receptionistActive: bool
    phoneNumber: str | None
    formattedPhoneNumber: str | None
    calcomConnected: bool = Field(description="The booking calendar can take bookings: the built-in calendar "
                                              "always, Cal.com while connected")
    calcomDefaultEventTypeId: int | str | None
    serviceEventTypeMappings: list[EventTypeMapping]
    businessInfo: BusinessInfo
    staff: list[StaffMember]
    services: list[Service]
    provisioningError: str | None = Field(default=None, description="Why the last launch (status review) or the "
                                                                    "last ask for a new number failed")
    numberAreaCode: str | None = Field(default=None, description="The area code the number was asked for (empty: "
                                                                 "toll-free); a toll-free number in its place means "
                                                                 "the provider had none there")
    replacingNumber: str | None = Field(default=None, description="The number a new one is replacing (it answers "
                                                                  "until the new one does)")
    receptionistUpdating: bool = Field(default=False, description="A change has not reached the live agent yet "
                                                                  "(a few seconds)")
    texting: Literal["own", "pending", "shared"] | None = Field(default=None, description=(
        "Whether clients are texted from the number: own (it texts), pending (US carriers have not approved it for "
        "texting yet) or shared (it takes calls only); until own, texts go from Ringbook's shared number, and "
        "replies to it reach the location that texted last. None while there is no number"))
    sharedNumber: str | None = Field(default=None, description="Ringbook's shared number, as people write it, "
                                                                "while the location's texts go from it")


class Saved(BaseModel):
    ok: bool = True
    status: SetupStatus


class StaffAdded(BaseModel):
    staff: StaffMember
    status: SetupStatus


class ServicesSaved(Saved):
    services: list[Service]


class BusinessInfoSaved(Saved):
    businessInfo: BusinessInfo


class NumberReplace(Body):
    areaCode: Annotated[str, PlainValidator(_area_code), WithJsonSchema(
        {"type": "string", "maxLength": 10, "pattern": r"^(\d{3})?$", bounded.MARKER: "text",
         "description": "3 digits; empty: toll-free"})] = ""
    tenantId: ClaimedTenant = None

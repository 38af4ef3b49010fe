"""The owner's waitlist: request bodies and the view of an entry; times of day as the client said them."""

import re
from datetime import date
from typing import Annotated, Literal

from pydantic import BaseModel

from booking import fields
from booking.models import Staff, WaitlistEntry
from booking.waitlist import matching
from booking.waitlist.service import Policy
from ringbook_common import bounded
from ringbook_common.choices import choice
from ringbook_common.errors import Invalid

LANGUAGES = ("en", "es", "fr", "de", "it", "pt")
PART_OF_DAY_MESSAGE = "partOfDay must be morning, afternoon, evening or any"
AGREEMENT_REQUIRED = "The client must agree to be texted about freed times (clientAgreed: true)"
_CLOCK = re.compile(r"([01]?\d|2[0-3]):([0-5]\d)")

Language = Literal["en", "es", "fr", "de", "it", "pt"]
PartOfDay = Literal["morning", "afternoon", "evening", "any"]


def minute_of(value: str | None, *, label: str, default: int) -> int:
    """A local time of day "HH:MM" as minutes after midnight; empty is `default`."""
    if value is None or not value.strip():
        return default
    found = _CLOCK.fullmatch(value.strip())
    if found is None:
        raise Invalid(f"{label} must be a time of day (HH:MM)", fields={label: "a time of day (HH:MM)"})
    return int(found.group(1)) * 60 + int(found.group(2))


def window(earliest: str | None, latest: str | None, part_of_day: str | None, *,
           labels: tuple[str, str, str] = ("earliest", "latest", "partOfDay")) -> tuple[int, int]:
    """The window of start times: a named part of the day, or earliest and latest (each end optional)."""
    if part_of_day and part_of_day.strip():
        if earliest or latest:
            raise Invalid(f"Send {labels[2]} or {labels[0]} and {labels[1]}, not both",
                          fields={labels[2]: "not with earliest and latest"})
        named = matching.window_of(part_of_day)
        if named is None:
            raise Invalid(PART_OF_DAY_MESSAGE, fields={labels[2]: PART_OF_DAY_MESSAGE})
        return named
    first = minute_of(earliest, label=labels[0], default=0)
    last = minute_of(latest, label=labels[1], default=matching.MINUTES_IN_DAY - 1)
    if last < first:
        raise Invalid(f"{labels[1]} must not be before {labels[0]}", fields={labels[1]: "not before earliest"})
    return first, last


def clock_text(minute: int) -> str:
    return f"{minute // 60:02d}:{minute % 60:02d}"


class WaitlistEntryCreate(fields.Body):
    """A client the owner puts on the waitlist, who agreed to be texted about freed times."""

    location: fields.LocationRef = None
    serviceId: Annotated[str, fields.text(label="serviceId", max_length=200,
                                          required="serviceId is required")] = fields.MISSING
    # None (or "any"): anyone.
    staffId: Annotated[str | None, fields.text(label="staffId", max_length=fields.STAFF_ID_MAX)] = None
    fromDate: Annotated[date | None, bounded.day(label="fromDate")] = None
    toDate: Annotated[date | None, bounded.day(label="toDate")] = None
    earliest: Annotated[str | None, fields.text(label="earliest", max_length=5)] = None
    latest: Annotated[str | None, fields.text(label="latest", max_length=5)] = None
    partOfDay: Annotated[PartOfDay | None, choice(PartOfDay, message=PART_OF_DAY_MESSAGE)] = None
    customerName: Annotated[str, fields.text(label="Customer name", max_length=120,
                                             required="Customer name is required")] = fields.MISSING
    customerPhone: Annotated[str, fields.text(label="Customer phone", max_length=40,
                                              required="Customer phone is required")] = fields.MISSING
    language: Annotated[Language | None, choice(Language, message="language must be en, es, fr, de, it or pt")] = None
    clientAgreed: Annotated[bool, bounded.flag(label="clientAgreed", default=False)] = False


class WaitlistSettingsUpdate(fields.Body):
    holdMinutes: Annotated[int, bounded.whole(minimum=5, maximum=240, default=15,
                                              message="holdMinutes must be a whole number from 5 to 240")] = 15
    quietStart: Annotated[str, fields.text(label="quietStart", max_length=5, required="quietStart is required")] = (
        "20:00")
    quietEnd: Annotated[str, fields.text(label="quietEnd", max_length=5, required="quietEnd is required")] = "09:00"


class WaitlistSettingsView(BaseModel):
    holdMinutes: int
    quietStart: str
    quietEnd: str


class WaitlistEntryView(BaseModel):
    id: str
    locationId: str
    serviceId: str
    staffId: str | None
    staffName: str | None
    fromDate: str
    toDate: str
    earliest: str
    latest: str
    customerName: str
    customerPhone: str
    language: str | None
    consent: str
    consentedAt: str
    joinedAt: str
    status: str


class WaitlistPage(BaseModel):
    entries: list[WaitlistEntryView]


def view(entry: WaitlistEntry, staff: Staff | None) -> WaitlistEntryView:
    return WaitlistEntryView(
        id=str(entry.id), locationId=str(entry.location_id), serviceId=entry.service_id,
        staffId=staff.staff_id if staff else None, staffName=staff.name if staff else None,
        fromDate=entry.first_day.isoformat(), toDate=entry.last_day.isoformat(),
        earliest=clock_text(entry.earliest_minute), latest=clock_text(entry.latest_minute),
        customerName=entry.customer_name, customerPhone=entry.customer_phone, language=entry.language,
        consent=entry.consent, consentedAt=entry.consented_at.isoformat(), joinedAt=entry.joined_at.isoformat(),
        status=entry.status)


def settings_view(chosen: Policy) -> WaitlistSettingsView:
    return WaitlistSettingsView(holdMinutes=chosen.hold_minutes, quietStart=clock_text(chosen.quiet_start_minute),
                                quietEnd=clock_text(chosen.quiet_end_minute))

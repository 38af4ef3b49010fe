"""Checks shared by the tenant's settings and catalogue: clock times, phone numbers (time zones are
`ringbook_common.bounded.zone`)."""

import re

import phonenumbers

CLOCK = re.compile(r"^([01]\d|2[0-3]):[0-5]\d$")
CLOCK_MESSAGE = "Use a time like 09:00 or 17:30"


def checked_clock(value: str) -> str:
    value = value.strip()
    if not CLOCK.match(value):
        raise ValueError(CLOCK_MESSAGE)
    return value


def e164(value: str, *, region: str = "US") -> str:
    """A phone number as +15551234567; empty stays empty."""
    value = value.strip()
    if not value:
        return ""
    try:
        number = phonenumbers.parse(value, region)
    except phonenumbers.NumberParseException as exc:
        raise ValueError("Please enter a valid phone number, like (555) 123-4567") from exc
    if not phonenumbers.is_valid_number(number):
        raise ValueError("Please enter a valid phone number, like (555) 123-4567")
    return phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164)

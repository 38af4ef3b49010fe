"""Checks shared by the tenant's settings and catalogue: time zones, clock times, phone numbers."""

import re
from functools import cache
from zoneinfo import available_timezones

import phonenumbers

CLOCK = re.compile(r"^([01]\d|2[0-3]):[0-5]\d$")


@cache
def time_zones() -> frozenset[str]:
    return frozenset(available_timezones() | {"UTC"})


def checked_timezone(value: str) -> str:
    if value not in time_zones():
        raise ValueError("Please choose a time zone from the list")
    return value


def checked_clock(value: str) -> str:
    value = value.strip()
    if not CLOCK.match(value):
        raise ValueError("Use a time like 09:00 or 17:30")
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

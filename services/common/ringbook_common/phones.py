"""Phone numbers, the one place they are read and written: typed in the salon's national format or
internationally, stored as E.164, shown in the salon's national style (other countries' numbers internationally).

The salon's country is a tenant setting; `country_of_zone` gives its default from the salon's time zone."""

import re
from functools import cache

import phonenumbers
from babel.core import get_global
from phonenumbers import NumberParseException, PhoneNumber, PhoneNumberFormat

from ringbook_common.errors import Invalid

DEFAULT_COUNTRY = "US"
MAX_LENGTH = 40
MIN_SEARCH_DIGITS = 3
# What a number is written with: "(555) 010-1234", "+1 555.010.1234". Anything else makes a search a name.
_NUMBER_WRITING = re.compile(r"[0-9\s+().\-/]+")


class InvalidPhone(ValueError):
    """A number that cannot be read; its message says how to write one."""


def countries() -> frozenset[str]:
    """Every country (ISO 3166 code) whose numbers can be read."""
    return frozenset(phonenumbers.SUPPORTED_REGIONS)


def country_or_default(country: str | None) -> str:
    code = (country or "").strip().upper()
    return code if code in phonenumbers.SUPPORTED_REGIONS else DEFAULT_COUNTRY


def country_of_zone(zone: str | None) -> str:
    """The country a time zone lies in ("America/New_York" -> "US", "Europe/Madrid" -> "ES"); the default for a
    zone of no country (UTC)."""
    return country_or_default(get_global("zone_territories").get(zone or ""))


@cache
def example(country: str) -> str:
    """A number of the country as its people write it: "(201) 555-0123" for the US."""
    number = phonenumbers.example_number_for_type(country_or_default(country),
                                                  phonenumbers.PhoneNumberType.MOBILE)
    assert number is not None, f"no example number for {country}"
    return phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL)


def invalid_message(country: str | None) -> str:
    return f"Please enter a valid phone number, like {example(country_or_default(country))}"


def _parsed(text: str, country: str) -> PhoneNumber:
    if len(text) > MAX_LENGTH:
        raise InvalidPhone(invalid_message(country))
    if text.startswith("00"):  # the international prefix most of the world dials
        text = "+" + text[2:]
    try:
        number = phonenumbers.parse(text, country_or_default(country))
    except NumberParseException:
        raise InvalidPhone(invalid_message(country)) from None
    # "Possible" (the right length for its country), not "valid": fictional 555 numbers must be accepted. A number
    # dialable only locally (seven digits in the US) is not one: it lacks its area code.
    if phonenumbers.is_possible_number_with_reason(number) != phonenumbers.ValidationResult.IS_POSSIBLE:
        raise InvalidPhone(invalid_message(country))
    return number


def e164(text: str | None, country: str | None) -> str:
    """What an owner or caller typed, as E.164 ("(646) 555-0144" in a US salon -> "+16465550144"); national
    numbers are read as the salon's country's. Empty stays empty; anything else unreadable raises InvalidPhone."""
    text = (text or "").strip()
    if not text:
        return ""
    number = _parsed(text, country_or_default(country))
    return phonenumbers.format_number(number, PhoneNumberFormat.E164)


def checked(text: str | None, country: str | None, *, field: str, required: str | None = None) -> str:
    """`e164` for a request's field: an unreadable number (or a missing one, when `required` says so) is a 422
    naming the field."""
    try:
        number = e164(text, country)
    except InvalidPhone as exc:
        raise Invalid(str(exc), fields={field: str(exc)}) from None
    if not number and required:
        raise Invalid(required, fields={field: required})
    return number


def display(stored: str | None, country: str | None) -> str:
    """A stored number as the salon reads it: nationally when it is of the salon's country (or shares its
    country code), internationally otherwise; what cannot be read is shown as stored."""
    stored = (stored or "").strip()
    if not stored:
        return ""
    home = country_or_default(country)
    try:
        number = phonenumbers.parse(stored, home)
    except NumberParseException:
        return stored
    national = number.country_code == phonenumbers.country_code_for_region(home)
    return phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL if national
                                      else PhoneNumberFormat.INTERNATIONAL)


def area_code(stored: str | None) -> str:
    """The area code of a North American number ("+17185550100" -> "718"); "" for any other."""
    try:
        number = phonenumbers.parse(stored or "", None)
    except NumberParseException:
        return ""
    national = str(number.national_number)
    return national[:3] if number.country_code == 1 and len(national) == 10 else ""


def digits(text: str | None) -> str:
    """Only the digits of a number or part of one, for searching ("(555) 010" -> "555010")."""
    return "".join(ch for ch in (text or "") if ch.isascii() and ch.isdigit())


def searched_digits(text: str) -> str:
    """The digits a search for a number, or part of one, looks for; none when the search is not written as a
    number ("Oak Street 4a5b6c" is a name, not a search for "456") or holds too few digits to mean one."""
    found = digits(text)
    if len(found) < MIN_SEARCH_DIGITS or not _NUMBER_WRITING.fullmatch(text.strip()):
        return ""
    return found


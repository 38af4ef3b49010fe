"""Bounded value types: every request field of every service is one of these (or a closed enum, a flag or a bounded
integer), so whatever JSON, query string or path a client sends, a value the product cannot hold is a 422 with
a readable message before it reaches the database, a date library, an HTTP header or a text message.

The bounds, one per kind of value:

- text: no NUL (PostgreSQL cannot store it), no lone surrogate (not encodable as UTF-8), no other control
  character, at most `max_length` characters after trimming. Single-line text (the default) has every run of
  whitespace, line breaks included, made one space: it may reach an e-mail subject, an SMS or a header.
- key: an API key, token or idempotency key that travels in an HTTP header: printable ASCII without spaces.
- date and date-time: years 2000 to 2100. No salon books outside them, and anything a service computes from them
  (a local day, a week ahead, a UTC instant) stays within what Python's and PostgreSQL's dates can hold.
- epoch: a provider's Unix time in milliseconds, in those same years.
- money: quantised to the cent with ROUND_HALF_UP (the rounding a till uses, and the product's everywhere), then
  bounded by the numeric column it is stored in.
- zone: a real IANA zone that Python and PostgreSQL both know (see `is_zone`).

Each factory returns the field's `Bounds`, written beside the Python type the field holds:
`name: Annotated[str, bounded.text(label="Name", max_length=200, required="Name is required")]`, or
`Annotated[date | None, bounded.day(label="from"), Query(alias="from")]` for a query parameter. Each factory's
docstring says which type that is.

Each published JSON schema carries `x-ringbook-bounded: <kind>` (tests/test_bounded_fields.py walks every
service's OpenAPI document for it) and the bounds themselves (`maxLength`, `minimum`, `maximum`), which is what
the schemathesis run generates its edge cases from.
"""

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from functools import cache
from typing import Any, TypeGuard
from zoneinfo import available_timezones

from annotated_types import GroupedMetadata
from email_validator import EmailNotValidError, validate_email
from pydantic import PlainSerializer, PlainValidator, WithJsonSchema

MARKER = "x-ringbook-bounded"
FIRST_DAY = date(2000, 1, 1)
LAST_DAY = date(2100, 12, 31)
EMAIL_MAX = 254
DEFAULT_ZONE = "America/New_York"
ZONE_MESSAGE = "Please choose a time zone from the list"

# NUL and the other C0/C1 controls (whitespace aside), and lone surrogates.
_UNACCEPTABLE = re.compile(r"[\x00-\x08\x0e-\x1b\x7f-\x9f\ud800-\udfff]")
_UNSTORABLE = re.compile(r"[\x00\ud800-\udfff]")
_WHITESPACE = re.compile(r"\s+")
_KEY = re.compile(r"[\x21-\x7e]+")
_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")
# Regions of the tz database, and the country folders its backward file keeps (US/Eastern): both name a place.
_ZONE_AREAS = ("Africa", "America", "Antarctica", "Arctic", "Asia", "Atlantic", "Australia", "Europe", "Indian",
               "Pacific", "Brazil", "Canada", "Chile", "Mexico", "US")
_ETC_ZONE = re.compile(r"Etc/(UTC|GMT|GMT[+-]([1-9]|1[0-4]))")


def _schema(kind: str, schema: dict[str, Any], *, optional: bool) -> dict[str, Any]:
    marked = {**schema, MARKER: kind}
    return {"anyOf": [marked, {"type": "null"}]} if optional else marked


@dataclass(frozen=True, eq=False)
class Bounds(GroupedMetadata):
    """What a field accepts and what its JSON schema says, as one piece of `Annotated` metadata: pydantic reads it
    as the validator `check` (which alone decides what the field holds), then `serializer` if any, then the
    schema."""

    check: Callable[[Any], Any]
    schema: dict[str, Any]
    serializer: PlainSerializer | None = None

    def __iter__(self) -> Iterator[object]:
        yield PlainValidator(self.check)
        if self.serializer is not None:
            yield self.serializer
        yield WithJsonSchema(self.schema)


# ---- text ---------------------------------------------------------------------------------------------------------

def unstorable(text: str) -> bool:
    """Whether the text holds a character PostgreSQL cannot store or compare."""
    return _UNSTORABLE.search(text) is not None


def unacceptable(text: str) -> bool:
    """Whether the text holds a character no field takes: NUL, a lone surrogate, a control character (tabs and line
    breaks are whitespace: single-line text turns them into spaces, multi-line text keeps them)."""
    return _UNACCEPTABLE.search(text) is not None


def checked_text(value: object, *, label: str, max_length: int, required: str | None = None, min_length: int = 1,
                 multiline: bool = False, trim: bool = True) -> str:
    """The text as a field keeps it ("" when empty and not required); `ValueError(<message>)` otherwise. Untrimmed
    text (a password, kept exactly as typed and never shown) only has to be storable and encodable."""
    if value is None:
        value = ""
    if not isinstance(value, str):
        raise ValueError(required or f"{label} must be text")
    if unacceptable(value) if trim else unstorable(value):
        raise ValueError(f"{label} contains characters we can't accept")
    if trim:
        value = value.replace("\r\n", "\n").strip() if multiline else _WHITESPACE.sub(" ", value).strip()
    if not value:
        if required:
            raise ValueError(required)
        return ""
    if len(value) < min_length:
        raise ValueError(required or f"{label} must be at least {min_length} characters")
    if len(value) > max_length:
        raise ValueError(f"{label} must be at most {max_length:,} characters")
    return value


_NO_DEFAULT: Any = object()


def text(*, label: str, max_length: int, required: str | None = None, min_length: int = 1, multiline: bool = False,
         default: Any = _NO_DEFAULT, trim: bool = True) -> Bounds:
    """Text of at most `max_length` characters: a `str`. `required` is the message for a missing, empty or too
    short value; without it an empty value is `default` (None unless told: then a `str | None`)."""
    empty = None if default is _NO_DEFAULT else default

    def check(value: object) -> str | None:
        return checked_text(value, label=label, max_length=max_length, required=required, min_length=min_length,
                            multiline=multiline, trim=trim) or (None if required else empty)

    schema: dict[str, Any] = {"type": "string", "maxLength": max_length}
    if required:
        schema["minLength"] = min_length
    nullable = not required and empty is None
    return Bounds(check, _schema("text", schema, optional=nullable))


def email(*, invalid: str, empty: str | None = None, optional: bool = False) -> Bounds:
    """A syntactically valid address (no DNS look-up), trimmed and lower-cased: one address however typed, a `str`.
    Empty is None when `optional` (a `str | None`), else refused with `empty` (or `invalid`)."""

    def check(value: object) -> str | None:
        if value is None:
            value = ""
        if not isinstance(value, str):
            raise ValueError(invalid)
        value = value.strip()
        if not value:
            if optional:
                return None
            raise ValueError(empty or invalid)
        if len(value) > EMAIL_MAX or unacceptable(value):
            raise ValueError(invalid)
        try:
            validate_email(value, check_deliverability=False)
        except (EmailNotValidError, UnicodeError) as exc:
            raise ValueError(invalid) from exc
        return value.lower()

    schema = {"type": "string", "format": "email", "maxLength": EMAIL_MAX}
    return Bounds(check, _schema("email", schema, optional=optional))


def key(*, label: str, max_length: int, required: str | None = None) -> Bounds:
    """A key or token that travels in an HTTP header: printable ASCII, no spaces, a `str`; surrounding spaces are
    trimmed. Without `required`, empty is None (a `str | None`)."""

    def check(value: object) -> str | None:
        if value is None:
            value = ""
        if not isinstance(value, str):
            raise ValueError(required or f"{label} must be text")
        value = value.strip()
        if not value:
            if required:
                raise ValueError(required)
            return None
        if not _KEY.fullmatch(value):
            raise ValueError(f"{label} can only hold plain letters, digits and symbols (no spaces or accents)")
        if len(value) > max_length:
            raise ValueError(f"{label} must be at most {max_length:,} characters")
        return value

    schema: dict[str, Any] = {"type": "string", "maxLength": max_length, "pattern": "^[!-~]*$"}
    if required:
        schema["minLength"] = 1
    return Bounds(check, _schema("key", schema, optional=not required))


# ---- dates and times ----------------------------------------------------------------------------------------------

def _years() -> str:
    return f"{FIRST_DAY.year} and {LAST_DAY.year}"


def checked_day(value: object, *, label: str) -> date | None:
    """A local date `yyyy-mm-dd` (a date-time's date part counts) in the bookable years; empty is None."""
    if value is None or value == "":
        return None
    wrong = f"{label} must be a date (yyyy-mm-dd)"
    if isinstance(value, date) and not isinstance(value, datetime):
        day = value
    elif isinstance(value, str) and len(value) <= 40 and _DAY.match(value.strip()):
        try:
            day = date.fromisoformat(value.strip()[:10])
        except ValueError:
            raise ValueError(wrong) from None
    else:
        raise ValueError(wrong)
    if not FIRST_DAY <= day <= LAST_DAY:
        raise ValueError(f"{label} must be a date between the years {_years()}")
    return day


def day(*, label: str) -> Bounds:
    """An optional local date in the bookable years (a query's `from`, `to`): a `date | None`."""
    schema = {"type": "string", "format": "date", "maxLength": 40,
              "formatMinimum": FIRST_DAY.isoformat(), "formatMaximum": LAST_DAY.isoformat()}
    return Bounds(lambda value: checked_day(value, label=label), _schema("date", schema, optional=True))


def checked_moment(value: object, *, label: str, example: str = "2030-03-14T15:30:00-04:00",
                   offset: bool = False) -> datetime:
    """An ISO 8601 date and time in the bookable years, with a UTC offset (required when `offset`) or without one
    (the caller reads it in the business's zone)."""
    wrong = f"{label} must be a date and time, e.g. {example}"
    if not isinstance(value, str) or len(value) > 64 or not _DAY.match(value.strip()):
        raise ValueError(wrong)
    try:
        moment = datetime.fromisoformat(value.strip())
    except ValueError:
        raise ValueError(wrong) from None
    if offset and moment.utcoffset() is None:
        raise ValueError(f"{label} needs a UTC offset, like {example}")
    # On the wall clock: then no offset (at most a day) can carry it past what a datetime holds.
    if not FIRST_DAY <= moment.date() <= LAST_DAY:
        raise ValueError(f"{label} must be between the years {_years()}")
    return moment


def moment(*, label: str, example: str = "2030-03-14T15:30:00-04:00") -> Bounds:
    """An optional date and time in the bookable years, a `datetime | None`; empty is None."""

    def check(value: object) -> datetime | None:
        return None if value is None or value == "" else checked_moment(value, label=label, example=example)

    schema = {"type": "string", "format": "date-time", "maxLength": 64,
              "formatMinimum": f"{FIRST_DAY.isoformat()}T00:00:00Z",
              "formatMaximum": f"{LAST_DAY.isoformat()}T23:59:59Z"}
    return Bounds(check, _schema("datetime", schema, optional=True))


EPOCH_MS_MIN = int(datetime(FIRST_DAY.year, 1, 1, tzinfo=UTC).timestamp() * 1000)
EPOCH_MS_MAX = int(datetime(LAST_DAY.year + 1, 1, 1, tzinfo=UTC).timestamp() * 1000) - 1


def from_epoch_ms(value: object, *, label: str) -> datetime | None:
    """A provider's Unix time in milliseconds as a UTC instant; absent, null or 0 is None."""
    if value is None or value == 0:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float) or value != value:
        raise ValueError(f"{label} must be a Unix time in milliseconds")
    if not EPOCH_MS_MIN <= value <= EPOCH_MS_MAX:
        raise ValueError(f"{label} must be a time between the years {_years()}")
    return datetime(1970, 1, 1, tzinfo=UTC) + timedelta(milliseconds=value)


def epoch_ms_schema() -> dict[str, Any]:
    """The JSON schema of an epoch-milliseconds field read from a raw provider body."""
    return {"type": "integer", "minimum": EPOCH_MS_MIN, "maximum": EPOCH_MS_MAX, MARKER: "epoch"}


# ---- money --------------------------------------------------------------------------------------------------------

CENT = Decimal("0.01")


def checked_money(value: object, *, label: str, digits: int, places: int = 2, minimum: Decimal = Decimal(0),
                  default: Decimal | None = None) -> Decimal:
    """An amount (a number, or text like "45.50" or "$45") rounded half up to `places`, that fits a
    `numeric(digits, places)` column."""
    wrong = f"{label} must be a number, like 45 or 45.50"
    if value is None or value == "":
        if default is None:
            raise ValueError(wrong)
        return default
    if isinstance(value, bool) or not isinstance(value, int | float | str | Decimal):
        raise ValueError(wrong)
    try:
        amount = Decimal(str(value).strip().lstrip("$"))
    except InvalidOperation:
        raise ValueError(wrong) from None
    if not amount.is_finite():
        raise ValueError(wrong)
    if amount < minimum:
        raise ValueError(f"{label} can't be negative" if minimum == 0 else f"{label} must be at least {minimum}")
    rounded = amount.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP) \
        if amount < Decimal(10) ** digits else amount
    if rounded >= Decimal(10) ** (digits - places):
        raise ValueError(f"{label} is too large")
    return rounded


def money(*, label: str, digits: int, places: int = 2, default: Decimal | None = Decimal("0.00")) -> Bounds:
    """Money for a `numeric(digits, places)` column, a `Decimal`; empty is `default` (refused when None)."""
    top = Decimal(10) ** (digits - places) - Decimal(1).scaleb(-places)

    def check(value: object) -> Decimal:
        return checked_money(value, label=label, digits=digits, places=places, default=default)

    schema = {"type": "number", "minimum": 0, "maximum": float(top), "multipleOf": float(Decimal(1).scaleb(-places))}
    # In JSON (the OpenAPI default, an idempotency fingerprint) it is the plain number again.
    return Bounds(check, _schema("money", schema, optional=False),
                  PlainSerializer(float, return_type=float, when_used="json"))


# ---- time zones ---------------------------------------------------------------------------------------------------

@cache
def zones() -> frozenset[str]:
    """The zones a salon may choose: UTC, the tz database's places (Area/Location, with the backward aliases such
    as US/Eastern or Asia/Calcutta that browsers still report) and Etc/UTC, Etc/GMT and Etc/GMT±N. Not the
    files beside them (localtime, posixrules, Factory, posix/..., right/...) nor the legacy one-word links (GMT0,
    Zulu, EST5EDT, Cuba): PostgreSQL does not know all of them, and none names a place an owner would pick."""
    return frozenset(name for name in available_timezones()
                     if name == "UTC" or name.split("/")[0] in _ZONE_AREAS or _ETC_ZONE.fullmatch(name))


def is_zone(name: object) -> TypeGuard[str]:
    return isinstance(name, str) and name in zones()


def zone_or_default(name: object, default: str = DEFAULT_ZONE) -> str:
    """The stored zone when it is a real one; otherwise `default` (a zone stored before zones were checked must
    not take a salon's pages down)."""
    return name if is_zone(name) else default


def checked_zone(value: object, *, message: str = ZONE_MESSAGE) -> str:
    if isinstance(value, str):
        value = value.strip()
    if not is_zone(value):
        raise ValueError(message)
    return value


def zone(*, default: str | None = None, message: str = ZONE_MESSAGE) -> Bounds:
    """An IANA zone from `zones()`, a `str`; with a default, empty means it."""

    def check(value: object) -> str:
        if default is not None and value in (None, ""):
            return default
        return checked_zone(value, message=message)

    schema = {"type": "string", "maxLength": 64, "examples": [DEFAULT_ZONE]}
    return Bounds(check, _schema("zone", schema, optional=False))


# ---- whole numbers ----------------------------------------------------------------------------------------------

def whole(*, minimum: int, maximum: int, message: str, default: int | None = None) -> Bounds:
    """A whole number in [minimum, maximum] (5.0 counts as 5; true does not count as 1), an `int`; null or leaving
    it out is `default` (without one, None: an `int | None`)."""

    def check(value: object) -> int | None:
        if value is None:
            return default
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        if isinstance(value, str) and value.strip().isascii() and value.strip().isdigit() and len(value) < 12:
            value = int(value)
        if isinstance(value, bool) or not isinstance(value, int) or not minimum <= value <= maximum:
            raise ValueError(message)
        return value

    schema = {"type": "integer", "minimum": minimum, "maximum": maximum}
    return Bounds(check, _schema("number", schema, optional=default is None))


# ---- flags --------------------------------------------------------------------------------------------------------

def flag(*, label: str, default: bool) -> Bounds:
    """true or false, a `bool`; null (or leaving it out) means its default. No silent coercion of "yes" or 1 into
    True."""

    def check(value: object) -> bool:
        if value is None:
            return default
        if not isinstance(value, bool):
            raise ValueError(f"{label} must be true or false")
        return value

    return Bounds(check, {"type": "boolean", "default": default})

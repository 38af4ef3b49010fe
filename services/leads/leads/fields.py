"""Field types for the public forms: each answers with the spec's own message, whatever shape the input has.

A form field may arrive as anything JSON can say (null, a number where text belongs, an array, a huge string,
text the database cannot hold). Each type here accepts exactly what the form means and raises
`ValueError(<the field's message>)` for everything else, so bad input is a 422 with a message a person can
read — never pydantic's generic wording and never a 500. Text and e-mail are `ringbook_common.bounded`'s; the
JSON schema each type publishes documents the same rule for the OpenAPI document.
"""

import re
from collections.abc import Sequence
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Annotated, Any

from pydantic import PlainSerializer, PlainValidator, WithJsonSchema

from ringbook_common import bounded
from ringbook_common.bounded import Bounds

_NUMBER_TEXT = re.compile(r"\s*\d{1,9}(\.0*)?\s*")
_FLOAT_NOISE = Decimal("1e-9")


# Trimmed text with a length, and an address lower-cased however typed: the bounded types, as every service's.
text = bounded.text
email = bounded.email


def choice(options: Sequence[str], *, message: str, optional: bool = False) -> Bounds:
    """One of the listed values, exactly, a `str`; with `optional`, null or "" means none chosen (a `str | None`)."""

    def check(value: object) -> str | None:
        if optional and value in (None, ""):
            return None
        if not isinstance(value, str) or value not in options:
            raise ValueError(message)
        return value

    schema: dict[str, Any] = {"type": "string", "enum": list(options)}
    return Bounds(check, {"anyOf": [schema, {"type": "null"}]} if optional else schema)


def choices(options: Sequence[str], *, empty: str, invalid: str) -> Bounds:
    """At least one of the listed values, a `list[str]`; repeats are dropped, the order kept."""

    def check(value: object) -> list[str]:
        if value is None:
            value = []
        if not isinstance(value, list) or any(not isinstance(v, str) or v not in options for v in value):
            raise ValueError(invalid)
        chosen = list(dict.fromkeys(value))
        if not chosen:
            raise ValueError(empty)
        return chosen

    schema = {"type": "array", "items": {"type": "string", "enum": list(options)}, "minItems": 1,
              "uniqueItems": True}
    return Bounds(check, schema)


def _whole(value: object) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        return int(value) if value.is_integer() else None
    if isinstance(value, str) and _NUMBER_TEXT.fullmatch(value):
        return int(Decimal(value.strip()))
    return None


def whole_number(*, minimum: int, maximum: int, message: str, step: int = 1, too_high: str | None = None) -> Bounds:
    """An integer in [minimum, maximum] on the slider's steps (a number like 5.0 or the text "5" counts), an
    `int`."""

    def check(value: object) -> int:
        number = _whole(value)
        if number is None or number < minimum or (number - minimum) % step:
            raise ValueError(message)
        if number > maximum:
            raise ValueError(too_high or message)
        return number

    schema: dict[str, Any] = {"type": "integer", "minimum": minimum, "maximum": maximum}
    if step != 1:
        schema["multipleOf"] = step
    return Bounds(check, schema)


def decimal_number(*, minimum: Decimal, maximum: Decimal, places: int, message: str) -> Bounds:
    """A `Decimal` in [minimum, maximum] with at most `places` decimals.

    Binary floating point noise from a browser (0.35000000000000003 for 0.35) is snapped to the decimal it
    stands for; a real extra digit (0.333) is refused, since the price would not be the one shown.
    """
    quantum = Decimal(1).scaleb(-places)

    def check(value: object) -> Decimal:
        if isinstance(value, bool) or not isinstance(value, int | float | str):
            raise ValueError(message)
        try:
            # str() of a float is its shortest repr: the JSON 0.6 becomes exactly 0.6.
            number = Decimal(str(value).strip())
        except InvalidOperation as exc:
            raise ValueError(message) from exc
        if not number.is_finite() or not minimum <= number <= maximum:
            raise ValueError(message)
        snapped = number.quantize(quantum, rounding=ROUND_HALF_UP)
        if abs(number - snapped) > _FLOAT_NOISE:
            raise ValueError(message)
        return snapped.normalize()

    schema = {"type": "number", "minimum": float(minimum), "maximum": float(maximum)}
    # In JSON (the OpenAPI default, the idempotency fingerprint) it is the plain number again.
    return Bounds(check, schema, PlainSerializer(float, return_type=float, when_used="json"))


def consent(*, message: str) -> Bounds:
    """A box that must be ticked, a `bool`: only JSON `true` counts."""

    def check(value: object) -> bool:
        if value is not True:
            raise ValueError(message)
        return True

    return Bounds(check, {"type": "boolean", "const": True})



def _filled(value: object) -> bool:
    return value not in (None, "", False, [], {})


# The hidden field of every form. People never see it, so anything in it was typed by a bot.
HONEYPOT_FIELD = "companyFax"
Honeypot = Annotated[bool, PlainValidator(_filled), WithJsonSchema({
    "type": "string", "maxLength": 200, "description": "Hidden from people; leave it out or empty.",
})]

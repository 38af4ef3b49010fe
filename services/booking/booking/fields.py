"""Field types for booking's request bodies: whatever JSON a client sends, a readable 422, never a 500.

Each type is a plain check that accepts exactly what the field means and raises `ValueError(<message>)` for
anything else (null, numbers where text belongs, arrays, huge strings, text PostgreSQL cannot store).
"""

import re
from typing import Annotated, Any

from email_validator import EmailNotValidError, validate_email
from pydantic import AfterValidator, BaseModel, ConfigDict, PlainValidator, WithJsonSchema

from ringbook_common.fields import unstorable

EMAIL_MAX = 254
STAFF_ID_MAX = 40
_WHITESPACE = re.compile(r"\s+")
# Short and URL-safe: it appears in /staff/{staffId}/... as it is.
STAFF_ID_PATTERN = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]*")


def storable(value: str, label: str) -> str:
    if unstorable(value):
        raise ValueError(f"{label} contains characters we can't accept")
    return value


def storable_query(label: str) -> AfterValidator:
    """For a query parameter that reaches the database: a 422 for text PostgreSQL cannot compare (a NUL)."""
    return AfterValidator(lambda value: value if value is None else storable(value, label))


def text(*, label: str, max_length: int, required: str | None = None) -> Any:
    """Trimmed single-line text (runs of whitespace become one space). Optional ones turn empty into None."""
    wrong = required or f"{label} must be text"

    def check(value: object) -> str | None:
        if value is None:
            value = ""
        if not isinstance(value, str):
            raise ValueError(wrong)
        value = _WHITESPACE.sub(" ", storable(value, label)).strip()
        if not value:
            if required:
                raise ValueError(required)
            return None
        if len(value) > max_length:
            raise ValueError(f"{label} must be at most {max_length} characters")
        return value

    schema: dict[str, Any] = {"type": "string", "maxLength": max_length}
    if required:
        return Annotated[str, PlainValidator(check), WithJsonSchema({**schema, "minLength": 1})]
    return Annotated[str | None, PlainValidator(check), WithJsonSchema({"anyOf": [schema, {"type": "null"}]})]


def checked_email(value: object, *, invalid: str, empty: str | None) -> str | None:
    """A syntactically valid address (no DNS look-up), trimmed and lower-cased. Empty is None when `empty`
    is None (optional), else refused with that message."""
    if value is None:
        value = ""
    if not isinstance(value, str):
        raise ValueError(invalid)
    value = value.strip()
    if not value:
        if empty:
            raise ValueError(empty)
        return None
    if len(value) > EMAIL_MAX or unstorable(value):
        raise ValueError(invalid)
    try:
        validate_email(value, check_deliverability=False)
    except (EmailNotValidError, UnicodeError) as exc:
        raise ValueError(invalid) from exc
    return value.lower()


def email(*, invalid: str, empty: str | None = None) -> Any:
    def check(value: object) -> str | None:
        return checked_email(value, invalid=invalid, empty=empty)

    schema = {"type": "string", "format": "email", "maxLength": EMAIL_MAX}
    if empty:
        return Annotated[str, PlainValidator(check), WithJsonSchema(schema)]
    return Annotated[str | None, PlainValidator(check), WithJsonSchema({"anyOf": [schema, {"type": "null"}]})]


def is_staff_id(value: str) -> bool:
    return len(value) <= STAFF_ID_MAX and STAFF_ID_PATTERN.fullmatch(value) is not None


def new_staff_id(*, required: str) -> Any:
    """The id an owner chooses for a new staff member."""

    def check(value: object) -> str:
        if value is None:
            value = ""
        if not isinstance(value, str):
            raise ValueError("Staff ID must be text")
        value = value.strip()
        if not value:
            raise ValueError(required)
        if len(value) > STAFF_ID_MAX:
            raise ValueError(f"Staff ID must be at most {STAFF_ID_MAX} characters")
        if not is_staff_id(value):
            raise ValueError("Staff ID can only contain letters, numbers, hyphens and underscores, "
                             "and must start with a letter or number (for example maria or maria-l)")
        return value

    schema = {"type": "string", "minLength": 1, "maxLength": STAFF_ID_MAX, "pattern": STAFF_ID_PATTERN.pattern,
              "description": "A short id of your choice, used in URLs; unique among your staff"}
    return Annotated[str, PlainValidator(check), WithJsonSchema(schema)]


def existing_staff_id() -> Any:
    """A reference to a staff member in a body: required; an id that cannot exist is simply not found."""

    def check(value: object) -> str:
        if value is None or (isinstance(value, str) and not value.strip()):
            raise ValueError("Staff ID is required")
        if not isinstance(value, str):
            raise ValueError("Staff ID must be text")
        return value.strip()

    return Annotated[str, PlainValidator(check), WithJsonSchema({"type": "string", "minLength": 1})]



def _anything(value: object) -> object:
    return value


# The business admin dashboard's `tenantId`: checked against the caller's tenant by the service (403), not here.
ClaimedTenant = Annotated[object, PlainValidator(_anything), WithJsonSchema({
    "anyOf": [{"type": "string"}, {"type": "null"}],
    "description": "Optional (business admin dashboard). Must be your own tenant's id; anything else is 403.",
})]


class Body(BaseModel):
    """A request body: unknown fields ignored, left-out fields take their defaults and are checked like sent ones."""

    model_config = ConfigDict(extra="ignore", validate_default=True)

"""Booking's own field types (staff ids, the claimed tenant, the body base); text and e-mail are the bounded types of
`ringbook_common.bounded`, which refuse whatever JSON a client sends that the field cannot hold with a readable 422.
"""

import re
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, PlainValidator, WithJsonSchema

from ringbook_common import bounded

EMAIL_MAX = bounded.EMAIL_MAX
STAFF_ID_MAX = 40
# Short and URL-safe: it appears in /staff/{staffId}/... as it is.
STAFF_ID_PATTERN = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]*")
# A reference to an id in a body or a query may be longer than a new one: it is only looked up.
REFERENCE_MAX = 200

text = bounded.text


def email(*, invalid: str, empty: str | None = None) -> bounded.Bounds:
    """An address; without `empty` (the message for a missing one) it is optional, a `str | None`."""
    return bounded.email(invalid=invalid, empty=empty, optional=empty is None)


def is_staff_id(value: str) -> bool:
    return len(value) <= STAFF_ID_MAX and STAFF_ID_PATTERN.fullmatch(value) is not None


def new_staff_id(*, required: str) -> bounded.Bounds:
    """The id an owner chooses for a new staff member, a `str`."""

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
    return bounded.Bounds(check, schema)


# A reference to a staff member in a body: required; an id that cannot exist is simply not found.
ExistingStaffId = Annotated[str, bounded.text(label="Staff ID", max_length=REFERENCE_MAX,
                                              required="Staff ID is required")]


# One of the business's locations, by id: looked up inside the caller's tenant (anything else is a 404). None: the
# business's first location.
LocationRef = Annotated[str | None, bounded.text(label="location", max_length=REFERENCE_MAX)]


# The default of a field a body must send: checked like a sent value (the body validates its defaults), so leaving it
# out is answered with the field's own message.
MISSING: Any = None


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

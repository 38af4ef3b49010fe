"""Strict request field types shared by services (no silent coercion of "yes" or 1 into True)."""

import re
from typing import Annotated, Any

from pydantic import PlainValidator, WithJsonSchema

# NUL cannot be stored in PostgreSQL text; lone surrogates cannot be encoded as UTF-8.
_UNSTORABLE = re.compile(r"[\x00\ud800-\udfff]")


def unstorable(text: str) -> bool:
    """Whether the text holds a character PostgreSQL cannot store or compare."""
    return _UNSTORABLE.search(text) is not None


def flag(*, label: str, default: bool) -> Any:
    """true or false; null (or leaving it out) means its default."""

    def check(value: object) -> bool:
        if value is None:
            return default
        if not isinstance(value, bool):
            raise ValueError(f"{label} must be true or false")
        return value

    return Annotated[bool, PlainValidator(check), WithJsonSchema({"type": "boolean", "default": default})]

"""Strict request field types shared by services (no silent coercion of "yes" or 1 into True)."""

from typing import Annotated, Any

from pydantic import PlainValidator, WithJsonSchema


def flag(*, label: str, default: bool) -> Any:
    """true or false; null (or leaving it out) means its default."""

    def check(value: object) -> bool:
        if value is None:
            return default
        if not isinstance(value, bool):
            raise ValueError(f"{label} must be true or false")
        return value

    return Annotated[bool, PlainValidator(check), WithJsonSchema({"type": "boolean", "default": default})]

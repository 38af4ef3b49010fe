"""A closed set of words a client may send (a status, a sort order): published as an enum, so the generated clients
know every word, and anything else refused with the field's own readable message (a 422, like every bounded type).

Written beside the `Literal` type the field holds:
`status: Annotated[Status | None, choice(Status, message="status must be open or closed")] = None`.
"""

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, get_args

from annotated_types import GroupedMetadata
from pydantic import PlainValidator, WithJsonSchema


@dataclass(frozen=True, eq=False)
class Choice(GroupedMetadata):
    """One of `words`, surrounding spaces trimmed; empty is `default`, anything else is `ValueError(message)`."""

    words: tuple[str, ...]
    message: str
    default: str | None = None

    def check(self, value: object) -> str | None:
        if value is None:
            value = ""
        if not isinstance(value, str):
            raise ValueError(self.message)
        value = value.strip()
        if not value:
            return self.default
        if value not in self.words:
            raise ValueError(self.message)
        return value

    def __iter__(self) -> Iterator[object]:
        schema: dict[str, Any] = {"type": "string", "enum": list(self.words)}
        yield PlainValidator(self.check)
        if self.default is None:
            yield WithJsonSchema({"anyOf": [schema, {"type": "null"}]})
        else:
            yield WithJsonSchema({**schema, "default": self.default})


def choice(words: Any, *, message: str, default: str | None = None) -> Choice:
    """The words of the `Literal` type `words`, checked as `Choice` does."""
    return Choice(get_args(words), message, default)

"""`Json`: any JSON value, for the few answers that pass a document on as it is (a JSON Schema, a provider's
payload). Unlike `Any` it says what it may hold, so an OpenAPI document describes it."""

from typing_extensions import TypeAliasType

Json = TypeAliasType("Json", "str | int | float | bool | list[Json] | dict[str, Json] | None")
JsonObject = dict[str, Json]

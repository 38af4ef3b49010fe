"""Booking's route class: malformed bodies become 422 `{"error", "fields"}` with booking's own messages."""

from collections.abc import Callable, Coroutine
from typing import Any, ClassVar

from fastapi import Request, Response
from fastapi.exceptions import RequestValidationError
from fastapi.routing import APIRoute

from ringbook_common.errors import NOT_JSON, Invalid, validation_fields
from ringbook_common.openapi import INVALID, OWN_TENANT, Responses

NOT_AN_OBJECT = "Please send a JSON object"


def invalid(errors: list[dict[str, Any]], *, required_message: str | None = None) -> Invalid:
    if any(error.get("type") == "json_invalid" for error in errors):
        return Invalid(NOT_JSON)
    if any(tuple(error.get("loc", ())) == ("body",) for error in errors):
        return Invalid(NOT_AN_OBJECT)
    fields = validation_fields(errors)
    message = next(iter(fields.values()), "Invalid input")
    if required_message and required_message in fields.values():
        message = required_message
    return Invalid(message, fields=fields)


class BookingRoute(APIRoute):
    # When any field answers with this message, it is also the top-level error (the spec's one toast).
    required_message: ClassVar[str | None] = None

    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        handle = super().get_route_handler()

        async def handler(request: Request) -> Response:
            try:
                return await handle(request)
            except RequestValidationError as exc:
                raise invalid(list(exc.errors()), required_message=self.required_message) from None

        return handler


ERRORS: Responses = {**OWN_TENANT, **INVALID}

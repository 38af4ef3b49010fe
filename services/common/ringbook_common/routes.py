"""One route class for every service: a malformed body becomes a 422 `{"error", "fields"}` in the service's
own words, never FastAPI's `{"detail": [...]}`."""

from collections.abc import Callable, Coroutine
from typing import Any, ClassVar

from fastapi import Request, Response
from fastapi.exceptions import RequestValidationError
from fastapi.routing import APIRoute

from ringbook_common.errors import NOT_JSON, Invalid, validation_fields


class ValidatedRoute(APIRoute):
    """Subclass and set the class attributes to word a service's refusals."""

    # A body that is JSON but not an object (a list, a number).
    not_an_object: ClassVar[str] = "Please send a JSON object"
    # When any field answers with one of these messages, the top-level error is `missing_message` (a spec's
    # one toast for "fill in the required fields") instead of the first field's message.
    required_messages: ClassVar[frozenset[str]] = frozenset()
    missing_message: ClassVar[str] = ""

    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        handle = super().get_route_handler()

        async def handler(request: Request) -> Response:
            try:
                return await handle(request)
            except RequestValidationError as exc:
                raise self.invalid(list(exc.errors())) from None

        return handler

    @classmethod
    def invalid(cls, errors: list[dict[str, Any]]) -> Invalid:
        if any(error.get("type") == "json_invalid" for error in errors):
            return Invalid(NOT_JSON)
        if any(tuple(error.get("loc", ())) == ("body",) for error in errors):
            return Invalid(cls.not_an_object)
        fields = validation_fields(errors)
        message = next(iter(fields.values()), "Invalid input")
        if cls.missing_message and cls.required_messages & set(fields.values()):
            message = cls.missing_message
        return Invalid(message, fields=fields)

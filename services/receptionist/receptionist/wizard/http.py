"""The wizard's route class: a malformed body is a 422 `{"error", "fields"}` whose error is the first problem,
in the wizard's own words."""

from collections.abc import Callable, Coroutine
from typing import Any

from fastapi import Request, Response
from fastapi.exceptions import RequestValidationError
from fastapi.routing import APIRoute

from ringbook_common.errors import NOT_JSON, Invalid, validation_fields
from ringbook_common.openapi import INVALID, OWN_TENANT, Responses

NOT_AN_OBJECT = "Please send a JSON object"


def invalid(errors: list[dict[str, Any]]) -> Invalid:
    if any(error.get("type") == "json_invalid" for error in errors):
        return Invalid(NOT_JSON)
    if any(tuple(error.get("loc", ())) == ("body",) for error in errors):
        return Invalid(NOT_AN_OBJECT)
    fields = validation_fields(errors)
    return Invalid(next(iter(fields.values()), "Invalid input"), fields=fields)


class WizardRoute(APIRoute):
    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        handle = super().get_route_handler()

        async def handler(request: Request) -> Response:
            try:
                return await handle(request)
            except RequestValidationError as exc:
                raise invalid(list(exc.errors())) from None

        return handler


ERRORS: Responses = {**OWN_TENANT, **INVALID, 503: {"description": "Booking or tenants did not answer (try again)"}}

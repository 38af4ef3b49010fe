"""What the four public forms share: their route class, their base model and how a submission is accepted."""

import logging
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any, ClassVar

from fastapi import Request, Response
from fastapi.exceptions import RequestValidationError
from fastapi.routing import APIRoute
from pydantic import BaseModel, ConfigDict
from sqlalchemy.ext.asyncio import AsyncSession

from leads.fields import HONEYPOT_FIELD, Honeypot
from leads.idempotency import service as idempotency
from leads.idempotency.service import Answer
from ringbook_common.errors import NOT_JSON, Invalid, validation_fields

logger = logging.getLogger("ringbook.leads.forms")

NOT_AN_OBJECT = "Please send the form as a JSON object"


class Form(BaseModel):
    """A public form: unknown fields are ignored, left-out fields take the form's defaults (and are checked)."""

    model_config = ConfigDict(extra="ignore", validate_default=True)

    companyFax: Honeypot = ""

    def fingerprint_data(self) -> dict[str, Any]:
        return self.model_dump(mode="json", exclude={HONEYPOT_FIELD})


class FormRoute(APIRoute):
    """Renders every malformed body as 422 `{"error", "fields"}` with the form's own messages."""

    # When one of these field messages is present, the top-level error is `missing_message` instead.
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
            return Invalid(NOT_AN_OBJECT)
        fields = validation_fields(errors)
        message = next(iter(fields.values()), "Invalid input")
        if cls.missing_message and cls.required_messages & set(fields.values()):
            message = cls.missing_message
        return Invalid(message, fields=fields)


async def accept(session: AsyncSession, *, form: Form, route: str, idempotency_key: str | None,
                 store: Callable[[], Awaitable[Answer]], decoy: Callable[[], Answer]) -> Answer:
    """Store a submission once: a filled honeypot gets `decoy()` (the same shape, nothing kept or sent)."""
    if form.companyFax:
        logger.info("%s: the hidden field was filled in; submission dropped", route)
        return decoy()
    return await idempotency.once(session, key=idempotency_key, route=route, data=form.fingerprint_data(),
                                  run=store)


FORM_ERRORS: dict[int | str, dict[str, Any]] = {
    409: {"description": "A request with the same Idempotency-Key is still being processed"},
    422: {"description": 'Invalid form: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`'},
}

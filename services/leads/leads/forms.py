"""What the four public forms share: their route class, their base model and how a submission is accepted."""

import logging
from collections.abc import Awaitable, Callable
from typing import Any

from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy.ext.asyncio import AsyncSession

from leads.fields import HONEYPOT_FIELD, Honeypot
from leads.idempotency import service as idempotency
from leads.idempotency.service import Answer
from ringbook_common.routes import ValidatedRoute

logger = logging.getLogger("ringbook.leads.forms")


class Form(BaseModel):
    """A public form: unknown fields are ignored, left-out fields take the form's defaults (and are checked)."""

    model_config = ConfigDict(extra="ignore", validate_default=True)

    companyFax: Honeypot = Field(False, json_schema_extra={"default": ""})  # documented as a form sends it

    def fingerprint_data(self) -> dict[str, Any]:
        return self.model_dump(mode="json", exclude={HONEYPOT_FIELD})


class FormRoute(ValidatedRoute):
    """Renders every malformed body as 422 `{"error", "fields"}` with the form's own messages."""

    not_an_object = "Please send the form as a JSON object"


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

from typing import Annotated

from fastapi import Depends, Header, Request

from leads.config import Settings


def get_settings(request: Request) -> Settings:
    return request.app.state.settings


SettingsDep = Annotated[Settings, Depends(get_settings)]

IdempotencyKey = Annotated[str | None, Header(
    alias="Idempotency-Key",
    description="Any unique value (e.g. a UUID) per form submission: a retry with the same key and the same "
                "form gets the first answer again instead of a second submission. The same key with a "
                "different form is refused with 422.",
)]

"""Who is calling: the signed-in owner, and their tenant from the gateway's signed token (never from a body)."""

import uuid
from typing import Annotated

from fastapi import Depends, Request

from booking.config import Settings
from ringbook_common.auth import Owner
from ringbook_common.errors import Forbidden


def current_tenant(principal: Owner) -> uuid.UUID:
    try:
        return uuid.UUID(principal.tenant_id)
    except (TypeError, ValueError):
        raise Forbidden() from None


TenantId = Annotated[uuid.UUID, Depends(current_tenant)]


def current_settings(request: Request) -> Settings:
    return request.app.state.settings


SettingsDep = Annotated[Settings, Depends(current_settings)]

"""Who is calling: the signed-in owner, and their tenant from the gateway's signed token (never from a body)."""

from typing import Annotated

from fastapi import Depends, Request

from booking.config import Settings
from ringbook_common.auth import TenantId

__all__ = ["SettingsDep", "TenantId"]


def current_settings(request: Request) -> Settings:
    return request.app.state.settings


SettingsDep = Annotated[Settings, Depends(current_settings)]

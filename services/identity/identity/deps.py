from typing import Annotated

from fastapi import Depends, Request

from identity.config import Settings


def get_settings(request: Request) -> Settings:
    return request.app.state.settings


def client_ip(request: Request) -> str:
    # The gateway replaces whatever X-Forwarded-For a client sent with the address it saw.
    forwarded = request.headers.get("x-forwarded-for", "")
    return forwarded.split(",")[0].strip() or (request.client.host if request.client else "unknown")


SettingsDep = Annotated[Settings, Depends(get_settings)]
ClientIp = Annotated[str, Depends(client_ip)]

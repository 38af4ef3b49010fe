from fastapi import FastAPI

from identity.config import Settings
from ringbook_common.app import ServiceSpec, create_service_app

SPEC = ServiceSpec(
    name="identity",
    title="Ringbook Identity",
    description="Owner accounts, e-mail verification, sessions and whoami",
)


def create_app(settings: Settings | None = None) -> FastAPI:
    return create_service_app(SPEC, settings or Settings())

from fastapi import FastAPI

from ringbook_common.app import ServiceSpec, create_service_app
from tenants.config import Settings

SPEC = ServiceSpec(
    name="tenants",
    title="Ringbook Tenants",
    description="Tenant settings, service catalogue and onboarding",
)


def create_app(settings: Settings | None = None) -> FastAPI:
    return create_service_app(SPEC, settings or Settings())

from fastapi import FastAPI

from ringbook_common.app import ServiceSpec, create_service_app
from tenants.catalogue.endpoints import router as catalogue_router
from tenants.config import Settings
from tenants.onboarding.endpoints import router as onboarding_router
from tenants.provisioning.handlers import HANDLERS as PROVISIONING_HANDLERS
from tenants.settings.endpoints import router as settings_router

SPEC = ServiceSpec(
    name="tenants",
    title="Ringbook Tenants",
    description="Tenant settings, service catalogue and onboarding",
    routers=[settings_router, catalogue_router, onboarding_router],
    event_handlers=PROVISIONING_HANDLERS,
)


def create_app(settings: Settings | None = None) -> FastAPI:
    return create_service_app(SPEC, settings or Settings())

from fastapi import FastAPI

from ringbook.tenants.v1 import rpc_pb2 as rpc
from ringbook_common.app import RpcRoute, ServiceSpec, create_service_app
from tenants.catalogue import handlers as catalogue_rpc
from tenants.catalogue.endpoints import router as catalogue_router
from tenants.config import Settings
from tenants.hours import handlers as hours_rpc
from tenants.locations.endpoints import router as locations_router
from tenants.onboarding.endpoints import router as onboarding_router
from tenants.plan.handlers import HANDLERS as PLAN_HANDLERS
from tenants.provisioning.handlers import HANDLERS as PROVISIONING_HANDLERS
from tenants.settings.endpoints import router as settings_router

SPEC = ServiceSpec(
    name="tenants",
    title="Ringbook Tenants",
    description="Tenant settings, locations, service catalogue and onboarding",
    routers=[settings_router, locations_router, catalogue_router, onboarding_router],
    event_handlers={**PROVISIONING_HANDLERS, **PLAN_HANDLERS},
    rpc_routes=[RpcRoute("add_services", rpc.AddServicesRequest, catalogue_rpc.add_services),
                RpcRoute("set_opening_hours", rpc.SetOpeningHoursRequest, hours_rpc.set_opening_hours)],
)


def create_app(settings: Settings | None = None) -> FastAPI:
    return create_service_app(SPEC, settings or Settings())

from fastapi import FastAPI

from admin.actions.endpoints import router as actions_router
from admin.audit.endpoints import router as audit_router
from admin.config import Settings
from admin.events import HANDLERS as EVENT_HANDLERS
from admin.integrations import service as integrations
from admin.integrations.endpoints import router as integrations_router
from admin.overview.endpoints import router as overview_router
from admin.plan.endpoints import router as plan_router
from admin.snapshots import service as snapshots
from admin.tenants.endpoints import router as tenants_router
from admin.texting.endpoints import router as texting_router
from ringbook_common.app import ServiceSpec, create_service_app

SPEC = ServiceSpec(
    name="admin",
    title="Ringbook Admin",
    description="Operator APIs, read models of the whole platform and the audit log",
    routers=[actions_router, tenants_router, overview_router, audit_router, integrations_router, texting_router,
             plan_router],
    # Every event is recorded in the audit log and applied to the read models (admin.events).
    event_handlers={**EVENT_HANDLERS},
    on_startup=[integrations.start, snapshots.start],
    on_shutdown=[integrations.stop, snapshots.stop],
)


def create_app(settings: Settings | None = None) -> FastAPI:
    return create_service_app(SPEC, settings or Settings())

from fastapi import FastAPI

from receptionist import integrations
from receptionist.calls import endpoints as calls_endpoints
from receptionist.calls import retention as calls_retention
from receptionist.config import Settings
from receptionist.functions import endpoints as functions_endpoints
from receptionist.inbox import endpoints as inbox_endpoints
from receptionist.inbox import idle as inbox_idle
from receptionist.live import endpoint as live_endpoint
from receptionist.live.client import LIVE_CLIENT
from receptionist.operator_rpc import RPC_ROUTES as OPERATOR_RPC_ROUTES
from receptionist.provisioning import worker as provisioning_worker
from receptionist.registration import endpoints as registration_endpoints
from receptionist.registration import progress as texting_worker
from receptionist.salon.handlers import HANDLERS as SALON_HANDLERS
from receptionist.simulator import endpoints as simulator_endpoints
from receptionist.simulator import sweeper as simulator_sweeper
from receptionist.texts import endpoints as texts_endpoints
from receptionist.texts.routes import HANDLERS as ROUTE_HANDLERS
from receptionist.wizard.endpoints import router as wizard_router
from ringbook_common.app import ServiceSpec, create_service_app

SPEC = ServiceSpec(
    name="receptionist",
    title="Ringbook Receptionist",
    description="Setup wizard, agent provisioning, the agent's functions, calls and call-backs",
    routers=[functions_endpoints.router, calls_endpoints.router, wizard_router, simulator_endpoints.router,
             live_endpoint.router, texts_endpoints.router, inbox_endpoints.router, registration_endpoints.router],
    event_handlers={**SALON_HANDLERS, **ROUTE_HANDLERS},
    rpc_routes=[*OPERATOR_RPC_ROUTES, integrations.RPC_ROUTE],
    on_startup=[LIVE_CLIENT.start, provisioning_worker.start, texting_worker.start, simulator_sweeper.start,
                calls_retention.start, inbox_idle.start],
    on_shutdown=[provisioning_worker.stop, texting_worker.stop, simulator_sweeper.stop, calls_retention.stop,
                 inbox_idle.stop, LIVE_CLIENT.stop],
)


def create_app(settings: Settings | None = None) -> FastAPI:
    return create_service_app(SPEC, settings or Settings())

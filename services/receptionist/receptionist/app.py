from fastapi import FastAPI

from receptionist.calls import endpoints as calls_endpoints
from receptionist.calls import retention as calls_retention
from receptionist.config import Settings
from receptionist.functions import endpoints as functions_endpoints
from receptionist.live import endpoint as live_endpoint
from receptionist.operator_rpc import RPC_ROUTES as OPERATOR_RPC_ROUTES
from receptionist.provisioning import worker as provisioning_worker
from receptionist.provisioning.handlers import HANDLERS as PROVISIONING_HANDLERS
from receptionist.salon.handlers import HANDLERS as SALON_HANDLERS
from receptionist.simulator import endpoints as simulator_endpoints
from receptionist.simulator import sweeper as simulator_sweeper
from receptionist.wizard.endpoints import router as wizard_router
from ringbook_common.app import ServiceSpec, create_service_app
from ringbook_common.bus.consumer import Handler


def combined(*maps: dict[str, Handler]) -> dict[str, Handler]:
    """One handler per event type that runs every map's handler for it, in order, in the event's transaction
    (a consumer takes one handler per type: the read models update first, then what depends on them)."""
    chains: dict[str, list[Handler]] = {}
    for handlers in maps:
        for event_type, handler in handlers.items():
            chains.setdefault(event_type, []).append(handler)

    def chain(handlers: list[Handler]) -> Handler:
        async def run_all(session, envelope) -> None:
            for handler in handlers:
                await handler(session, envelope)
        return handlers[0] if len(handlers) == 1 else run_all

    return {event_type: chain(handlers) for event_type, handlers in chains.items()}


SPEC = ServiceSpec(
    name="receptionist",
    title="Ringbook Receptionist",
    description="Setup wizard, agent provisioning, the agent's functions, calls and call-backs",
    routers=[functions_endpoints.router, calls_endpoints.router, wizard_router, simulator_endpoints.router,
             live_endpoint.router],
    event_handlers=combined(SALON_HANDLERS, PROVISIONING_HANDLERS),
    rpc_routes=[*OPERATOR_RPC_ROUTES],
    on_startup=[provisioning_worker.start, simulator_sweeper.start, calls_retention.start],
    on_shutdown=[provisioning_worker.stop, simulator_sweeper.stop, calls_retention.stop],
)


def create_app(settings: Settings | None = None) -> FastAPI:
    return create_service_app(SPEC, settings or Settings())

from fastapi import FastAPI

from receptionist.config import Settings
from receptionist.salon.handlers import HANDLERS as SALON_HANDLERS
from ringbook_common.app import ServiceSpec, create_service_app

SPEC = ServiceSpec(
    name="receptionist",
    title="Ringbook Receptionist",
    description="Setup wizard, agent provisioning, the agent's functions, calls and call-backs",
    routers=[],
    event_handlers={**SALON_HANDLERS},
    rpc_routes=[],
    on_startup=[],
    on_shutdown=[],
)


def create_app(settings: Settings | None = None) -> FastAPI:
    return create_service_app(SPEC, settings or Settings())

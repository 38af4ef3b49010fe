from fastapi import FastAPI

from identity import integrations
from identity.accounts import handlers as accounts_handlers
from identity.accounts.endpoints import router as accounts_router
from identity.config import Settings
from identity.limits import sweeper
from identity.sessions.endpoints import router as sessions_router
from identity.sessions.handlers import RPC_ROUTES
from identity.tenancy.handlers import HANDLERS as TENANCY_HANDLERS
from ringbook_common.app import ServiceSpec, create_service_app

SPEC = ServiceSpec(
    name="identity",
    title="Ringbook Identity",
    description="Owner accounts, e-mail verification, sessions and whoami",
    routers=[accounts_router, sessions_router],
    event_handlers=TENANCY_HANDLERS,
    rpc_routes=[*RPC_ROUTES, accounts_handlers.RPC_ROUTE, integrations.RPC_ROUTE],
    on_startup=[sweeper.start],
    on_shutdown=[sweeper.stop],
)


def create_app(settings: Settings | None = None) -> FastAPI:
    return create_service_app(SPEC, settings or Settings())

import uuid
from collections.abc import Iterator

import pytest

from receptionist.models import Agent
from ringbook_common.bus import rpc

from ..provisioning.conftest import FunctionEndpoints

TIMEOUT = 20.0


class Operator:
    """The admin service's side of `rpc.receptionist.*`: requests over the real bus to the running app."""

    def __init__(self, bus) -> None:
        self.bus = bus

    async def ask(self, method: str, request, reply_type):
        return await rpc.request(self.bus, f"rpc.receptionist.{method}", request, reply_type, timeout=TIMEOUT)


@pytest.fixture
def operator(bus, app, client) -> Operator:
    return Operator(bus)


@pytest.fixture
def local_context(app):
    return app.state.context


@pytest.fixture(scope="session")
def stand_in_functions() -> Iterator[FunctionEndpoints]:
    server = FunctionEndpoints().start()
    yield server
    server.stop()


@pytest.fixture
def functions_reachable(app, stand_in_functions):
    """The public base URL pointing at stand-ins for our seven function URLs, for the self-test the RPC runs."""
    function_endpoints = stand_in_functions
    function_endpoints.statuses.clear()
    function_endpoints.received.clear()
    context = app.state.context
    original = context.settings
    context.settings = original.model_copy(update={"public_base_url": function_endpoints.base_url})
    yield function_endpoints
    context.settings = original


async def agent_of(app, tenant_id: str) -> Agent | None:
    async with app.state.sessionmaker() as session:
        return await session.get(Agent, uuid.UUID(tenant_id))


async def fail_agent(app, tenant_id: str, *, error: str = "No numbers left") -> None:
    async with app.state.sessionmaker() as session, session.begin():
        agent = await session.get(Agent, uuid.UUID(tenant_id))
        agent.status, agent.error = "failed", error


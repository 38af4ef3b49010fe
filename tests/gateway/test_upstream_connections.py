"""The gateway's side of its upstream connections: what a service's answer may not carry out to the client."""

import httpx
import pytest

from gateway.app import Gateway
from gateway.config import Settings
from gateway.routes import SERVICES
from tests.gateway.upstream import StandInUpstream


@pytest.fixture
async def upstream():
    server = StandInUpstream()
    await server.start()
    yield server
    await server.stop()


@pytest.fixture
async def client(stack, upstream):
    env = stack.gateway_env()
    urls = {f"{s}_url": env[f"GATEWAY_{s.upper()}_URL"] for s in SERVICES}
    app = Gateway(Settings(**{**urls, "leads_url": upstream.url}, nats_url=stack.nats_url,
                           internal_private_key_file=env["GATEWAY_INTERNAL_PRIVATE_KEY_FILE"],
                           admin_token_file=env["GATEWAY_ADMIN_TOKEN_FILE"], env="dev"))
    await app.startup()
    transport = httpx.ASGITransport(app=app, client=("203.0.113.31", 5000))
    async with httpx.AsyncClient(transport=transport, base_url="http://localhost:8000") as client:
        yield client
    await app.shutdown()


async def test_a_redirect_to_the_services_own_address_leaves_as_a_path_on_ours(client):
    response = await client.get("/api/contact/self-redirect")
    assert response.status_code == 307
    assert response.headers["location"] == "/api/contact/elsewhere?x=1"


async def test_a_failed_answer_passes_through_as_the_services_json(client):
    response = await client.get("/api/contact/crash")
    assert (response.status_code, response.json()) == (500, {"error": "Something went wrong"})

"""The gateway's side of its upstream connections: what a service's answer may not carry out to the client."""

import httpx
import pytest

from tests.gateway.upstream import gateway_in_front_of, stand_in_upstream


@pytest.fixture
async def upstream():
    async with stand_in_upstream() as server:
        yield server


@pytest.fixture
async def client(stack, upstream):
    async with gateway_in_front_of(stack, upstream) as app:
        transport = httpx.ASGITransport(app=app, client=("203.0.113.31", 5000))
        async with httpx.AsyncClient(transport=transport, base_url="http://localhost:8000") as client:
            yield client


async def test_a_redirect_to_the_services_own_address_leaves_as_a_path_on_ours(client):
    response = await client.get("/api/contact/self-redirect")
    assert response.status_code == 307
    assert response.headers["location"] == "/api/contact/elsewhere?x=1"


async def test_a_failed_answer_passes_through_as_the_services_json(client):
    response = await client.get("/api/contact/crash")
    assert (response.status_code, response.json()) == (500, {"error": "Something went wrong"})

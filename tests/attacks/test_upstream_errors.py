"""One client's failing requests never become another client's 502, and a body too large is a 413 however it is
sent.

The pooled-connection case is played with a small upstream in front of which a gateway runs in-process: it answers
one salon's requests with a 500 and then drops its connection when the next request arrives on it, unanswered.
That is the moment the gateway reuses a connection the service has already given up on; the other salon's
requests, interleaved, must all be answered."""

import asyncio
import uuid

import aiohttp
import httpx
import pytest

from gateway.app import Gateway
from tests.gateway.upstream import gateway_in_front_of, stand_in_upstream


@pytest.fixture
async def upstream():
    async with stand_in_upstream() as server:
        yield server


@pytest.fixture
async def gateway_before(stack, upstream):
    """A gateway whose leads routes go to the stand-in upstream (the other services are the stack's)."""
    async with gateway_in_front_of(stack, upstream, forms_rate_per_minute=100_000) as app:
        yield app


def _client(app: Gateway, ip: str) -> httpx.AsyncClient:
    transport = httpx.ASGITransport(app=app, client=(ip, 5000))
    return httpx.AsyncClient(transport=transport, base_url="http://localhost:8000", timeout=15)


async def test_one_salons_failures_never_turn_anothers_requests_into_502(gateway_before, upstream):
    failing, other = _client(gateway_before, "203.0.113.21"), _client(gateway_before, "203.0.113.22")
    async with failing, other:
        answers = []
        for _ in range(4):
            # Several at once, so that several pooled connections are given up on together.
            upstream.expect_together(4)
            crashed = await asyncio.gather(*(failing.get(f"/api/contact/crash-{n}") for n in range(4)))
            assert {response.status_code for response in crashed} == {500}
            answers += [await other.get("/api/contact/ok"),
                        await other.put("/api/contact/ok", json={"name": "Ana"}),
                        await other.delete("/api/contact/ok")]
        assert [response.status_code for response in answers] == [200] * len(answers), \
            [(response.request.method, response.status_code, response.text) for response in answers]
        assert [request.body for request in upstream.answered if request.method == "PUT"] == \
            [b'{"name":"Ana"}'] * 4


async def test_a_post_whose_body_already_left_is_not_sent_twice(gateway_before, upstream):
    """Retrying is for requests the service cannot have acted on; a form already sent answers 502 instead."""
    async with _client(gateway_before, "203.0.113.23") as client:
        upstream.expect_together(1)
        assert (await client.get("/api/contact/crash")).status_code == 500
        response = await client.post("/api/contact/ok", json={"name": "Ana", "message": "x" * 100_000})
        assert response.status_code in (200, 502)
        assert [r.method for r in upstream.answered].count("POST") == (response.status_code == 200)


@pytest.mark.parametrize("size", [1_048_577, 3_000_000])
async def test_a_chunked_body_over_the_limit_is_413(gateway_url, size):
    async def chunks():
        sent = 0
        while sent < size:
            chunk = b"x" * min(65_536, size - sent)
            sent += len(chunk)
            yield chunk

    async with aiohttp.ClientSession() as session, session.post(
            f"{gateway_url}/api/contact", data=chunks(), headers={"content-type": "application/json"}) as response:
        assert "content-length" not in {name.lower() for name in response.request_info.headers}
        assert response.status == 413
        assert await response.json() == {"error": "That request is too large"}


async def test_a_chunked_body_under_the_limit_reaches_the_service(gateway_url):
    async def chunks():
        yield b'{"name": "Ana Ruiz", "email": "ana-' + uuid.uuid4().hex[:6].encode() + b'@salon.example", '
        yield b'"message": "Do you do balayage?"}'

    async with aiohttp.ClientSession() as session, session.post(
            f"{gateway_url}/api/contact", data=chunks(), headers={"content-type": "application/json"}) as response:
        assert response.status == 201, await response.text()

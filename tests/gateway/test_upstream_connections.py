"""The gateway's side of its upstream connections: what a service's answer may not carry out to the client."""

import httpx
import pytest

from tests.gateway.upstream import BIG_BODY, gateway_in_front_of, stand_in_upstream


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


async def test_a_small_answer_leaves_whole_with_its_length(client):
    response = await client.get("/api/contact/ok")
    assert response.status_code == 200 and response.content == b"{}"
    assert response.headers["content-length"] == "2"
    assert "transfer-encoding" not in response.headers
    assert response.headers["x-content-type-options"] == "nosniff"


async def test_a_large_answer_arrives_whole(client):
    response = await client.get("/api/contact/big")
    assert response.status_code == 200 and response.content == BIG_BODY


async def test_an_answer_cut_short_of_its_length_is_a_502_not_a_truncated_body(client):
    response = await client.get("/api/contact/cut-short")
    assert response.status_code == 502
    assert response.json() == {"error": "The leads service gave a bad answer. Please try again."}


async def test_an_answer_carries_one_date_and_one_server_header(gateway_url):
    """The service's own Date and Server are not passed on next to the gateway's."""
    async with httpx.AsyncClient(base_url=gateway_url, timeout=15) as client:
        response = await client.get("/_services/leads/livez")
    assert response.status_code == 200
    assert len(response.headers.get_list("date")) == 1 and len(response.headers.get_list("server")) == 1


async def test_a_cookie_a_service_sets_goes_to_its_browser_and_never_with_anyone_elses_request(stack):
    """Upstreams named by host (as in a cluster), where a client's cookie store would keep cookies: the gateway's
    keeps none."""
    async with stand_in_upstream() as upstream:
        upstream.url = upstream.url.replace("127.0.0.1", "localhost")
        async with gateway_in_front_of(stack, upstream) as app:
            transport = httpx.ASGITransport(app=app, client=("203.0.113.32", 5000))
            async with httpx.AsyncClient(transport=transport, base_url="http://localhost:8000") as client:
                set_here = await client.get("/api/contact/sets-cookie")
                assert set_here.headers["set-cookie"].startswith("rb_session=someone-elses")
                client.cookies.clear()
                assert (await client.get("/api/contact/ok")).status_code == 200
        assert [seen.cookie for seen in upstream.answered] == ["", ""]

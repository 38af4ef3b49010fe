"""The gateway in front of the real services: routing, health, operator tokens, limits and faults."""

import asyncio
import os
import signal
import time

import httpx
import pytest

from gateway.app import Gateway
from gateway.config import Settings
from gateway.routes import SERVICES

EVERY_COMPONENT = {*SERVICES, "postgres", "nats"}


class TestHealth:
    async def test_the_gateway_reports_its_own_liveness_and_readiness(self, gateway):
        assert (await gateway.get("/livez")).json() == {"status": "ok"}
        ready = await gateway.get("/readyz")
        assert ready.status_code == 200 and ready.json() == {"status": "ok"}

    async def test_everything_is_ok(self, gateway):
        response = await gateway.get("/healthz")
        assert response.status_code == 200
        assert response.json() == {"status": "ok", "components": dict.fromkeys(sorted(EVERY_COMPONENT), "ok")}

    async def test_a_killed_service_is_named_and_its_routes_answer_503_json(self, stack, gateway):
        stack.stop_process("leads")
        try:
            health = await gateway.get("/healthz")
            assert health.status_code == 503
            assert health.json()["components"]["leads"] == "down"
            assert health.json()["components"]["identity"] == "ok"
            started = time.monotonic()
            routed = await gateway.post("/api/contact", json={"name": "A"})
            assert routed.status_code == 503
            assert routed.json() == {"error": "The leads service is unavailable right now. Please try again shortly."}
            assert time.monotonic() - started < 10, "a dead service must fail fast, within its route timeout"
            other = await gateway.get("/_services/identity/livez")
            assert other.status_code == 200
        finally:
            stack.start_service("leads")
            stack.wait_http(f"http://127.0.0.1:{stack.service_ports['leads']}/livez", "leads")
        assert (await gateway.get("/healthz")).status_code == 200

    async def test_a_hung_service_gets_a_504_json(self, stack, gateway):
        [process] = [p for p in stack.processes if p.name == "tenants"]
        os.kill(process.popen.pid, signal.SIGSTOP)
        try:
            response = await gateway.get("/_services/tenants/livez")
            assert response.status_code == 504
            assert response.json()["error"].startswith("The tenants service took too long")
            health = await gateway.get("/healthz")
            assert health.status_code == 503 and health.json()["components"]["tenants"] == "down"
        finally:
            os.kill(process.popen.pid, signal.SIGCONT)


class TestRouting:
    async def test_unknown_api_calls_get_json_404(self, gateway):
        response = await gateway.post("/api/nothing-here", json={})
        assert response.status_code == 404
        assert response.json() == {"error": "Not found"}
        for path in ("/api/nothing-here", "/api/nothing/deeper", "/api"):
            read = await gateway.get(path)
            assert (read.status_code, read.json()) == (404, {"error": "Not found"}), path

    async def test_answers_carry_security_headers_and_a_request_id(self, gateway):
        response = await gateway.get("/healthz")
        assert "frame-ancestors 'none'" in response.headers["content-security-policy"]
        assert response.headers["x-content-type-options"] == "nosniff"
        assert response.headers["referrer-policy"] == "strict-origin-when-cross-origin"
        proxied = await gateway.get("/_services/booking/livez")
        assert proxied.headers["x-content-type-options"] == "nosniff"
        assert len(proxied.headers["x-request-id"]) == 32

    async def test_a_body_over_the_limit_is_refused(self, gateway):
        response = await gateway.post("/api/contact", content=b"x" * 2_000_000,
                                      headers={"content-type": "application/json"})
        assert response.status_code == 413
        assert response.json() == {"error": "That request is too large"}

    async def test_dev_outbox_lists_messages_as_json(self, gateway):
        response = await gateway.get("/dev/outbox", params={"to": "nobody@example.com"})
        assert response.status_code == 200
        assert response.json() == []


class TestOperatorToken:
    async def test_no_token_is_401(self, gateway):
        response = await gateway.get("/api/admin/overview")
        assert response.status_code == 401
        assert response.json() == {"error": "Admin token required"}

    async def test_a_wrong_token_is_401(self, gateway):
        response = await gateway.get("/api/admin/overview", headers={"x-admin-token": "guess"})
        assert response.status_code == 401
        assert response.json() == {"error": "Invalid admin token"}

    async def test_the_right_token_reaches_the_admin_service(self, stack, gateway):
        token = (stack.secrets_dir / "admin-token").read_text().strip()
        response = await gateway.get("/api/admin/no-such-thing", headers={"x-admin-token": token})
        # Past the gateway: the admin service itself answers (its JSON 404 for a path it lacks).
        assert response.status_code == 404
        assert response.json() == {"error": "Not found"}


@pytest.fixture
async def strict_gateway(stack):
    """A second gateway in-process, on the same services, with limits low enough to reach in a test."""
    env = stack.gateway_env()
    settings = Settings(
        **{f"{s}_url": env[f"GATEWAY_{s.upper()}_URL"] for s in SERVICES},
        nats_url=stack.nats_url, internal_private_key_file=env["GATEWAY_INTERNAL_PRIVATE_KEY_FILE"],
        admin_token_file=env["GATEWAY_ADMIN_TOKEN_FILE"],
        auth_rate_per_minute=3, forms_rate_per_minute=2, operator_rate_per_minute=6, env="dev",
    )
    app = Gateway(settings)
    await app.startup()
    transport = httpx.ASGITransport(app=app, client=("203.0.113.9", 5000))
    async with httpx.AsyncClient(transport=transport, base_url="http://localhost:8000") as client:
        yield client
    await app.shutdown()


class TestLimits:
    async def test_the_public_forms_are_rate_limited_per_client(self, strict_gateway):
        statuses = [(await strict_gateway.post("/api/subscribe", json={})).status_code for _ in range(3)]
        assert all(status != 429 for status in statuses[:2])
        assert statuses[2] == 429
        limited = await strict_gateway.post("/api/subscribe", json={})
        assert int(limited.headers["retry-after"]) >= 1
        assert "Too many attempts" in limited.json()["error"]

    async def test_sign_in_is_limited_separately_from_forms(self, strict_gateway):
        for _ in range(3):
            assert (await strict_gateway.post("/auth/login", json={})).status_code != 429
        assert (await strict_gateway.post("/auth/login", json={})).status_code == 429

    async def test_guessing_operator_tokens_is_stopped(self, strict_gateway):
        statuses = [(await strict_gateway.get("/api/admin/overview", headers={"x-admin-token": f"guess-{n}"})
                     ).status_code for n in range(4)]
        assert statuses == [401, 401, 401, 429]

    async def test_every_operator_request_counts_against_the_operator_limit(self, stack, strict_gateway):
        token = (stack.secrets_dir / "admin-token").read_text().strip()
        statuses = [(await strict_gateway.get("/api/admin/integrations", headers={"x-admin-token": token})
                     ).status_code for _ in range(7)]
        assert statuses[:2] == [200, 200] and statuses[-1] == 429

    async def test_a_cookie_carrying_change_from_a_foreign_origin_is_refused(self, strict_gateway):
        response = await strict_gateway.put("/portal/tenants/settings", json={},
                                            headers={"cookie": "rb_session=abc", "origin": "https://evil.example"})
        assert response.status_code == 403
        assert "error" in response.json()


async def test_many_concurrent_requests_all_get_answers(gateway):
    responses = await asyncio.gather(*(gateway.get(f"/_services/{s}/livez") for s in SERVICES * 20))
    assert {r.status_code for r in responses} == {200}

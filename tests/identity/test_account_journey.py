"""An owner's account from the outside, through the gateway: register, verify, whoami, sign out."""

import asyncio
import uuid
from pathlib import Path

import httpx

from ringbook_common.testing.wait import eventually

PASSWORD = "a long enough password"


def new_email() -> str:
    return f"owner-{uuid.uuid4().hex[:8]}@salon.example"


async def test_register_verify_whoami_logout(gateway_url, code_for):
    email = new_email()
    async with httpx.AsyncClient(base_url=gateway_url, timeout=15) as browser:
        registered = await browser.post("/auth/register", json={
            "fullName": "Maria Lopez", "email": email, "password": PASSWORD, "confirmPassword": PASSWORD})
        assert registered.status_code == 201
        code = await code_for(email)

        verified = await browser.post("/auth/verify-email", json={"email": email, "code": code},
                                      headers={"origin": gateway_url})
        assert verified.status_code == 200
        assert "rb_session" in browser.cookies

        me = await browser.get("/portal/whoami")
        assert me.status_code == 200
        assert me.json()["user"] == {"id": me.json()["user"]["id"], "fullName": "Maria Lopez", "email": email}
        assert me.json()["onboardingComplete"] is False

        out = await browser.post("/api/auth/logout", headers={"origin": gateway_url})
        assert out.status_code == 200
        assert "rb_session" not in browser.cookies

    # The old cookie, replayed by someone who kept it, stops working within seconds (not after the cache's 60 s).
    async with httpx.AsyncClient(base_url=gateway_url, timeout=15,
                                 cookies={"rb_session": verified.cookies["rb_session"]}) as replay:
        async def refused() -> bool:
            return (await replay.get("/portal/whoami")).status_code == 401
        assert await eventually(refused, timeout=10)


async def test_signing_in_again_after_logout(gateway_url, gateway, code_for):
    email = new_email()
    await gateway.post("/auth/register", json={
        "fullName": "Sam", "email": email, "password": PASSWORD, "confirmPassword": PASSWORD})
    await gateway.post("/auth/verify-email", json={"email": email, "code": await code_for(email)})
    async with httpx.AsyncClient(base_url=gateway_url, timeout=15) as browser:
        response = await browser.post("/auth/login", json={"email": email.upper(), "password": PASSWORD})
        assert response.status_code == 200
        assert (await browser.get("/portal/whoami")).json()["user"]["email"] == email


async def test_whoami_without_a_session_is_401_and_a_forged_principal_header_is_ignored(gateway):
    assert (await gateway.get("/portal/whoami")).status_code == 401
    forged = await gateway.get("/portal/whoami", headers={"x-ringbook-principal": "eyJhbGciOiJub25lIn0.e30."})
    assert forged.status_code == 401


async def test_a_cookie_bearing_change_from_another_site_is_refused(gateway_url):
    async with httpx.AsyncClient(base_url=gateway_url, cookies={"rb_session": "anything"}) as browser:
        response = await browser.post("/api/auth/logout", headers={"origin": "https://attacker.example"})
    assert response.status_code == 403


async def test_nothing_secret_reaches_the_logs(stack, gateway, code_for):
    email = new_email()
    await gateway.post("/auth/register", json={
        "fullName": "Logs", "email": email, "password": PASSWORD, "confirmPassword": PASSWORD})
    code = await code_for(email)
    await gateway.post("/auth/verify-email", json={"email": email, "code": code})
    await gateway.post("/auth/login", json={"email": email, "password": PASSWORD})
    stack.log_sink.flush()
    logged = await asyncio.to_thread(Path(stack.log_sink.name).read_text)
    assert "POST /auth/login" in logged
    assert PASSWORD not in logged
    assert code not in logged

import pytest
from sqlalchemy import text

from ringbook.identity.v1.rpc_pb2 import ResolveSessionReply, ResolveSessionRequest
from ringbook_common.auth import Principal, TokenSigner, generate_keypair
from ringbook_common.bus import rpc

from .conftest import PASSWORD


async def resolve(app, token: str) -> ResolveSessionReply:
    return await rpc.request(app.state.bus, "rpc.identity.resolve_session", ResolveSessionRequest(token=token),
                             ResolveSessionReply, timeout=5)


@pytest.fixture
async def signed_in(client, register):
    await register(verify=True)
    response = await client.post("/auth/login", json={"email": "ana@salon.example", "password": PASSWORD})
    return response.cookies["rb_session"], response.json()


class TestResolveSession:
    async def test_a_live_cookie_resolves_to_its_owner_and_tenant(self, app, signed_in):
        token, me = signed_in
        reply = await resolve(app, token)
        assert reply.found and reply.user_id == me["user"]["id"] and reply.tenant_id == me["tenant"]["id"]

    async def test_an_unknown_cookie_resolves_to_nobody(self, app, client):
        assert not (await resolve(app, "made-up")).found

    async def test_an_idle_week_ends_the_session(self, app, signed_in, db):
        token, _ = signed_in
        async with db.begin() as conn:
            await conn.execute(text("UPDATE sessions SET last_seen_at = now() - interval '7 days 1 minute'"))
        assert not (await resolve(app, token)).found

    async def test_thirty_days_end_the_session_however_active(self, app, signed_in, db):
        token, _ = signed_in
        async with db.begin() as conn:
            await conn.execute(text("UPDATE sessions SET expires_at = now() - interval '1 second'"))
        assert not (await resolve(app, token)).found

    async def test_use_moves_the_idle_clock(self, app, signed_in, db):
        token, _ = signed_in
        async with db.begin() as conn:
            await conn.execute(text("UPDATE sessions SET last_seen_at = now() - interval '6 days'"))
        assert (await resolve(app, token)).found
        async with db.connect() as conn:
            idle = await conn.scalar(text("SELECT min(extract(epoch FROM now() - last_seen_at)) FROM sessions"))
        assert float(idle) < 60


class TestLogout:
    async def test_logout_revokes_the_session_and_clears_the_cookie(self, app, client, signed_in, db):
        token, _ = signed_in
        client.cookies.set("rb_session", token)
        response = await client.post("/api/auth/logout")
        assert response.status_code == 200
        assert 'rb_session=""' in response.headers["set-cookie"] or "Max-Age=0" in response.headers["set-cookie"]
        assert not (await resolve(app, token)).found
        async with db.connect() as conn:
            events = (await conn.execute(text(
                "SELECT count(*) FROM outbox WHERE subject = 'ringbook.identity.session_revoked'"))).scalar()
        assert events == 1

    async def test_logout_without_a_session_is_harmless(self, client):
        assert (await client.post("/api/auth/logout")).status_code == 200


class TestWhoAmI:
    async def test_without_a_principal_it_is_401(self, client):
        response = await client.get("/portal/whoami")
        assert response.status_code == 401
        assert response.json() == {"error": "Please sign in to continue"}

    async def test_a_principal_signed_with_another_key_is_401(self, client, signed_in):
        _, me = signed_in
        forged = TokenSigner(generate_keypair()[0]).sign(
            Principal(subject=me["user"]["id"], role="owner", tenant_id=me["tenant"]["id"]))
        response = await client.get("/portal/whoami", headers={"x-ringbook-principal": forged})
        assert response.status_code == 401

    async def test_a_subject_that_is_no_user_id_is_401(self, client, principal_headers):
        response = await client.get("/portal/whoami", headers=principal_headers(user_id="user-1"))
        assert (response.status_code, response.json()) == (401, {"error": "Please sign in to continue"})

    async def test_the_owner_sees_themself_and_their_tenant(self, client, signed_in, principal_headers):
        _, me = signed_in
        response = await client.get("/portal/whoami", headers=principal_headers(
            user_id=me["user"]["id"], tenant_id=me["tenant"]["id"]))
        assert response.status_code == 200
        assert response.json() == {
            "user": {"id": me["user"]["id"], "fullName": "Ana Ruiz", "email": "ana@salon.example"},
            "tenant": {"id": me["tenant"]["id"], "name": None},
            "onboardingComplete": False,
            "locations": [{"id": me["tenant"]["id"], "name": "", "position": 0}],
        }

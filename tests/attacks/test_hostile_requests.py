"""Hostile requests through the gateway, beyond what tests/gateway and tests/identity already cover:
unsigned, forged and stale provider calls on every function and the voice webhook; cookie-carrying changes from
another site on every service with owner routes; every operator GET without or with a wrong token; the session
cookie's flags; brute force on every sign-in route (a strict second gateway) and on one account or one code."""

import importlib
import json
import re
import uuid

import httpx
import pytest
from fastapi import Response

from gateway.app import Gateway
from gateway.config import Settings as GatewaySettings
from gateway.routes import ROUTES, SERVICES, Access, Limit, route_for
from identity.config import Settings as IdentitySettings
from identity.sessions.cookies import set_session_cookie
from receptionist import signatures
from receptionist.functions.service import NAMES
from tests.conftest import PASSWORD, latest_code

FUNCTIONS = [f"/api/receptionist/functions/{name}" for name in NAMES]
PROVIDER_PATHS = [*FUNCTIONS, "/api/receptionist/webhooks/voice"]


def test_there_are_seven_functions():
    assert len(NAMES) == 7


# ---- the voice provider's signature -------------------------------------------------------------------------------

def _body(path: str) -> bytes:
    # To a number outside the local provider's +1 800 555 0100-0199: no salon of the run can have it.
    call = {"call_id": f"call_attack_{uuid.uuid4().hex[:8]}", "agent_id": "", "from_number": "+15550100000",
            "to_number": "+15550109999", "direction": "inbound", "call_type": "phone_call"}
    if path.endswith("/voice"):
        return json.dumps({"event": "call_started", "call": call}).encode()
    name = path.rsplit("/", 1)[1]
    return json.dumps({"name": name, "call": call, "args": {"name": "Mallory", "reason": "x"}}).encode()


@pytest.mark.parametrize("path", PROVIDER_PATHS)
@pytest.mark.parametrize("how", ["missing", "forged", "stale", "wrong_key"])
async def test_an_unsigned_forged_or_stale_provider_call_is_401_json(stack, gateway, path, how):
    key = (stack.secrets_dir / "voice-provider-key").read_text().strip()
    raw, now = _body(path), signatures.now_ms()
    header = {"missing": None,
              "forged": f"v={now},d={'ab' * 32}",
              "stale": signatures.sign(raw, key, now - 301_000),
              "wrong_key": signatures.sign(raw, "key_" + "0" * 48, now)}[how]
    headers = {"content-type": "application/json", **({signatures.HEADER: header} if header else {})}
    response = await gateway.post(path, content=raw, headers=headers)
    assert response.status_code == 401, response.text
    assert list(response.json()) == ["error"] and response.json()["error"]


async def test_the_same_request_signed_now_gets_past_the_signature(stack, gateway):
    """The control: with a fresh, right signature the same kind of call is not refused as unsigned (it names a
    number no salon has, so the receptionist answers 404)."""
    key = (stack.secrets_dir / "voice-provider-key").read_text().strip()
    raw = _body(FUNCTIONS[0])
    response = await gateway.post(FUNCTIONS[0], content=raw, headers={
        "content-type": "application/json", signatures.HEADER: signatures.sign(raw, key, signatures.now_ms())})
    assert response.status_code == 404, response.text


# ---- cookie-carrying changes from another site ------------------------------------------------------------------

# One state-changing owner endpoint per service; the test below fails when a service gains owner routes and is
# missing here.
CHANGES = {
    "identity": ("POST", "/api/auth/logout", None),
    "leads": ("POST", "/api/contact", {"name": "Mallory", "email": "m@evil.example", "message": "hi"}),
    "tenants": ("PUT", "/portal/tenants/settings", {"name": "Hijacked Salon", "timezone": "America/New_York"}),
    "booking": ("POST", "/staff/calendars/provision", {"staffId": "mallory", "name": "Mallory"}),
    "receptionist": ("POST", "/api/receptionist/staff", {"name": "Mallory", "title": "Spy"}),
}


def test_every_service_with_owner_routes_has_a_cross_site_case():
    with_owner_routes = {route.service for route in ROUTES if route.access is Access.SESSION}
    assert with_owner_routes == set(CHANGES)
    assert {route.service for route in ROUTES if route.service not in CHANGES} == {"admin"}  # operator-only


@pytest.mark.parametrize("service", sorted(CHANGES))
@pytest.mark.parametrize("origin", [{"origin": "https://evil.example"}, {"origin": "null"},
                                    {"referer": "https://evil.example/page"}], ids=["origin", "null", "referer"])
async def test_a_cross_site_change_with_a_valid_session_is_403(owner_session, service, origin):
    method, path, body = CHANGES[service]
    assert route_for(path).service == service
    async with owner_session(name="Victim Owner") as owner:
        owner.headers.pop("origin")
        response = await owner.request(method, path, json=body, headers=origin)
        assert response.status_code == 403, response.text
        assert response.json() == {"error": "This request came from a page we don't trust"}
        # Nothing happened: the session is still alive, the salon still unnamed, no staff added.
        me = await owner.get("/portal/whoami")
        assert me.status_code == 200 and "Hijacked" not in me.text
        assert (await owner.get("/staff/calendars")).json() == {"staff": []}


# ---- every operator GET, without a token and with a wrong one ---------------------------------------------------

def _operator_gets() -> list[str]:
    paths = []
    for service in SERVICES:
        document = importlib.import_module(f"{service}.app").create_app().openapi()
        for path, item in document["paths"].items():
            concrete = re.sub(r"\{\w+\}", str(uuid.UUID(int=1)), path)
            if "get" in item and (route := route_for(concrete)) is not None and route.access is Access.OPERATOR:
                paths.append(concrete)
    return paths


OPERATOR_GETS = _operator_gets()


def test_the_operator_gets_were_found():
    assert len(OPERATOR_GETS) >= 8 and "/api/admin/overview" in OPERATOR_GETS


@pytest.mark.parametrize("path", OPERATOR_GETS)
async def test_an_operator_get_without_or_with_a_wrong_token_is_401(gateway, path):
    bare = await gateway.get(path)
    assert (bare.status_code, bare.json()) == (401, {"error": "Admin token required"})
    wrong = await gateway.get(path, headers={"x-admin-token": "rb_" + uuid.uuid4().hex})
    assert (wrong.status_code, wrong.json()) == (401, {"error": "Invalid admin token"})


async def test_an_owners_session_is_no_operator(owner_session):
    async with owner_session(name="Curious Owner") as owner:
        response = await owner.get("/api/admin/tenants")
        assert response.status_code == 401


# ---- the session cookie ----------------------------------------------------------------------------------------

async def test_the_session_cookie_is_httponly_lax_and_site_wide_and_not_secure_only_in_dev(gateway, code_for):
    email = f"cookie-{uuid.uuid4().hex[:8]}@salon.example"
    await gateway.post("/auth/register", json={"fullName": "Cookie Owner", "email": email, "password": PASSWORD,
                                               "confirmPassword": PASSWORD})
    verified = await gateway.post("/auth/verify-email", json={"email": email, "code": await code_for(email)})
    [cookie] = [v for v in verified.headers.get_list("set-cookie") if v.startswith("rb_session=")]
    flags = {part.strip().split("=")[0].lower(): part.strip() for part in cookie.split(";")[1:]}
    assert "httponly" in flags and flags["samesite"].lower() == "samesite=lax" and flags["path"] == "Path=/"
    assert "secure" not in flags  # the test stack is dev (plain http on localhost)
    token = cookie.split(";")[0].split("=", 1)[1]
    assert len(token) >= 32 and email.split("@")[0] not in token  # opaque and random, not derived from the user


def test_outside_dev_the_session_cookie_is_secure():
    response = Response()
    set_session_cookie(response, IdentitySettings(env="production"), "t" * 43)
    cookie = response.headers["set-cookie"].lower()
    assert "; secure" in cookie and "; httponly" in cookie and "samesite=lax" in cookie


# ---- brute force ----------------------------------------------------------------------------------------------

@pytest.fixture
async def strict_gateway(stack):
    """A second gateway in-process on the same services, with a sign-in limit of 3 a minute (as tests/gateway)."""
    env = stack.gateway_env()
    settings = GatewaySettings(
        **{f"{s}_url": env[f"GATEWAY_{s.upper()}_URL"] for s in SERVICES},
        nats_url=stack.nats_url, internal_private_key_file=env["GATEWAY_INTERNAL_PRIVATE_KEY_FILE"],
        admin_token_file=env["GATEWAY_ADMIN_TOKEN_FILE"], auth_rate_per_minute=3, env="dev")
    app = Gateway(settings)
    await app.startup()
    transport = httpx.ASGITransport(app=app, client=(f"203.0.113.{uuid.uuid4().int % 250 + 1}", 5000))
    async with httpx.AsyncClient(transport=transport, base_url="http://localhost:8000") as client:
        yield client
    await app.shutdown()


AUTH_ROUTES = [route.prefix for route in ROUTES if route.limit is Limit.AUTH]


def test_login_verify_and_resend_are_limited_routes():
    assert {"/auth/login", "/auth/verify-email", "/auth/resend-code", "/auth/register"} <= set(AUTH_ROUTES)


@pytest.mark.parametrize("path", AUTH_ROUTES)
async def test_hammering_a_sign_in_route_is_429(strict_gateway, path):
    # A new address each time: identity's own per-address cool-down must not be what answers 429 here.
    def body(n: int) -> dict:
        return {"email": f"victim{n}-{uuid.uuid4().hex[:6]}@salon.example", "code": "000000", "password": "guess"}
    statuses = [(await strict_gateway.post(path, json=body(n))).status_code for n in range(4)]
    assert 429 not in statuses[:3] and statuses[3] == 429, statuses
    limited = await strict_gateway.post(path, json=body(4))
    assert limited.status_code == 429 and int(limited.headers["retry-after"]) >= 1
    assert "Too many attempts" in limited.json()["error"]


async def test_guessing_one_accounts_password_locks_it_even_for_the_right_password(gateway, code_for):
    """Identity's own limit, per account, behind the gateway's per-address one: 5 failures, then 429."""
    email = f"brute-{uuid.uuid4().hex[:8]}@salon.example"
    await gateway.post("/auth/register", json={"fullName": "Brute Target", "email": email, "password": PASSWORD,
                                               "confirmPassword": PASSWORD})
    await gateway.post("/auth/verify-email", json={"email": email, "code": await code_for(email)})
    statuses = [(await gateway.post("/auth/login", json={"email": email, "password": f"guess {n}"})).status_code
                for n in range(5)]
    assert statuses == [401] * 5, statuses
    locked = await gateway.post("/auth/login", json={"email": email, "password": PASSWORD})
    assert locked.status_code == 429 and "Too many failed sign-in attempts" in locked.json()["error"]
    assert "rb_session" not in locked.cookies


async def test_guessing_a_code_burns_it_and_a_new_one_is_not_sent_at_once(gateway):
    email = f"codes-{uuid.uuid4().hex[:8]}@salon.example"
    await gateway.post("/auth/register", json={"fullName": "Code Target", "email": email, "password": PASSWORD,
                                               "confirmPassword": PASSWORD})
    code = await latest_code(gateway, email)
    wrong = f"{(int(code) + 1) % 1_000_000:06d}"
    for _ in range(5):
        assert (await gateway.post("/auth/verify-email", json={"email": email, "code": wrong})).status_code == 400
    right = await gateway.post("/auth/verify-email", json={"email": email, "code": code})
    assert right.status_code == 429 and "rb_session" not in right.cookies, right.text
    assert "Too many wrong tries" in right.json()["error"]
    # Nor can the guesser ask for a fresh code to guess at once: the last one went out under a minute ago.
    again = await gateway.post("/auth/resend-code", json={"email": email})
    assert again.status_code == 429 and int(again.headers["retry-after"]) >= 1, again.text
    assert "Please wait" in again.json()["error"]

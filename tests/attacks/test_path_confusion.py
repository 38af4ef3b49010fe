"""Path confusion through the gateway: for every route prefix, every spelling of a path (`..`, `%2e%2e`, `//`, a
trailing slash, case, NUL, encoded slashes and backslashes) is either refused by the gateway with a 4xx or reaches
the service as exactly the path the gateway judged, so the service's rules are the rules of the path it receives.

The observable is the product's own access log: the gateway logs the path it judged and each service logs the path
it received, both with the answer's status. Every probe ends in a token of its own, so its lines are found
whatever else the run is doing; the matrix runs on a stack of its own, whose log no other run writes to."""

import contextlib
import re
import uuid
from dataclasses import dataclass
from pathlib import Path

import aiohttp
import pytest
import yarl

from gateway.routes import ROUTES, SERVICES, Limit, Route, route_for
from ringbook_common.testing.wait import eventually

LINE = re.compile(r"^(?P<process>\w+)\s+\| \S+ \w+\s+(?P<method>[A-Z]+) (?P<path>\S+) (?P<status>\d{3})\b", re.M)


class StackLog:
    """The stack's log from the moment the test began."""

    def __init__(self, stack) -> None:
        stack.log_sink.flush()
        self.file = Path(stack.log_sink.name)
        self.start = self.file.stat().st_size

    def lines(self) -> list[dict]:
        with self.file.open("rb") as log:
            log.seek(self.start)
            text = log.read().decode("utf-8", "replace")
        return [match.groupdict() for match in LINE.finditer(text)]

    def with_token(self, token: str) -> tuple[list[dict], list[dict]]:
        """The gateway's lines and the services' lines whose path carries the token (in any case)."""
        found = [line for line in self.lines() if token.lower() in line["path"].lower()]
        return ([line for line in found if line["process"] == "gateway"],
                [line for line in found if line["process"] != "gateway"])


async def raw_get(gateway_url: str, raw_path: str, **headers: str) -> tuple[int, str, dict]:
    """A GET that sends the path byte for byte, as an attacker's client would (no client-side normalising)."""
    async with aiohttp.ClientSession() as session:
        url = yarl.URL(gateway_url + raw_path, encoded=True)
        async with session.get(url, headers=headers, allow_redirects=False) as response:
            return response.status, await response.text(), dict(response.headers)


def probe_path(route: Route, token: str) -> str:
    """A path under the route that its service does not have: the service answers it, and logs it, as it is."""
    return f"{route.prefix.rstrip('/')}/probe-{token}"


def _first_slash_after_root(path: str, replacement: str) -> str:
    head, tail = path[1:].split("/", 1)
    return f"/{head}{replacement}{tail}"


# name -> (raw path from the normalised one, what must happen): "judged" reaches the route's service as the
# normalised path; "refused" is the gateway's 400; "unrouted" reaches no service at all.
SPELLINGS = {
    "plain": (lambda p: p, "judged"),
    "through another prefix with ..": (lambda p: "/api/auth/../.." + p, "judged"),
    "through another prefix with %2e%2e": (lambda p: "/api/auth/%2e%2e/%2e%2e" + p, "judged"),
    "through another prefix with %2E%2E": (lambda p: "/api/contact/%2E%2E/%2E%2E" + p, "judged"),
    "mixed .%2e": (lambda p: "/staff/.%2e" + p, "judged"),
    "inner ..": (lambda p: p.rsplit("/", 1)[0] + "/x/../" + p.rsplit("/", 1)[1], "judged"),
    "single dots": (lambda p: "/." + p.replace("/", "/./"), "judged"),
    "leading //": (lambda p: "/" + p, "judged"),
    "every / doubled": (lambda p: p.replace("/", "//"), "judged"),
    "trailing slash": (lambda p: p + "/", "judged"),
    "encoded letter": (lambda p: "/%" + format(ord(p[1]), "02x") + p[2:], "judged"),
    ".. above the root": (lambda p: "/.." + p, "refused"),
    "%2e%2e above the root": (lambda p: p + "/%2e%2e" * 8, "refused"),
    "encoded slash %2f": (lambda p: _first_slash_after_root(p, "%2f"), "refused"),
    "encoded slash %2F with ..": (lambda p: "/api/auth%2F..%2F.." + p, "refused"),
    "encoded backslash": (lambda p: _first_slash_after_root(p, "%5c"), "refused"),
    "backslash": (lambda p: _first_slash_after_root(p, "\\"), "refused"),
    "backslashes with ..": (lambda p: "/api/auth\\..\\.." + p, "refused"),
    "encoded percent": (lambda p: "/%252e%252e" + p, "refused"),
    "NUL": (lambda p: p + "%00", "refused"),
    "line break": (lambda p: p + "%0d%0aX-Injected:%20yes", "refused"),
    "bad escape": (lambda p: p + "%zz", "refused"),
    "upper case": (lambda p: p.upper(), "unrouted"),
    "capital first letter": (lambda p: "/" + p[1].upper() + p[2:], "unrouted"),
}


@pytest.fixture(scope="module")
def logged_stack(new_stack):
    with new_stack("path-confusion-stack.log") as stack:
        yield stack


@dataclass
class Probe:
    name: str
    outcome: str  # "judged", "refused" or "unrouted" (see SPELLINGS)
    token: str
    path: str     # the normalised path
    raw: str      # as sent
    status: int = 0
    body: str = ""


@pytest.mark.parametrize("route", ROUTES, ids=[route.prefix for route in ROUTES])
async def test_every_spelling_reaches_the_service_as_the_path_the_gateway_judged(logged_stack, route):
    gateway_url = f"http://127.0.0.1:{logged_stack.gateway_port}"
    admin_token = (logged_stack.secrets_dir / "admin-token").read_text().strip()
    log = StackLog(logged_stack)
    probes = []
    # The plain spelling goes last: once its service has logged it, that service has logged every earlier probe.
    for name in [*[n for n in SPELLINGS if n != "plain"], "plain"]:
        spell, outcome = SPELLINGS[name]
        token = uuid.uuid4().hex[:12]
        path = probe_path(route, token)
        probe = Probe(name, outcome, token, path, spell(path))
        probe.status, probe.body, _ = await raw_get(gateway_url, probe.raw, **{"x-admin-token": admin_token,
                                                                                 "accept": "application/json"})
        probes.append(probe)
    judged = [probe for probe in probes if probe.outcome == "judged"]

    async def every_judged_spelling_logged() -> bool:
        return all(all(log.with_token(probe.token)) for probe in judged)
    with contextlib.suppress(AssertionError):
        await eventually(every_judged_spelling_logged, timeout=10)
    problems = [*_answer_problems(probes), *_log_problems(log, probes)]
    assert not problems, "\n".join(problems)


def _answer_problems(probes: list[Probe]) -> list[str]:
    expected = {"refused": (400, '{"error": "That address is not valid"}'), "unrouted": (404, '{"error": "Not found"}')}
    return [f"{probe.name}: {probe.raw} answered {probe.status} {probe.body}" for probe in probes
            if probe.outcome in expected and (probe.status, probe.body) != expected[probe.outcome]]


def _log_problems(log: StackLog, probes: list[Probe]) -> list[str]:
    problems = []
    for probe in probes:
        gateway_lines, received = log.with_token(probe.token)
        if probe.outcome != "judged":
            if received:
                problems.append(f"{probe.name}: {probe.raw} reached {received}")
            continue
        judged = [line["path"] for line in gateway_lines]
        route = route_for(probe.path)
        owner = route.service if route else None
        if judged != [probe.path]:
            problems.append(f"{probe.name}: {probe.raw} was judged as {judged}, not {probe.path}")
        if [(line["process"], line["path"]) for line in received] != [(owner, probe.path)]:
            problems.append(f"{probe.name}: {probe.raw} judged as {judged} but received as "
                            f"{[(line['process'], line['path']) for line in received]}")
        elif int(received[0]["status"]) != probe.status:
            problems.append(f"{probe.name}: {probe.raw} answered {probe.status}, its service {received[0]['status']}")
    return problems


INTERNAL = ("/metrics", "/docs", "/openapi.json", "/redoc", "/docs/oauth2-redirect")


def _spellings_of(internal: str) -> list[str]:
    """Every way a path under some route prefix could be made to point at a service's internal endpoint."""
    spellings = {internal, internal + "/", "/" + internal, internal.upper()}
    for route in ROUTES:
        base = route.prefix.rstrip("/")
        depth = base.count("/")
        spellings |= {
            base + "/.." * depth + internal,
            base + "/%2e%2e" * depth + internal,
            base + "/%2E%2E" * depth + internal,
            base + "%2f.." * depth + internal,
            base + "/..%2f" * depth + internal[1:],
            base + "//.." * depth + internal,
            base + "\\.." * depth + internal,
            base + internal,
        }
    return sorted(spellings)


@pytest.mark.parametrize("internal", INTERNAL)
async def test_no_service_endpoint_outside_the_route_table_is_reachable(gateway_url, internal):
    for raw in _spellings_of(internal):
        status, body, headers = await raw_get(gateway_url, raw, accept="application/json")
        assert 400 <= status < 500, f"{raw} -> {status}"
        assert "application/json" in headers.get("Content-Type", ""), raw
        assert "# HELP" not in body and "openapi" not in body.lower() and "swagger" not in body.lower(), raw


async def test_a_service_liveness_through_the_gateway_is_still_there(gateway_url):
    for service in SERVICES:
        status, body, _ = await raw_get(gateway_url, f"/_services/{service}/livez")
        assert (status, body) == (200, '{"status":"ok"}')


async def test_a_path_that_normalises_into_the_operator_routes_needs_the_operator_token(gateway_url):
    for raw in ("/api/contact/../admin/overview", "/api/receptionist/%2e%2e/admin/overview",
                "//api//admin//overview", "/api/admin/overview/", "/%61pi/admin/overview"):
        status, body, _ = await raw_get(gateway_url, raw)
        assert (status, body) == (401, '{"error": "Admin token required"}'), raw


async def test_a_trailing_slash_is_the_same_path_and_never_a_redirect_to_an_internal_address(stack, gateway_url,
                                                                                               owner_session):
    async with owner_session(name="Slash Owner") as owner:
        plain = await owner.get("/api/dashboard/call-logs")
        slashed = await owner.get("/api/dashboard/call-logs/")
        assert plain.status_code == 200, plain.text
        assert slashed.status_code == 200, (slashed.status_code, slashed.headers.get("location"))
        assert slashed.json() == plain.json()
    for path in ("/api/dashboard/call-logs/", "/staff/calendars/", "/portal/tenants/settings/", "/api/admin/overview/"):
        status, _, headers = await raw_get(gateway_url, path, accept="application/json")
        assert status in (200, 401) and "location" not in {name.lower() for name in headers}, (path, status)


@pytest.mark.parametrize("service", SERVICES)
async def test_a_service_never_redirects_to_its_own_address(stack, service):
    """Asked directly (as a misrouted or internal caller would), a trailing slash is a plain 404."""
    port = stack.service_ports[service]
    status, body, headers = await raw_get(f"http://127.0.0.1:{port}", "/livez/")
    assert (status, body) == (404, '{"error":"Not found"}')
    assert "location" not in {name.lower() for name in headers}


async def test_a_nul_in_any_path_is_a_json_400_not_a_5xx(gateway_url):
    for raw in ("/x%00", "/%00", "/api/contact%00", "/pricing%00.html", "/_portal/assets/x%00.js", "/x%01"):
        for accept in ("text/html", "application/json"):
            status, body, _ = await raw_get(gateway_url, raw, accept=accept)
            assert (status, body) == (400, '{"error": "That address is not valid"}'), (raw, accept)


# ---- the sign-in and form limits hold for every spelling ---------------------------------------------------------

async def _call(app, method: str, raw_path: bytes) -> int:
    """One request to an in-process gateway with a path exactly as given (an HTTP client would tidy it first)."""
    scope = {"type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": method, "scheme": "http",
             "path": raw_path.decode("latin-1"), "raw_path": raw_path, "query_string": b"",
             "headers": [(b"host", b"localhost:8000"), (b"content-type", b"application/json"),
                         (b"content-length", b"2")],
             "client": ("203.0.113.77", 5000), "server": ("localhost", 8000)}
    sent_body = False
    statuses = []

    async def receive():
        nonlocal sent_body
        if sent_body:
            return {"type": "http.disconnect"}
        sent_body = True
        return {"type": "http.request", "body": b"{}", "more_body": False}

    async def send(message):
        if message["type"] == "http.response.start":
            statuses.append(message["status"])
    await app(scope, receive, send)
    return statuses[0]


LIMITED = [route for route in ROUTES if route.limit is not Limit.NONE]


@pytest.fixture
async def strict_gateway_app(stack):
    from gateway.app import Gateway
    from gateway.config import Settings
    env = stack.gateway_env()
    settings = Settings(
        **{f"{s}_url": env[f"GATEWAY_{s.upper()}_URL"] for s in SERVICES},
        nats_url=stack.nats_url, internal_private_key_file=env["GATEWAY_INTERNAL_PRIVATE_KEY_FILE"],
        admin_token_file=env["GATEWAY_ADMIN_TOKEN_FILE"], auth_rate_per_minute=3, forms_rate_per_minute=3,
        env="dev")
    app = Gateway(settings)
    await app.startup()
    yield app
    await app.shutdown()


@pytest.mark.parametrize("route", LIMITED, ids=[route.prefix for route in LIMITED])
async def test_a_limited_route_is_limited_whatever_its_spelling(strict_gateway_app, route):
    path = route.prefix
    spellings = ["/api/auth/../.." + path, "/api/auth/%2e%2e/%2E%2E" + path, "/" + path.replace("/", "//")]
    statuses = [await _call(strict_gateway_app, "POST", raw.encode()) for raw in spellings]
    assert 429 not in statuses, statuses
    for raw in (path, *spellings):
        assert await _call(strict_gateway_app, "POST", raw.encode()) == 429, raw

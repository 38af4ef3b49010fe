"""The whole product, started once per test session on free ports, for tests that cross services."""

import json
import os
import re
import shutil
import tempfile
import time
import uuid
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest

from receptionist import signatures
from ringbook_common.infra.ports import free_port
from ringbook_common.testing.wait import eventually
from ringbook_devstack.stack import Stack

# RINGBOOK_TEST_ARTIFACTS: another folder for the logs, so test sessions run side by side keep their own.
ARTIFACTS = Path(os.environ.get("RINGBOOK_TEST_ARTIFACTS") or Path(__file__).resolve().parents[1] / ".test-artifacts")


TEST_ENV = {"GATEWAY_AUTH_RATE_PER_MINUTE": "1000", "GATEWAY_FORMS_RATE_PER_MINUTE": "1000",
            "GATEWAY_OPERATOR_RATE_PER_MINUTE": "100000",
            # Long enough that only the revocation event can explain a prompt logout.
            "GATEWAY_SESSION_CACHE_SECONDS": "60",
            # The local voice provider's realistic pauses are for people, not tests.
            "RECEPTIONIST_LOCAL_STEP_SECONDS": "0",
            # A text conversation left idle goes back to the agent within a second of the clock moving past its day.
            "RECEPTIONIST_INBOX_IDLE_SWEEP_SECONDS": "1"}


@contextmanager
def running_stack(log_name: str, env: dict[str, str] | None = None) -> Iterator[Stack]:
    """The whole product on free ports, with its log in .test-artifacts/<log_name>; stopped and removed on exit.
    `env` adds settings of its own to the tests' ones."""
    root = Path(tempfile.mkdtemp(prefix="ringbook-stack-"))
    root.chmod(0o755)
    ARTIFACTS.mkdir(exist_ok=True)
    log = (ARTIFACTS / log_name).open("w")
    # RINGBOOK_WEB_ROOT: serve the web apps from another folder's <app>/dist (a build kept apart).
    web_root = Path(os.environ.get("RINGBOOK_WEB_ROOT") or Path(__file__).resolve().parents[1])
    stack = Stack(root / "data", gateway_port=free_port(), durable=False, log_sink=log, colour=False,
                  web_root=web_root, extra_env={**TEST_ENV, **(env or {})})
    try:
        stack.start()
        yield stack
    finally:
        stack.stop()
        log.close()
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(scope="session")
def stack():
    with running_stack("stack.log") as stack:
        yield stack


@pytest.fixture(scope="session")
def new_stack():
    """`with new_stack("name.log", env={...}) as stack:` another whole product, for a test that needs one of its
    own."""
    return running_stack


@pytest.fixture(scope="session")
def gateway_url(stack) -> str:
    return f"http://127.0.0.1:{stack.gateway_port}"


# The gateway (uvicorn) closes a connection idle for 5 s. A client that keeps one as long can send a request on it
# just as it closes ("Server disconnected without sending a response"); the gateway keeps its own upstream
# connections 4 s for the same reason.
KEEP_IDLE = httpx.Limits(keepalive_expiry=4.0)


@pytest.fixture
async def gateway(gateway_url):
    async with httpx.AsyncClient(base_url=gateway_url, timeout=15, limits=KEEP_IDLE) as client:
        yield client


# ---- real owners: registered and verified through the gateway, holding a session cookie -----------------
PASSWORD = "a long enough password"


async def latest_code(client: httpx.AsyncClient, email: str) -> str:
    async def find() -> str | None:
        messages = (await client.get("/dev/outbox", params={"to": email})).json()
        found = re.search(r"\b(\d{6})\b", messages[0]["body"]) if messages else None
        return found.group(1) if found else None
    return await eventually(find)


class OwnerClient(httpx.AsyncClient):
    """A browser-like client holding a verified owner's session cookie."""

    owner: dict[str, Any]  # what verifying the e-mail answered
    receptionist: dict[str, Any]  # the receptionist's status, once a test has launched it


@asynccontextmanager
async def signed_in_owner(gateway_url: str, *, name: str = "Maria Lopez") -> AsyncIterator[OwnerClient]:
    """A browser-like client holding a verified owner's session cookie."""
    async with OwnerClient(base_url=gateway_url, timeout=15, headers={"origin": gateway_url},
                           limits=KEEP_IDLE) as client:
        await _register_and_verify(client, name)
        yield client


async def _register_and_verify(client: OwnerClient, name: str) -> None:
    email = f"owner-{uuid.uuid4().hex[:10]}@salon.example"
    registered = await client.post("/auth/register", json={
        "fullName": name, "email": email, "password": PASSWORD, "confirmPassword": PASSWORD})
    assert registered.status_code == 201, registered.text
    verified = await client.post("/auth/verify-email", json={"email": email, "code": await latest_code(client, email)})
    assert verified.status_code == 200, verified.text
    client.owner = verified.json()


@pytest.fixture
def owner_session(gateway_url):
    """`async with owner_session() as owner:` a browser-like client of a new, verified owner."""
    def open_session(*, name: str = "Maria Lopez"):
        return signed_in_owner(gateway_url, name=name)
    return open_session


@pytest.fixture
def code_for(gateway):
    """The latest 6-digit code e-mailed to an address (read from the dev outbox)."""
    async def read(email: str) -> str:
        return await latest_code(gateway, email)
    return read


# ---- a salon ready for its receptionist: onboarded in the portal, the setup wizard filled in up to launch ------
WEEKDAY_HOURS = {str(day): {"open": "09:00", "close": "17:00", "closed": day in (0, 6)} for day in range(7)}
HAIRCUT = {"serviceId": "haircut", "name": "Haircut", "durationMin": 45, "bufferMin": 15, "price": 45}


async def _onboard_salon(owner: httpx.AsyncClient, *, name: str, address: str = "12 Main St",
                         services: list[dict] | None = None) -> None:
    """Portal onboarding through the API: the settings, the catalogue (a Haircut unless told), then complete."""
    settings = await owner.put("/portal/tenants/settings", json={
        "name": name, "timezone": "America/New_York", "hours": {"start": "09:00", "end": "18:00"},
        "address": address, "ownerPhone": "(415) 867-5309", "frontDeskPhone": ""})
    assert settings.status_code == 200, settings.text
    saved = await owner.put("/portal/tenants/services", json=services or [HAIRCUT])
    assert saved.status_code == 200, saved.text
    assert (await owner.post("/portal/tenants/onboarding/complete")).status_code == 200

    # The portal's own onboarding marks its session complete on the spot; through the API, identity hears it from
    # tenants' event, so the owner's next page waits until whoami says so, as the portal's would.
    async def whoami_says_complete() -> bool:
        return bool((await owner.get("/portal/whoami")).json().get("onboardingComplete"))
    await eventually(whoami_says_complete, timeout=30)


@pytest.fixture
def onboard_salon():
    """`await onboard_salon(owner, name=...)`: the owner's salon through portal onboarding (settings, services)."""
    return _onboard_salon


ANA = {"name": "Ana Ruiz", "title": "Stylist", "email": "ana@salon.example"}


async def _configure_salon(owner: httpx.AsyncClient, *, name: str, services: list[dict] | None = None,
                           staff: list[dict] | None = None, hours: dict | None = None,
                           languages: list[str] | None = None) -> str:
    """Settings, the catalogue (a Haircut unless told), the staff (a stylist unless told) and every wizard step
    before launch; answers the tenant id."""
    await _onboard_salon(owner, name=name, services=services)
    steps = [("/api/receptionist/event-types", {"defaultEventTypeId": (services or [HAIRCUT])[0]["serviceId"],
                                                "serviceEventTypeMappings": []}),
             ("/api/receptionist/business-info", {
                 "location": "12 Main St", "city": "Springfield", "state": "IL", "zipCode": "62701",
                 "areaCode": "", "aiName": "Brian", "voiceId": "male", "additionalLanguages": languages or [],
                 "operatingHours": hours or WEEKDAY_HOURS}),
             *(("/api/receptionist/staff", member) for member in staff or [ANA]),
             ("/api/receptionist/services", {"services": services or [HAIRCUT]})]
    for path, body in steps:
        # The receptionist learns the catalogue from the tenants service's event: until then it has no event types.
        async def post(path=path, body=body) -> httpx.Response | None:
            response = await owner.post(path, json=body)
            return None if response.status_code == 422 and "No event types found" in response.text else response
        response = await eventually(post)
        assert response.status_code in (200, 201), f"{path}: {response.text}"
    await _staff_work_opening_hours(owner, hours or WEEKDAY_HOURS)
    return (await owner.get("/portal/whoami")).json()["tenant"]["id"]


async def _staff_work_opening_hours(owner: httpx.AsyncClient, hours: dict) -> None:
    """Every stylist works whenever the salon is open (they start with its hours once booking has heard them), so
    a test that books "tomorrow" or "in three days" finds them at work whatever weekday it runs on."""
    week = [{"dow": int(day), "start": opening["open"], "end": opening["close"]}
            for day, opening in hours.items() if not opening["closed"]]
    staff = (await owner.get("/staff/calendars")).json()["staff"]
    assert staff, "the salon has no stylists"
    for member in staff:
        saved = await owner.put("/staff/hours", json={"staffId": member["staffId"], "hours": week})
        assert saved.status_code == 200, saved.text


@pytest.fixture
def configure_salon():
    """`await configure_salon(owner, name=...)`: the owner's salon, ready to launch its receptionist."""
    return _configure_salon


# ---- a launched receptionist, and calls to it as the voice provider reports them -------------------------------
async def _launch_receptionist(owner: httpx.AsyncClient) -> dict:
    """Launches a configured salon's receptionist (the local voice provider); answers its status once ready."""
    launched = await owner.post("/api/receptionist/provision", json={})
    assert launched.status_code == 202, launched.text

    async def ready() -> dict | None:
        status = (await owner.get("/api/receptionist/status")).json()
        return status if status["status"] == "ready" else None
    return await eventually(ready, timeout=60)


@pytest.fixture
def launch_receptionist():
    """`status = await launch_receptionist(owner)`, after configure_salon."""
    return _launch_receptionist


class VoiceCall:
    """One call to the salon's number, from the voice provider's side: signed function calls and webhooks."""

    def __init__(self, client: httpx.AsyncClient, key: str, *, caller: str, number: str) -> None:
        self.client, self.key = client, key
        self.call = {"call_id": f"call_{time.time_ns()}", "agent_id": "", "from_number": caller,
                     "to_number": number, "direction": "inbound", "call_type": "phone_call"}

    async def post(self, path: str, body: dict) -> httpx.Response:
        raw = json.dumps(body).encode()
        return await self.client.post(path, content=raw, headers=signatures.signed_headers(raw, self.key))

    async def function(self, name: str, /, **args) -> dict:
        response = await self.post(f"/api/receptionist/functions/{name}",
                                   {"name": name, "call": self.call, "args": args})
        assert response.status_code == 200, response.text
        return response.json()

    async def webhook(self, event: str, **call) -> None:
        response = await self.post("/api/receptionist/webhooks/voice", {"event": event, "call": {**self.call, **call}})
        assert response.status_code in (200, 204), response.text


@pytest.fixture
def voice_call(gateway_url, stack):
    """`async with voice_call(number, caller=...) as call:` a call from `caller` to the salon's `number`."""
    key = (stack.secrets_dir / "voice-provider-key").read_text().strip()

    @asynccontextmanager
    async def open_call(number: str, *, caller: str) -> AsyncIterator[VoiceCall]:
        async with httpx.AsyncClient(base_url=gateway_url, timeout=15) as client:
            yield VoiceCall(client, key, caller=caller, number=number)
    return open_call


# ---- calls on the local provider's simulated line ---------------------------------------------------------------
class SimulatedCall:
    """One call on the simulated line, turn by turn: the owner's test line (`/api/receptionist/test-calls`) or the
    operator's, which `make call` dials (`/api/admin/test-calls`)."""

    def __init__(self, client: httpx.AsyncClient, lines: str, call: dict) -> None:
        self.client, self.lines, self.call = client, lines, call

    @classmethod
    async def dial(cls, client: httpx.AsyncClient, lines: str, **body: str) -> "SimulatedCall":
        response = await client.post(lines, json=body)
        assert response.status_code == 201, response.text
        return cls(client, lines, response.json())

    @property
    def call_id(self) -> str:
        return self.call["callId"]

    async def say(self, text: str) -> str:
        """What the agent answered (its lines after this turn, joined)."""
        seen = len(self.call["turns"])
        response = await self.client.post(f"{self.lines}/{self.call_id}/turns", json={"text": text})
        assert response.status_code == 200, response.text
        self.call = response.json()
        return " ".join(t["text"] for t in self.call["turns"][seen:] if t["role"] == "agent")

    def tools(self) -> list[tuple[str, bool]]:
        return [(t["name"], t["ok"]) for t in self.call["turns"] if t["role"] == "tool"]

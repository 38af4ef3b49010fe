"""The whole product, started once per test session on free ports, for tests that cross services."""

import os
import re
import shutil
import tempfile
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import httpx
import pytest

from ringbook_common.infra.ports import free_port
from ringbook_common.testing.wait import eventually
from ringbook_devstack.stack import Stack

ARTIFACTS = Path(__file__).resolve().parents[1] / ".test-artifacts"


@pytest.fixture(scope="session")
def stack():
    root = Path(tempfile.mkdtemp(prefix="ringbook-stack-"))
    root.chmod(0o755)
    ARTIFACTS.mkdir(exist_ok=True)
    log = (ARTIFACTS / "stack.log").open("w")
    # RINGBOOK_WEB_ROOT: serve the web apps from another folder's <app>/dist (a build kept apart).
    web_root = Path(os.environ.get("RINGBOOK_WEB_ROOT") or Path(__file__).resolve().parents[1])
    stack = Stack(root / "data", gateway_port=free_port(), durable=False, log_sink=log, colour=False, web_root=web_root,
                  extra_env={"GATEWAY_AUTH_RATE_PER_MINUTE": "1000", "GATEWAY_FORMS_RATE_PER_MINUTE": "1000",
                             "GATEWAY_OPERATOR_RATE_PER_MINUTE": "100000",
                             # Long enough that only the revocation event can explain a prompt logout.
                             "GATEWAY_SESSION_CACHE_SECONDS": "60",
                             # The local voice provider's realistic pauses are for people, not tests.
                             "RECEPTIONIST_LOCAL_STEP_SECONDS": "0"})
    try:
        stack.start()
        yield stack
    finally:
        stack.stop()
        log.close()
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(scope="session")
def gateway_url(stack) -> str:
    return f"http://127.0.0.1:{stack.gateway_port}"


@pytest.fixture
async def gateway(gateway_url):
    async with httpx.AsyncClient(base_url=gateway_url, timeout=15) as client:
        yield client


# ---- real owners: registered and verified through the gateway, holding a session cookie -----------------
PASSWORD = "a long enough password"


async def latest_code(client: httpx.AsyncClient, email: str) -> str:
    async def find() -> str | None:
        messages = (await client.get("/dev/outbox", params={"to": email})).json()
        return re.search(r"\b(\d{6})\b", messages[0]["body"]).group(1) if messages else None
    return await eventually(find)


@asynccontextmanager
async def signed_in_owner(gateway_url: str, *, name: str = "Maria Lopez") -> AsyncIterator[httpx.AsyncClient]:
    """A browser-like client holding a verified owner's session cookie."""
    async with httpx.AsyncClient(base_url=gateway_url, timeout=15, headers={"origin": gateway_url}) as client:
        await _register_and_verify(client, name)
        yield client


async def _register_and_verify(client: httpx.AsyncClient, name: str) -> None:
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


async def _configure_salon(owner: httpx.AsyncClient, *, name: str) -> str:
    """Settings, a Haircut service, a stylist and every wizard step before launch; answers the tenant id."""
    settings = await owner.put("/portal/tenants/settings", json={
        "name": name, "timezone": "America/New_York", "hours": {"start": "09:00", "end": "18:00"},
        "address": "12 Main St", "ownerPhone": "(415) 867-5309", "frontDeskPhone": ""})
    assert settings.status_code == 200, settings.text
    haircut = {"serviceId": "haircut", "name": "Haircut", "durationMin": 45, "bufferMin": 15, "price": 45}
    services = await owner.put("/portal/tenants/services", json=[haircut])
    assert services.status_code == 200, services.text
    assert (await owner.post("/portal/tenants/onboarding/complete")).status_code == 200
    steps = [("/api/receptionist/event-types", {"defaultEventTypeId": "haircut", "serviceEventTypeMappings": []}),
             ("/api/receptionist/business-info", {
                 "location": "12 Main St", "city": "Springfield", "state": "IL", "zipCode": "62701",
                 "areaCode": "", "aiName": "Brian", "voiceId": "male", "additionalLanguages": [],
                 "operatingHours": WEEKDAY_HOURS}),
             ("/api/receptionist/staff", {"name": "Ana Ruiz", "title": "Stylist", "email": "ana@salon.example"}),
             ("/api/receptionist/services", {"services": [haircut]})]
    for path, body in steps:
        # The receptionist learns the catalogue from the tenants service's event: until then it has no event types.
        async def post(path=path, body=body) -> httpx.Response | None:
            response = await owner.post(path, json=body)
            return None if response.status_code == 422 and "No event types found" in response.text else response
        response = await eventually(post)
        assert response.status_code in (200, 201), f"{path}: {response.text}"
    return (await owner.get("/portal/whoami")).json()["tenant"]["id"]


@pytest.fixture
def configure_salon():
    """`await configure_salon(owner, name=...)`: the owner's salon, ready to launch its receptionist."""
    return _configure_salon

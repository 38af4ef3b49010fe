"""Tenant isolation, generated from the services' own OpenAPI documents: owner B, signed in with a salon of her
own, tries every owner operation on owner A's resources through the gateway.

How the matrix is built
- Each service's `/openapi.json` is read straight from the service; each operation's access comes from the
  gateway's route table (`gateway.routes.route_for`), so a new endpoint joins the matrix without editing this file.
- Out of the matrix by their access (they are not reached with an owner's session at all):
  PROVIDER routes (`/api/receptionist/functions/...`, `/api/receptionist/webhooks/...`, `/api/webhooks/calcom/...`:
  signed by the provider, see test_hostile_requests.py) and OPERATOR routes (`/api/admin/...`, including the
  operator's test calls answered by the receptionist: token-guarded, see test_hostile_requests.py).
- SESSION operations with a path parameter: the parameter must be in `PARAMETERS` (the test
  `test_every_owner_path_parameter_has_a_mapping` fails otherwise, so a new endpoint forces the table to grow).
  A parameter is either one of A's resource ids (B must get 403/404, and nothing of A's in the answer), a
  capability token (an unguessable link served without a session by design: a calendar feed, a recording;
  B must not learn A's token from anything B can list, and a token one character off is 404), or a value that
  names no tenant's resource (a provider name: B acts on B's own salon; the answer must hold nothing of A's and
  never be a 500).
- SESSION GET operations without path parameters (lists, settings, dashboards): called as B, the answer must
  hold none of A's distinctive strings (salon, staff, customer, e-mail, phone numbers, ids, tokens).
- SESSION writes without path parameters (PUT settings, POST appointments, ...) take the tenant from the signed
  session token, never from the body; they are B's writes to B's own salon and are not in this matrix (a
  foreign `tenantId` in a body is refused in tests/booking/test_staff_through_the_gateway.py).
Afterwards A's data must be intact (nothing B sent changed it).
"""

import importlib
import json
import random
import re
import string
from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from urllib.parse import urlencode
from zoneinfo import ZoneInfo

import httpx
import pytest

from gateway.routes import SERVICES, Access, route_for
from ringbook_common.messaging.twilio import SIGNATURE_HEADER, request_signature
from ringbook_common.testing.wait import eventually
from ringbook_devstack.text import PATH as TEXTS
from ringbook_devstack.text import form
from tests.conftest import HAIRCUT, _configure_salon, _launch_receptionist, signed_in_owner

TAG = "".join(random.choice(string.ascii_lowercase) for _ in range(8))  # letters: names are parsed
SALON_A = f"Salon Alpha {TAG}"
STAFF_A = {"name": f"Zephyrine Quill {TAG}", "title": "Colorist", "email": f"zephyrine-{TAG}@alpha.example"}
BOOKING_STAFF_A = {"staffId": f"alpha-{TAG}", "name": f"Octavia Brume {TAG}", "email": f"octavia-{TAG}@alpha.example"}
CUSTOMER_A = f"Ignatius Pennywhistle {TAG}"
WAITING_A = f"Philippa Wainscott {TAG}"
CALLER_A = "+14155550163"
TEXTER_A = "+14155550164"
CALLBACK_NAME_A = f"Bartholomew {TAG.capitalize()}"
METHODS = ("get", "post", "put", "patch", "delete")



# ---- the parameter table: every SESSION path parameter, by (path template, parameter) --------------------------

@dataclass(frozen=True)
class Param:
    # "resource": one of A's ids | "capability": A's unguessable link token | "scope": names no tenant's resource
    kind: str
    source: str  # the key in the World's values (resource, capability), or the literal value (scope)


PARAMETERS: dict[tuple[str, str], Param] = {
    ("/staff/calendars/{staffId}/share", "staffId"): Param("resource", "staff_id"),
    ("/staff/calendars/{staffId}", "staffId"): Param("resource", "staff_id"),
    ("/staff/calendars/{staffId}/upcoming", "staffId"): Param("resource", "staff_id"),
    ("/staff/calendars/{staffId}/phone", "staffId"): Param("resource", "staff_id"),
    ("/staff/{staffId}/hours", "staffId"): Param("resource", "staff_id"),
    ("/staff/{staffId}/timeoff", "staffId"): Param("resource", "staff_id"),
    ("/calendars/feeds/{staffId}", "staffId"): Param("resource", "staff_id"),
    ("/api/appointments/{appointment_id}", "appointment_id"): Param("resource", "appointment_id"),
    ("/api/waitlist/{entry_id}", "entry_id"): Param("resource", "waitlist_entry_id"),
    ("/api/dashboard/callbacks/{callback_id}", "callback_id"): Param("resource", "callback_id"),
    ("/api/receptionist/texts/threads/{thread_id}", "thread_id"): Param("resource", "text_thread_id"),
    ("/api/receptionist/texts/threads/{thread_id}/take-over", "thread_id"): Param("resource", "text_thread_id"),
    ("/api/receptionist/texts/threads/{thread_id}/replies", "thread_id"): Param("resource", "text_thread_id"),
    ("/api/receptionist/texts/threads/{thread_id}/hand-back", "thread_id"): Param("resource", "text_thread_id"),
    ("/portal/locations/{locationId}", "locationId"): Param("resource", "location_id"),
    ("/portal/locations/{locationId}/services", "locationId"): Param("resource", "location_id"),
    ("/api/receptionist/test-calls/{call_id}", "call_id"): Param("resource", "test_call_id"),
    ("/api/receptionist/test-calls/{call_id}/turns", "call_id"): Param("resource", "test_call_id"),
    ("/api/receptionist/test-calls/{call_id}/hangup", "call_id"): Param("resource", "test_call_id"),
    ("/calendars/{token}.ics", "token"): Param("capability", "feed_token"),
    ("/api/receptionist/simulator/recordings/{token}.wav", "token"): Param("capability", "recording_token"),
    ("/oauth/{provider}/start", "provider"): Param("scope", "google"),
    ("/oauth/{provider}/callback", "provider"): Param("scope", "calcom"),
    ("/calendars/connections/{provider}", "provider"): Param("scope", "calcom"),
}

# Bodies that would be accepted for the resource's owner, so a refusal is about ownership, not about the body.
BODIES: dict[tuple[str, str], dict] = {
    ("post", "/staff/calendars/{staffId}/share"): {"email": "mallory@evil.example"},
    ("delete", "/staff/calendars/{staffId}"): {"deleteCalendar": True},
    ("put", "/staff/calendars/{staffId}/phone"): {"phone": "+14155550123"},
    ("patch", "/api/appointments/{appointment_id}"): {"status": "cancelled"},
    ("patch", "/api/dashboard/callbacks/{callback_id}"): {"done": True},
    ("post", "/api/receptionist/test-calls/{call_id}/turns"): {"text": "Read me the last caller's name"},
    ("post", "/api/receptionist/test-calls/{call_id}/hangup"): {},
    ("post", "/api/receptionist/texts/threads/{thread_id}/replies"): {"body": "Mallory says hi"},
    ("put", "/portal/locations/{locationId}"): {"name": "Mallory's Salon"},
    ("put", "/portal/locations/{locationId}/services"): {"services": [{"serviceId": HAIRCUT["serviceId"],
                                                                       "offered": False}]},
}


@dataclass(frozen=True)
class Operation:
    service: str
    method: str
    path: str
    path_params: tuple[str, ...]

    @property
    def id(self) -> str:
        return f"{self.method.upper()} {self.path}"


def _routing_value(path: str, name: str) -> str:
    param = PARAMETERS.get((path, name))
    return param.source if param is not None and param.kind == "scope" else "x"


def _routed_as(path: str) -> str:
    return re.sub(r"\{(\w+)\}", lambda m: _routing_value(path, m[1]), path)


def owner_operations(documents: dict[str, dict]) -> list[Operation]:
    found = []
    for service, document in documents.items():
        for path, item in document["paths"].items():
            # Routed as a browser would call it: a provider name in place of {provider}, any id elsewhere.
            route = route_for(_routed_as(path))
            assert route is not None, f"{service} serves {path}, which the gateway routes nowhere"
            if route.access is not Access.SESSION:
                continue
            for method in METHODS:
                if method in item:
                    params = tuple(p["name"] for p in [*item.get("parameters", []), *item[method].get("parameters", [])]
                                   if p["in"] == "path")
                    found.append(Operation(service, method, path, params))
    return found


# ---- the documents, read from the running services --------------------------------------------------------------

@pytest.fixture(scope="module")
async def documents(stack) -> dict[str, dict]:
    read = {}
    async with httpx.AsyncClient(timeout=15) as client:
        for service in SERVICES:
            response = await client.get(f"http://127.0.0.1:{stack.service_ports[service]}/openapi.json")
            assert response.status_code == 200, f"{service}: {response.status_code}"
            read[service] = response.json()
    return read


@pytest.fixture(scope="module")
def operations(documents) -> list[Operation]:
    return owner_operations(documents)


# ---- the two salons ---------------------------------------------------------------------------------------------

def next_wednesday() -> date:
    today = datetime.now(ZoneInfo("America/New_York")).date()
    return today + timedelta(days=(2 - today.weekday()) % 7 + 7)


@dataclass
class World:
    a: httpx.AsyncClient
    b: httpx.AsyncClient
    values: dict[str, str]
    secrets_of_a: list[str]


@pytest.fixture(scope="module")
async def world(gateway_url, stack) -> AsyncIterator[World]:
    async with signed_in_owner(gateway_url, name=f"Aurelia Owner {TAG}") as a, \
            signed_in_owner(gateway_url, name="Bianca Rival") as b:
        tenant_a = await _configure_salon(a, name=SALON_A, staff=[STAFF_A])
        await _configure_salon(b, name="Salon Beta")
        status = await _launch_receptionist(a)

        # A booking-side staff member with hours, time off and a calendar feed.
        added = await a.post("/staff/calendars/provision", json=BOOKING_STAFF_A)
        assert added.status_code == 201, added.text
        staff_id = added.json()["staffId"]
        time_off = await a.put("/staff/timeoff", json={"staffId": staff_id, "ranges": [
            {"timeMin": "2099-07-01T09:00:00-04:00", "timeMax": "2099-07-08T18:00:00-04:00",
             "reason": f"Sabbatical {TAG}"}]})
        assert time_off.status_code == 200, time_off.text
        feed = (await a.get(f"/calendars/feeds/{staff_id}")).json()
        feed_token = feed["url"].rsplit("/", 1)[1].removesuffix(".ics")

        # An appointment booked at the desk.
        day = next_wednesday()

        async def offered():
            response = await a.get("/api/availability", params={"serviceId": HAIRCUT["serviceId"],
                                                                 "from": day.isoformat()})
            return response.json()["slots"] if response.status_code == 200 and response.json()["slots"] else None
        slots = await eventually(offered)
        booked = await a.post("/api/appointments", json={
            "slotId": slots[0]["slotId"], "customerName": CUSTOMER_A, "customerPhone": "+15550104242"})
        assert booked.status_code == 201, booked.text

        # A client waiting for a freed time.
        waiting = await a.post("/api/waitlist", json={
            "serviceId": HAIRCUT["serviceId"], "fromDate": day.isoformat(), "customerName": WAITING_A,
            "customerPhone": "+15550104343", "clientAgreed": True})
        assert waiting.status_code == 201, waiting.text

        # A client's text to A's number, signed as Twilio signs it: a thread in A's inbox.
        fields = form(to=status["phoneNumber"], sender=TEXTER_A, body=f"Any time Friday? {TAG}")
        token = (stack.secrets_dir / "text-provider-token").read_text().strip()
        async with httpx.AsyncClient(base_url=gateway_url) as provider:
            texted = await provider.post(TEXTS, content=urlencode(fields), headers={
                "content-type": "application/x-www-form-urlencoded",
                SIGNATURE_HEADER: request_signature(f"http://localhost:{stack.gateway_port}{TEXTS}", fields, token)})
        assert texted.status_code == 200, texted.text
        [thread_a] = (await a.get("/api/receptionist/texts/threads")).json()["threads"]

        # A test call on A's line that leaves a message for a call-back, then hangs up: a call, a call-back.
        dialled = await a.post("/api/receptionist/test-calls", json={"fromNumber": CALLER_A})
        assert dialled.status_code == 201, dialled.text
        call_id = dialled.json()["callId"]
        for text in ("Could someone call me back?", "It's about a gift voucher", CALLBACK_NAME_A, "Any time tomorrow"):
            said = await a.post(f"/api/receptionist/test-calls/{call_id}/turns", json={"text": text})
            assert said.status_code == 200, said.text
        assert "passed your message on" in said.text, said.text
        # The test call stays open (B's turns/hangup must be refused on a live call, not on an ended one).

        async def callback():
            found = (await a.get("/api/dashboard/callbacks")).json()["callbacks"]
            return next((c for c in found if c["name"] == CALLBACK_NAME_A), None)
        callback_a = await eventually(callback)

        # A second call, ended, so A has a recording and a call log.
        ended_call = (await a.post("/api/receptionist/test-calls", json={"fromNumber": CALLER_A})).json()
        hung_up = await a.post(f"/api/receptionist/test-calls/{ended_call['callId']}/hangup", json={})
        assert hung_up.status_code == 200, hung_up.text
        recording_token = hung_up.json()["recordingUrl"].rsplit("/", 1)[1].removesuffix(".wav")

        async def logged():
            calls = (await a.get("/api/dashboard/call-logs")).json()["calls"]
            return calls if any(c["id"] == ended_call["callId"] for c in calls) else None
        await eventually(logged)

        email_a = (await a.get("/portal/whoami")).json()["user"]["email"]
        values = {"staff_id": staff_id, "appointment_id": booked.json()["id"], "callback_id": callback_a["id"],
                  "test_call_id": call_id, "feed_token": feed_token, "recording_token": recording_token,
                  "location_id": tenant_a, "waitlist_entry_id": waiting.json()["id"], "text_thread_id": thread_a["id"]}
        secrets_of_a = [SALON_A, STAFF_A["name"], STAFF_A["email"], BOOKING_STAFF_A["name"], BOOKING_STAFF_A["email"],
                        staff_id, CUSTOMER_A, WAITING_A, CALLBACK_NAME_A, CALLER_A, TEXTER_A, email_a, tenant_a,
                        status["phoneNumber"], f"Aurelia Owner {TAG}", f"Sabbatical {TAG}", *values.values(),
                        ended_call["callId"]]
        yield World(a, b, values, secrets_of_a)


def leaked(world: World, response: httpx.Response, *, echoed: str = "") -> list[str]:
    """Which of A's distinctive strings the answer holds (leaving out the value B put in the path itself)."""
    text = response.text
    return [s for s in world.secrets_of_a if s and s != echoed and s in text]


def describe(response: httpx.Response) -> str:
    return f"{response.request.method} {response.request.url.path} -> {response.status_code} {response.text[:300]}"


# ---- the table keeps up with the documents ------------------------------------------------------------------------

def test_every_owner_path_parameter_has_a_mapping(operations):
    missing = sorted({f"{op.id} {{{p}}}" for op in operations for p in op.path_params
                      if (op.path, p) not in PARAMETERS})
    assert not missing, f"add these owner path parameters to PARAMETERS: {missing}"
    stale = sorted(set(PARAMETERS) - {(op.path, p) for op in operations for p in op.path_params})
    assert not stale, f"PARAMETERS names paths the services no longer serve: {stale}"


def test_the_matrix_covers_every_service_that_has_owner_routes(operations):
    with_params = {op.service for op in operations if op.path_params}
    lists = {op.service for op in operations if not op.path_params and op.method == "get"}
    assert {"booking", "receptionist"} <= with_params
    assert {"identity", "tenants", "booking", "receptionist"} <= lists
    assert len([op for op in operations if op.path_params]) >= len(PARAMETERS)


# ---- the matrix: one test per owner operation -----------------------------------------------------------------

def _built_documents() -> dict[str, dict]:
    """The documents as each service's app builds them (no server needed), so the matrix exists at collection;
    `test_the_served_documents_are_the_ones_the_matrix_was_built_from` ties them to what the services serve."""
    return {service: importlib.import_module(f"{service}.app").create_app().openapi() for service in SERVICES}


BUILT = owner_operations(_built_documents())


def _kinds(op: Operation) -> set[str]:
    return {PARAMETERS[(op.path, p)].kind for p in op.path_params if (op.path, p) in PARAMETERS}


BY_ID = [op for op in BUILT if "resource" in _kinds(op)]
BY_CAPABILITY = [op for op in BUILT if "capability" in _kinds(op)]
IN_OWN_SCOPE = [op for op in BUILT if op.path_params and _kinds(op) == {"scope"}]
LISTS = [op for op in BUILT if not op.path_params and op.method == "get"]


def test_the_served_documents_are_the_ones_the_matrix_was_built_from(operations):
    assert {op.id for op in operations} == {op.id for op in BUILT}


def _fill(op: Operation, world: World) -> tuple[str, str]:
    path, used = op.path, ""
    for p in op.path_params:
        param = PARAMETERS[(op.path, p)]
        value = param.source if param.kind == "scope" else world.values[param.source]
        path, used = path.replace(f"{{{p}}}", value), value
    return path, used


@pytest.mark.parametrize("op", BY_ID, ids=lambda op: op.id)
async def test_b_cannot_reach_as_resource_by_id(world, op):
    path, used = _fill(op, world)
    body = BODIES.get((op.method, op.path)) if op.method != "get" else None
    response = await world.b.request(op.method.upper(), path, json=body)
    assert response.status_code in (403, 404), f"B got {describe(response)}"
    assert response.json().get("error"), describe(response)
    assert not leaked(world, response, echoed=used), describe(response)
    if op.method == "get":  # the control: the same request is A's own, and answers
        own = await world.a.get(path)
        assert own.status_code == 200, f"control: A got {describe(own)}"


@pytest.mark.parametrize("op", BY_CAPABILITY, ids=lambda op: op.id)
async def test_a_capability_token_one_character_off_is_404(world, op):
    path, token = _fill(op, world)
    forged = path.replace(token, token[:-1] + ("a" if token[-1] != "a" else "b"))
    response = await world.b.request(op.method.upper(), forged)
    assert response.status_code == 404 and not leaked(world, response), describe(response)
    own = await world.a.request(op.method.upper(), path)
    assert own.status_code == 200, f"control, A's own link: {describe(own)}"


@pytest.mark.parametrize("op", IN_OWN_SCOPE, ids=lambda op: op.id)
async def test_b_acting_in_bs_own_scope_sees_nothing_of_a(world, op):
    path, _ = _fill(op, world)
    response = await world.b.request(op.method.upper(), path, follow_redirects=False)
    assert response.status_code != 500, describe(response)
    assert not leaked(world, response), describe(response)


@pytest.mark.parametrize("op", LISTS, ids=lambda op: op.id)
async def test_b_lists_nothing_of_a(world, op):
    response = await world.b.get(op.path, params={"from": "2000-01-01", "to": "2100-01-01"})
    assert response.status_code < 500, describe(response)
    assert not leaked(world, response), describe(response)


async def test_the_leak_check_sees_as_data_when_it_is_there(world):
    """The control for every check above: A's own lists hold A's strings, B's whoami is B's."""
    own = await world.a.get("/api/dashboard/appointments", params={"from": "2000-01-01", "to": "2100-01-01"})
    assert CUSTOMER_A in leaked(world, own)
    assert SALON_A in leaked(world, await world.a.get("/portal/whoami"))
    assert "Salon Beta" in (await world.b.get("/portal/whoami")).text


async def test_as_data_is_intact_after_the_matrix(world):
    a, values = world.a, world.values
    staff = (await a.get("/staff/calendars")).json()["staff"]
    assert [m for m in staff if m["staffId"] == values["staff_id"] and m["email"] == BOOKING_STAFF_A["email"]]
    assert "mallory@evil.example" not in json.dumps(staff)
    assert (await a.get(f"/staff/{values['staff_id']}/timeoff")).json()["ranges"]
    listed = (await a.get("/api/dashboard/appointments", params={"from": "2000-01-01", "to": "2100-01-01"})).json()
    [appointment] = [x for x in listed["appointments"] if x["id"] == values["appointment_id"]]
    assert appointment["status"] != "cancelled" and appointment["customerName"] == CUSTOMER_A
    callbacks = (await a.get("/api/dashboard/callbacks")).json()["callbacks"]
    [callback] = [c for c in callbacks if c["id"] == values["callback_id"]]
    assert callback.get("done") in (False, None)
    call = (await a.get(f"/api/receptionist/test-calls/{values['test_call_id']}")).json()
    assert call["status"] != "ended"
    assert "last caller" not in json.dumps(call["turns"])
    assert (await a.get(f"/calendars/{values['feed_token']}.ics")).status_code == 200
    waiting = (await a.get("/api/waitlist")).json()["entries"]
    assert [entry["customerName"] for entry in waiting if entry["id"] == values["waitlist_entry_id"]] == [WAITING_A]
    thread = (await a.get(f"/api/receptionist/texts/threads/{values['text_thread_id']}")).json()
    assert thread["thread"]["answeredBy"] == "agent"
    assert not [message for message in thread["messages"] if message["by"] == "owner"]
    [first] = (await a.get("/portal/locations")).json()["locations"]
    assert first["name"] == SALON_A and all(service["offered"] for service in first["services"])

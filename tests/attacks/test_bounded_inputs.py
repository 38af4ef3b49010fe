"""Values outside what a field can hold are refused with a readable 422 through the gateway, never a 5xx: text
with NUL, money past its column, dates outside the years a salon books in, keys that cannot travel in a header,
epoch timestamps too large for a date, and time zones that are not real IANA zones.

Each class is one test over the inputs that once answered 500; the bounds themselves live in
`ringbook_common.bounded` and tests/test_bounded_fields.py checks every service's schemas use them."""

import json
import uuid

import httpx
import pytest

from receptionist import signatures
from tests.conftest import _configure_salon, _launch_receptionist, signed_in_owner

NUL = "Salon\x00Mallory"


def refused(response: httpx.Response) -> str | None:
    """None when the answer is a 422 `{"error": <text>, "fields": {<field>: <text>}}`; otherwise what it was."""
    try:
        body = response.json()
    except ValueError:
        body = None
    if response.status_code == 422 and isinstance(body, dict) and isinstance(body.get("error"), str) \
            and body["error"] and isinstance(body.get("fields"), dict) and body["fields"]:
        return None
    return f"{response.request.method} {response.request.url.raw_path.decode()}: {response.status_code} " \
           f"{response.text[:200]}"


def all_refused(responses: list[httpx.Response]) -> None:
    wrong = [problem for response in responses if (problem := refused(response))]
    assert not wrong, "\n".join(wrong)


@pytest.fixture(scope="module")
async def salon(gateway_url):
    """A salon with a stylist, a Haircut, a launched receptionist and one booked appointment."""
    async with signed_in_owner(gateway_url, name="Bounded Owner") as owner:
        await _configure_salon(owner, name="Bounded Salon")
        owner.number = (await _launch_receptionist(owner))["phoneNumber"]
        owner.staff_id = (await owner.get("/staff/calendars")).json()["staff"][0]["staffId"]
        slots = (await owner.get("/api/availability", params={"serviceId": "haircut"})).json()["slots"]
        booked = await owner.post("/api/appointments", json={
            "slotId": slots[0]["slotId"], "customerName": "Rosa Diaz", "customerPhone": "+15551230001"})
        assert booked.status_code == 201, booked.text
        owner.appointment_id = booked.json()["id"]
        yield owner


SETTINGS = {"name": "Bounded Salon", "timezone": "America/New_York", "hours": {"start": "09:00", "end": "18:00"},
            "address": "12 Main St", "ownerPhone": "(415) 867-5309", "frontDeskPhone": ""}
HAIRCUT = {"serviceId": "haircut", "name": "Haircut", "durationMin": 45, "bufferMin": 15, "price": 45}


async def test_text_with_nul_is_refused(salon, gateway):
    all_refused([
        await salon.put("/portal/tenants/settings", json={**SETTINGS, "name": NUL}),
        await salon.put("/portal/tenants/settings", json={**SETTINGS, "address": NUL}),
        await salon.put("/portal/tenants/services", json=[{**HAIRCUT, "name": NUL}]),
        await gateway.post("/auth/register", json={
            "fullName": NUL, "email": f"nul-{uuid.uuid4().hex[:8]}@salon.example",
            "password": "a long enough password", "confirmPassword": "a long enough password"}),
    ])


async def test_a_price_past_its_column_is_refused(salon):
    all_refused([
        await salon.put("/portal/tenants/services", json=[{**HAIRCUT, "price": 99999999.995}]),
        await salon.put("/portal/tenants/services", json=[{**HAIRCUT, "price": "99999999.995"}]),
    ])


@pytest.mark.parametrize("day", ["0001-01-01", "9999-12-31"])
async def test_dates_outside_the_bookable_years_are_refused(salon, day):
    start = f"{day}T10:00:00"
    all_refused([
        await salon.get("/api/availability", params={"serviceId": "haircut", "from": day, "to": day}),
        await salon.get("/api/availability", params={"serviceId": "haircut", "from": day}),
        await salon.get("/api/dashboard/appointments", params={"from": day, "to": day}),
        await salon.get("/api/dashboard/appointments", params={"from": day}),
        await salon.get("/api/dashboard/analytics", params={"from": day, "to": day}),
        await salon.get("/api/dashboard/analytics", params={"to": day}),
        await salon.post("/api/appointments", json={
            "start": start, "serviceId": "haircut", "staffId": salon.staff_id, "customerName": "Rosa Diaz",
            "customerPhone": "+15551230002"}),
        await salon.patch(f"/api/appointments/{salon.appointment_id}", json={"start": start}),
        await salon.patch(f"/api/appointments/{salon.appointment_id}", json={"start": f"{day}T23:59:59-12:00"}),
    ])


async def test_an_api_key_that_cannot_travel_in_a_header_is_refused(salon):
    all_refused([
        await salon.put("/calcom/api-key", json={"apiKey": "cal_live_ключ"}),
        await salon.put("/calcom/api-key", json={"apiKey": "cal_live_\x00abc"}),
        await salon.put("/calcom/api-key", json={"apiKey": "cal_live_abc\r\nX-Injected: 1"}),
    ])


async def test_nul_in_an_operator_search_is_refused(stack, gateway):
    token = (stack.secrets_dir / "admin-token").read_text().strip()
    headers = {"x-admin-token": token}
    all_refused([
        await gateway.get("/api/admin/tenants", params={"search": "Salon\x00"}, headers=headers),
        await gateway.get("/api/admin/clients", params={"search": "\x00"}, headers=headers),
        await gateway.get("/api/admin/audit-logs", params={"action": "a\x00"}, headers=headers),
    ])


@pytest.mark.parametrize("stamp", [10**20, 2**63, 1e300, -(10**20)])
async def test_huge_timestamps_in_a_signed_call_webhook_are_refused(stack, salon, gateway, stamp):
    key = (stack.secrets_dir / "voice-provider-key").read_text().strip()
    call = {"call_id": f"call_bounded_{uuid.uuid4().hex[:8]}", "agent_id": "", "from_number": "+15551230003",
            "to_number": salon.number, "direction": "inbound", "call_type": "phone_call",
            "start_timestamp": stamp, "end_timestamp": stamp}
    answers = []
    for event in ("call_started", "call_ended"):
        raw = json.dumps({"event": event, "call": call}).encode()
        answers.append(await gateway.post("/api/receptionist/webhooks/voice", content=raw,
                                          headers=signatures.signed_headers(raw, key)))
    all_refused(answers)


@pytest.mark.parametrize("day", ["9999-12-31", "2101-01-01"])
async def test_a_caller_asking_for_a_day_outside_the_bookable_years_is_asked_again(salon, voice_call, day):
    """The voice functions' dates (free-form arguments, not in any schema) meet the same bounds: the caller is
    asked for the day again, and booking is never asked for a day its dates cannot hold."""
    async with voice_call(salon.number, caller="+15551230004") as call:
        answer = await call.function("check_availability", service="Haircut", date=day)
    assert answer["ok"] is False and "Which day would you like?" in answer["result"], answer


@pytest.mark.parametrize("zone", ["localtime", "Factory", "posixrules", "GMT0", "posix/America/New_York",
                                  "right/UTC", "America/New_York\x00", "../../etc/passwd", "america/new_york"])
async def test_a_zone_that_is_not_a_real_iana_zone_is_refused(salon, zone):
    all_refused([await salon.put("/portal/tenants/settings", json={**SETTINGS, "timezone": zone})])
    assert (await salon.get("/api/dashboard/analytics")).status_code == 200


@pytest.mark.parametrize("zone", ["UTC", "America/Argentina/Buenos_Aires", "US/Eastern", "Asia/Kolkata"])
async def test_real_zones_are_still_accepted_and_the_dashboard_answers(salon, zone):
    saved = await salon.put("/portal/tenants/settings", json={**SETTINGS, "timezone": zone})
    assert saved.status_code == 200, saved.text
    assert (await salon.get("/api/dashboard/analytics")).status_code == 200

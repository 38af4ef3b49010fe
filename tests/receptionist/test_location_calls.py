"""A salon group on the simulated line, through the whole product: the owner adds a second location with its own
hours and stylist, launches its receptionist and gets its own number. A caller on that number books there; a
caller on the first location's number asks about the other one, hears its address and hours, and books there in
the same call. Graded on the appointments booking keeps, each under its location."""

from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

import httpx
import pytest

from ringbook_common.testing.wait import eventually
from tests.conftest import SimulatedCall, _configure_salon, _launch_receptionist, signed_in_owner

ZONE = ZoneInfo("America/New_York")
EVERY_DAY = {str(day): {"open": "09:00", "close": "18:00", "closed": False} for day in range(7)}
SERVICES = [{"serviceId": "haircut", "name": "Haircut", "durationMin": 45, "bufferMin": 15, "price": 45}]
ANA = {"name": "Ana Ruiz", "title": "Stylist", "email": "ana@salon.example"}
SAM = {"name": "Sam Lee", "title": "Barber", "email": "sam@salon.example"}
DOWNTOWN = {"name": "Salon Sol Downtown", "address": "40 Oak Street, Springfield, IL 62702",
            "week": [{"weekday": day, "open": "10:00", "close": "19:00", "closed": False} for day in range(7)]}


def tomorrow() -> date:
    return datetime.now(ZONE).date() + timedelta(days=1)


async def _allow_two_locations(stack, gateway_url: str, tenant_id: str) -> None:
    token = (stack.secrets_dir / "admin-token").read_text().strip()
    async with httpx.AsyncClient(base_url=gateway_url, timeout=15, headers={"x-admin-token": token}) as operator:
        response = await operator.put(f"/api/admin/tenants/{tenant_id}/plan", json={"locations": 2})
        assert response.status_code == 200, response.text


async def _add_downtown(owner: httpx.AsyncClient) -> str:
    """The second location, once tenants has applied the plan; Sam Lee works there only, every day 10 to 7."""
    async def added() -> httpx.Response | None:
        response = await owner.post("/portal/locations", json=DOWNTOWN)
        return None if response.status_code == 409 else response
    response = await eventually(added)
    assert response.status_code == 201, response.text
    location_id = response.json()["id"]
    staff = (await owner.get("/staff/calendars")).json()["staff"]
    sam = next(member["staffId"] for member in staff if member["name"] == SAM["name"])
    cleared = await owner.put("/staff/hours", json={"staffId": sam, "hours": []})
    assert cleared.status_code == 200, cleared.text

    async def works_there() -> httpx.Response | None:  # once booking has heard of the location
        response = await owner.put("/staff/hours", json={"staffId": sam, "location": location_id, "hours": [
            {"dow": day, "start": "10:00", "end": "19:00"} for day in range(7)]})
        return None if response.status_code == 404 else response
    response = await eventually(works_there)
    assert response.status_code == 200, response.text
    return location_id


async def _launch_downtown(owner: httpx.AsyncClient, location_id: str) -> dict:
    async def launched() -> httpx.Response | None:  # once the receptionist has heard of the location
        response = await owner.post(f"/api/receptionist/provision?location={location_id}", json={})
        return None if response.status_code == 404 else response
    response = await eventually(launched)
    assert response.status_code == 202, response.text

    async def ready() -> dict | None:
        status = (await owner.get(f"/api/receptionist/status?location={location_id}")).json()
        return status if status["status"] == "ready" else None
    return await eventually(ready, timeout=60)


@pytest.fixture(scope="module")
async def group(stack, gateway_url):
    """Salon Sol (Ana Ruiz, every day 9 to 6) and Salon Sol Downtown (Sam Lee, every day 10 to 7), each with its
    own receptionist and number."""
    async with signed_in_owner(gateway_url, name="Maria Lopez") as owner:
        tenant_id = await _configure_salon(owner, name="Salon Sol", services=SERVICES, staff=[ANA, SAM],
                                           hours=EVERY_DAY)
        first = await _launch_receptionist(owner)
        await _allow_two_locations(stack, gateway_url, tenant_id)
        location_id = await _add_downtown(owner)
        downtown = await _launch_downtown(owner, location_id)
        assert downtown["phoneNumber"] and downtown["phoneNumber"] != first["phoneNumber"]
        owner.downtown = location_id
        owner.tenant_id = tenant_id
        yield owner


async def _booked(owner: httpx.AsyncClient, caller: str) -> list[tuple[str, str, str]]:
    day = tomorrow().isoformat()
    found = (await owner.get("/api/dashboard/appointments", params={"from": day, "to": day})).json()
    return [(a["locationId"], a["staffName"], datetime.fromisoformat(a["startsAt"]).astimezone(ZONE).strftime("%H:%M"))
            for a in found["appointments"] if a["customerPhone"] == caller]


async def test_a_caller_on_the_second_locations_number_books_there(group):
    caller = "+14155550161"
    dialled = await group.post("/api/receptionist/test-calls", params={"location": group.downtown},
                               json={"fromNumber": caller})
    assert dialled.status_code == 201, dialled.text
    call = SimulatedCall(group, "/api/receptionist/test-calls", dialled.json())
    assert call.call["turns"][0]["text"].startswith("Thank you for calling Salon Sol Downtown")
    answer = await call.say("Hi, I'd like a haircut tomorrow at 3 please")
    assert "3:00 PM" in answer and "Sam" in answer, answer
    await call.say("Jane Smith")
    assert "booked" in (await call.say("Yes please")).lower()
    await call.say("No, that's all, thanks")
    assert await _booked(group, caller) == [(group.downtown, "Sam Lee", "15:00")]


async def test_a_caller_on_the_first_number_asks_about_downtown_and_books_there(group):
    caller = "+14155550162"
    call = await SimulatedCall.dial(group, "/api/receptionist/test-calls", fromNumber=caller)
    assert call.call["turns"][0]["text"].startswith("Thank you for calling Salon Sol,")
    heard = await call.say("Do you have a shop downtown?")
    assert "Salon Sol Downtown is at 40 Oak Street, Springfield, IL 62702, open Monday to Sunday 10:00 AM to " \
           "7:00 PM" in heard, heard
    answer = await call.say("Great, I'd like a haircut there tomorrow at 4pm")
    assert "4:00 PM" in answer and "Sam" in answer, answer
    await call.say("John Smith")
    assert "booked" in (await call.say("Yes please")).lower()
    await call.say("No, that's all, thanks")
    assert await _booked(group, caller) == [(group.downtown, "Sam Lee", "16:00")]

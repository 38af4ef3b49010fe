"""The one clock (DESIGN §11): a running stack pinned to a Tuesday at 10:15 in the salon's zone is at that moment
in every service (booking's availability and refusals, the receptionist's "today", identity's codes), and moves
on when the clock is moved, without a restart."""

import json
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

import httpx
import pytest

from ringbook_common.testing.wait import eventually
from tests.conftest import PASSWORD, VoiceCall, _configure_salon, _launch_receptionist, latest_code, signed_in_owner

ZONE = ZoneInfo("America/New_York")  # the zone the test salons are set up in
TUESDAY = date(2030, 6, 4)
WEDNESDAY = TUESDAY + timedelta(days=1)
PINNED = datetime.combine(TUESDAY, time(10, 15), tzinfo=ZONE)
NOTICE, GRID = timedelta(minutes=60), timedelta(minutes=15)  # booking's default minimum notice, the slot grid


@pytest.fixture(scope="module")
def clock_stack(new_stack):
    """A product of its own, so moving its clock moves no other test's."""
    with new_stack("stack-clock.log") as stack:
        stack.pin_clock(PINNED)
        yield stack


@pytest.fixture
def gateway_url(clock_stack) -> str:
    return f"http://127.0.0.1:{clock_stack.gateway_port}"


def local(start: str) -> datetime:
    return datetime.fromisoformat(start).astimezone(ZONE)


async def free_starts(owner: httpx.AsyncClient) -> list[datetime]:
    """The haircut's free starts over the default days (from today on), in the salon's zone."""
    response = await owner.get("/api/availability", params={"serviceId": "haircut"})
    assert response.status_code == 200, response.text
    return [local(slot["start"]) for slot in response.json()["slots"]]


async def test_every_service_is_at_the_pinned_moment_and_moves_with_it(clock_stack, gateway_url):
    async with signed_in_owner(gateway_url, name="Tess Tuesday") as owner:
        await _configure_salon(owner, name="Salon Martes")
        status = await _launch_receptionist(owner)

        clock_stack.pin_clock(PINNED)
        starts = await free_starts(owner)
        assert PINNED + NOTICE <= starts[0] < clock_stack.clock_now() + NOTICE + GRID

        stylist = (await owner.get("/staff/calendars")).json()["staff"][0]["staffId"]
        earlier = await owner.post("/api/appointments", json={
            "start": datetime.combine(TUESDAY, time(9, 0), tzinfo=ZONE).isoformat(), "serviceId": "haircut",
            "staffId": stylist, "customerName": "Jane Doe", "customerPhone": "+15550101234"})
        assert earlier.status_code == 422 and earlier.json()["reason"] == "past", earlier.text

        key = (clock_stack.secrets_dir / "voice-provider-key").read_text().strip()
        async with httpx.AsyncClient(base_url=gateway_url, timeout=15) as client:
            call = VoiceCall(client, key, caller="+15550107777", number=status["phoneNumber"])
            today = await call.function("check_availability", service="haircut", date="today")
            assert today["ok"], today
            offered = [local(slot["start"]) for slot in today["slots"]]
            assert {start.date() for start in offered} == {TUESDAY}
            assert min(offered) >= PINNED + NOTICE

            clock_stack.pin_clock(datetime.combine(WEDNESDAY, time(6, 0), tzinfo=ZONE))
            assert (await free_starts(owner))[0] == datetime.combine(WEDNESDAY, time(9, 0), tzinfo=ZONE)
            tomorrow = await call.function("check_availability", service="haircut", date="today")
            assert {local(slot["start"]).date() for slot in tomorrow["slots"]} == {WEDNESDAY}


async def test_a_code_expires_when_the_clock_passes_its_lifetime(clock_stack, gateway_url):
    clock_stack.pin_clock(PINNED)
    async with httpx.AsyncClient(base_url=gateway_url, timeout=15, headers={"origin": gateway_url}) as client:
        email = "owner-late@salon.example"
        registered = await client.post("/auth/register", json={
            "fullName": "Late Owner", "email": email, "password": PASSWORD, "confirmPassword": PASSWORD})
        assert registered.status_code == 201, registered.text
        code = await latest_code(client, email)

        clock_stack.move_clock(timedelta(minutes=16))  # codes work for 15 minutes
        verified = await client.post("/auth/verify-email", json={"email": email, "code": code})
        assert verified.status_code == 400 and "expired" in verified.json()["error"], verified.text


async def test_the_stack_says_when_it_sent_by_its_clock(clock_stack, gateway_url):
    clock_stack.pin_clock(PINNED)
    async with httpx.AsyncClient(base_url=gateway_url, timeout=15, headers={"origin": gateway_url}) as client:
        email = "owner-stamp@salon.example"
        registered = await client.post("/auth/register", json={
            "fullName": "Stamp Owner", "email": email, "password": PASSWORD, "confirmPassword": PASSWORD})
        assert registered.status_code == 201, registered.text

        async def sent() -> list[dict] | None:
            return (await client.get("/dev/outbox", params={"to": email})).json() or None
        [message] = await eventually(sent)
        assert local(message["sentAt"]).date() == TUESDAY
    assert json.loads(clock_stack.clock_file.read_text())["now"].startswith("2030-06-04T10:15")


async def test_a_reminder_goes_out_when_the_clock_reaches_it(clock_stack, gateway_url):
    """The reminder job loop reads the clock: moved to a day before the appointment, the reminder is sent."""
    clock_stack.pin_clock(PINNED)
    customer = "+15550104444"
    async with signed_in_owner(gateway_url, name="Rita Reminder") as owner:
        await _configure_salon(owner, name="Salon Recordatorio")
        thursday = TUESDAY + timedelta(days=2)
        slots = (await owner.get("/api/availability", params={
            "serviceId": "haircut", "from": thursday.isoformat(), "to": thursday.isoformat()})).json()["slots"]
        booked = await owner.post("/api/appointments", json={
            "slotId": slots[0]["slotId"], "customerName": "Jane Doe", "customerPhone": customer})
        assert booked.status_code == 201, booked.text

        async def texts(count: int):
            async def sent() -> list[dict] | None:
                found = (await owner.get("/dev/outbox", params={"to": customer})).json()
                return found if len(found) >= count else None
            return await eventually(sent)
        [confirmation] = await texts(1)
        assert confirmation["body"].startswith("You're booked:")

        clock_stack.pin_clock(local(slots[0]["start"]) - timedelta(hours=23))
        reminder = next(text for text in await texts(2) if text["body"].startswith("Reminder:"))
        assert local(reminder["sentAt"]).date() == WEDNESDAY

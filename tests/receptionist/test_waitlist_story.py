"""The waitlist's whole story through the product, on the stack's clock (moved, never waited for): two clients who
find Friday full join the waitlist by text, in that order; a caller cancels their Friday appointment by phone; the
freed time is texted to the first, held for them, and passes to the second when the first lets the hold go by; the
second's yes books it, the first's late yes is told kindly; the time is never booked twice, and the owner's
overview counts the refill and its revenue."""

from datetime import UTC, timedelta

import pytest

from ringbook_common.testing.wait import eventually
from tests.conftest import SimulatedCall, _configure_salon, _launch_receptionist, signed_in_owner

from .test_text_conversations import EVERY_DAY, FRIDAY, SERVICES, STAFF, WEDNESDAY_MORNING, appointments_of, texter

OTHERS, CANCELLER, FIRST, SECOND = "+14155550390", "+14155550391", "+14155550392", "+14155550393"
HOLD = timedelta(minutes=15)


@pytest.fixture
def pinned(stack):
    stack.pin_clock(WEDNESDAY_MORNING.astimezone(UTC))
    yield stack
    stack.unpin_clock()


async def friday_full_but_one_callers_time(owner) -> str:
    """Every haircut of Friday booked: the 10:00 by the caller who will cancel it, the others for other clients.
    The caller's appointment id."""
    cancellers = None
    while True:
        slots = (await owner.get("/api/availability", params={
            "serviceId": "haircut", "from": FRIDAY.isoformat(), "to": FRIDAY.isoformat()})).json()["slots"]
        if not slots:
            assert cancellers is not None
            return cancellers
        at_ten = next((slot for slot in slots if slot["start"][11:16] == "10:00"), None)
        slot, phone = (at_ten, CANCELLER) if at_ten else (slots[0], OTHERS)
        made = await owner.post("/api/appointments", json={
            "slotId": slot["slotId"], "customerName": "Carl Cancel" if at_ten else "Walk In", "customerPhone": phone})
        assert made.status_code == 201, made.text
        if at_ten:
            cancellers = made.json()["id"]


async def joins_by_text(client, name: str) -> None:
    await client.says(f"hi, any haircut on friday? I'm {name}")
    await client.says("yes please")  # to the waitlist


async def live_bookings_at_ten(owner) -> list[dict]:
    return [appointment for appointment in (await owner.get("/api/dashboard/appointments", params={
        "from": FRIDAY.isoformat(), "to": FRIDAY.isoformat(), "pageSize": 200})).json()["appointments"]
        if appointment["time"] == "10:00" and appointment["status"] != "cancelled"]


async def test_a_time_cancelled_by_phone_goes_to_the_first_then_the_second_who_books_it(gateway_url, gateway, pinned):
    async with signed_in_owner(gateway_url, name="Willa Story") as owner:
        await _configure_salon(owner, name="Salon Story", services=SERVICES, staff=STAFF[:1], hours=EVERY_DAY)
        owner.number = (await _launch_receptionist(owner))["phoneNumber"]
        await friday_full_but_one_callers_time(owner)
        first, second = texter(gateway, pinned, owner, FIRST), texter(gateway, pinned, owner, SECOND)
        await joins_by_text(first, "Fay Walsh")
        pinned.move_clock(timedelta(minutes=1))
        await joins_by_text(second, "Sid Moreno")
        waiting = [(entry["customerPhone"], entry["consent"]) for entry in
                   (await owner.get("/api/waitlist")).json()["entries"]]
        assert waiting == [(FIRST, "text"), (SECOND, "text")], (await first.sent(), await second.sent())

        call = await SimulatedCall.dial(owner, "/api/receptionist/test-calls", fromNumber=CANCELLER)
        await call.say("Hi, I need to cancel my haircut on Friday")
        await call.say("yes please")
        assert await live_bookings_at_ten(owner) == []

        [offer] = await first.next_texts()  # booking's job loop offers the freed time to the first who joined
        assert "10:00" in offer
        assert len(await second.sent()) == second.seen  # the second hears nothing while the first's hold lasts

        pinned.move_clock(HOLD + timedelta(seconds=30))  # the first lets the hold go by
        [offer_to_second] = await second.next_texts()
        assert "10:00" in offer_to_second

        await second.says("yes")
        [booked] = await live_bookings_at_ten(owner)
        assert (booked["customerPhone"], booked["source"], booked["customerName"]) == (SECOND, "waitlist",
                                                                                       "Sid Moreno")
        assert await first.says("yes")  # too late: told kindly, nothing booked
        assert await live_bookings_at_ten(owner) == [booked]
        assert await appointments_of(owner, FIRST, FRIDAY) == []

        async def counted() -> dict | None:
            figures = (await owner.get("/api/dashboard/analytics")).json()
            return figures if figures["waitlistRefills"] == 1 else None
        figures = await eventually(counted, timeout=30)
        assert figures["waitlistRevenue"] == 45.0

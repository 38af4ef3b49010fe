"""Booking's integrity against the running stack, through the gateway:

- a stylist removed while bookings are in flight leaves no appointment behind on them, and every client whose
  booking was cancelled is texted (the database has the last word on timing, not the code);
- an Idempotency-Key names one request: reused for another booking it is refused, even after the first one was
  cancelled;
- a time that cannot be booked is told what is wrong with it (422), never "that time was just taken" (a 409 is
  for a real conflict only), on the HTTP API, in the voice functions and in the simulated agent's words;
- the booking window is the salon's own setting, bounded, and availability and booking both honour it."""

import asyncio
import uuid
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

import httpx

from ringbook_common.testing.wait import eventually
from tests.conftest import SimulatedCall

ZONE = ZoneInfo("America/New_York")
EVERY_DAY = {str(day): {"open": "09:00", "close": "17:00", "closed": False} for day in range(7)}
RACERS = 48
SPANISH_WEEKDAYS = ("lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo")


def today() -> date:
    return datetime.now(ZONE).date()


async def open_salon(owner: httpx.AsyncClient, onboard_salon, *, texts_on_booking: bool = True) -> None:
    await onboard_salon(owner, name="Salon Uno")
    settings = (await owner.get("/portal/tenants/settings")).json()
    saved = await owner.put("/portal/tenants/settings", json={**settings, "smsConfirmations": texts_on_booking})
    assert saved.status_code == 200, saved.text
    added = await owner.post("/staff/calendars/provision", json={"staffId": "maria", "name": "Maria"})
    assert added.status_code == 201, added.text
    await slots_of(owner, today() + timedelta(days=2), days=3)  # booking has heard of the services


async def slots_of(owner: httpx.AsyncClient, first: date, days: int = 14, staff: str = "maria") -> list[dict]:
    async def offered() -> list[dict] | None:
        response = await owner.get("/api/availability", params={
            "serviceId": "haircut", "staffId": staff, "from": first.isoformat(),
            "to": (first + timedelta(days=days - 1)).isoformat()})
        return response.json()["slots"] if response.status_code == 200 and response.json()["slots"] else None
    return await eventually(offered)


async def book(owner: httpx.AsyncClient, slot: dict, phone: str, **headers: str) -> httpx.Response:
    return await owner.post("/api/appointments", headers=headers, json={
        "slotId": slot["slotId"], "customerName": "Jane Doe", "customerPhone": phone})


def racer_phone(index: int) -> str:
    return f"+1415555{index:04d}"


async def test_bookings_racing_a_stylist_removal_leave_no_orphan_and_every_cancelled_client_is_texted(
        owner_session, onboard_salon, gateway):
    async with owner_session(name="Maria Lopez") as owner:
        await open_salon(owner, onboard_salon, texts_on_booking=False)
        # On the hour only: the 48 bookings never overlap one another, so only the removal can stop them.
        hourly = [s for s in await slots_of(owner, today() + timedelta(days=2)) if s["start"][14:16] == "00"]
        assert len(hourly) >= RACERS
        bookings = [book(owner, slot, racer_phone(index)) for index, slot in enumerate(hourly[:RACERS])]
        removal = owner.delete("/staff/calendars/maria", params={"force": "true"})
        answers = await asyncio.gather(*bookings[:RACERS // 2], removal, *bookings[RACERS // 2:])
        removed = answers.pop(RACERS // 2)
        assert removed.status_code == 200, removed.text
        assert {a.status_code for a in answers} <= {201, 409}, [a.text for a in answers if a.status_code >= 400]

        scheduled = (await owner.get("/api/dashboard/appointments", params={
            "status": "scheduled", "pageSize": 200})).json()["appointments"]
        assert [a for a in scheduled if a["staffId"] == "maria"] == []
        told_booked = {a.json()["id"]: a.json()["customerPhone"] for a in answers if a.status_code == 201}
        cancelled = (await owner.get("/api/dashboard/appointments", params={
            "status": "cancelled", "pageSize": 200})).json()["appointments"]
        assert {a["id"] for a in cancelled} == set(told_booked)
        assert removed.json()["cancelledAppointments"] == len(told_booked)

        async def every_cancelled_client_texted() -> bool | None:
            for phone in told_booked.values():
                texts = (await gateway.get("/dev/outbox", params={"to": phone})).json()
                if not any(t["channel"] == "sms" and t["body"].startswith("Cancelled:") for t in texts):
                    return None
            return True
        assert await eventually(every_cancelled_client_texted, timeout=60)


async def test_an_idempotency_key_reused_for_another_booking_is_422_even_after_a_cancellation(
        owner_session, onboard_salon):
    async with owner_session(name="Maria Lopez") as owner:
        await open_salon(owner, onboard_salon)
        first_slot, *_, other_slot = await slots_of(owner, today() + timedelta(days=2), days=3)
        key = {"Idempotency-Key": uuid.uuid4().hex}
        first = await book(owner, first_slot, "+14155550001", **key)
        assert first.status_code == 201, first.text
        reused = await book(owner, other_slot, "+14155550002", **key)
        assert (reused.status_code, reused.json()) == (
            422, {"error": "That Idempotency-Key was already used for a different request"})
        await owner.patch(f"/api/appointments/{first.json()['id']}", json={"status": "cancelled"})
        assert (await book(owner, other_slot, "+14155550002", **key)).status_code == 422
        retried = await book(owner, first_slot, "+14155550001", **key)
        assert (retried.status_code, retried.json()["id"], retried.json()["status"]) == (
            201, first.json()["id"], "cancelled")
        listed = (await owner.get("/api/dashboard/appointments")).json()
        assert listed["total"] == 1


async def test_a_past_or_out_of_range_booking_is_told_what_is_wrong(owner_session, onboard_salon):
    async with owner_session(name="Maria Lopez") as owner:
        await open_salon(owner, onboard_salon)
        yesterday = datetime.now(ZONE).replace(hour=10, minute=0, second=0, microsecond=0) - timedelta(days=1)
        cases = [(yesterday, 422, "That time has already passed."),
                 (yesterday + timedelta(days=120), 422, "We only take bookings up to 90 days ahead."),
                 (yesterday + timedelta(days=3, hours=11), 422, "That time is outside our opening hours.")]
        for start, status, error in cases:
            refused = await owner.post("/api/appointments", json={
                "start": start.isoformat(), "serviceId": "haircut", "staffId": "maria", "customerName": "Jane",
                "customerPhone": "+14155550003"})
            assert (refused.status_code, refused.json()["error"]) == (status, error), start
        assert (await owner.get("/api/dashboard/appointments")).json()["total"] == 0


async def test_the_booking_window_is_the_salons_setting_and_bounded(owner_session, onboard_salon):
    async with owner_session(name="Maria Lopez") as owner:
        await open_salon(owner, onboard_salon)
        settings = (await owner.get("/calendars/settings")).json()
        assert settings["bookingWindowDays"] == 90
        for wrong in (0, 731, "ninety", 2.5):
            refused = await owner.put("/calendars/settings", json={"bookingWindowDays": wrong})
            assert refused.status_code == 422 and "1 to 730" in str(refused.json()), refused.text
        wedding = today() + timedelta(days=200)
        assert (await owner.get("/api/availability", params={
            "serviceId": "haircut", "staffId": "maria", "from": wedding.isoformat()})).json()["slots"] == []
        saved = await owner.put("/calendars/settings", json={"bookingWindowDays": 365})
        assert (saved.status_code, saved.json()["bookingWindowDays"]) == (200, 365)
        offered = await slots_of(owner, wedding, days=7)
        assert (await book(owner, offered[0], "+14155550004")).status_code == 201


async def test_the_receptionist_says_why_a_time_cannot_be_booked(owner_session, configure_salon,
                                                                 launch_receptionist, voice_call):
    async with owner_session(name="Maria Lopez") as owner:
        await configure_salon(owner, name="Salon Uno", hours=EVERY_DAY, languages=["Spanish"])
        status = await launch_receptionist(owner)
        in_a_week = today() + timedelta(days=5)
        async with voice_call(status["phoneNumber"], caller="+14155550005") as provider:
            offered = await provider.function("check_availability", service="haircut", date=in_a_week.isoformat())
            assert offered["ok"], offered
            assert (await owner.put("/calendars/settings", json={"bookingWindowDays": 2})).status_code == 200
            refused = await provider.function("book_appointment", slot_id=offered["slots"][0]["slot_id"],
                                              customer_name="Jane Doe")
        assert (refused["ok"], refused["refusal"]) == (False, "beyond_window")
        assert refused["result"].startswith("I'm sorry, we only take bookings up to 2 days ahead.")

        # The simulated agent, offered a time a week ahead, hears the same when it books it.
        assert (await owner.put("/calendars/settings", json={"bookingWindowDays": 90})).status_code == 200
        call = await SimulatedCall.dial(owner, "/api/receptionist/test-calls", fromNumber="+14155550006")
        assert "is free" in await call.say(f"I'd like a haircut on {in_a_week:%A} at 11am")
        await call.say("Rosa Diaz")
        assert (await owner.put("/calendars/settings", json={"bookingWindowDays": 2})).status_code == 200
        answer = await call.say("yes")
        assert "only take bookings up to 2 days ahead" in answer and "taken" not in answer

        # And in Spanish.
        assert (await owner.put("/calendars/settings", json={"bookingWindowDays": 90})).status_code == 200
        call = await SimulatedCall.dial(owner, "/api/receptionist/test-calls", fromNumber="+14155550007")
        weekday = SPANISH_WEEKDAYS[in_a_week.weekday()]
        assert "está libre" in await call.say(f"Hola, quiero reservar un corte de pelo el {weekday} a las 11 de la "
                                              "mañana")
        await call.say("Me llamo Lucía Fernández")
        assert (await owner.put("/calendars/settings", json={"bookingWindowDays": 1})).status_code == 200
        answer = await call.say("sí, por favor")
        assert "solo aceptamos reservas con hasta 1 día de antelación" in answer and "ocupar" not in answer

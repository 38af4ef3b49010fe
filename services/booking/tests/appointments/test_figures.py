"""The owner's figures, each pinned to its definition (README, "How the overview's figures are defined"): made by
phone or in the portal, moved, cancelled, priced as booked, and dated in the salon's time zone around its
midnight, all on a pinned clock."""

from datetime import UTC, date, datetime, timedelta

import pytest

from booking.analytics.handlers import on_call_ended
from ringbook.booking.v1 import rpc_pb2 as rpc
from ringbook.receptionist.v1 import events_pb2 as receptionist
from ringbook_common import clock
from ringbook_common.bus.rpc import request

from ..factories import COLOUR, CUT, NEW_YORK, add_staff, apply_event, at, book, set_up_salon, slots

# A Tuesday in the salon's zone; the bookings are for the Thursday after.
TUESDAY = date(2030, 1, 15)
THURSDAY = date(2030, 1, 17)


@pytest.fixture
def pin_clock():
    """`pin_clock(moment)`: every reading of now in this process starts from `moment`; the wall clock after."""
    def pin(moment: datetime) -> None:
        clock.configure("dev", {clock.NOW_SETTING: moment.isoformat()})
    yield pin
    clock.configure("dev")


@pytest.fixture
async def salon(app, client, owner):
    await set_up_salon(app, owner)
    await add_staff(client, owner, "maria", "Maria")


async def by_phone(bus, owner, slot: dict) -> rpc.Appointment:
    booked = await request(bus, "rpc.booking.book", rpc.BookRequest(
        tenant_id=owner.tenant_id, slot_id=slot["slotId"], customer_name="Caller", customer_phone="+15550104444"),
        rpc.BookReply, timeout=5)
    assert booked.ok and booked.appointment.source == "ai_receptionist"
    return booked.appointment


async def moved_by_phone(bus, owner, appointment_id: str, slot: dict) -> None:
    moved = await request(bus, "rpc.booking.reschedule", rpc.RescheduleRequest(
        tenant_id=owner.tenant_id, appointment_id=appointment_id, slot_id=slot["slotId"]), rpc.BookReply, timeout=5)
    assert moved.ok and moved.appointment.id == appointment_id


async def cancelled_by_phone(bus, owner, appointment_id: str) -> None:
    cancelled = await request(bus, "rpc.booking.cancel", rpc.CancelRequest(
        tenant_id=owner.tenant_id, appointment_id=appointment_id), rpc.AppointmentReply, timeout=5)
    assert cancelled.appointment.status == "cancelled"


async def in_the_portal(client, owner, start: datetime, service: str) -> dict:
    response = await book(client, owner, start=start.isoformat(), serviceId=service, staffId="maria",
                          customerName="Walk In")
    assert response.status_code == 201, response.text
    assert response.json()["source"] == "owner"
    return response.json()


async def call_ended(app, owner, call_id: str, started: datetime, outcome: str) -> None:
    event = receptionist.CallEnded(call_id=call_id, from_number="+15550104444", duration_seconds=60,
                                   outcome=outcome)
    event.started_at.FromDatetime(started.astimezone(UTC))
    await apply_event(app, on_call_ended, event, "receptionist.call_ended", owner.tenant_id)


async def figures(client, owner, **period) -> dict:
    response = await client.get("/api/dashboard/analytics", headers=owner.headers,
                                params={key.rstrip("_"): value.isoformat() for key, value in period.items()})
    assert response.status_code == 200, response.text
    return response.json()


async def test_each_figure_counts_what_its_definition_says(salon, app, client, bus, owner, pin_clock):
    pin_clock(at(TUESDAY, "10:00"))
    offered = await slots(client, owner, THURSDAY, staff="maria")
    haircut = await by_phone(bus, owner, offered[0])
    coloured = await by_phone(bus, owner, (await slots(client, owner, THURSDAY, service="colour",
                                                       staff="maria"))[-1])
    await moved_by_phone(bus, owner, haircut.id, (await slots(client, owner, THURSDAY, staff="maria"))[2])
    await cancelled_by_phone(bus, owner, coloured.id)
    await in_the_portal(client, owner, at(THURSDAY, "15:00"), "colour")
    for call_id, outcome in (("booked", "booked"), ("moved", "rescheduled"), ("cancelled", "cancelled"),
                             ("hung-up", "missed"), ("asked", "inquiry"), ("asked", "inquiry")):
        await call_ended(app, owner, call_id, at(TUESDAY, "09:30"), outcome)
    # The salon raises its prices afterwards: revenue is the price each booking was made at.
    await set_up_salon(app, owner, services=({**CUT, "price_cents": 9900}, COLOUR))

    numbers = await figures(client, owner)
    assert (numbers["from"], numbers["to"], numbers["timezone"]) == (
        (TUESDAY - timedelta(days=29)).isoformat(), TUESDAY.isoformat(), "America/New_York")
    assert {key: numbers[key] for key in (
        "totalCalls", "conversionRate", "missedOpportunities", "successfulBookings", "recoveredRevenue",
        "totalBookings", "totalRevenue", "averageBookingValue", "todayAppointments", "upcomingThisWeek")} == {
        # Calls (one delivered twice counts once), by outcome: only the one that booked converts; a move or a
        # cancellation is no booking.
        "totalCalls": 5, "conversionRate": 20.0, "missedOpportunities": 1,
        # Booked by phone and still standing: the haircut (moved, counted once); the colour was cancelled.
        "successfulBookings": 1, "recoveredRevenue": 45.0,
        # All bookings: the haircut by phone and the colour made in the portal.
        "totalBookings": 2, "totalRevenue": 165.0, "averageBookingValue": 82.5,
        "todayAppointments": 0, "upcomingThisWeek": 2}
    assert sum(day["bookings"] for day in numbers["series"]) == numbers["totalBookings"]
    assert sum(day["revenue"] for day in numbers["series"]) == numbers["totalRevenue"]
    assert sum(day["calls"] for day in numbers["series"]) == numbers["totalCalls"]

    # On Thursday, both are today's; nothing is left in the week ahead once the day is over.
    pin_clock(at(THURSDAY, "20:00"))
    thursday = await figures(client, owner)
    assert (thursday["todayAppointments"], thursday["upcomingThisWeek"]) == (2, 0)
    assert (thursday["totalBookings"], thursday["successfulBookings"]) == (2, 1)


async def test_bookings_by_text_are_counted_apart_from_those_by_phone(salon, app, client, bus, owner, pin_clock):
    pin_clock(at(TUESDAY, "10:00"))
    offered = await slots(client, owner, THURSDAY, staff="maria")
    await by_phone(bus, owner, offered[0])
    by_text = await request(bus, "rpc.booking.book", rpc.BookRequest(
        tenant_id=owner.tenant_id, slot_id=offered[4]["slotId"], customer_name="Texter",
        customer_phone="+15550104445", call_id="text:9f1c2b7e-0000-4000-8000-000000000001:1"), rpc.BookReply, timeout=5)
    assert by_text.ok
    texted_then_cancelled = await request(bus, "rpc.booking.book", rpc.BookRequest(
        tenant_id=owner.tenant_id, slot_id=offered[8]["slotId"], customer_name="Texter Two",
        customer_phone="+15550104446", call_id="text:9f1c2b7e-0000-4000-8000-000000000002:1"), rpc.BookReply, timeout=5)
    await cancelled_by_phone(bus, owner, texted_then_cancelled.appointment.id)
    await in_the_portal(client, owner, at(THURSDAY, "15:00"), "colour")

    numbers = await figures(client, owner)
    # The waitlist's refills are counted in its story (waitlist/test_story.py).
    assert {key: numbers[key] for key in (
        "successfulBookings", "recoveredRevenue", "textBookings", "textRevenue", "waitlistRefills",
        "waitlistRevenue", "totalBookings", "totalRevenue")} == {
        "successfulBookings": 1, "recoveredRevenue": 45.0, "textBookings": 1, "textRevenue": 45.0,
        "waitlistRefills": 0, "waitlistRevenue": 0.0, "totalBookings": 3, "totalRevenue": 210.0}


async def test_days_are_the_salons_dates_around_its_midnight(salon, app, client, bus, owner, pin_clock):
    # 23:50 on Tuesday in New York is already Wednesday in UTC.
    before_midnight = at(TUESDAY, "23:50")
    assert before_midnight.astimezone(UTC).date() == TUESDAY + timedelta(days=1)
    pin_clock(before_midnight)
    await by_phone(bus, owner, (await slots(client, owner, THURSDAY, staff="maria"))[0])
    await call_ended(app, owner, "late", before_midnight + timedelta(minutes=5), "booked")
    pin_clock(at(TUESDAY + timedelta(days=1), "00:10"))
    await by_phone(bus, owner, (await slots(client, owner, THURSDAY, staff="maria"))[1])
    await call_ended(app, owner, "early", at(TUESDAY + timedelta(days=1), "00:05"), "booked")

    tuesday = await figures(client, owner, from_=TUESDAY, to=TUESDAY)
    wednesday = await figures(client, owner, from_=TUESDAY + timedelta(days=1), to=TUESDAY + timedelta(days=1))
    assert (tuesday["successfulBookings"], tuesday["totalCalls"]) == (1, 1)
    assert (wednesday["successfulBookings"], wednesday["totalCalls"]) == (1, 1)
    latest = await figures(client, owner)
    assert latest["to"] == (TUESDAY + timedelta(days=1)).isoformat()
    assert [(day["date"], day["bookings"]) for day in latest["series"][-2:]] == [
        (TUESDAY.isoformat(), 1), ((TUESDAY + timedelta(days=1)).isoformat(), 1)]

    # Late on Thursday in New York (Friday in UTC), today is still Thursday, with both appointments.
    late_thursday = datetime(2030, 1, 17, 23, 30, tzinfo=NEW_YORK)
    assert late_thursday.astimezone(UTC).date() == THURSDAY + timedelta(days=1)
    pin_clock(late_thursday)
    assert (await figures(client, owner))["todayAppointments"] == 2


async def test_a_period_the_wrong_way_round_is_refused(salon, client, owner):
    response = await client.get("/api/dashboard/analytics", headers=owner.headers,
                                params={"from": THURSDAY.isoformat(), "to": TUESDAY.isoformat()})
    assert response.status_code == 422 and response.json()["error"]

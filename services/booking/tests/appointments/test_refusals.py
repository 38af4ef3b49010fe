"""A time that cannot be booked is told what is wrong with it (422): already passed, too little notice, beyond
the salon's booking window, outside opening hours, between two starts, or the stylist not working then. Only a
time another booking holds is a 409 ("just taken"). The receptionist hears the same, as `refusal`."""

import dataclasses
import uuid
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from booking.availability import refusals, slot_ids
from booking.availability.engine import Rules
from ringbook.booking.v1 import rpc_pb2 as rpc
from ringbook_common.bus.rpc import request

from ..factories import add_staff, at, book, next_weekday, put_hours, put_time_off, set_up_salon, slots

NOW = datetime(2031, 3, 12, 15, 0, tzinfo=UTC)  # 11:00 in New York
RULES = Rules(timezone="America/New_York", notice=timedelta(minutes=60), horizon=timedelta(days=90))


class TestRules:
    @pytest.mark.parametrize(("start", "reason", "message"), [
        (NOW - timedelta(minutes=1), refusals.PAST, "That time has already passed."),
        (NOW, refusals.PAST, "That time has already passed."),
        (NOW + timedelta(minutes=30), refusals.TOO_SOON, "We need at least 1 hour's notice for a booking."),
        (NOW + timedelta(days=91), refusals.BEYOND_WINDOW, "We only take bookings up to 90 days ahead."),
        (NOW + timedelta(hours=10), refusals.CLOSED, "That time is outside our opening hours."),
        (NOW + timedelta(hours=2, minutes=5), refusals.OFF_GRID, "Appointments start on a 15-minute mark, like "
                                                                 "13:00."),
    ])
    def test_what_is_wrong_is_said(self, start, reason, message):
        assert refusals.refusal(start, duration_min=45, rules=RULES, now=NOW) == refusals.Refusal(reason, message)

    def test_a_service_running_past_closing_is_outside_opening_hours(self):
        closing_soon = datetime(2031, 3, 13, 17, 30, tzinfo=ZoneInfo("America/New_York"))
        assert refusals.refusal(closing_soon, duration_min=45, rules=RULES, now=NOW).reason == refusals.CLOSED

    def test_the_salons_week_decides_closed_days_and_each_days_closing(self):
        week = (None, None, *((9 * 60, 18 * 60),) * 4, (9 * 60, 17 * 60))  # Sunday, Monday closed; Saturday to 5
        rules = dataclasses.replace(RULES, week=week)
        zone = ZoneInfo("America/New_York")
        monday, saturday = datetime(2031, 3, 17, 10, 0, tzinfo=zone), datetime(2031, 3, 15, 16, 30, tzinfo=zone)
        assert refusals.refusal(monday, duration_min=45, rules=rules, now=NOW) == refusals.Refusal(
            refusals.CLOSED, "We're closed on Mondays.")
        assert refusals.refusal(saturday, duration_min=45, rules=rules, now=NOW).reason == refusals.CLOSED
        assert refusals.refusal(saturday, duration_min=30, rules=rules, now=NOW) is None

    def test_a_good_time_is_left_to_the_calendar(self):
        assert refusals.refusal(NOW + timedelta(days=1), duration_min=45, rules=RULES, now=NOW) is None


@pytest.fixture
async def salon(app, client, owner):
    await set_up_salon(app, owner)
    await add_staff(client, owner, "maria", "Maria")


class TestOverHttp:
    async def test_a_time_in_the_past_is_422_already_passed(self, salon, client, owner, db):
        yesterday = datetime.now(UTC) - timedelta(days=1)
        response = await book(client, owner, start=yesterday.replace(microsecond=0).isoformat(), serviceId="cut",
                              staffId="maria")
        assert (response.status_code, response.json()["error"], response.json()["reason"]) == (
            422, "That time has already passed.", "past")
        assert await db.count("appointments") == 0

    async def test_beyond_the_booking_window_is_422_saying_how_far_ahead(self, salon, client, owner):
        far = at(next_weekday(weeks_ahead=16), "10:00")  # about 115 days ahead; the window is 90
        response = await book(client, owner, start=far.isoformat(), serviceId="cut", staffId="maria")
        assert (response.status_code, response.json()["error"]) == (
            422, "We only take bookings up to 90 days ahead.")

    async def test_a_day_the_stylist_does_not_work_is_422_naming_them(self, salon, client, owner):
        await put_hours(client, owner, "maria", [{"dow": dow, "start": "09:00", "end": "17:00"} for dow in range(1, 6)])
        sunday = next_weekday(6)
        response = await book(client, owner, start=at(sunday, "10:00").isoformat(), serviceId="cut",
                              staffId="maria")
        assert (response.status_code, response.json()["error"]) == (422, "Maria isn't working at that time.")
        assert response.json()["alternatives"], "the nearest times she works are offered"

    async def test_a_time_the_stylist_is_on_time_off_is_422_naming_them(self, salon, client, owner):
        day = next_weekday()
        await put_time_off(client, owner, "maria", [
            {"timeMin": at(day, "00:00").isoformat(), "timeMax": at(day + timedelta(days=1), "00:00").isoformat()}])
        response = await book(client, owner, start=at(day, "10:00").isoformat(), serviceId="cut", staffId="maria")
        assert (response.status_code, response.json()["error"]) == (422, "Maria isn't working at that time.")

    async def test_only_a_time_another_booking_holds_is_409(self, salon, client, owner):
        day = next_weekday()
        assert (await book(client, owner, start=at(day, "10:00").isoformat(), serviceId="cut",
                           staffId="maria")).status_code == 201
        taken = await book(client, owner, start=at(day, "10:15").isoformat(), serviceId="cut", staffId="maria",
                           phone="+15550109999")
        assert (taken.status_code, taken.json()["error"]) == (
            409, "Sorry, that time was just taken. Here are the nearest times still free.")

    async def test_rescheduling_into_the_past_is_422_and_keeps_the_time(self, salon, client, owner):
        booked = (await book(client, owner, start=at(next_weekday(), "10:00").isoformat(), serviceId="cut",
                             staffId="maria")).json()
        past = (datetime.now(UTC) - timedelta(hours=3)).replace(microsecond=0)
        moved = await client.patch(f"/api/appointments/{booked['id']}", headers=owner.headers,
                                   json={"start": past.isoformat()})
        assert (moved.status_code, moved.json()["error"]) == (422, "That time has already passed.")
        after = await client.get("/api/dashboard/appointments", headers=owner.headers)
        assert after.json()["appointments"][0]["time"] == "10:00"


class TestOverTheBus:
    async def test_a_slot_that_has_passed_is_refused_as_past_not_taken(self, salon, bus, owner, settings, db):
        [maria] = await db.rows("SELECT id FROM staff WHERE staff_id = 'maria'")
        passed = slot_ids.encode(settings.signing_key(), tenant_id=uuid.UUID(owner.tenant_id),
                                 staff_key=maria["id"], service_id="cut",
                                 start=datetime.now(UTC).replace(second=0, microsecond=0) - timedelta(hours=2))
        reply = await request(bus, "rpc.booking.book", rpc.BookRequest(
            tenant_id=owner.tenant_id, slot_id=passed, customer_name="Jane", customer_phone="+15550101234"),
            rpc.BookReply, timeout=5)
        assert (reply.ok, reply.refusal, reply.error) == (False, "past", "That time has already passed.")

    async def test_a_taken_slot_has_no_refusal(self, salon, bus, client, owner):
        slot = (await slots(client, owner, next_weekday(), staff="maria"))[0]
        assert (await book(client, owner, slotId=slot["slotId"])).status_code == 201
        reply = await request(bus, "rpc.booking.book", rpc.BookRequest(
            tenant_id=owner.tenant_id, slot_id=slot["slotId"], customer_name="John", customer_phone="+15550109999"),
            rpc.BookReply, timeout=5)
        assert (reply.ok, reply.refusal) == (False, "")
        assert reply.alternatives


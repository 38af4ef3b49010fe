"""The guards of the agent's functions, whatever agent calls them: one booking per call, person and service; a
same-day duplicate is asked about; one move, cancellation and call-back per call; a caller running late is
passed on at once; the caller's language is kept; business info says who works when."""

import asyncio
import json
import uuid
from datetime import datetime, time

import pytest
from sqlalchemy import select

from booking.models import QueuedText
from ringbook.receptionist.v1 import events_pb2 as events
from ringbook_common import clock
from ringbook_common.messaging.delivery import drain_background
from ringbook_common.testing.wait import eventually

from .line import NEW_YORK, next_weekday, open_salon
from .test_acting import book, offered, upcoming

MOBILE = "+15550103333"


@pytest.fixture
def pin_clock():
    """Every service of the test (they share the process) reads this moment as now, and runs on from it."""
    yield lambda moment: clock.configure("dev", {clock.NOW_SETTING: moment.isoformat()})
    clock.configure("dev", {})


async def dashboard(booking, owner) -> list[dict]:
    response = await booking.state.test_client.get("/api/dashboard/appointments", headers=owner.headers)
    assert response.status_code == 200, response.text
    return response.json()["appointments"]


class TestOneBookingPerCallAndPerson:
    async def test_a_reissued_booking_with_another_slot_answers_the_first(self, phone, bus, owner):
        slots = await offered(phone)
        first = await book(phone, slots[0])
        again = await phone.function("book_appointment", {
            "slot_id": slots[3]["slot_id"], "customer_name": "  jane   DOE ", "notes": "talking over"})
        assert first["ok"] and again["ok"]
        assert again["appointment_id"] == first["appointment_id"] and again["start"] == slots[0]["start"]
        assert [a.id for a in await upcoming(bus, owner)] == [first["appointment_id"]]

    async def test_two_people_on_one_call_are_two_bookings(self, phone, bus, owner):
        slots = await offered(phone)
        parent = await book(phone, slots[0], name="Jane Doe")
        daughter = await book(phone, slots[3], name="Lily Doe")
        assert parent["ok"] and daughter["ok"] and parent["appointment_id"] != daughter["appointment_id"]
        assert sorted(a.customer_name for a in await upcoming(bus, owner)) == ["Jane Doe", "Lily Doe"]

    async def test_two_services_for_one_person_are_two_bookings(self, phone, bus, owner):
        cut = (await offered(phone))[0]
        colour = (await phone.function("check_availability", {
            "service": "Colour", "date": next_weekday(weeks_ahead=2).isoformat()}, call_id="call-look"))["slots"][0]
        assert (await book(phone, cut))["ok"] and (await book(phone, colour))["ok"]
        assert sorted(a.service for a in await upcoming(bus, owner)) == ["Colour", "Haircut"]

    async def test_concurrent_reissued_bookings_book_once(self, phone, bus, owner):
        slots = await offered(phone)
        answers = await asyncio.gather(*(book(phone, slot) for slot in slots[:4]))
        assert all(answer["ok"] for answer in answers)
        assert len({answer["appointment_id"] for answer in answers}) == 1
        assert len(await upcoming(bus, owner)) == 1


class TestSameServiceSameDay:
    async def test_a_duplicate_is_asked_about_then_also_books_it(self, phone, bus, owner):
        slots = await offered(phone)
        held = await book(phone, slots[0], call_id="call-monday")
        asked = await book(phone, slots[3], call_id="call-tuesday", name="JANE DOE")
        assert asked["ok"] is False and "move that one, or add another" in asked["result"]
        assert asked["duplicate"] == {"appointment_id": held["appointment_id"], "start": slots[0]["start"],
                                      "service": "Haircut", "staff": "Maria Lopez"}
        assert len(await upcoming(bus, owner)) == 1
        added = await book(phone, slots[3], call_id="call-tuesday", also=True)
        assert added["ok"] is True and added["appointment_id"] != held["appointment_id"]
        assert len(await upcoming(bus, owner)) == 2

    async def test_another_day_or_another_person_is_no_duplicate(self, phone, bus, owner):
        assert (await book(phone, (await offered(phone))[0], call_id="call-a"))["ok"]
        later = (await phone.function("check_availability", {
            "service": "Haircut", "date": next_weekday(weeks_ahead=2).isoformat()}, call_id="call-look"))["slots"]
        assert (await book(phone, later[0], call_id="call-b"))["ok"]
        assert (await book(phone, (await offered(phone))[2], call_id="call-c", name="Lily Doe"))["ok"]
        assert len(await upcoming(bus, owner)) == 3


class TestLanguage:
    async def test_the_callers_language_is_kept_and_read_back(self, phone, bus, owner, booking):
        booked = await phone.function("book_appointment", {
            "slot_id": (await offered(phone))[0]["slot_id"], "customer_name": "Lucía Gómez", "language": "es"})
        assert booked["ok"]
        [appointment] = await upcoming(bus, owner)
        assert appointment.language == "es"
        [listed] = await dashboard(booking, owner)
        assert (listed["id"], listed["language"]) == (booked["appointment_id"], "es")

    async def test_an_unknown_language_is_not_kept(self, phone, bus, owner):
        booked = await phone.function("book_appointment", {
            "slot_id": (await offered(phone))[0]["slot_id"], "customer_name": "Jane Doe", "language": "klingon"})
        assert booked["ok"] and (await upcoming(bus, owner))[0].language == ""


class TestMoves:
    async def test_without_a_new_time_it_lists_what_could_be_moved(self, phone, bus, owner):
        slots = await offered(phone)
        first = await book(phone, slots[0], call_id="call-a")
        second = await book(phone, slots[3], call_id="call-b", name="Lily Doe")
        found = await phone.function("reschedule_appointment", {}, call_id="call-c")
        assert found["ok"] is False and "Which one" in found["result"]
        assert [(a["appointment_id"], a["start"], a["service"], a["staff"]) for a in found["appointments"]] == [
            (first["appointment_id"], slots[0]["start"], "Haircut", "Maria Lopez"),
            (second["appointment_id"], slots[3]["start"], "Haircut", "Maria Lopez")]
        one = await phone.function("reschedule_appointment", {"appointment_id": second["appointment_id"]},
                                   call_id="call-c")
        assert [a["appointment_id"] for a in one["appointments"]] == [second["appointment_id"]]
        assert [a.starts_at for a in await upcoming(bus, owner)] == [slots[0]["start"], slots[3]["start"]]

    async def test_a_reissued_move_of_the_same_appointment_answers_the_first(self, phone, bus, owner):
        slots = await offered(phone)
        booked = await book(phone, slots[0], call_id="call-a")
        moved = await phone.function("reschedule_appointment", {"new_slot_id": slots[2]["slot_id"]},
                                     call_id="call-b")
        again = await phone.function("reschedule_appointment", {
            "new_slot_id": slots[4]["slot_id"], "appointment_id": booked["appointment_id"]}, call_id="call-b")
        assert moved["ok"] and again == moved and moved["staff_changed"] is False
        [appointment] = await upcoming(bus, owner)
        assert appointment.starts_at == slots[2]["start"]

    async def test_a_refused_move_can_be_tried_again_with_another_time(self, phone, bus, owner):
        slots = await offered(phone)
        await book(phone, slots[0], call_id="call-me")
        await book(phone, slots[3], call_id="call-them", from_number="+15550107777")
        taken = await phone.function("reschedule_appointment", {"new_slot_id": slots[3]["slot_id"]},
                                     call_id="call-move")
        moved = await phone.function("reschedule_appointment", {"new_slot_id": slots[4]["slot_id"]},
                                     call_id="call-move")
        assert taken["ok"] is False and moved["ok"] is True and moved["start"] == slots[4]["start"]

    async def test_moving_to_another_stylists_slot_says_so(self, app, booking, client, make_owner, bus):
        owner = make_owner()
        line = await open_salon(app, booking, client, owner, staff=(("maria", "Maria Lopez"), ("ana", "Ana Perez")))
        day = next_weekday().isoformat()
        marias = (await line.function("check_availability", {"service": "Haircut", "date": day, "staff": "Maria"},
                                      call_id="call-look"))["slots"]
        anas = (await line.function("check_availability", {"service": "Haircut", "date": day, "staff": "Ana"},
                                    call_id="call-look"))["slots"]
        assert (await book(line, marias[0], call_id="call-a"))["ok"]
        moved = await line.function("reschedule_appointment", {"new_slot_id": anas[-1]["slot_id"]},
                                    call_id="call-b")
        assert moved["ok"] and moved["staff_changed"] is True and moved["staff"] == "Ana Perez"
        assert "with Ana instead of Maria" in moved["result"]


class TestCancelOnce:
    async def test_a_reissued_cancel_answers_the_first(self, phone, bus, owner):
        booked = await book(phone, (await offered(phone))[0], call_id="call-a")
        cancelled = await phone.function("cancel_appointment", {"appointment_id": booked["appointment_id"]},
                                         call_id="call-b")
        again = await phone.function("cancel_appointment", {"appointment_id": booked["appointment_id"],
                                                            "reason": "can't make it"}, call_id="call-b")
        assert cancelled["ok"] and again == cancelled


class TestCallbacks:
    async def test_language_kind_and_one_per_call_and_kind(self, phone, db, published):
        first = await phone.function("request_callback", {
            "name": "Chloé Martin", "reason": "bridal hair for six", "best_time": "tomorrow afternoon",
            "urgency": "normal", "language": "fr"}, call_id="call-cb")
        again = await phone.function("request_callback", {
            "name": "Chloé Martin", "reason": "bridal hair for six people", "language": "fr"}, call_id="call-cb")
        assert first["ok"] and again == first and first["kind"] == "callback"
        [row] = await db.rows("SELECT language, kind, best_time FROM callbacks")
        assert (row["language"], row["kind"], row["best_time"]) == ("fr", "callback", "tomorrow afternoon")
        _, event = await published.next("receptionist.callback_requested", events.CallbackRequested,
                                        callback_id=first["callback_id"])
        assert (event.language, event.kind) == ("fr", "callback")

    async def test_the_owners_text_and_email_carry_reason_urgency_and_best_time(self, phone, published, settings):
        found = await phone.function("request_callback", {
            "name": "Jane Doe", "reason": "scalp reaction after colour", "urgency": "urgent",
            "best_time": "before noon"}, call_id="call-urgent")
        assert found["ok"]
        _, text = await published.next("receptionist.text_requested", events.TextRequested, purpose="owner_notice")
        assert text.body == ("Ringbook: URGENT call-back request from Jane Doe (+15550101234): scalp reaction after "
                             "colour. Best time: before noon.")
        await drain_background()
        sent = [json.loads(line) for line in settings.dev_outbox_file.read_text().splitlines()]
        [mail] = [m for m in sent if m["channel"] == "email" and "scalp reaction" in m["body"]]
        assert mail["subject"] == "Urgent Call-back request from Jane Doe"
        assert "Reason: scalp reaction after colour" in mail["body"] and "Urgency: urgent" in mail["body"]
        assert "Best time: before noon" in mail["body"]

    async def test_the_callbacks_list_shows_language_and_kind(self, phone, client, owner):
        await phone.function("request_callback", {"name": "Ana", "reason": "prices", "language": "pt"})
        response = await client.get("/api/dashboard/callbacks", headers=owner.headers)
        [listed] = response.json()["callbacks"]
        assert (listed["language"], listed["kind"]) == ("pt", "callback")


class TestRunningLate:
    async def test_the_owner_and_the_stylist_are_texted_at_once(self, app, booking, client, make_owner, bus,
                                                                 published, pin_clock, db):
        owner = make_owner()
        day = next_weekday()
        pin_clock(datetime.combine(day, time(10, 0), NEW_YORK))
        line = await open_salon(app, booking, client, owner, staff=())
        response = await booking.state.test_client.post("/staff/calendars/provision", headers=owner.headers, json={
            "staffId": "maria", "name": "Maria Lopez", "phone": MOBILE})
        assert response.status_code == 201, response.text

        async def staff_known() -> bool:
            return (await line.function("get_business_info"))["staff"] == ["Maria Lopez"]
        await eventually(staff_known)
        today = (await line.function("check_availability", {"service": "Haircut", "date": day.isoformat(),
                                                             "preferred_time": "15:00"}, call_id="call-look"))
        three = next(slot for slot in today["slots"] if slot["start"].endswith("15:00:00-05:00")
                     or slot["start"].endswith("15:00:00-04:00"))
        assert (await line.function("book_appointment", {"slot_id": three["slot_id"],
                                                         "customer_name": "Jordan Ellis"}, call_id="call-a"))["ok"]
        late = await line.function("request_callback", {
            "name": "Jordan Ellis", "reason": "running about 15 minutes late", "kind": "late"}, call_id="call-b")
        assert late["ok"] and late["kind"] == "late" and late["appointment"]["start"] == three["start"]
        said = "Ringbook: Jordan Ellis is running about 15 minutes late for their 3:00 PM Haircut with Maria."
        _, to_owner = await published.next("receptionist.text_requested", events.TextRequested,
                                           purpose="late_notice", to="+15550100001")
        _, to_stylist = await published.next("receptionist.text_requested", events.TextRequested,
                                             purpose="late_notice", to_staff_id="maria")
        assert to_owner.body == said and to_stylist.body == said
        tenant_id = uuid.UUID(owner.tenant_id)

        async def queued() -> list[tuple[str, str]]:
            async with booking.state.sessionmaker() as session:
                rows = await session.execute(select(QueuedText.recipient, QueuedText.body).where(
                    QueuedText.tenant_id == tenant_id, QueuedText.purpose == "late_notice"))
                return sorted(tuple(row) for row in rows)
        await eventually(lambda: _has_two(queued))
        assert await queued() == [("+15550100001", said), (MOBILE, said)]
        again = await line.function("request_callback", {
            "name": "Jordan Ellis", "reason": "running 15 min late", "kind": "late"}, call_id="call-b")
        assert again == late
        [row] = await db.rows("SELECT kind FROM callbacks")
        assert row["kind"] == "late"

    async def test_without_an_appointment_today_the_owner_still_hears(self, phone, published):
        late = await phone.function("request_callback", {
            "name": "Sam Lee", "reason": "running late", "kind": "late"}, call_id="call-late")
        assert late["ok"] and late["appointment"] is None
        _, text = await published.next("receptionist.text_requested", events.TextRequested, purpose="late_notice")
        assert text.body.startswith("Ringbook: Sam Lee is running late (no appointment found today")


async def _has_two(queued) -> bool:
    return len(await queued()) == 2


class TestBusinessInfo:
    async def test_now_staff_hours_and_front_desk(self, phone, pin_clock):
        pin_clock(datetime(2031, 3, 12, 14, 5, tzinfo=NEW_YORK))
        info = await phone.function("get_business_info")
        assert info["now"] == "2031-03-12T14:05-04:00"
        weekdays = {str(day): {"start": "09:00", "end": "17:00"} for day in range(1, 6)}
        assert info["staff_details"] == [{"name": "Maria Lopez", "title": "", "works": weekdays}]
        assert info["front_desk"] is True


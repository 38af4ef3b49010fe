"""book_appointment, reschedule_appointment, cancel_appointment and request_callback: what the agent does for a
caller, once, however often the provider retries."""

import asyncio
import json
import uuid

from ringbook.booking.v1 import rpc_pb2 as rpc
from ringbook.receptionist.v1 import events_pb2 as events
from ringbook_common.bus.connection import Bus
from ringbook_common.bus.rpc import request
from ringbook_common.messaging.delivery import drain_background

from .line import CALLER, next_weekday

OTHER_CALLER = "+15550107777"


async def offered(phone, **args) -> list[dict]:
    found = await phone.function("check_availability", {"service": "Haircut", "date": next_weekday().isoformat(),
                                                        **args}, call_id="call-look")
    assert found["ok"], found
    return found["slots"]


async def upcoming(bus, owner, phone_number: str = CALLER) -> list:
    reply = await request(bus, "rpc.booking.find_by_phone", rpc.FindByPhoneRequest(
        tenant_id=owner.tenant_id, phone=phone_number), rpc.FindByPhoneReply, timeout=5)
    return list(reply.appointments)


async def book(phone, slot: dict, *, call_id: str = "call-1", name: str = "Jane Doe",
               from_number: str = CALLER, **extra) -> dict:
    return await phone.function("book_appointment", {"slot_id": slot["slot_id"], "customer_name": name, **extra},
                                call_id=call_id, from_number=from_number)


class TestBook:
    async def test_books_with_the_callers_number(self, phone, bus, owner):
        slot = (await offered(phone))[2]
        booked = await book(phone, slot)
        assert booked["ok"] is True and booked["appointment_id"]
        assert (booked["start"], booked["staff"], booked["service"]) == (slot["start"], "Maria Lopez", "Haircut")
        assert "You're booked, Jane" in booked["result"] and "Haircut with Maria" in booked["result"]
        [appointment] = await upcoming(bus, owner)
        assert (appointment.id, appointment.source, appointment.customer_name) == (
            booked["appointment_id"], "ai_receptionist", "Jane Doe")

    async def test_a_given_phone_and_notes_are_used(self, phone, bus, owner):
        slot = (await offered(phone))[0]
        booked = await phone.function("book_appointment", {
            "slot_id": slot["slot_id"], "customer_name": "Sam", "customer_phone": "+15550108888",
            "notes": "first visit"})
        assert booked["ok"]
        [appointment] = await upcoming(bus, owner, "+15550108888")
        assert appointment.notes == "first visit"

    async def test_a_slot_taken_meanwhile_offers_alternatives(self, phone, bus, owner):
        slot = (await offered(phone))[1]
        assert (await book(phone, slot, call_id="call-first", from_number=OTHER_CALLER))["ok"]
        late = await book(phone, slot, call_id="call-second")
        assert late["ok"] is False and "just taken" in late["result"]
        assert late["alternatives"] and all({"slot_id", "start", "staff"} <= set(a) for a in late["alternatives"])
        assert slot["start"] not in {a["start"] for a in late["alternatives"]}
        assert await upcoming(bus, owner) == []

    async def test_missing_name_or_slot_asks_for_it(self, phone):
        assert "name" in (await phone.function("book_appointment", {"slot_id": "x"}))["result"]
        no_slot = await phone.function("book_appointment", {"customer_name": "Jane"})
        assert no_slot["ok"] is False and "availability" in no_slot["result"]

    async def test_a_forged_slot_id_is_refused_politely(self, phone):
        found = await phone.function("book_appointment", {"slot_id": "not-a-slot", "customer_name": "Jane"})
        assert found["ok"] is False and "check the availability" in found["result"]

    async def test_a_withheld_number_without_a_phone_asks_for_one(self, phone):
        slot = (await offered(phone))[0]
        found = await book(phone, slot, from_number="")
        assert found["ok"] is False and "phone number" in found["result"]


class TestIdempotentRetries:
    async def test_a_retry_gets_the_first_answer_and_books_once(self, phone, bus, owner, db):
        slot = (await offered(phone))[0]
        first = await book(phone, slot)
        again = await book(phone, slot)
        assert again == first
        assert len(await upcoming(bus, owner)) == 1
        assert await db.count("function_calls") == 1

    async def test_concurrent_duplicates_act_once(self, phone, bus, owner):
        slot = (await offered(phone))[0]
        answers = await asyncio.gather(*(book(phone, slot) for _ in range(4)))
        assert all(answer == answers[0] for answer in answers) and answers[0]["ok"]
        assert len(await upcoming(bus, owner)) == 1

    async def test_the_same_args_in_another_call_is_a_new_request(self, phone):
        slot = (await offered(phone))[0]
        assert (await book(phone, slot, call_id="call-a"))["ok"]
        assert (await book(phone, slot, call_id="call-b"))["ok"] is False

    async def test_key_order_does_not_matter(self, phone, db):
        slot = (await offered(phone))[0]
        first = await phone.function("book_appointment", {"slot_id": slot["slot_id"], "customer_name": "Jane"})
        again = await phone.function("book_appointment", {"customer_name": "Jane", "slot_id": slot["slot_id"]})
        assert again == first and await db.count("function_calls") == 1

    async def test_a_callback_retry_stores_and_notifies_once(self, phone, db):
        args = {"name": "Jane", "reason": "Question about prices"}
        first = await phone.function("request_callback", args)
        assert await phone.function("request_callback", args) == first
        assert await db.count("callbacks") == 1


class TestRescheduleAndCancel:
    async def test_reschedule_the_callers_only_appointment(self, phone, bus, owner):
        slots = await offered(phone)
        booked = await book(phone, slots[0])
        moved = await phone.function("reschedule_appointment", {"new_slot_id": slots[3]["slot_id"]},
                                     call_id="call-2")
        assert moved["ok"] is True and moved["appointment_id"] == booked["appointment_id"]
        assert moved["start"] == slots[3]["start"] and "now" in moved["result"]
        [appointment] = await upcoming(bus, owner)
        assert appointment.starts_at == slots[3]["start"]

    async def test_cancel_reads_the_appointment_back_then_cancels_the_one_named(self, phone, bus, owner):
        booked = await book(phone, (await offered(phone))[0])
        asked = await phone.function("cancel_appointment", {"reason": "sick"}, call_id="call-2")
        assert asked["ok"] is False and asked["result"].startswith("I see your Haircut")
        assert asked["result"].endswith("Shall I cancel it?")
        assert [a["appointment_id"] for a in asked["appointments"]] == [booked["appointment_id"]]
        assert len(await upcoming(bus, owner)) == 1
        cancelled = await phone.function("cancel_appointment", {"appointment_id": booked["appointment_id"],
                                                                "reason": "sick"}, call_id="call-2")
        assert cancelled["ok"] is True and cancelled["appointment_id"] == booked["appointment_id"]
        assert "cancelled" in cancelled["result"]
        assert await upcoming(bus, owner) == []

    async def test_the_language_of_the_call_that_moves_it_is_kept_for_its_texts(self, phone, bus, owner):
        slots = await offered(phone)
        await book(phone, slots[0], language="es")
        assert [a.language for a in await upcoming(bus, owner)] == ["es"]
        moved = await phone.function("reschedule_appointment", {"new_slot_id": slots[3]["slot_id"],
                                                                "language": "French"}, call_id="call-2")
        assert moved["ok"] is True
        assert [a.language for a in await upcoming(bus, owner)] == ["fr"]
        unnamed = await phone.function("reschedule_appointment", {"new_slot_id": slots[1]["slot_id"]},
                                       call_id="call-3")
        assert unnamed["ok"] is True
        assert [a.language for a in await upcoming(bus, owner)] == ["fr"]  # no language named: kept

    async def test_several_appointments_and_no_id_lists_them(self, phone, bus, owner):
        slots = await offered(phone)
        first = await book(phone, slots[0], call_id="call-a")
        second = await book(phone, slots[2], call_id="call-b", also=True)
        moving = {"new_slot_id": slots[4]["slot_id"]}
        for name, args in (("cancel_appointment", {}), ("reschedule_appointment", moving)):
            found = await phone.function(name, args, call_id="call-c")
            assert found["ok"] is False and "Which one" in found["result"]
            assert [a["appointment_id"] for a in found["appointments"]] == [first["appointment_id"],
                                                                             second["appointment_id"]]
            assert all({"appointment_id", "start", "service", "staff"} <= set(a) for a in found["appointments"])
        assert len(await upcoming(bus, owner)) == 2
        chosen = await phone.function("cancel_appointment", {"appointment_id": second["appointment_id"]},
                                      call_id="call-c")
        assert chosen["ok"] and [a.id for a in await upcoming(bus, owner)] == [first["appointment_id"]]

    async def test_no_appointment_under_the_number(self, phone):
        found = await phone.function("cancel_appointment", {})
        assert found["ok"] is False and found["appointments"] == [] and "don't see" in found["result"]

    async def test_another_callers_appointment_is_never_touched(self, phone, bus, owner):
        slots = await offered(phone)
        theirs = await book(phone, slots[0], call_id="call-them", from_number=OTHER_CALLER)
        mine = await book(phone, slots[2], call_id="call-me")
        moving = {"new_slot_id": slots[4]["slot_id"]}
        for name, args in (("cancel_appointment", {}), ("reschedule_appointment", moving)):
            found = await phone.function(name, {**args, "appointment_id": theirs["appointment_id"]},
                                         call_id="call-x")
            assert found["ok"] is False and "couldn't find that appointment" in found["result"]
            assert [a["appointment_id"] for a in found["appointments"]] == [mine["appointment_id"]]
        [still] = await upcoming(bus, owner, OTHER_CALLER)
        assert (still.id, still.starts_at, still.status) == (theirs["appointment_id"], slots[0]["start"], "scheduled")

    async def test_rescheduling_onto_a_taken_slot_offers_alternatives(self, phone, bus, owner):
        slots = await offered(phone)
        await book(phone, slots[0], call_id="call-me")
        await book(phone, slots[3], call_id="call-them", from_number=OTHER_CALLER)
        found = await phone.function("reschedule_appointment", {"new_slot_id": slots[3]["slot_id"]},
                                     call_id="call-again")
        assert found["ok"] is False and found["alternatives"]
        [mine] = await upcoming(bus, owner)
        assert mine.starts_at == slots[0]["start"]

    async def test_a_withheld_number_cannot_look_up_appointments(self, phone):
        found = await phone.function("cancel_appointment", {}, from_number="")
        assert found["ok"] is False and "calling from" in found["result"]


class TestRequestCallback:
    async def test_stored_published_and_the_owner_told(self, phone, db, published, settings, owner):
        found = await phone.function("request_callback", {
            "name": "Jane Doe", "reason": "Wants a quote for bridal hair", "urgency": "urgent",
            "best_time": "after 5pm"}, call_id="call-cb")
        assert found["ok"] is True and found["callback_id"] and "call you back" in found["result"]
        [row] = await db.rows("SELECT * FROM callbacks")
        assert (row["name"], row["phone"], row["urgency"], row["best_time"], row["call_id"], row["done"]) == (
            "Jane Doe", CALLER, "urgent", "after 5pm", "call-cb", False)
        assert str(row["tenant_id"]) == owner.tenant_id
        _, event = await published.next("receptionist.callback_requested", events.CallbackRequested,
                                        callback_id=found["callback_id"])
        assert (event.tenant_id, event.phone, event.urgency, event.call_id) == (owner.tenant_id, CALLER, "urgent",
                                                                               "call-cb")
        # The owner's text is booking's to send (every text passes the salon's limits there); the e-mail is ours.
        _, text = await published.next("receptionist.text_requested", events.TextRequested, purpose="owner_notice")
        assert (text.tenant_id, text.to) == (owner.tenant_id, "+15550100001") and "bridal hair" in text.body
        await drain_background()
        sent = [json.loads(line) for line in settings.dev_outbox_file.read_text().splitlines()]
        mine = [m for m in sent if "bridal hair" in m["body"]]
        assert {(m["channel"], m["to"]) for m in mine} == {("email", "owner@salon.example")}
        assert any(m["subject"].startswith("Urgent") for m in mine if m["channel"] == "email")

    async def test_defaults_and_missing_pieces(self, phone, db):
        found = await phone.function("request_callback", {"name": "Al", "reason": "hours", "urgency": "asap",
                                                          "phone": "+15550109999"})
        assert found["ok"]
        [row] = await db.rows("SELECT phone, urgency FROM callbacks")
        assert (row["phone"], row["urgency"]) == ("+15550109999", "normal")
        assert (await phone.function("request_callback", {"name": "Al"}))["ok"] is False
        assert (await phone.function("request_callback", {"reason": "x"}))["ok"] is False
        assert await db.count("callbacks") == 1


class TestBookingDown:
    async def test_every_calendar_function_answers_with_a_sentence(self, phone, app, db):
        working = app.state.bus
        app.state.bus = Bus("nats://127.0.0.1:1", name="nowhere")  # never connected: booking is unreachable
        try:
            calls = [("check_availability", {"service": "Haircut"}),
                     ("book_appointment", {"slot_id": "x", "customer_name": "Jane"}),
                     ("reschedule_appointment", {"new_slot_id": "x"}), ("cancel_appointment", {})]
            for name, args in calls:
                found = await phone.function(name, args)
                assert found == {"ok": False, "failed": True,
                                 "result": "I'm having trouble reaching the calendar right now — "
                                           "may I take your number for a call-back?"}
        finally:
            app.state.bus = working
        # Nothing is kept: once booking answers again, asking again works.
        assert await db.count("function_calls") == 0
        assert (await phone.function("check_availability", {"service": "Haircut"}))["ok"] is True


    async def test_a_retry_of_a_booking_made_hears_it_while_booking_is_unreachable(self, phone, app, db):
        slot = (await offered(phone))[0]
        first = await book(phone, slot)
        assert first["ok"]
        working = app.state.bus
        app.state.bus = Bus("nats://127.0.0.1:1", name="nowhere")
        try:
            assert await book(phone, slot) == first
            other = await book(phone, slot, call_id="call-2", from_number=OTHER_CALLER)
            assert other["failed"] is True
        finally:
            app.state.bus = working
        assert await db.count("function_calls") == 1


class TestKeptAnswers:
    async def test_a_retry_that_books_what_was_taken_keeps_the_booking(self, phone, bus, owner, db):
        slot = (await offered(phone))[0]
        taken = await book(phone, slot, call_id="call-other", from_number=OTHER_CALLER, name="Ann Other")
        refused = await book(phone, slot)
        assert taken["ok"] and refused["ok"] is False
        cancelled = await request(bus, "rpc.booking.cancel", rpc.CancelRequest(
            tenant_id=owner.tenant_id, appointment_id=taken["appointment_id"]), rpc.AppointmentReply, timeout=5)
        assert cancelled.appointment.status == "cancelled"
        booked = await book(phone, slot)  # the provider retries: the time is free again
        assert booked["ok"]
        [kept] = await db.rows("SELECT answer, ok FROM function_calls WHERE call_id = 'call-1'")
        assert kept["ok"] is True and kept["answer"] == booked
        assert await book(phone, slot) == booked  # and a retry hears it again

    async def test_a_booking_holds_no_connection_while_booking_answers(self, phone, app, db):
        """Many calls booking at once are not held up by the receptionist's own connections."""
        slot = (await offered(phone))[0]
        pool = app.state.engine.pool
        held_while_asked: list[int] = []
        working = app.state.bus

        class Watched:
            """The bus's client, noting the receptionist's connections in use when booking is asked."""

            def __getattr__(self, name):
                return getattr(working.nc, name)

            async def request(self, *args, **kwargs):
                held_while_asked.append(pool.checkedout())
                return await working.nc.request(*args, **kwargs)

        class Watching:
            connected = True
            nc = Watched()

        app.state.bus = Watching()
        try:
            # Reached by the number dialled (no agent named), whose line is read in this very request.
            answer = await phone.function("book_appointment", {"slot_id": slot["slot_id"], "customer_name": "Jane"},
                                          call={**phone.call_object("call-1"), "agent_id": ""})
        finally:
            app.state.bus = working
        assert answer["ok"] and held_while_asked == [0]


class TestTenantIsolation:
    async def test_a_call_only_ever_reaches_its_own_salon(self, phone, app, booking, client, make_owner, bus):
        from .line import open_salon
        other_owner = make_owner()
        other = await open_salon(app, booking, client, other_owner, staff=(("ana", "Ana Perez"),))
        mine = await book(phone, (await offered(phone))[0], call_id="call-mine")
        # The other salon's line cannot see or cancel this salon's appointment, even with its id.
        found = await other.function("cancel_appointment", {"appointment_id": mine["appointment_id"]},
                                     call_id="call-theirs")
        assert found["ok"] is False
        assert (await other.function("get_business_info"))["staff"] == ["Ana Perez"]
        assert uuid.UUID(mine["appointment_id"])

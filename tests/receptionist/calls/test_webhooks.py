"""Call webhooks become call records with an outcome derived from what happened in the call; each finished call
is published once as `receptionist.call_ended` (booking's analytics read it)."""

import asyncio
import time

import pytest
from nats.errors import TimeoutError as NatsTimeout
from sqlalchemy import text

from ringbook.receptionist.v1 import events_pb2 as events
from ringbook_common.testing.wait import eventually

from ..functions.line import CALLER, next_weekday

START_MS = int(time.time() * 1000) - 600_000
TRANSCRIPT = "Agent: Thanks for calling Salon Uno, how can I help?\nUser: Do you do haircuts on Sunday?\n"


def finished(phone, call_id: str, *, seconds: int = 95, transcript: str = TRANSCRIPT, **extra) -> dict:
    return phone.call_object(call_id, call_status="ended", start_timestamp=START_MS,
                             end_timestamp=START_MS + seconds * 1000, duration_ms=seconds * 1000 + 400,
                             transcript=transcript, recording_url=f"https://recordings.example/{call_id}.wav",
                             disconnection_reason="user_hangup", **extra)


async def deliver(phone, event: str, call: dict) -> None:
    response = await phone.webhook(event, call)
    assert response.status_code == 204, response.text
    assert response.content == b""


async def a_call(phone, call_id: str, *, analysis: dict | None = None, **extra) -> None:
    await deliver(phone, "call_started", phone.call_object(call_id, call_status="ongoing",
                                                           start_timestamp=START_MS))
    await deliver(phone, "call_ended", finished(phone, call_id, **extra))
    if analysis is not None:
        await deliver(phone, "call_analyzed", finished(phone, call_id, call_analysis=analysis, **extra))


async def record(db, call_id: str) -> dict:
    [row] = await db.rows("SELECT * FROM calls WHERE call_id = :id", id=call_id)
    return row


async def book_in_call(phone, call_id: str) -> dict:
    look = await phone.function("check_availability", {"service": "Haircut", "date": next_weekday().isoformat()},
                                call_id=call_id)
    booked = await phone.function("book_appointment", {"slot_id": look["slots"][0]["slot_id"],
                                                       "customer_name": "Jane Doe"}, call_id=call_id)
    assert booked["ok"]
    return booked


class TestRecord:
    async def test_a_booking_call_is_booked_with_its_appointment(self, phone, db, published, owner):
        booked = await book_in_call(phone, "call-book")
        await a_call(phone, "call-book", analysis={"call_summary": "Jane booked a haircut.",
                                                    "user_sentiment": "Positive", "call_successful": True})
        row = await record(db, "call-book")
        assert (row["outcome"], row["appointment_id"], row["from_number"], row["duration_seconds"]) == (
            "booked", booked["appointment_id"], CALLER, 95)
        assert (row["summary"], row["sentiment"], row["notes"], row["disconnection_reason"]) == (
            "Jane booked a haircut.", "Positive", "Jane booked a haircut.", "user_hangup")
        assert row["transcript"] == TRANSCRIPT and row["recording_url"].endswith("call-book.wav")
        assert row["started_at"].timestamp() == START_MS / 1000 and row["analyzed"] is True
        envelope, ended = await published.next("receptionist.call_ended", events.CallEnded, call_id="call-book")
        assert envelope.tenant_id == owner.tenant_id
        assert (ended.outcome, ended.appointment_id, ended.from_number, ended.to_number, ended.duration_seconds) == (
            "booked", booked["appointment_id"], CALLER, phone.number, 95)
        assert ended.started_at.ToMilliseconds() == START_MS
        assert ended.ended_at.ToMilliseconds() == START_MS + 95_000

    async def test_a_reschedule_is_rescheduled(self, phone, db):
        booked = await book_in_call(phone, "call-1")
        look = await phone.function("check_availability", {"service": "Haircut", "date": next_weekday().isoformat(),
                                                           "preferred_time": "15:00"}, call_id="call-move")
        moved = await phone.function("reschedule_appointment", {"new_slot_id": look["slots"][0]["slot_id"]},
                                     call_id="call-move")
        assert moved["ok"] and moved["appointment_id"] == booked["appointment_id"]
        await a_call(phone, "call-move")
        assert (await record(db, "call-move"))["outcome"] == "rescheduled"
        assert (await record(db, "call-move"))["appointment_id"] == booked["appointment_id"]

    async def test_booked_then_moved_in_the_same_call_is_booked(self, phone, db):
        booked = await book_in_call(phone, "call-book-move")
        look = await phone.function("check_availability", {"service": "Haircut", "date": next_weekday().isoformat(),
                                                           "preferred_time": "15:00"}, call_id="call-book-move")
        moved = await phone.function("reschedule_appointment", {"appointment_id": booked["appointment_id"],
                                                                "new_slot_id": look["slots"][0]["slot_id"]},
                                     call_id="call-book-move")
        assert moved["ok"] and moved["appointment_id"] == booked["appointment_id"]
        await a_call(phone, "call-book-move")
        row = await record(db, "call-book-move")
        assert (row["outcome"], row["appointment_id"]) == ("booked", booked["appointment_id"])

    async def test_a_cancelling_call_is_cancelled(self, phone, db):
        booked = await book_in_call(phone, "call-1")
        assert (await phone.function("cancel_appointment", {"appointment_id": booked["appointment_id"],
                                                            "reason": "ill"}, call_id="call-cancel"))["ok"]
        await a_call(phone, "call-cancel")
        row = await record(db, "call-cancel")
        assert (row["outcome"], row["appointment_id"]) == ("cancelled", None)
        assert "cancelled" in row["notes"]

    async def test_booked_then_cancelled_in_the_same_call_is_cancelled(self, phone, db):
        booked = await book_in_call(phone, "call-both")
        assert (await phone.function("cancel_appointment", {"appointment_id": booked["appointment_id"]},
                                     call_id="call-both"))["ok"]
        await a_call(phone, "call-both")
        assert (await record(db, "call-both"))["outcome"] == "cancelled"

    async def test_a_failed_booking_is_not_booked(self, phone, db):
        await phone.function("book_appointment", {"slot_id": "forged", "customer_name": "Jane"}, call_id="call-f")
        await a_call(phone, "call-f")
        assert (await record(db, "call-f"))["outcome"] == "not_booked"

    async def test_times_looked_for_and_nothing_booked_is_not_booked(self, phone, db):
        await phone.function("check_availability", {"service": "Haircut", "date": next_weekday().isoformat()},
                             call_id="call-looked")
        await phone.function("get_business_info", call_id="call-looked")
        await a_call(phone, "call-looked", transcript_with_tool_calls=[
            {"role": "agent", "content": "Thanks for calling Salon Uno, how can I help?"},
            {"role": "user", "content": "Anything Friday morning for a haircut?"},
            {"role": "tool_call_invocation", "name": "check_availability", "arguments": {"service": "Haircut"}},
            {"role": "tool_call_result", "content": "{\"ok\": true, \"slots\": []}"}])
        assert (await record(db, "call-looked"))["outcome"] == "not_booked"

    async def test_a_filed_call_back_is_a_message_even_when_no_booking_was_made(self, phone, db):
        await phone.function("book_appointment", {"slot_id": "forged", "customer_name": "Jane"}, call_id="call-msg")
        await phone.function("request_callback", {"name": "Jane", "reason": "Bridal hair for six"},
                             call_id="call-msg")
        await a_call(phone, "call-msg")
        row = await record(db, "call-msg")
        assert (row["outcome"], row["notes"]) == ("message", "Call-back requested: Bridal hair for six")

    async def test_a_call_handed_to_the_front_desk_is_transferred(self, phone, db, published):
        await deliver(phone, "call_ended", {**finished(phone, "call-tx"), "disconnection_reason": "call_transfer",
                                            "transfer_destination": "+14158675309"})
        assert (await record(db, "call-tx"))["outcome"] == "transferred"
        _, ended = await published.next("receptionist.call_ended", events.CallEnded, call_id="call-tx")
        assert ended.outcome == "transferred"

    async def test_questions_only_is_an_inquiry(self, phone, db):
        await phone.function("get_business_info", call_id="call-ask")
        await a_call(phone, "call-ask")
        row = await record(db, "call-ask")
        assert (row["outcome"], row["notes"]) == ("inquiry", "")

    @pytest.mark.parametrize("said", [
        "This is ridiculous, I've been waiting for an hour!", "¡Es ridículo, estoy muy enojada!",
        "C'est inacceptable, je suis furieuse.", "Das ist eine Frechheit, ich bin wütend.",
        "Sono arrabbiata, è inaccettabile.", "Estou muito chateada, isto é um absurdo."])
    async def test_an_angry_caller_is_negative_whatever_the_provider_says(self, phone, db, said):
        transcript = f"Agent: Thanks for calling Salon Uno, how can I help?\nUser: {said}\n"
        await a_call(phone, "call-angry", transcript=transcript,
                     analysis={"call_summary": "The caller complained.", "user_sentiment": "Positive"})
        assert (await record(db, "call-angry"))["sentiment"] == "Negative"

    async def test_a_calm_caller_keeps_the_providers_sentiment(self, phone, db):
        await a_call(phone, "call-calm", analysis={"call_summary": "Asked about Sundays.",
                                                   "user_sentiment": "Positive"})
        assert (await record(db, "call-calm"))["sentiment"] == "Positive"

    @pytest.mark.parametrize(("said", "urgency"), [
        ("I had an allergic reaction to the colour yesterday, my scalp is burning", "urgent"),
        ("Honestly this is unacceptable, nobody called me back", "urgent"),
        ("Could someone call me about bridal hair for six?", "low"),
    ])
    async def test_a_call_back_is_urgent_when_the_caller_was_angry_or_reports_a_reaction(self, phone, db, said,
                                                                                          urgency):
        await phone.function("request_callback", {"name": "Jane", "reason": "Wants to talk to the owner",
                                                  "urgency": "low"}, call_id="call-tone")
        await a_call(phone, "call-tone", transcript=f"Agent: Salon Uno, how can I help?\nUser: {said}\n")
        [callback] = await db.rows("SELECT urgency FROM callbacks WHERE call_id = 'call-tone'")
        assert callback["urgency"] == urgency

    async def test_a_callback_reason_is_the_note_until_a_summary_arrives(self, phone, db):
        await phone.function("request_callback", {"name": "Jane", "reason": "Wedding party of six"},
                             call_id="call-cb")
        await a_call(phone, "call-cb")
        assert (await record(db, "call-cb"))["notes"] == "Call-back requested: Wedding party of six"
        await deliver(phone, "call_analyzed", finished(phone, "call-cb", call_analysis={
            "call_summary": "Caller wants a call-back about a wedding.", "user_sentiment": "Neutral"}))
        assert (await record(db, "call-cb"))["notes"] == "Caller wants a call-back about a wedding."

    @pytest.mark.parametrize(("call_id", "shape"), [
        ("call-dial", {"call_status": "not_connected", "disconnection_reason": "dial_no_answer", "duration_ms": 0,
                       "transcript": ""}),
        ("call-hangup", {"duration_ms": 4000, "transcript": "Agent: Thanks for calling Salon Uno!\n"}),
        ("call-silent", {"duration_ms": 12000, "transcript": ""}),
    ])
    async def test_never_connected_or_a_quick_silent_hang_up_is_missed(self, phone, db, call_id, shape):
        call = {**finished(phone, call_id), **shape}
        await deliver(phone, "call_ended", call)
        row = await record(db, call_id)
        assert row["outcome"] == "missed"
        assert row["duration_seconds"] == round(shape["duration_ms"] / 1000)

    async def test_a_short_call_where_the_caller_spoke_is_an_inquiry(self, phone, db):
        await deliver(phone, "call_ended", finished(phone, "call-short", seconds=8))
        assert (await record(db, "call-short"))["outcome"] == "inquiry"


class TestDelivery:
    async def test_call_ended_is_published_once_whatever_is_retried(self, phone, db, published):
        await a_call(phone, "call-once", analysis={"call_summary": "Asked about Sundays.",
                                                   "user_sentiment": "Neutral"})
        await deliver(phone, "call_ended", finished(phone, "call-once"))  # a provider retry
        await deliver(phone, "call_analyzed", finished(phone, "call-once"))
        await published.next("receptionist.call_ended", events.CallEnded, call_id="call-once")
        with pytest.raises((NatsTimeout, asyncio.TimeoutError)):
            await published.next("receptionist.call_ended", events.CallEnded, call_id="call-once", timeout=1)
        rows = await db.rows("SELECT event FROM webhook_deliveries WHERE call_id = 'call-once' ORDER BY event")
        assert [r["event"] for r in rows] == ["call_analyzed", "call_ended", "call_started"]
        assert await db.count("calls") == 1

    async def test_events_out_of_order_never_move_the_record_back(self, phone, db):
        await deliver(phone, "call_ended", finished(phone, "call-late"))
        await deliver(phone, "call_started", phone.call_object("call-late", call_status="ongoing",
                                                               start_timestamp=START_MS))
        row = await record(db, "call-late")
        assert (row["call_status"], row["outcome"], row["transcript"]) == ("ended", "inquiry", TRANSCRIPT)
        assert row["ended_at"] is not None

    async def test_a_started_call_is_in_progress_without_outcome(self, phone, db, published):
        await deliver(phone, "call_started", phone.call_object("call-live", call_status="ongoing",
                                                               start_timestamp=START_MS))
        row = await record(db, "call-live")
        assert (row["call_status"], row["outcome"], row["ended_at"]) == ("ongoing", None, None)

    async def test_call_analyzed_alone_finishes_the_call(self, phone, db, published):
        await deliver(phone, "call_analyzed", finished(phone, "call-lost", call_analysis={"call_summary": "Hi."}))
        _, ended = await published.next("receptionist.call_ended", events.CallEnded, call_id="call-lost")
        assert (ended.outcome, ended.notes) == ("inquiry", "Hi.")

    async def test_an_outcome_changed_later_is_published_again(self, phone, db, published):
        await deliver(phone, "call_ended", finished(phone, "call-fix"))
        _, first = await published.next("receptionist.call_ended", events.CallEnded, call_id="call-fix")
        assert first.outcome == "inquiry"
        booked = await book_in_call(phone, "call-fix")  # a late function answer (the provider's retry)
        await deliver(phone, "call_analyzed", finished(phone, "call-fix", call_analysis={"call_summary": "Booked."}))
        _, second = await published.next("receptionist.call_ended", events.CallEnded, call_id="call-fix")
        assert (second.outcome, second.appointment_id) == ("booked", booked["appointment_id"])

    async def test_booking_keeps_the_finished_call(self, phone, booking, owner):
        booked = await book_in_call(phone, "call-seen")
        await a_call(phone, "call-seen")

        async def seen() -> list:
            async with booking.state.engine.connect() as conn:
                return list((await conn.execute(text(
                    "SELECT outcome, appointment_id::text AS appointment_id FROM calls "
                    "WHERE tenant_id = :tenant AND call_id = 'call-seen'"), {"tenant": owner.tenant_id})).mappings())

        [row] = await eventually(seen)
        assert (row["outcome"], row["appointment_id"]) == ("booked", booked["appointment_id"])

    async def test_unknown_events_are_acknowledged_and_ignored(self, phone, db):
        response = await phone.webhook("transcript_updated", phone.call_object("call-x"))
        assert response.status_code == 204 and await db.count("calls") == 0

    async def test_a_webhook_for_an_unknown_agent_is_404(self, phone, db):
        call = {**finished(phone, "call-stray"), "agent_id": "agent_nobody", "to_number": "+18005550000"}
        response = await phone.webhook("call_ended", call)
        assert response.status_code == 404 and response.json()["error"]
        assert await db.count("calls") == 0

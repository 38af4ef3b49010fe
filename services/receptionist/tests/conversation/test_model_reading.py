"""The LLM understanding: what a model fills in read_turn becomes the same Reading the built-in understanding
gives, checked against the salon (wrong fields dropped one by one, unknown services and stylists, past days); the
model is asked with one forced function call and told the salon and the call's state; when it cannot be reached
or answers garbage, the built-in understanding reads the turn. A fake OpenAI-compatible model on a real port."""

import logging
import socket
from datetime import date

import pytest

from receptionist.chat_model import ChatModel
from receptionist.conversation.reading import Part
from receptionist.conversation.state import ANYONE, Awaiting, CallState, Kind, Offer, When
from receptionist.conversation.understanding import read
from receptionist.conversation.understanding.model import FUNCTION, ModelReader
from receptionist.conversation.understanding.model.convert import FLAGS, to_reading
from receptionist.conversation.understanding.model.fields import TurnRead, lenient, parameters

from ..fakes.openai import FakeOpenAI

KEY = "sk-understanding-tests"
TODAY = date(2026, 12, 1)  # a Tuesday
TOMORROW = date(2026, 12, 2)
SERVICES = ["Haircut", "Blowout", "Color", "Beard Trim", "Fringe Trim", "Kids Cut", "Manicure"]
STAFF = ["Maria Lopez", "Marco Rossi", "Ana Ruiz", "Ana Bell"]


def reading_of(arguments: dict, text: str = "as said", state: CallState | None = None):
    said, _ = lenient(TurnRead, arguments)
    return to_reading(said, text, state or CallState(), today=TODAY, services=SERVICES, staff=STAFF)


def two_bookings() -> CallState:
    """A haircut for the caller and a kids cut for their son Mateo, on the call; a cancellation after them."""
    state = CallState()
    state.open_item(Kind.BOOK).service = "Haircut"
    son = state.open_item(Kind.BOOK)
    son.service, son.for_other, son.person = "Kids Cut", "son", "Mateo"
    state.open_item(Kind.CANCEL)
    return state


class TestConversion:
    def test_a_booking_read_fills_the_same_fields_the_built_in_reading_has(self):
        said = "Hi, I'd like a haircut with Maria tomorrow at 3"
        reading = reading_of({"wants": ["book"], "services": ["Haircut"], "staff": "Maria Lopez",
                              "days": ["2026-12-02"], "at": "15:00", "language": "en"}, said)
        assert (reading.text, reading.read_as, reading.language) == (said, said, "en")
        assert (reading.wants, reading.services, reading.staff) == (["book"], ["Haircut"], "Maria Lopez")
        assert reading.when == When(days=[TOMORROW], at=900)

    def test_invalid_fields_are_dropped_one_by_one_and_the_rest_kept(self):
        said, dropped = lenient(TurnRead, {
            "wants": ["book", "dance"], "at": "25:00", "after": "17:00", "shift": 100000, "answer": "maybe",
            "language": "English", "days": ["2026-12-02", "someday"], "name": "Jo Park", "goodbye": "yes",
            "parts": [{"service": "Haircut", "at": "10"}, {"staff": "Marco"}], "mood": "happy"})
        assert sorted(dropped) == ["answer", "at", "days[1]", "language", "mood", "parts[0].at", "parts[1]", "shift",
                                   "wants[1]"]
        assert (said.wants, said.after, said.days, said.name, said.goodbye) == (
            ["book"], "17:00", [TOMORROW], "Jo Park", True)
        assert [part.service for part in said.parts] == ["Haircut"]

    def test_a_service_or_stylist_the_salon_lacks_is_dropped_and_names_are_matched_whatever_their_case(self):
        reading = reading_of({"services": ["haircut", "Deep Tissue Massage", "BLOWOUT"], "staff": "Luigi"})
        assert (reading.services, reading.staff) == (["Haircut", "Blowout"], None)
        assert reading_of({"staff": "maria"}).staff == "Maria Lopez"  # the one Maria
        assert reading_of({"staff": "Ana"}).staff is None  # two Anas: not guessed
        assert reading_of({"staff": "Ana Bell"}).staff == "Ana Bell"
        assert reading_of({"staff": "anyone"}).staff == ANYONE

    def test_a_service_is_matched_whatever_its_accents_punctuation_and_note(self):
        names = ["Women's Cut & Colour (long)", "Pédicure", "Cut + Colour"]
        said = TurnRead.model_validate({"services": ["pedicure", "Women's Cut and Colour", "cut & colour", "Cut"]})
        reading = to_reading(said, "", CallState(), today=TODAY, services=names, staff=STAFF)
        assert reading.services == ["Pédicure", "Women's Cut & Colour (long)", "Cut + Colour"]

    def test_words_that_fit_several_services_are_options_and_one_fitting_is_the_service(self):
        assert reading_of({"service_options": ["Beard Trim", "Fringe Trim", "Scalp Trim"]}).service_options == [
            ["Beard Trim", "Fringe Trim"]]
        one = reading_of({"service_options": ["Fringe Trim", "Scalp Trim"]})
        assert (one.services, one.service_options) == (["Fringe Trim"], [])

    def test_a_day_already_past_is_dropped(self):
        reading = reading_of({"days": ["2026-11-30", "2026-12-01", "2026-12-04"], "at": "10:30",
                              "move_from": {"days": ["2026-11-20"]}})
        assert reading.when == When(days=[TODAY, date(2026, 12, 4)], at=630)
        assert reading.move_from is None
        assert reading_of({"from_day": "2026-11-20", "to_day": "2026-11-25"}).when.empty
        span = reading_of({"from_day": "2026-11-30", "to_day": "2026-12-06"}).when
        assert (span.from_day, span.to_day) == (TODAY, date(2026, 12, 6))

    def test_several_services_or_people_become_parts(self):
        reading = reading_of({"parts": [
            {"service": "Haircut", "staff": "Maria"},
            {"service": "Kids Cut", "staff": "Marco Rossi", "for_other": "my daughter", "person": "Emma",
             "at": "10:30"},
            {"service": "Hot Stone"}]})
        assert reading.parts == [Part(service="Haircut", staff="Maria Lopez"),
                                 Part(service="Kids Cut", staff="Marco Rossi", for_other="my daughter",
                                      person="Emma", when=When(at=630))]
        assert reading_of({"parts": [{"service": "Haircut"}, {"service": "Hot Stone"}]}).parts == []

    def test_each_persons_own_stylist_or_time_goes_to_their_booking_on_the_call(self):
        state = two_bookings()
        reading = reading_of({"people": [{"item": 0, "at": "11:00", "staff": "Maria"},
                                         {"item": 1, "staff": "Marco Rossi", "at": "11:00"},
                                         {"item": 2, "at": "12:00"}, {"item": 7, "staff": "Maria"},
                                         {"item": 1, "staff": "Luigi"}]}, state=state)
        assert reading.people == [Part(service="", staff="Maria Lopez", item=0, when=When(at=660)),
                                  Part(service="", staff="Marco Rossi", item=1, when=When(at=660))]

    def test_a_move_a_message_and_the_rest_of_the_flags(self):
        move = reading_of({"wants": ["move"], "services": ["Color"], "move_from": {"days": ["2026-12-02"],
                                                                                    "at": "15:00"},
                           "days": ["2026-12-05"], "at": "11:00", "shift": 0})
        assert (move.move_from, move.when, move.shift) == (When(days=[TOMORROW], at=900),
                                                           When(days=[date(2026, 12, 5)], at=660), None)
        message = reading_of({"message": True, "call_me": True, "reason": "  bridal hair\nfor six ",
                              "best_time": "after 5", "name": "Tess Bride", "phone": "415 555 0199",
                              "urgent": True, "questions": ["hours", "hours", "prices"]})
        assert (message.message, message.call_me, message.urgent) == (True, True, True)
        assert (message.reason, message.best_time, message.name) == ("bridal hair for six", "after 5", "Tess Bride")
        assert (message.phone, message.questions) == ("+14155550199", ["hours", "prices"])

    def test_a_reading_in_another_language_keeps_the_words_and_reads_them_in_english(self):
        reading = reading_of({"language": "fr", "in_english": "the second one", "answer": "yes"}, "le deuxième")
        assert (reading.text, reading.read_as, reading.language, reading.answer) == (
            "le deuxième", "the second one", "fr", "yes")

    def test_a_question_we_cannot_answer_is_asked_aside_a_request_or_on_its_own(self):
        alone = reading_of({"unknown_question": True})
        assert (alone.unknown_question, alone.aside_question) == (True, False)
        aside = reading_of({"unknown_question": True, "wants": ["book"], "services": ["Haircut"]})
        assert (aside.unknown_question, aside.aside_question) == (False, True)
        message = reading_of({"unknown_question": True, "message": True})
        assert (message.unknown_question, message.aside_question) == (False, False)

    def test_every_flag_the_model_fills_is_the_readings_own(self):
        reading = reading_of(dict.fromkeys(FLAGS, True))
        assert all(getattr(reading, flag) is True for flag in FLAGS if flag != "unknown_question")
        assert len(FLAGS) >= 25

    def test_the_schema_is_flat_and_an_object(self):
        schema = parameters()
        assert schema["type"] == "object" and "$defs" not in str(schema) and "$ref" not in str(schema)
        assert schema["properties"]["parts"]["items"]["required"] == ["service"]
        assert "required" not in schema


# ---- asking the model -----------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def server():
    fake = FakeOpenAI(KEY).start()
    yield fake
    fake.stop()


@pytest.fixture
def fake(server) -> FakeOpenAI:
    server.reset()
    return server


@pytest.fixture
def reader(fake) -> ModelReader:
    return ModelReader(ChatModel(fake.base_url, "reader-model", api_key=KEY, timeout=5.0))


async def reads(reader, text: str, state: CallState | None = None):
    return await reader(text, state or CallState(), today=TODAY, services=SERVICES, staff=STAFF)


class TestAsking:
    async def test_one_forced_function_call_told_the_salon_today_and_what_was_asked(self, reader, fake):
        state = CallState(awaiting=Awaiting.CHOICE)
        item = state.open_item(Kind.BOOK)
        item.service, item.staff = "Haircut", "Maria Lopez"
        item.offers = [Offer(slot_id="s1", start="2026-12-02T15:00:00-05:00", staff="Maria Lopez"),
                       Offer(slot_id="s2", start="2026-12-02T16:30:00-05:00", staff="Maria Lopez")]
        fake.reads("The half past four one", at="16:30", days=["2026-12-02"])
        reading = await reads(reader, "The half past four one", state)
        assert reading.when == When(days=[TOMORROW], at=990) and reading.text == "The half past four one"

        [sent] = fake.requests
        assert sent["tool_choice"] == {"type": "function", "function": {"name": FUNCTION}}
        assert [tool["function"]["name"] for tool in sent["tools"]] == [FUNCTION]
        assert sent["messages"][1] == {"role": "user", "content": "The half past four one"}
        system = sent["messages"][0]["content"]
        assert "Tuesday 2026-12-01" in system and "Wednesday 2026-12-02" in system
        assert "Haircut, Blowout, Color" in system and "Maria Lopez, Marco Rossi" in system
        assert "which of the offered times they take" in system
        assert "Wednesday 2026-12-02 15:00 with Maria Lopez; Wednesday 2026-12-02 16:30 with Maria Lopez" in system

    async def test_the_bookings_on_the_call_are_numbered_for_the_model(self, reader, fake):
        fake.reads("Me with Maria and Mateo with Marco", people=[{"item": 0, "staff": "Maria"},
                                                                 {"item": 1, "staff": "Marco"}])
        reading = await reads(reader, "Me with Maria and Mateo with Marco", two_bookings())
        assert [(part.item, part.staff) for part in reading.people] == [(0, "Maria Lopez"), (1, "Marco Rossi")]
        system = fake.requests[0]["messages"][0]["content"]
        assert "[0] book, Haircut, for the caller; [1] book, Kids Cut, for son, Mateo." in system

    async def test_garbage_arguments_fall_back_to_the_built_in_reading(self, reader, fake, caplog):
        said = "Hi, I'd like a haircut with Maria tomorrow at 3"
        fake.reads(said, "{not json at all")
        with caplog.at_level(logging.WARNING, logger="ringbook.receptionist.understanding"):
            reading = await reads(reader, said)
        assert fake.read == [said]
        assert reading == read(said, CallState(), today=TODAY, services=SERVICES, staff=STAFF)
        assert reading.services == ["Haircut"] and reading.staff == "Maria Lopez"
        assert "built-in understanding" in caplog.text and KEY not in caplog.text

    async def test_an_answer_without_the_function_falls_back(self, reader, fake):
        fake.answer("Sure, I can book that for you!")
        assert await reads(reader, "Yes please") == read("Yes please", CallState(), today=TODAY, services=SERVICES,
                                                         staff=STAFF)

    async def test_arguments_written_as_the_content_are_taken(self, reader, fake):
        fake.answer('{"answer": "yes", "go_ahead": true}')
        reading = await reads(reader, "Yep, book it")
        assert (reading.answer, reading.go_ahead) == ("yes", True)

    async def test_an_error_or_an_unreachable_model_falls_back_and_logs_no_key(self, reader, fake, caplog):
        fake.fail(500, f"Something broke for key {KEY}")
        with caplog.at_level(logging.WARNING, logger="ringbook.receptionist.understanding"):
            assert (await reads(reader, "A manicure on Friday")).services == ["Manicure"]
        assert "500" in caplog.text and KEY not in caplog.text
        with socket.socket() as sock:
            sock.bind(("127.0.0.1", 0))
            port = sock.getsockname()[1]
        nowhere = ModelReader(ChatModel(f"http://user:{KEY}@127.0.0.1:{port}/v1", "reader-model", timeout=2.0))
        caplog.clear()
        with caplog.at_level(logging.WARNING, logger="ringbook.receptionist.understanding"):
            assert (await reads(nowhere, "A manicure on Friday")).when.days == [date(2026, 12, 4)]
        assert "could not be reached" in caplog.text and KEY not in caplog.text

    async def test_a_wrong_key_is_an_unavailable_model(self, fake):
        wrong = ModelReader(ChatModel(fake.base_url, "reader-model", api_key="sk-wrong", timeout=5.0))
        assert (await reads(wrong, "Cancel my color")).wants == ["cancel"]
        assert fake.read == []

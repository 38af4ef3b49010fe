from datetime import date, datetime
from zoneinfo import ZoneInfo

from receptionist.conversation import policy, update
from receptionist.conversation.state import Awaiting, CallState, Item, Kind, Offer
from receptionist.conversation.steps import Say
from receptionist.conversation.understanding import read
from receptionist.live.interruption import cut_off, forget_unheard

TODAY = date(2050, 9, 1)
SALON = {"name": "Studio Nine", "timezone": "America/New_York", "services": [{"name": "Haircut", "duration_min": 30}],
         "staff": ["Maria Lopez"], "hours": {}}
OFFER = Offer(slot_id="slot_1", start="2050-09-05T14:00:00-04:00", staff="Maria Lopez")
READ_BACK = "To confirm: a Haircut on Friday at 2 PM with Maria for Dana Reyes, and we'll text (415) 555-0199. " \
            "Shall I book it?"


def read_back_pending() -> dict:
    """A booking read back to the caller, waiting for their yes."""
    state = CallState(salon=SALON, caller_name="Dana Reyes", appointments=[], awaiting=Awaiting.CONFIRM,
                      items=[Item(kind=Kind.BOOK, service="Haircut", staff="Maria Lopez", offers=[OFFER],
                                  chosen=OFFER, checked=True, fit="exact")])
    return state.model_dump(mode="json")


def hear_yes(memory: dict) -> CallState:
    state = CallState.model_validate(memory)
    update.apply(read("yes", state, today=TODAY, services=["Haircut"], staff=["Maria Lopez"]), state,
                 languages=["en"], today=TODAY)
    return state


class TestCutOff:
    def test_a_response_spoken_to_its_end_is_not_cut_off(self):
        assert not cut_off(READ_BACK, READ_BACK)

    def test_a_response_stopped_part_way_is(self):
        assert cut_off(READ_BACK, "To confirm: a Haircut on Friday at 2 PM")

    def test_a_response_never_spoken_is(self):
        assert cut_off(READ_BACK, "")

    def test_more_spoken_than_sent_is_not(self):
        assert not cut_off("Shall I book it?", "Shall I book it? Are you still there?")

    def test_our_words_spaced_or_punctuated_otherwise_are_not_a_cut(self):
        assert not cut_off("Friday at 2 PM, and we'll text (415) 555-0199.", "Friday at 2PM and well text 415 5550199")

    def test_a_cut_before_the_last_word_is_one(self):
        assert cut_off("Shall I book it?", "Shall I book")

    def test_nothing_sent_is_never_cut_off(self):
        assert not cut_off("", "")


class TestForgetUnheard:
    def test_a_yes_after_a_read_back_heard_whole_confirms(self):
        assert hear_yes(read_back_pending()).items[0].confirmed

    def test_a_yes_after_a_cut_off_read_back_does_not_confirm(self):
        state = hear_yes(forget_unheard(read_back_pending()))
        assert not state.items[0].confirmed
        assert state.items[0].chosen == OFFER

    def test_the_cut_off_read_back_is_read_again(self):
        state = hear_yes(forget_unheard(read_back_pending()))
        moment = policy.Moment(now=datetime(2050, 9, 1, 10, 0, tzinfo=ZoneInfo("America/New_York")),
                               caller_number="+14155550199")
        step = policy.next_step(state, moment)
        assert isinstance(step, Say) and step.key == "confirm_booking" and step.awaiting == Awaiting.CONFIRM

    def test_keeps_the_chosen_time_unconfirmed_and_awaits_nothing(self):
        forgotten = CallState.model_validate(forget_unheard(read_back_pending()))
        assert forgotten.awaiting == Awaiting.NOTHING
        assert forgotten.items[0].chosen == OFFER and not forgotten.items[0].confirmed

    def test_a_cut_off_duplicate_question_is_asked_again(self):
        memory = read_back_pending() | {"awaiting": Awaiting.DUPLICATE.value}
        assert CallState.model_validate(forget_unheard(memory)).awaiting == Awaiting.NOTHING

    def test_other_questions_stand(self):
        memory = read_back_pending() | {"awaiting": Awaiting.WHEN.value}
        assert forget_unheard(memory) == memory

    def test_no_state_yet(self):
        assert forget_unheard({}) == {}

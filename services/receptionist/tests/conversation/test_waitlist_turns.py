"""The waitlist in the conversation, without I/O: the words that ask for it in the six languages, when the agent
offers it (nothing free, or not the very time asked, and only where the channel can add the client), and a caller
who asks for it themselves, offered or not."""

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from receptionist.conversation import policy, update
from receptionist.conversation.state import Awaiting, CallState, Item, Kind, Offer, When
from receptionist.conversation.steps import JoinWaitlist, Say
from receptionist.conversation.understanding import read

ZONE = ZoneInfo("America/New_York")
TODAY = date(2026, 12, 2)  # a Wednesday
FRIDAY = date(2026, 12, 4)
SALON = {"name": "Salon Sol", "timezone": "America/New_York",
         "hours": {day: {"open": "09:00", "close": "19:00"} for day in ("Tuesday", "Wednesday", "Thursday", "Friday")},
         "services": [{"name": "Haircut", "duration_min": 45, "price": 45}], "staff": ["Maria Lopez"]}
MOMENT = policy.Moment(now=datetime(2026, 12, 2, 9, 15, tzinfo=ZONE), caller_number="+14155550840")
NEAR = [Offer(slot_id=f"s{hour}", start=f"2026-12-04T{hour}:00:00-05:00", staff="Maria Lopez") for hour in (14, 16)]


def reading_of(text: str, state: CallState):
    return read(text, state, today=TODAY, services=["Haircut"], staff=["Maria Lopez"])


def waiting_for_friday_at_3(*, waitlist_open: bool = True, caller_name: str | None = "Dana Reyes") -> CallState:
    """A caller asked Maria for a haircut on Friday at 3; Maria is busy then, and two times beside it are free."""
    item = Item(kind=Kind.BOOK, service="Haircut", staff="Maria Lopez", when=When(days=[FRIDAY], at=15 * 60),
                offers=NEAR, checked=True, fit="asked")
    return CallState(salon=SALON, items=[item], caller_name=caller_name, waitlist_open=waitlist_open)


@pytest.mark.parametrize(("language", "said"), [
    ("en", "None of those work. Can you put me on the waitlist?"),
    ("en", "is there a waiting list?"),
    ("es", "Ninguna me va bien, ¿me apunta en la lista de espera?"),
    ("fr", "Aucun ne me convient, vous pouvez me mettre sur la liste d'attente ?"),
    ("de", "Das passt leider nicht, können Sie mich auf die Warteliste setzen?"),
    ("it", "Nessuno va bene, mi mette in lista d'attesa?"),
    ("pt", "Nenhum serve, pode me colocar na lista de espera?"),
])
def test_the_waitlist_is_asked_for_in_every_language(language, said):
    assert reading_of(said, CallState(language=language)).waitlist == "yes"


@pytest.mark.parametrize(("language", "said"), [
    ("en", "Ah, no need for a waitlist, 4 o'clock is fine then"),
    ("en", "I don't want the waiting list, just give me the 2 o'clock"),
    ("es", "No hace falta lista de espera, mejor a las 4"),
    ("fr", "Non merci, pas de liste d'attente, plutôt 16h"),
    ("de", "Nein danke, keine Warteliste. Dann lieber um 16 Uhr"),
    ("it", "No grazie, niente lista d'attesa, meglio alle 16"),
    ("pt", "Não precisa de lista de espera, pode ser às 16h"),
])
def test_the_waitlist_is_declined_in_every_language(language, said):
    assert reading_of(said, CallState(language=language)).waitlist == "no"


@pytest.mark.parametrize("said", ["Can you wait a second?", "Espere un momento", "Moment, warten Sie bitte",
                                  "I'll wait for Maria's next opening on Friday"])
def test_waiting_is_not_the_waitlist(said):
    assert reading_of(said, CallState()).waitlist is None


def test_the_very_time_asked_taken_offers_the_times_beside_it_and_the_waitlist():
    state = waiting_for_friday_at_3()
    step = policy.next_step(state, MOMENT)
    assert isinstance(step, Say) and step.key == "nothing_then_waitlist" and step.awaiting == Awaiting.CHOICE
    assert state.current.waitlist == "offered"


def test_a_channel_that_cannot_add_the_client_only_offers_the_times():
    step = policy.next_step(waiting_for_friday_at_3(waitlist_open=False), MOMENT)
    assert isinstance(step, Say) and step.key == "ask_choice"


def test_times_that_fit_what_was_asked_are_offered_without_the_waitlist():
    state = waiting_for_friday_at_3()
    state.current.when = When(days=[FRIDAY])  # "Friday", no time: the times offered are what was asked
    step = policy.next_step(state, MOMENT)
    assert isinstance(step, Say) and step.key == "ask_choice" and state.current.waitlist is None


def test_a_caller_who_asks_for_the_waitlist_before_it_is_offered_joins_it():
    state = waiting_for_friday_at_3()
    update.apply(reading_of("Hmm, none of those. Could you put me on the waitlist?", state), state,
                 languages=["en"], today=TODAY)
    step = policy.next_step(state, MOMENT)
    assert isinstance(step, JoinWaitlist) and step.item.when.at == 15 * 60


def test_a_yes_to_the_offered_waitlist_asks_the_name_first_when_none_was_given():
    state = waiting_for_friday_at_3(caller_name=None)
    said = policy.next_step(state, MOMENT)
    state.awaiting = said.awaiting
    update.apply(reading_of("Yes please, text me if something opens up", state), state, languages=["en"],
                 today=TODAY)
    step = policy.next_step(state, MOMENT)
    assert isinstance(step, Say) and step.key == "ask_name"
    state.awaiting = step.awaiting
    update.apply(reading_of("Dana Reyes", state), state, languages=["en"], today=TODAY)
    assert isinstance(policy.next_step(state, MOMENT), JoinWaitlist)


def test_a_caller_who_declines_the_waitlist_and_picks_a_time_is_offered_that_time():
    state = waiting_for_friday_at_3()
    said = policy.next_step(state, MOMENT)
    state.awaiting = said.awaiting
    update.apply(reading_of("Ah, no need for a waitlist, 4 o'clock is fine then", state), state, languages=["en"],
                 today=TODAY)
    assert state.current.waitlist == "declined"
    assert state.current.chosen is not None and state.current.chosen.slot_id == "s16"


def test_a_time_picked_from_the_offer_is_not_the_waitlist():
    state = waiting_for_friday_at_3()
    said = policy.next_step(state, MOMENT)
    state.awaiting = said.awaiting
    update.apply(reading_of("4 o'clock works", state), state, languages=["en"], today=TODAY)
    assert state.current.waitlist == "offered" and not isinstance(policy.next_step(state, MOMENT), JoinWaitlist)

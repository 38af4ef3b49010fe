"""One caller turn of the built-in agent: read it, fold it into the state, answer questions from the salon's data,
then take policy steps (running functions) until there is something to say and wait for."""

import logging
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Any, Protocol

from receptionist.conversation import act, answers, places, policy, speech, update
from receptionist.conversation.reading import Reading
from receptionist.conversation.salon import Salon
from receptionist.conversation.state import Awaiting, CallState, Status
from receptionist.conversation.steps import Learn, Say, Transfer
from receptionist.conversation.understanding import read

MAX_STEPS = 12  # functions run in one turn before the agent must speak (a guard against a loop)

logger = logging.getLogger("ringbook.receptionist.conversation")


class Reader(Protocol):
    """An understanding: the built-in one, or a model's (understanding.model). Both give the same Reading."""

    async def __call__(self, text: str, state: CallState, *, today: date, services: list[str],
                       staff: list[str]) -> Reading: ...


async def built_in(text: str, state: CallState, *, today: date, services: list[str], staff: list[str]) -> Reading:
    return read(text, state, today=today, services=services, staff=staff)


@dataclass
class Reply:
    said: list[str] = field(default_factory=list)
    hang_up: bool = False
    transferred: bool = False


async def hear(memory: dict[str, Any], text: str, *, run: act.ToolRunner, caller_number: str, locales: Sequence[str],
               now: datetime, reader: Reader = built_in) -> Reply:
    """The agent's reply to `text`; `memory` (the call's stored state) is updated in place."""
    state = CallState.model_validate(memory) if memory else CallState()
    languages = sorted({locale[:2].lower() for locale in locales} | {"en"})
    if not state.salon:
        await act.run(Learn(), state, run, today=now.date(), caller_number=caller_number)
    salon = Salon(state.salon)
    moment = policy.Moment(now=salon.now(now), caller_number=caller_number)
    reading = await _read(reader, text, state, today=moment.today, salon=salon)
    update.apply(reading, state, languages=languages, today=moment.today)
    elsewhere = places.named_elsewhere(text, salon) if not state.unsupported_language else None
    visited = await act.visit(state, run, elsewhere) if elsewhere else []
    if visited:  # what they asked next is answered for that location, and nothing about it is unknown
        salon = Salon(state.salon)
        moment = policy.Moment(now=salon.now(now), caller_number=caller_number)
        reading.unknown_question = reading.aside_question = False
    if state.unsupported_language:
        if state.heard and reading.best_time:
            state.heard_best_time = text.strip()[:200]
        state.heard = f"{state.heard} {text}".strip()
    taking_message = state.awaiting in (Awaiting.REASON, Awaiting.BEST_TIME, Awaiting.MESSAGE_NAME)
    said = visited + ([] if state.unsupported_language or taking_message
                      else answers.answer(reading, salon, state.language, moment.today))
    state.topic_staff = answers.named_stylist(reading, salon) or state.topic_staff
    for topic in reading.questions if said else []:
        answered = answers.TOPIC_OF.get(topic, topic)
        if answered not in state.topics:
            state.topics.append(answered)
    if state.awaiting == Awaiting.ANYTHING_ELSE and _done_talking(reading) and state.current is None:
        state.ending = True
    elif _leaves(reading, state):
        for item in state.items:  # "No... never mind, bye": nothing half-arranged is kept or read back again
            if item.status == Status.OPEN and not item.confirmed:
                item.status = Status.DROPPED
        state.ending = True
    understood = bool(said) or state.ending or _understood(reading, state)
    told = bool(state.story) and state.story[-1] == text.strip()[:300]
    if told and not said and state.current is None and state.message is None and not state.wants_person:
        state.awaiting = Awaiting.OFFER_MESSAGE  # "I left my scarf there yesterday": someone should hear it
        reply = Reply([speech.line("offer_message", state.language)])
    else:
        reply = await _steps(state, moment, run, said, understood=understood, reading=reading)
    memory.clear()
    memory.update(state.model_dump(mode="json"))
    return reply


async def _read(reader: Reader, text: str, state: CallState, *, today: date, salon: Salon) -> Reading:
    """The turn as the reader reads it. A reader that trips on the words (a number word it cannot parse) leaves the
    turn not understood, and the call goes on: the turn is answered, so its words are not read again with the
    next one."""
    try:
        return await reader(text, state, today=today, services=salon.service_names, staff=salon.staff)
    except Exception:
        logger.exception("The understanding could not read a turn, taken as not understood: %.200r", text)
        return Reading(text=text)


def _done_talking(reading: Reading) -> bool:
    return reading.goodbye or reading.answer == "no" or bool(reading.thanks and not reading.wants and not
                                                              reading.questions and not reading.message)


def _leaves(reading: Reading, state: CallState) -> bool:
    """The caller says goodbye or gives up on what is being arranged, and asks nothing new."""
    current = state.current
    return (reading.goodbye or reading.gives_up) and current is not None and not current.confirmed and not (
        reading.keep or reading.services or reading.staff or not reading.when.empty or reading.parts
        or reading.message or reading.person or state.message is not None)


def _understood(reading: Reading, state: CallState) -> bool:
    return bool(reading.wants or reading.message or reading.late or reading.person or reading.call_back_later
                or reading.services or reading.service_options or reading.staff or not reading.when.empty
                or reading.name or reading.other_name or reading.phone or reading.answer or reading.goodbye
                or reading.shift is not None or reading.earlier or reading.later or reading.reject
                or state.awaiting in (Awaiting.REASON, Awaiting.BEST_TIME))


async def _steps(state: CallState, moment: policy.Moment, run: act.ToolRunner, said: list[str], *,
                 understood: bool, reading: Reading) -> Reply:
    if not understood and state.current is None and state.message is None and not state.unsupported_language:
        return _not_understood(state, said)
    if reading.unknown_question and state.current is None and state.message is None:
        state.awaiting = Awaiting.OFFER_MESSAGE
        state.unanswered = reading.text.strip()[:300]
        return Reply([*said, speech.line("dont_know", state.language)])
    state.misses = 0
    if reading.aside_question:
        said.append(speech.line("dont_know_aside", state.language))  # "... and do you have parking?"
    transferred = False
    for _ in range(MAX_STEPS):
        step = policy.next_step(state, moment)
        if isinstance(step, Say):
            state.awaiting = step.awaiting
            if step.key:
                line = speech.line(step.key, "en" if state.unsupported_language else state.language, **step.values)
                said.append(line)
            return Reply([s for s in said if s], hang_up=step.hang_up or transferred, transferred=transferred)
        said += await act.run(step, state, run, today=moment.today, caller_number=moment.caller_number)
        if isinstance(step, Transfer) and state.ending:
            transferred = True
            return Reply([s for s in said if s], hang_up=True, transferred=True)
    return Reply([*said, speech.line("offer_message", state.language)])


def _not_understood(state: CallState, said: list[str]) -> Reply:
    state.misses += 1
    if state.misses > policy.MISSES_BEFORE_MESSAGE:
        state.awaiting = Awaiting.OFFER_MESSAGE
        return Reply([*said, speech.line("offer_message", state.language)])
    return Reply([*said, speech.line("not_understood", state.language)])

"""A text in a thread as one turn of the conversation engine, the same as a caller's turn on the phone: the same
state, understanding, policy, languages and functions with their guards. The agent's reply is written for a
phone screen (speech.written), stored as an `out` message of the thread and sent by booking, through the tenant's
limit and the location's opt-outs (`receptionist.text_requested`).

- The engine's state is kept with the thread. A text more than a day after the conversation's last one, or after
  the conversation ended (the client said goodbye), starts a new conversation; its number is part of the call id
  the functions' guards key on (`text:<thread id>:<number>`), so a text answered again never books twice.
- A reminder's "C" (or "confirm" in the client's language) confirms their next appointment at the location
  (`rpc.booking.confirm_appointment`). A bare yes the conversation did not ask for answers what the salon texted
  last: a reminder (confirmed), or a waitlist offer (`rpc.booking.answer_offer`: booked, or told kindly that the
  time has gone); with neither, it is conversation.
- A client who finds nothing free may join the waitlist by text, as on a call (the agent's `join_waitlist`, with
  consent `text`).
- A thread the owner took over is theirs: the agent says nothing there.
"""

import copy
import logging
import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from receptionist import languages
from receptionist.conversation import speech, turn
from receptionist.conversation.state import Awaiting, CallState
from receptionist.conversation.understanding import read
from receptionist.functions import service as functions
from receptionist.functions.calendar import CalendarDown, ask
from receptionist.locations import service as locations
from receptionist.models import TextThread
from receptionist.texts import keywords, repository
from ringbook.booking.v1 import rpc_pb2 as rpc
from ringbook.receptionist.v1 import events_pb2 as events
from ringbook_common.bus.outbox import publish
from ringbook_common.bus.rpc import RpcFailed
from ringbook_common.db import reading

logger = logging.getLogger("ringbook.receptionist.texts")

QUIET = timedelta(hours=24)  # a thread quiet this long starts a new conversation
PURPOSE = "text_reply"
# What a yes answers when the conversation asked for one; any other yes is for a waitlist offer.
ASKS_YES = frozenset({Awaiting.CONFIRM, Awaiting.DUPLICATE, Awaiting.OFFER_MESSAGE, Awaiting.WAITLIST})


@dataclass(frozen=True)
class Turn:
    """A client's text to answer: its thread, the location texted and that location's number."""

    tenant_id: uuid.UUID
    location_id: uuid.UUID
    thread_id: uuid.UUID
    phone: str
    body: str
    to_number: str


def call_id(thread_id: uuid.UUID, conversation: int) -> str:
    return f"{functions.TEXT_CALLS}{thread_id}:{conversation}"


def fresh(thread: TextThread, memory: dict[str, Any], now: datetime) -> bool:
    """Whether this text starts a new conversation in the thread."""
    last = thread.conversation_at
    return thread.conversation == 0 or last is None or now - last >= QUIET or bool(memory.get("ending"))


def render(said: list[str]) -> str:
    """The engine's sentences as one text: offered times stay one per line, with nothing trailing a list but the
    next sentence."""
    text = " ".join(sentence.strip() for sentence in said if sentence and sentence.strip())
    lines = [line.strip() for line in text.replace(" :\n", ":\n").split("\n")]
    kept = [line.lstrip(".,;").strip() if index and line[:1] in ".,;" else line for index, line in enumerate(lines)]
    return "\n".join(line for line in kept if line)


async def answer(sessionmaker: async_sessionmaker[AsyncSession], tools: functions.Tools, turn_: Turn, *,
                 now: datetime) -> str | None:
    """The agent's reply to the text, stored and sent; None when the agent does not answer (the owner took the
    thread over, or there is nothing to say)."""
    async with sessionmaker() as session, session.begin():
        thread = await repository.thread_for_turn(session, turn_.thread_id)
        if thread is None or thread.taken_over_at is not None:
            return None
        memory = copy.deepcopy(thread.conversation_state or {})
        if fresh(thread, memory, now):
            thread.conversation, memory = thread.conversation + 1, {}
        caller = functions.Caller(tenant_id=turn_.tenant_id, call_id=call_id(thread.id, thread.conversation),
                                  from_number=turn_.phone, to_number=turn_.to_number, location_id=turn_.location_id)
        profile = await locations.profile(session, turn_.tenant_id, turn_.location_id)
        locales = ["en", *(found.code for name in profile.additional_languages
                           if (found := languages.find(name)) is not None)]
        state = CallState.model_validate(memory) if memory else CallState()
        replied = await _reply_to_our_text(tools, turn_, state, now)
        if replied is not None:
            said = [replied]
        else:
            memory["waitlist_open"] = True
            with speech.written():
                reply = await turn.hear(memory, turn_.body, run=_runner(sessionmaker, tools, caller),
                                        caller_number=turn_.phone, locales=locales, now=now)
            said = reply.said
        thread.conversation_state, thread.conversation_at = memory, now
        thread.client_name = _client_name(memory) or thread.client_name
        text = render(said)
        if not text:
            return None
        await repository.add_message(session, thread_id=thread.id, tenant_id=turn_.tenant_id, direction="out",
                                     body=text, at=now)
        await repository.touch_thread(session, thread.id, at=now)
        await publish(session, events.TextRequested(tenant_id=str(turn_.tenant_id), to=turn_.phone, body=text,
                                                    purpose=PURPOSE, location_id=str(turn_.location_id)),
                      event_type="receptionist.text_requested", tenant_id=str(turn_.tenant_id),
                      location_id=str(turn_.location_id))
    return text


async def _reply_to_our_text(tools: functions.Tools, turn_: Turn, state: CallState, now: datetime) -> str | None:
    """The answer to a reply to what the salon texted (a reminder's "C", a yes to a waitlist offer); None when the
    text is conversation."""
    asked = _asked_a_yes(state)
    if keywords.is_confirm_letter(turn_.body) or (not asked and keywords.is_confirm_word(turn_.body)):
        return await _confirm(tools, turn_, bare_yes=False)
    if asked or not _bare_yes(turn_.body, now):
        return None
    return await _confirm(tools, turn_, bare_yes=True)


def _client_name(memory: dict[str, Any]) -> str | None:
    """The name the client gave in this conversation, as the engine keeps it."""
    name = memory.get("caller_name")
    if not isinstance(name, str):
        return None
    return name.strip()[:120] or None


def _asked_a_yes(state: CallState) -> bool:
    return state.awaiting in ASKS_YES or any(item.waitlist == "offered" for item in state.items)


def _bare_yes(body: str, now: datetime) -> bool:
    """A yes and nothing else ("yes", "sí", "oui!")."""
    found = read(body, CallState(), today=now.date(), services=[], staff=[])
    return found.answer == "yes" and not (found.wants or found.services or found.staff or found.questions
                                          or found.message or not found.when.empty)


async def _confirm(tools: functions.Tools, turn_: Turn, *, bare_yes: bool) -> str | None:
    """The client's next appointment at the location confirmed, and what to tell them. A bare yes answers a
    waitlist offer texted after the reminder instead, and is conversation when there is nothing to answer."""
    try:
        reply = await ask(tools.bus, "confirm_appointment", rpc.ConfirmAppointmentRequest(
            tenant_id=str(turn_.tenant_id), location_id=_booking_location(turn_), phone=turn_.phone,
            bare_yes=bare_yes), rpc.ConfirmAppointmentReply, timeout=tools.timeout)
    except (CalendarDown, RpcFailed):
        logger.warning("a reply to a reminder at location %s could not reach booking", turn_.location_id)
        return functions.CALENDAR_DOWN
    logger.info("a reply to a reminder at location %s: %s", turn_.location_id, reply.outcome)
    if reply.outcome == "offer":
        return await _answer_offer(tools, turn_)
    if reply.outcome == "none" and bare_yes:
        return None
    return reply.message


async def _answer_offer(tools: functions.Tools, turn_: Turn) -> str:
    try:
        reply = await ask(tools.bus, "answer_offer", rpc.AnswerOfferRequest(
            tenant_id=str(turn_.tenant_id), location_id=_booking_location(turn_), phone=turn_.phone, yes=True),
            rpc.AnswerOfferReply, timeout=tools.timeout)
    except (CalendarDown, RpcFailed):
        logger.warning("a yes to a waitlist offer at location %s could not reach booking", turn_.location_id)
        return functions.CALENDAR_DOWN
    logger.info("a yes to a waitlist offer at location %s: %s", turn_.location_id, reply.outcome)
    return reply.message


def _booking_location(turn_: Turn) -> str:
    """The location as booking's requests name it: empty for the first one."""
    return "" if turn_.location_id == turn_.tenant_id else str(turn_.location_id)


def _runner(sessionmaker: async_sessionmaker[AsyncSession], tools: functions.Tools, caller: functions.Caller):
    """The agent's functions, run here as the voice provider would call them (each in its own session, acting
    ones through their guards)."""
    async def run(name: str, args: dict[str, Any]) -> dict[str, Any]:
        if name not in functions.NAMES:
            return functions.failure(f"There is no function {name}.")
        opened = sessionmaker() if functions.in_a_transaction(name, args) else reading(sessionmaker)
        async with opened as session:
            return await functions.run(session, tools, name=name, caller=caller, args=args)
    return run

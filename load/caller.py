"""One scripted caller on Retell's socket: it says its opening, then answers whatever the agent asked (read
against the agent's own lines) until the goodbye, pausing as a person does between the agent's reply and its next
turn. Every turn and every function the agent ran is timed."""

import asyncio
import json
import random
import time
from dataclasses import dataclass, field

import httpx
from websockets.asyncio.client import ClientConnection
from websockets.exceptions import ConnectionClosed, WebSocketException

from load.heard import asked
from load.mix import Conversation
from load.phrases import WORDS
from receptionist.live.lines import SORRY
from services.receptionist.tests.fakes.retell import FakeRetell
from services.receptionist.tests.fakes.retell_socket import NoAnswer, Refused, Response, RetellSocketCall, dial

MAX_TURNS = 10
BROKEN = (NoAnswer, Refused, ConnectionClosed, WebSocketException, OSError, httpx.HTTPError, AssertionError)
TOOL_FRAMES = ("tool_call_invocation", "tool_call_result")
# The functions whose answer carries the appointment they made (a move makes the appointment it names).
MAKING = ("book_appointment", "reschedule_appointment")
GOALS = {"book": "book_appointment", "move": "reschedule_appointment", "cancel": "cancel_appointment",
         "message": "request_callback"}


class _Stamping(asyncio.Queue):
    """The call's frame queue, with the moment each function's frames arrived noted on the way in."""

    def __init__(self, target: asyncio.Queue, stamps: dict[str, float]) -> None:
        super().__init__()
        self.target, self.stamps = target, stamps

    def put_nowait(self, item: tuple[float, dict | None]) -> None:
        received, frame = item
        if frame is not None and frame.get("response_type") in TOOL_FRAMES:
            self.stamps[f"{frame['response_type']}:{frame.get('tool_call_id')}"] = received
        self.target.put_nowait(item)


class StampedCall(RetellSocketCall):
    """The fake Retell's call, noting when each tool_call_invocation and tool_call_result frame arrived."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.stamps: dict[str, float] = {}

    async def _read(self, socket: ClientConnection, frames: asyncio.Queue) -> None:
        await super()._read(socket, _Stamping(frames, self.stamps))


@dataclass
class Tool:
    name: str
    ms: float
    ok: bool  # not a failure (a question back, or "nothing free", is a function that did its job)
    answer: dict

    @property
    def done(self) -> bool:
        """The function did what it is named for (booked, moved, cancelled, passed a message on)."""
        return self.ok and self.answer.get("ok") is True


@dataclass
class Outcome:
    """What one call did and how long each of its turns took."""

    conversation: Conversation
    first_words: list[float] = field(default_factory=list)  # ms, per turn
    whole: list[float] = field(default_factory=list)  # ms, to content_complete
    tools: list[Tool] = field(default_factory=list)
    sorry: int = 0  # answers that were the endpoint's apology for a failed turn
    taken: int = 0  # times the caller was told its slot was just taken
    failure: str = ""  # the call broke (socket, timeout)
    hung_up_on: bool = False  # the agent ended the call before the caller said goodbye
    finished: bool = False  # the agent said goodbye after the caller's
    ended: bool = False  # the call ended with its webhooks sent (by the agent or the caller hanging up)
    seconds: float = 0.0
    lines: list[str] = field(default_factory=list)  # what was said, and the functions run, for a post-mortem

    @property
    def completed(self) -> bool:
        return self.finished and not self.failure and not self.hung_up_on

    @property
    def goal_met(self) -> bool:
        if self.conversation.kind == "ask":
            return self.completed and self.sorry == 0
        return any(tool.name == GOALS[self.conversation.kind] and tool.done for tool in self.tools)

    @property
    def made(self) -> list[str]:
        """The appointments the agent reported making in this call."""
        return [str(tool.answer["appointment_id"]) for tool in self.tools
                if tool.name in MAKING and tool.done and tool.answer.get("appointment_id")]


async def place(retell: FakeRetell, *, to_number: str, from_number: str) -> tuple[StampedCall, Response]:
    """A call placed as `dial` places it (registered, webhooks on), on a StampedCall."""
    call, begin = await dial(retell, to_number=to_number, from_number=from_number, kind=StampedCall)
    assert isinstance(call, StampedCall)  # the kind asked for
    return call, begin


class Caller:
    """Decides each next turn from the question the agent ended its answer with."""

    def __init__(self, conversation: Conversation) -> None:
        self.conversation = conversation
        self.words = WORDS[conversation.language]
        self.follow_ups = list(conversation.follow_ups)
        self.corrected = not conversation.correction
        self.said_goodbye = False

    def next_turn(self, question: str, reply: str) -> str | None:
        """What the caller says to `question` (a line key, read from `reply`); None once the agent said
        goodbye."""
        words, conversation = self.words, self.conversation
        if question == "goodbye":
            return None
        if question in ("ask_name", "ask_message_name", "ask_person"):
            return conversation.name
        if question in ("ask_choice", "taken", "refused_offers", "nothing_then", "ask_which_appointment"):
            return words.first_one
        if question in ("confirm_booking", "confirm_move", "confirm_cancel"):
            if not self.corrected:
                self.corrected = True
                return conversation.correction
            return words.yes
        if question == "ask_best_time":
            return words.best_time
        if question == "ask_reason":
            return words.reason
        if question in ("ask_when", "ask_move_when", "refused_when", "taken_nothing", "nothing_at_all"):
            return conversation.fallback
        if question == "anything_else" and self.follow_ups:
            return self.follow_ups.pop(0)
        self.said_goodbye = True
        return words.goodbye


def _tools(call: StampedCall, answer: Response) -> list[Tool]:
    results = {frame.get("tool_call_id"): frame for frame in answer.seen
               if frame.get("response_type") == "tool_call_result"}
    found = []
    for frame in answer.seen:
        if frame.get("response_type") != "tool_call_invocation":
            continue
        key = frame.get("tool_call_id")
        result = results.get(key)
        started, ended = call.stamps.get(f"tool_call_invocation:{key}"), call.stamps.get(f"tool_call_result:{key}")
        if result is None or started is None or ended is None:
            continue
        try:
            content = json.loads(result.get("content") or "{}")
        except ValueError:
            content = {}
        found.append(Tool(frame.get("name", ""), (ended - started) * 1000, result.get("successful") is not False,
                          content if isinstance(content, dict) else {}))
    return found


def _record(outcome: Outcome, call: StampedCall, answer: Response) -> None:
    if answer.asked_at is not None and answer.first_words_at is not None:
        outcome.first_words.append((answer.first_words_at - answer.asked_at) * 1000)
    if answer.asked_at is not None and answer.completed_at is not None:
        outcome.whole.append((answer.completed_at - answer.asked_at) * 1000)
    tools = _tools(call, answer)
    outcome.tools += tools
    outcome.lines += [f"  [{tool.name} {'ok' if tool.ok else 'failed'} {tool.ms:.0f} ms: "
                      f"{json.dumps(tool.answer)[:300]}]" for tool in tools]
    outcome.lines.append(f"agent: {answer.content}")
    code = outcome.conversation.language
    outcome.sorry += SORRY.get(code, SORRY["en"]) in answer.content
    outcome.taken += asked(answer.content, code) in ("taken", "taken_nothing")


async def converse(retell: FakeRetell, number: str, conversation: Conversation, *, pause: tuple[float, float],
                   rng: random.Random, limit: float) -> Outcome:
    """The whole call, stopped after `limit` seconds; a broken call is an outcome with its failure, never an
    exception."""
    outcome = Outcome(conversation)
    started = time.monotonic()
    try:
        await asyncio.wait_for(_talk(retell, number, outcome, pause=pause, rng=rng), timeout=limit)
    except TimeoutError:
        outcome.failure = f"still going after {limit:.0f} s"
    outcome.seconds = time.monotonic() - started
    return outcome


async def _talk(retell: FakeRetell, number: str, outcome: Outcome, *, pause: tuple[float, float],
                rng: random.Random) -> None:
    conversation = outcome.conversation
    caller = Caller(conversation)
    call: StampedCall | None = None
    try:
        call, _ = await place(retell, to_number=number, from_number=conversation.caller)
        text: str | None = conversation.opening
        for _ in range(MAX_TURNS):
            if text is None or call.ended:
                break
            await asyncio.sleep(rng.uniform(*pause))
            outcome.lines.append(f"caller: {text}")
            answer = await call.say(text)
            _record(outcome, call, answer)
            question = asked(answer.content, conversation.language)
            if call.ended:
                outcome.finished = caller.said_goodbye or question == "goodbye"
                outcome.hung_up_on = not outcome.finished
                break
            text = caller.next_turn(question, answer.content)
        if not call.ended:
            await call.hang_up()
        outcome.ended = True
    except BROKEN as broken:
        outcome.failure = f"{type(broken).__name__}: {str(broken)[:160]}"
    finally:
        if call is not None:
            await call.close()

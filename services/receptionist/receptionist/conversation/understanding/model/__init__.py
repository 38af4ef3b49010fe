"""The LLM understanding: a chat model reads the caller's turn by filling one function, read_turn, whose parameters
mirror the Reading; what it fills is checked against the salon and becomes the same Reading the built-in
understanding gives, so the same state, policy, read-back and guards follow. When the model cannot be reached or
answers something unusable, the built-in understanding reads the turn: a live call goes on."""

import logging
from datetime import date
from typing import Any

import httpx

from receptionist.chat_model import (
    ChatModel,
    ModelUnavailable,
    arguments_of,
    complete,
    content_of,
    http_client,
    tool_calls,
)
from receptionist.conversation.reading import Reading
from receptionist.conversation.state import CallState
from receptionist.conversation.understanding import read
from receptionist.conversation.understanding.model.convert import to_reading
from receptionist.conversation.understanding.model.fields import TurnRead, lenient, parameters
from receptionist.conversation.understanding.model.prompt import system_prompt

logger = logging.getLogger("ringbook.receptionist.understanding")

FUNCTION = "read_turn"
TOOL = {"type": "function", "function": {"name": FUNCTION, "description": "Everything the caller's turn says.",
                                         "parameters": parameters()}}
FORCED = {"type": "function", "function": {"name": FUNCTION}}


class ModelReader:
    """Reads a turn with `model`; called as the built-in `read` is, but awaited."""

    def __init__(self, model: ChatModel, *, client: httpx.AsyncClient | None = None) -> None:
        self.model, self.client = model, client

    async def __call__(self, text: str, state: CallState, *, today: date, services: list[str],
                       staff: list[str]) -> Reading:
        try:
            said = await self.ask(text, state, today=today, services=services, staff=staff)
        except ModelUnavailable as failure:
            logger.warning("The model did not read the turn, the built-in understanding did: %s",
                           self.model.redacted(str(failure)))
            return read(text, state, today=today, services=services, staff=staff)
        return to_reading(said, text, state, today=today, services=services, staff=staff)

    async def ask(self, text: str, state: CallState, *, today: date, services: list[str],
                  staff: list[str]) -> TurnRead:
        """The model's reading of the turn, its wrong parts left out; ModelUnavailable when there is none."""
        messages = [{"role": "system", "content": system_prompt(state, today=today, services=services, staff=staff)},
                    {"role": "user", "content": text}]
        async with http_client(self.client) as http:
            message = await complete(http, self.model, messages, [TOOL], tool_choice=FORCED)
        arguments = _arguments(message)
        if arguments is None:
            raise ModelUnavailable(f"The model's answer has no {FUNCTION} arguments that are a JSON object")
        said, dropped = lenient(TurnRead, arguments)
        if dropped:
            logger.info("The model's reading had fields left out as invalid: %s", ", ".join(dropped))
        return said


def _arguments(message: dict[str, Any]) -> dict[str, Any] | None:
    """read_turn's arguments; a server that ignores tool_choice may write them as the message's content."""
    called = [call for call in tool_calls(message, 0) if call["function"]["name"] == FUNCTION]
    if called:
        return arguments_of(called[0]["function"]["arguments"])
    return arguments_of(content_of(message)) if content_of(message).startswith("{") else None

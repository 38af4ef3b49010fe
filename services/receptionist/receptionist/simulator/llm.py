"""The simulator's LLM mode in its "agent" role: an OpenAI-compatible chat model plays the whole agent with the
prompt and tools provisioning built for Retell, its custom tools run as Retell would run them, and what it says
comes back turn by turn. (In the default role the model only reads each turn: conversation.understanding.model.)"""

import json
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

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

TOOL_RESULT_LIMIT = 15_000  # characters of a tool's answer fed back to the model
NO_PARAMETERS = {"type": "object", "properties": {}}
CURRENT_TIME = re.compile(r"\{\{\s*current_time(?:_([A-Za-z0-9_+\-/]+))?\s*\}\}")
BUILT_IN_DESCRIPTIONS = {"end_call": "Hang up the call.", "transfer_call": "Transfer the call to a person."}

ToolRunner = Callable[[str, dict], Awaitable[dict]]  # (custom tool name, args) -> the function's JSON answer


@dataclass(frozen=True)
class AgentReply:
    said: list[str]  # what the agent says, in order, tools' execution messages included
    tool_calls: list[tuple[str, dict, dict]]  # (name, args, answer) of each custom tool run, in order
    history: list[dict]  # the conversation's OpenAI messages after this turn, without the system message
    hang_up: bool  # the model called end_call


# ---- the prompt and the tools --------------------------------------------------------------------------------------

def _spoken_time(moment: datetime) -> str:
    """Retell's way of writing a time: "Sunday, November 22, 2026 at 3:04 PM EST"."""
    hour = moment.hour % 12 or 12
    return (f"{moment:%A, %B} {moment.day}, {moment.year} at {hour}:{moment:%M} "
            f"{'AM' if moment.hour < 12 else 'PM'} {moment.tzname()}")


def render_prompt(prompt: str, now: datetime) -> str:
    """The prompt with Retell's time variables filled in: {{current_time_<IANA zone>}} in that zone,
    {{current_time}} in UTC. A naive `now` is taken as UTC; a zone that does not exist is left as written."""
    now = now if now.tzinfo is not None else now.replace(tzinfo=UTC)

    def fill(match: re.Match) -> str:
        zone = match.group(1)
        if zone is None:
            return _spoken_time(now.astimezone(UTC))
        try:
            return _spoken_time(now.astimezone(ZoneInfo(zone)))
        except (ZoneInfoNotFoundError, ValueError):
            return match.group(0)

    return CURRENT_TIME.sub(fill, prompt)


def openai_tools(tools: list[dict]) -> list[dict]:
    """Retell's tool definitions as OpenAI function tools. Tool types the simulator cannot run are left out."""
    found = []
    for tool in tools:
        kind = tool.get("type")
        if kind == "custom":
            function = {"name": tool["name"], "description": tool.get("description", ""),
                        "parameters": tool.get("parameters") or NO_PARAMETERS}
        elif kind in BUILT_IN_DESCRIPTIONS:
            function = {"name": tool["name"], "description": tool.get("description") or BUILT_IN_DESCRIPTIONS[kind],
                        "parameters": NO_PARAMETERS}
        else:
            continue
        found.append({"type": "function", "function": function})
    return found


# ---- one turn of the agent -----------------------------------------------------------------------------------------

async def agent_turn(model: ChatModel, *, system_prompt: str, tools: list[dict], history: list[dict],
                     run_tool: ToolRunner, client: httpx.AsyncClient | None = None, max_steps: int = 6) -> AgentReply:
    """The agent's next turn: ask the model, run the tools it calls and feed their answers back, until it says
    something without calling a tool, hangs up, or `max_steps` answers were used. `history` (without the system
    message) is not changed. run_tool's exceptions are raised as they are."""
    by_name = {tool.get("name"): tool for tool in tools}
    functions = openai_tools(tools)
    messages = list(history)
    said: list[str] = []
    ran: list[tuple[str, dict, dict]] = []
    hang_up = False
    async with http_client(client) as http:
        for step in range(max_steps):
            message = await complete(http, model, [{"role": "system", "content": system_prompt}, *messages],
                                      functions)
            content, calls = content_of(message), tool_calls(message, step)
            if content:
                said.append(content)
            if not calls:
                if content:
                    messages.append({"role": "assistant", "content": content})
                break
            messages.append({"role": "assistant", "content": content or None, "tool_calls": calls})
            for call in calls:
                name, args = call["function"]["name"], arguments_of(call["function"]["arguments"]) or {}
                answer = await _run(by_name.get(name), name, args, run_tool, said, ran)
                hang_up = hang_up or answer is None
                messages.append({"role": "tool", "tool_call_id": call["id"],
                                 "content": "ok" if answer is None else json.dumps(answer)[:TOOL_RESULT_LIMIT]})
            if hang_up:
                break
    return AgentReply(said, ran, messages, hang_up)


def _execution_message(tool: dict) -> bool:
    """Whether Retell says the tool's execution message word for word while it runs (a "prompt" type would have
    the LLM word it instead)."""
    return bool(tool.get("speak_during_execution") and tool.get("execution_message_description")
                and tool.get("execution_message_type", "static_text") == "static_text")


async def _run(tool: dict | None, name: str, args: dict, run_tool: ToolRunner, said: list[str],
               ran: list[tuple[str, dict, dict]]) -> dict | None:
    """One tool call as Retell would make it; None means the call is to end."""
    tool = tool or {}
    kind = tool.get("type")
    if kind == "end_call":
        return None
    if kind == "transfer_call":
        # The line makes the transfer (simulator.transfer) and answers how it went, whatever the tool is named.
        answer = await run_tool("transfer_call", {})
        ran.append((name, args, answer))
        return answer
    if kind != "custom":
        return {"error": f"There is no function called {name}"}
    if _execution_message(tool):
        said.append(tool["execution_message_description"])
    answer = await run_tool(name, args)
    ran.append((name, args, answer))
    return answer


__all__ = ["AgentReply", "ChatModel", "ModelUnavailable", "agent_turn", "openai_tools", "render_prompt"]

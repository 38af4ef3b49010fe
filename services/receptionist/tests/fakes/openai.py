"""A fake OpenAI-compatible chat model on a real loopback port: POST /v1/chat/completions answers, in order, what
the test scripted (a message with content and/or tool calls, or an error), checks the Bearer key when it has one,
rejects requests the real API rejects (no model, bad tools, a tool_choice naming no tool, tool messages that answer
no call, calls left unanswered), and keeps every request it was sent.

A request that forces one function (tool_choice) for a user message the test scripted a reading for (`reads`) is
answered with that function called with the scripted arguments, whatever is queued: the LLM understanding asks
exactly so for every caller turn, so a test scripts what the model reads per caller text.
"""

import json
import re
import threading
import time
import uuid
from collections import deque
from dataclasses import dataclass

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from ringbook_common.testing.loopback import LoopbackServer

FUNCTION_NAME = re.compile(r"[a-zA-Z0-9_-]{1,64}")
ROLES = ("system", "developer", "user", "assistant", "tool")


def _error(status: int, message: str, kind: str = "invalid_request_error") -> JSONResponse:
    return JSONResponse({"error": {"message": message, "type": kind, "param": None, "code": None}},
                        status_code=status)


def tool_call(name: str, arguments: dict | str = "{}", *, call_id: str | None = None) -> dict:
    """A tool call as the model sends it; `arguments` is JSON-encoded unless it is already a string."""
    return {"id": call_id or f"call_{uuid.uuid4().hex[:24]}", "type": "function",
            "function": {"name": name, "arguments": arguments if isinstance(arguments, str) else json.dumps(arguments)}}


@dataclass
class Scripted:
    content: str | None = None
    tool_calls: list[dict] | None = None
    status: int = 200  # anything else answers an error with `content` as its message


class FakeOpenAI:
    def __init__(self, api_key: str = "") -> None:
        self.api_key = api_key
        self.requests: list[dict] = []
        self._answers: deque[Scripted] = deque()
        self._readings: dict[str, dict | str] = {}
        self.read: list[str] = []  # the user messages answered from `reads`, in order
        self._lock = threading.Lock()
        self._server = LoopbackServer(Starlette(routes=[
            Route("/v1/chat/completions", self._complete, methods=["POST"])]), "the fake OpenAI")

    @property
    def base_url(self) -> str:
        return f"{self._server.base_url}/v1"

    def start(self) -> "FakeOpenAI":
        self._server.start()
        return self

    def stop(self) -> None:
        self._server.stop()

    # ---- the test's controls --------------------------------------------------------------------------------

    def reset(self) -> None:
        with self._lock:
            self.requests.clear()
            self._answers.clear()
            self._readings.clear()
            self.read.clear()

    def answer(self, content: str | None = None, *calls: dict) -> None:
        """Queue the model's next answer: `content`, tool calls (see tool_call), or both."""
        with self._lock:
            self._answers.append(Scripted(content, list(calls) or None))

    def reads(self, text: str, arguments: dict | str | None = None, **fields: object) -> None:
        """Whenever a function is forced for the user message `text`, call it with `arguments` (an object, or a
        string sent as it is, garbage included) or else `fields`; kept until reset."""
        with self._lock:
            self._readings[text] = arguments if arguments is not None else dict(fields)

    def fail(self, status: int = 500, message: str = "The server had an error while processing your request.") -> None:
        with self._lock:
            self._answers.append(Scripted(message, status=status))

    # ---- the API -----------------------------------------------------------------------------------------------

    async def _complete(self, request: Request) -> JSONResponse:
        if self.api_key and request.headers.get("authorization") != f"Bearer {self.api_key}":
            return _error(401, "Incorrect API key provided.")
        try:
            body = await request.json()
        except ValueError:
            return _error(400, "We could not parse the JSON body of your request.")
        with self._lock:
            self.requests.append(body)
            if (problem := _check(body)) is not None:
                return _error(400, problem)
            if (reading := self._reading(body)) is not None:
                return JSONResponse(_completion(body["model"], reading))
            if not self._answers:
                return _error(500, "The fake OpenAI has no scripted answer left", "server_error")
            scripted = self._answers.popleft()
        if scripted.status != 200:
            return _error(scripted.status, scripted.content or "error", "server_error")
        return JSONResponse(_completion(body["model"], scripted))


    def _reading(self, body: dict) -> Scripted | None:
        forced = _forced(body.get("tool_choice"))
        said = next((m.get("content") for m in reversed(body["messages"]) if m["role"] == "user"), None)
        if forced is None or said not in self._readings:
            return None
        self.read.append(said)
        return Scripted(None, [tool_call(forced, self._readings[said])])


def _forced(choice: object) -> str | None:
    """The function a tool_choice forces, if it forces one."""
    function = choice.get("function") if isinstance(choice, dict) else None
    return function.get("name") if isinstance(function, dict) and isinstance(function.get("name"), str) else None


def _completion(model: str, scripted: Scripted) -> dict:
    message: dict = {"role": "assistant", "content": scripted.content, "refusal": None}
    if scripted.tool_calls:
        message["tool_calls"] = scripted.tool_calls
    return {"id": f"chatcmpl-{uuid.uuid4().hex[:24]}", "object": "chat.completion", "created": int(time.time()),
            "model": model, "system_fingerprint": "fp_fake",
            "choices": [{"index": 0, "message": message, "logprobs": None,
                         "finish_reason": "tool_calls" if scripted.tool_calls else "stop"}],
            "usage": {"prompt_tokens": 0, "completion_tokens": 0, "total_tokens": 0}}


def _check(body: object) -> str | None:
    if not isinstance(body, dict):
        return "The request body must be a JSON object."
    if not isinstance(body.get("model"), str) or not body["model"]:
        return "you must provide a model parameter"
    if (problem := _check_tools(body.get("tools"))) is not None:
        return problem
    if (problem := _check_tool_choice(body.get("tool_choice"), body.get("tools"))) is not None:
        return problem
    return _check_messages(body.get("messages"))


def _check_tools(tools: object) -> str | None:
    if tools is None:
        return None
    if not isinstance(tools, list) or not tools:
        return "'tools' must be a non-empty array when given."
    for index, tool in enumerate(tools):
        function = tool.get("function") if isinstance(tool, dict) else None
        if not isinstance(tool, dict) or tool.get("type") != "function" or not isinstance(function, dict):
            return f"Invalid 'tools[{index}]': expected a function tool."
        if not FUNCTION_NAME.fullmatch(str(function.get("name", ""))):
            return f"Invalid 'tools[{index}].function.name': string does not match pattern."
        parameters = function.get("parameters")
        if parameters is not None and (not isinstance(parameters, dict) or parameters.get("type") != "object"):
            return f"Invalid schema for function '{function['name']}': schema must be a JSON Schema of 'type: object'."
    return None


def _check_tool_choice(choice: object, tools: list | None) -> str | None:
    if choice is None:
        return None
    if not tools:
        return "Invalid value for 'tool_choice': 'tool_choice' is only allowed when 'tools' are specified."
    if choice in ("none", "auto", "required"):
        return None
    forced = _forced(choice)
    if forced is None or not isinstance(choice, dict) or choice.get("type") != "function":
        return "Invalid value for 'tool_choice'."
    if forced not in {tool["function"].get("name") for tool in tools}:
        return f"Invalid value for 'tool_choice': no function named '{forced}' was specified in 'tools'."
    return None


def _check_messages(messages: object) -> str | None:
    if not isinstance(messages, list) or not messages:
        return "'messages' must be a non-empty array."
    unanswered: set[str] = set()
    for index, message in enumerate(messages):
        role = message.get("role") if isinstance(message, dict) else None
        if role not in ROLES:
            return f"Invalid value for 'messages[{index}].role'."
        if role == "tool":
            if message.get("tool_call_id") not in unanswered:
                return ("Invalid parameter: messages with role 'tool' must be a response to a preceeding message "
                        "with 'tool_calls'.")
            if not isinstance(message.get("content"), str):
                return f"Invalid type for 'messages[{index}].content': expected a string."
            unanswered.discard(message["tool_call_id"])
            continue
        if unanswered:
            return _unanswered(unanswered)
        if role == "assistant" and message.get("tool_calls"):
            unanswered = {call["id"] for call in message["tool_calls"]}
        elif not isinstance(message.get("content"), str):
            return f"Invalid type for 'messages[{index}].content': expected a string."
    return _unanswered(unanswered) if unanswered else None


def _unanswered(ids: set[str]) -> str:
    return ("An assistant message with 'tool_calls' must be followed by tool messages responding to each "
            f"'tool_call_id'. The following tool_call_ids did not have response messages: {', '.join(sorted(ids))}")

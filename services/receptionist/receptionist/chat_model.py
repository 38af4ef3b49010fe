"""An OpenAI-compatible chat model, spoken to over HTTP: one chat completion at a time, its tool calls read back
as (id, name, arguments). Shared by the simulator's LLM agent and the LLM understanding."""

import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from urllib.parse import urlsplit, urlunsplit

import httpx


@dataclass(frozen=True)
class ChatModel:
    base_url: str  # e.g. "http://127.0.0.1:11434/v1": requests go to {base_url}/chat/completions
    model: str
    api_key: str = ""  # sent as a Bearer token when set
    timeout: float = 30.0

    @property
    def where(self) -> str:
        """The base URL as it may be written to a log: without a user or password in it."""
        parts = urlsplit(self.base_url)
        return urlunsplit(parts._replace(netloc=parts.netloc.rsplit("@", 1)[-1]))

    def redacted(self, text: str) -> str:
        """`text` with the key blotted out, for a server that echoes what it was sent."""
        return text.replace(self.api_key, "***") if self.api_key else text


class ModelUnavailable(Exception):
    """The model could not be reached, answered an error, or answered something that is not a chat completion."""


def _error_message(response: httpx.Response) -> str:
    try:
        body = response.json()
    except ValueError:
        body = None
    if isinstance(body, dict):
        error = body.get("error")
        if isinstance(error, dict) and isinstance(error.get("message"), str) and error["message"]:
            return error["message"]
        if isinstance(error, str) and error:
            return error
    return response.text.strip()[:500] or response.reason_phrase


@asynccontextmanager
async def http_client(client: httpx.AsyncClient | None) -> AsyncIterator[httpx.AsyncClient]:
    """The client given, or one of its own for the duration."""
    if client is not None:
        yield client
        return
    async with httpx.AsyncClient() as own:
        yield own


async def complete(http: httpx.AsyncClient, model: ChatModel, messages: list[dict], tools: list[dict], *,
                   tool_choice: str | dict | None = None) -> dict:
    """One chat completion; returns the answer's message."""
    body: dict = {"model": model.model, "messages": messages, "temperature": 0}
    if tools:
        body["tools"] = tools
        if tool_choice is not None:
            body["tool_choice"] = tool_choice
    headers = {"Authorization": f"Bearer {model.api_key}"} if model.api_key else {}
    url = f"{model.base_url.rstrip('/')}/chat/completions"
    try:
        response = await http.post(url, json=body, headers=headers, timeout=model.timeout)
    except httpx.HTTPError as exc:
        raise ModelUnavailable(f"The model at {model.where} could not be reached: {type(exc).__name__}") from exc
    if response.is_error:
        raise ModelUnavailable(model.redacted(
            f"The model answered {response.status_code}: {_error_message(response)}"))
    try:
        message = response.json()["choices"][0]["message"]
    except (ValueError, KeyError, IndexError, TypeError) as exc:
        raise ModelUnavailable("The model's answer is malformed: no choices[0].message") from exc
    if not isinstance(message, dict):
        raise ModelUnavailable("The model's answer is malformed: choices[0].message is not an object")
    return message


def tool_calls(message: dict, step: int) -> list[dict]:
    """The message's tool calls as (id, name, arguments) dicts, ids made up where a server left them out."""
    calls = message.get("tool_calls") or []
    if not isinstance(calls, list):
        raise ModelUnavailable("The model's answer is malformed: tool_calls is not a list")
    found = []
    for index, call in enumerate(calls):
        function = call.get("function") if isinstance(call, dict) else None
        if not isinstance(function, dict) or not isinstance(function.get("name"), str):
            raise ModelUnavailable("The model's answer is malformed: a tool call names no function")
        arguments = function.get("arguments")
        if not isinstance(arguments, str):
            arguments = json.dumps(arguments if isinstance(arguments, dict) else {})
        found.append({"id": call.get("id") or f"call_{step}_{index}", "type": "function",
                      "function": {"name": function["name"], "arguments": arguments}})
    return found


def arguments_of(raw: str) -> dict | None:
    """A tool call's arguments as an object; None when they are not a JSON object."""
    try:
        parsed = json.loads(raw)
    except ValueError:
        return None
    return parsed if isinstance(parsed, dict) else None


def content_of(message: dict) -> str:
    content = message.get("content")
    return content.strip() if isinstance(content, str) else ""

"""The simulated line's side of the wire: what the local provider sends Ringbook during a call, exactly as Retell
does (providers.md §1.4-1.6) — signed custom function calls `{name, call, args}` to each tool's URL, retried up to
twice, and the call webhooks to the agent's webhook URL, retried up to three times."""

import asyncio
import json
import logging

import httpx

from receptionist import signatures

logger = logging.getLogger("ringbook.receptionist.simulator")

FUNCTION_RETRIES = 2
WEBHOOK_RETRIES = 3
WEBHOOK_TIMEOUT_SECONDS = 10.0
# Retell turns a function's answer into text for the LLM and cuts it here.
ANSWER_LIMIT = 15_000


class Line:
    """Signs with the voice provider key and posts through one HTTP client."""

    def __init__(self, client: httpx.AsyncClient, key: str) -> None:
        self.client, self.key = client, key

    async def _post(self, url: str, body: dict, timeout: float) -> httpx.Response:
        raw = json.dumps(body).encode()
        return await self.client.post(url, content=raw, headers=signatures.signed_headers(raw, self.key),
                                      timeout=timeout)

    async def call_function(self, tool: dict, call: dict, args: dict) -> dict:
        """The function's answer as the agent reads it: its JSON object, or `{"ok": false, "failed": true, ...}` when
        the URL failed every attempt or answered something else."""
        timeout = max(float(tool.get("timeout_ms") or 120_000) / 1000, 1.0)
        body = {"name": tool["name"], "call": call, "args": args}
        problem = ""
        for attempt in range(FUNCTION_RETRIES + 1):
            try:
                response = await self._post(tool["url"], body, timeout)
            except httpx.HTTPError as exc:
                problem = type(exc).__name__
            else:
                if response.is_success:
                    return _answer(response.text[:ANSWER_LIMIT])
                problem = f"HTTP {response.status_code}"
            if attempt < FUNCTION_RETRIES:
                await asyncio.sleep(0.2 * (attempt + 1))
        logger.warning("simulated call %s: function %s failed (%s)", call.get("call_id"), tool["name"], problem)
        return {"ok": False, "failed": True, "result": "The function could not be reached."}

    async def send_webhook(self, url: str, event: str, call: dict) -> bool:
        """Delivers one call webhook; False when every attempt failed (logged, like a provider would)."""
        for attempt in range(WEBHOOK_RETRIES + 1):
            try:
                response = await self._post(url, {"event": event, "call": call}, WEBHOOK_TIMEOUT_SECONDS)
                if response.is_success:
                    return True
                problem = f"HTTP {response.status_code}"
            except httpx.HTTPError as exc:
                problem = type(exc).__name__
            if attempt < WEBHOOK_RETRIES:
                await asyncio.sleep(0.2 * (attempt + 1))
        logger.warning("simulated call %s: webhook %s was not delivered (%s)", call.get("call_id"), event, problem)
        return False


def _answer(text: str) -> dict:
    try:
        found = json.loads(text)
    except ValueError:
        return {"ok": True, "result": text}
    return found if isinstance(found, dict) else {"ok": True, "result": text}

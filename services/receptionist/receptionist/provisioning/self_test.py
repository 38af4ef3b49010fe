"""Before an operator-configured agent goes live: one signed call to each of the seven function URLs, exactly as
the provider would send it (providers.md §1.4, §1.6). The arguments are empty, so no function changes anything;
the call's metadata says it is a self-test."""

import asyncio
import json
import uuid

import httpx

from receptionist import signatures
from receptionist.config import Settings
from receptionist.models import Agent
from receptionist.provisioning.errors import SelfTestFailed
from receptionist.provisioning.prompt import FUNCTION_NAMES, function_url

TIMEOUT_SECONDS = 10.0


def request_body(agent: Agent, name: str) -> bytes:
    call = {"call_id": f"selftest_{uuid.uuid4().hex}", "call_type": "phone_call", "agent_id": agent.agent_id,
            "direction": "inbound", "from_number": agent.phone_number, "to_number": agent.phone_number,
            "call_status": "ongoing", "metadata": {"ringbook_self_test": True}}
    return json.dumps({"name": name, "call": call, "args": {}}).encode()


async def _check(client: httpx.AsyncClient, key: str, url: str, raw: bytes) -> str | None:
    """None when the URL answered 2xx, else what went wrong."""
    try:
        response = await client.post(url, content=raw, headers=signatures.signed_headers(raw, key))
    except httpx.HTTPError as exc:
        return f"no answer: {type(exc).__name__}"
    return None if response.is_success else f"HTTP {response.status_code}"


async def run(settings: Settings, agent: Agent, *, base_url: str) -> None:
    """Raises SelfTestFailed naming the first function (in the tools' order) whose URL did not answer 2xx."""
    key = settings.secret("voice_provider_key")
    if not key:
        raise SelfTestFailed(FUNCTION_NAMES[0], "no voice provider key is configured to sign with")
    async with httpx.AsyncClient(timeout=TIMEOUT_SECONDS) as client:
        problems = await asyncio.gather(*(_check(client, key, function_url(base_url, name),
                                                 request_body(agent, name)) for name in FUNCTION_NAMES))
    for name, problem in zip(FUNCTION_NAMES, problems, strict=True):
        if problem is not None:
            raise SelfTestFailed(name, problem)

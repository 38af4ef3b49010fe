"""Whose call a socket carries: the provider is asked for the call (the socket's own words are never trusted),
its agent must be one of our salons', and the salon's greeting, languages, functions and understanding are read
from our tables."""

import logging
import uuid
from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from receptionist import languages
from receptionist.locations import service as locations
from receptionist.provisioning import prompt
from receptionist.provisioning import repository as agents
from receptionist.voice.ports import VoiceProvider

logger = logging.getLogger("ringbook.receptionist.live")


@dataclass(frozen=True)
class Line:
    """A verified call and what its salon's agent answers with."""

    call_id: str
    agent_id: str
    tenant_id: uuid.UUID
    from_number: str
    to_number: str
    greeting: str
    locales: list[str]
    tools: list[dict]  # the functions the agent calls, as the saga gives them to the provider
    understanding: str  # "built_in" or "llm"

    def call_object(self) -> dict:
        """The call as the provider describes it to our functions (providers.md §1.4)."""
        return {"call_id": self.call_id, "call_type": "phone_call", "agent_id": self.agent_id,
                "direction": "inbound", "from_number": self.from_number, "to_number": self.to_number,
                "call_status": "ongoing"}

    def tool(self, name: str) -> dict | None:
        return next((tool for tool in self.tools if tool.get("name") == name and tool.get("url")), None)


def _text(call: dict, key: str) -> str:
    value = call.get(key)
    return value[:200] if isinstance(value, str) else ""


async def line_of(session: AsyncSession, provider: VoiceProvider, call_id: str, *, public_base_url: str) -> Line | None:
    """The call's line, or None when the provider has no such call or its agent is none of ours."""
    call = await provider.get_call(call_id)
    if not isinstance(call, dict) or call.get("call_id") != call_id:
        logger.info("live socket refused: the provider has no call %s", call_id[:80])
        return None
    agent_id = _text(call, "agent_id")
    agent = await agents.agent_answering(session, agent_id) if agent_id else None
    if agent is None:
        logger.info("live socket refused: call %s is for an agent of no salon here", call_id[:80])
        return None
    salon = await locations.profile(session, agent.tenant_id, agent.location_id)
    return Line(call_id=call_id, agent_id=agent_id, tenant_id=agent.tenant_id, from_number=_text(call, "from_number"),
                to_number=_text(call, "to_number"), greeting=prompt.begin_message(salon),
                locales=languages.locales(salon.additional_languages),
                tools=prompt.tools(salon, public_base_url),
                understanding=agent.understanding or "built_in")

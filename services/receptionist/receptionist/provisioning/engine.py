"""The salon's choice of what answers its calls: the voice engine (our conversation engine over Retell's
custom-LLM WebSocket, or Retell's hosted LLM reading our prompt) and the understanding our engine reads turns with.

The LLM with the salon's prompt is created and kept current for both engines, so switching either way needs only
the agent's response engine changed at the provider."""

import uuid
from urllib.parse import urlsplit, urlunsplit

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from receptionist.config import Settings
from receptionist.live.auth import socket_token
from receptionist.models import UNDERSTANDINGS, VOICE_ENGINES, Agent
from receptionist.provisioning import events, repository
from receptionist.provisioning.errors import AgentNotFound
from receptionist.voice.factory import provider_for
from receptionist.voice.ports import ResponseEngine, VoiceProvider, VoiceProviderError
from ringbook_common import clock
from ringbook_common.errors import Conflict, Invalid, ServiceError

SOCKET_PATH = "/api/receptionist/retell/llm"
WS_SCHEMES = {"https": "wss", "http": "ws", "wss": "wss", "ws": "ws"}


class EngineChangeRefused(ServiceError):
    """The provider refused the agent's new response engine: nothing changed."""

    status_code = 502


class EngineBusy(Conflict):
    message = "The agent is being provisioned: change its engine once provisioning has finished"


def llm_websocket_url(settings: Settings) -> str:
    """Where Retell opens the call's socket (it appends `/{call_id}`): the public base URL as ws(s), the socket's
    path and the token only Retell is given."""
    base = urlsplit(settings.public_base_url.rstrip("/"))
    scheme = WS_SCHEMES.get(base.scheme, "wss")
    token = socket_token(settings.secret("voice_provider_key"))
    return urlunsplit((scheme, base.netloc, f"{base.path}{SOCKET_PATH}/{token}", "", ""))


def response_engine(voice_engine: str, llm_id: str | None, settings: Settings) -> ResponseEngine:
    if voice_engine == "hosted":
        return ResponseEngine(llm_id or "")
    return ResponseEngine(llm_id or "", websocket_url=llm_websocket_url(settings))


def _checked(field: str, value: str | None, allowed: tuple[str, ...]) -> str | None:
    if value is not None and value not in allowed:
        raise Invalid(f"{field} must be one of {', '.join(allowed)}",
                      fields={field: f"must be one of {', '.join(allowed)}"})
    return value


async def choose(sessionmaker: async_sessionmaker[AsyncSession], settings: Settings, tenant_id: uuid.UUID, *,
                 location_id: uuid.UUID | None = None, voice_engine: str | None = None,
                 understanding: str | None = None, provider: VoiceProvider | None = None) -> Agent:
    """Set the voice engine and understanding of a location's agent (None: the first location's; either may be
    left as it is). An agent that exists at the provider is switched there first: if the provider refuses,
    nothing changes here either."""
    voice_engine = _checked("voiceEngine", voice_engine, VOICE_ENGINES)
    understanding = _checked("understanding", understanding, UNDERSTANDINGS)
    location_id = location_id or tenant_id
    async with sessionmaker() as session, session.begin():
        agent = await repository.locked_agent(session, location_id)
        if agent is None:
            agent = Agent(tenant_id=tenant_id, location_id=location_id, provider=settings.voice_provider,
                          status="not_provisioned", step="create_llm", attempts=0, number_bound=False,
                          webhooks_configured=False, voice_engine="ringbook", understanding="built_in")
            repository.add_agent(session, agent)
            await session.flush()
        if agent.status == "provisioning":
            raise EngineBusy()
        switch_to = voice_engine if voice_engine != agent.voice_engine else None
        provider_name, agent_id, llm_id = agent.provider, agent.agent_id, agent.llm_id
    if switch_to and agent_id:
        provider = provider or provider_for(provider_name, settings, sessionmaker)
        try:
            await provider.update_agent_engine(agent_id, response_engine(switch_to, llm_id, settings))
        except VoiceProviderError as exc:
            raise EngineChangeRefused(f"The voice provider refused the new engine: {exc.message}") from exc
    async with sessionmaker() as session, session.begin():
        agent = await repository.locked_agent(session, location_id)
        if agent is None:
            raise AgentNotFound()
        agent.voice_engine = voice_engine or agent.voice_engine
        agent.understanding = understanding or agent.understanding
        agent.updated_at = clock.now()
        await events.agent_updated(session, agent)
    return agent

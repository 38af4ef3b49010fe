"""The live agent follows the salon: whatever changes what the agent is told (the wizard's answers, the salon's
profile as tenants' and booking's events bring it) is recorded in that change's own transaction, and the
provisioning worker pushes the agent's prompt, first line, tools, languages and voice to the provider after
commit (never from inside a handler), when what the agent is told really changed."""

import logging
import uuid

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from receptionist.config import Settings
from receptionist.locations import service as locations
from receptionist.locations import team
from receptionist.provisioning import events, prompt, repository
from receptionist.voice.ports import VoiceProvider, VoiceProviderError
from ringbook.common.v1.envelope_pb2 import Envelope
from ringbook_common import clock
from ringbook_common.bus.connection import Bus
from ringbook_common.bus.consumer import Handler

logger = logging.getLogger("ringbook.receptionist.provisioning")


async def profile_changed(session: AsyncSession, tenant_id: uuid.UUID) -> None:
    """In the transaction of a change to the salon: the worker pushes what the agent is told after commit."""
    # A salon without an agent has nothing to refresh (its first prompt is built from the salon as it is then).
    await repository.record_prompt_change(session, tenant_id)


def following(handlers: dict[str, Handler]) -> dict[str, Handler]:
    """Each handler of the salon's profile, then `profile_changed` for the event's salon, in one transaction."""
    def then_refresh(handler: Handler) -> Handler:
        async def handle(session: AsyncSession, envelope: Envelope) -> None:
            await handler(session, envelope)
            if envelope.tenant_id:
                await profile_changed(session, uuid.UUID(envelope.tenant_id))
        return handle
    return {event_type: then_refresh(handler) for event_type, handler in handlers.items()}


async def push(sessionmaker: async_sessionmaker[AsyncSession], settings: Settings, provider: VoiceProvider,
               location_id: uuid.UUID, *, bus: Bus | None = None) -> bool:
    """When the salon changed, push the location's current prompt to its agent's LLM, and its languages and voice to the
    agent, where they differ from the ones last sent; False when the provider refused. The change stays recorded
    (the salon's receptionist still updating) until what was pushed reached the provider."""
    async with sessionmaker() as session:
        async with session.begin():
            # Read before the salon is: a change committed after this moves the version on and is pushed again.
            version = await repository.prompt_change_version(session, location_id)
            if version is None:
                return True
            agent = await repository.agent(session, location_id)
            if agent is None or not agent.llm_id:
                await repository.forget_prompt_change(session, location_id, version)
                return True
        llm_id, agent_id, sent_digest, sent_voice = agent.llm_id, agent.agent_id, agent.prompt_digest, agent.voice
        profile = await locations.profile(session, agent.tenant_id, location_id)
    profile = await team.working_here(bus, profile, timeout=settings.rpc_timeout_seconds)
    built = prompt.build(profile, settings.public_base_url)
    if built.digest == sent_digest and (not agent_id or profile.voice == sent_voice):
        async with sessionmaker() as session, session.begin():
            await repository.forget_prompt_change(session, location_id, version)
        return True
    try:
        if built.digest != sent_digest:
            await provider.update_llm(llm_id, prompt=built.prompt, begin_message=built.begin_message,
                                      tools=built.tools)
            if agent_id:
                await provider.update_agent_language(agent_id, built.language)
        if agent_id and profile.voice != sent_voice:
            await provider.update_agent_voice(agent_id, profile.voice)
    except VoiceProviderError as exc:
        logger.warning("agent %s: the prompt could not be updated: %s", location_id, exc.message)
        return False
    async with sessionmaker() as session, session.begin():
        agent = await repository.locked_agent(session, location_id)
        if agent is not None and agent.llm_id == llm_id:
            agent.prompt_digest, agent.updated_at = built.digest, clock.now()
            if agent_id and agent.agent_id == agent_id and agent.voice != profile.voice:
                agent.voice = profile.voice
                await events.agent_updated(session, agent)
        await repository.forget_prompt_change(session, location_id, version)
    return True


async def pending(session: AsyncSession, location_id: uuid.UUID) -> bool:
    """Whether a change to the salon has not reached the location's live agent yet."""
    return await repository.prompt_change_pending(session, location_id)

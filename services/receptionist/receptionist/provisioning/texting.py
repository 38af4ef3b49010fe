"""A number waiting for its texting registration (US carriers review it: weeks, providers.md §7.6) is asked about
again every `texting_check_seconds`; once approved the location's texts go from it (`agent_updated` with texting
own reaches booking), and until then from the shared sender."""

import logging
from datetime import timedelta

from receptionist.config import Settings
from receptionist.provisioning import events, repository
from receptionist.voice.factory import provider_for
from receptionist.voice.ports import VoiceProviderError
from ringbook_common import clock
from ringbook_common.app import ServiceContext
from ringbook_common.periodic import Periodic

logger = logging.getLogger("ringbook.receptionist.provisioning")


async def check_round(context: ServiceContext[Settings]) -> int:
    """Ask the provider about each number still pending; answers how many moved on."""
    sessionmaker, settings = context.sessionmaker, context.settings
    now = clock.now()
    async with sessionmaker() as session:
        waiting = await repository.waiting_to_text(
            session, checked_before=now - timedelta(seconds=settings.texting_check_seconds))
    moved = 0
    for agent in waiting:
        provider = provider_for(agent.provider, settings, sessionmaker)
        try:
            texting = await provider.texting(agent.phone_number or "")
        except VoiceProviderError as failure:
            logger.warning("agent %s: the number's texting registration could not be read: %s", agent.location_id,
                           failure.message)
            continue
        async with sessionmaker() as session, session.begin():
            locked = await repository.locked_agent(session, agent.location_id)
            if locked is None or locked.phone_number != agent.phone_number or locked.texting != "pending":
                continue  # a new number, or checked meanwhile
            locked.texting_checked_at = now
            if texting != locked.texting:
                locked.texting, locked.updated_at = texting, now
                await events.agent_updated(session, locked)
                moved += 1
                logger.info("agent %s: the number's texting is now %s", agent.location_id, texting)
    return moved


_worker = Periodic("receptionist-texting", check_round,
                   lambda context: min(context.settings.texting_check_seconds, 300.0), logger)
start, stop = _worker.start, _worker.stop

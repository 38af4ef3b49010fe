"""The background loop that runs provisioning steps and pushes stale prompts (started with the app; one per
replica, the rows' claims keep replicas apart)."""

import asyncio
import logging

from receptionist.config import Settings
from receptionist.provisioning import saga
from ringbook_common.app import ServiceContext
from ringbook_common.periodic import Periodic

logger = logging.getLogger("ringbook.receptionist.provisioning")

async def run_round(context: ServiceContext[Settings], *, steps: int | None = None) -> int:
    """Claim the agents that have work and advance each (at most `steps` steps); answers how many were claimed."""
    claimed = await saga.claim(context.sessionmaker, context.settings)
    results = await asyncio.gather(*(saga.advance(context.sessionmaker, context.settings, location_id, steps=steps,
                                                  bus=context.bus)
                                     for location_id in claimed), return_exceptions=True)
    for location_id, result in zip(claimed, results, strict=True):
        if isinstance(result, Exception):
            logger.error("provisioning agent %s failed unexpectedly", location_id, exc_info=result)
    return len(claimed)


_worker = Periodic("receptionist-provisioning", run_round,
                   lambda context: context.settings.provisioning_poll_seconds, logger)
start, stop = _worker.start, _worker.stop

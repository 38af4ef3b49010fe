"""How long a salon keeps its calls' recordings, and the sweep that deletes older ones.

A recording older than the salon's retention is deleted (a simulated call's audio) and its link leaves the call
log, which keeps the call and marks its recording expired. A Retell call's audio is hosted by Retell: its link is
removed here, and Retell's own retention setting governs the file."""

import logging
import uuid
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from receptionist.calls import repository
from receptionist.config import Settings
from ringbook_common import clock
from ringbook_common.app import ServiceContext
from ringbook_common.db import unit_of_work
from ringbook_common.periodic import Periodic

logger = logging.getLogger("ringbook.receptionist.retention")

DEFAULT_DAYS = 90
SHORTEST_DAYS, LONGEST_DAYS = 1, 365


async def kept_days(session: AsyncSession, tenant_id: uuid.UUID) -> int:
    found = await repository.retention_days(session, tenant_id)
    return DEFAULT_DAYS if found is None else found


async def keep_for(session: AsyncSession, tenant_id: uuid.UUID, days: int) -> int:
    await repository.set_retention_days(session, tenant_id, days, now=clock.now())
    return days


async def sweep(session: AsyncSession, *, now: datetime) -> int:
    """Deletes the recordings older than their salon keeps them; answers how many calls lost theirs."""
    return await repository.forget_old_recordings(session, now=now, default_days=DEFAULT_DAYS)


async def sweep_round(context: ServiceContext[Settings]) -> int:
    async with unit_of_work(context.sessionmaker) as session:
        return await sweep(session, now=clock.now())


_sweeper = Periodic("receptionist-recording-retention", sweep_round,
                    lambda context: context.settings.recording_sweep_seconds, logger)
start, stop = _sweeper.start, _sweeper.stop

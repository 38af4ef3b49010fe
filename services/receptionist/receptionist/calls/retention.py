"""How long a salon keeps its calls' recordings, and the sweep that deletes older ones.

A recording older than the salon's retention is deleted (a simulated call's audio) and its link leaves the call
log, which keeps the call and marks its recording expired. A Retell call's audio is hosted by Retell: its link is
removed here, and Retell's own retention setting governs the file."""

import logging
import uuid
from datetime import datetime

from sqlalchemy import ColumnElement, func, literal, select, update
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from receptionist.models import TIME, Call, RecordingRetention, SimulatedCall
from ringbook_common import clock
from ringbook_common.app import ServiceContext
from ringbook_common.db import unit_of_work
from ringbook_common.periodic import Periodic

logger = logging.getLogger("ringbook.receptionist.retention")

DEFAULT_DAYS = 90
SHORTEST_DAYS, LONGEST_DAYS = 1, 365


async def kept_days(session: AsyncSession, tenant_id: uuid.UUID) -> int:
    found = await session.get(RecordingRetention, tenant_id)
    return found.days if found else DEFAULT_DAYS


async def keep_for(session: AsyncSession, tenant_id: uuid.UUID, days: int) -> int:
    await session.execute(insert(RecordingRetention).values(tenant_id=tenant_id, days=days).on_conflict_do_update(
        index_elements=["tenant_id"], set_={"days": days, "updated_at": clock.now()}))
    return days


def _cutoff(now: datetime, tenant_id: ColumnElement) -> ColumnElement:
    """The moment before which the salon of `tenant_id` keeps no recording."""
    days = func.coalesce(select(RecordingRetention.days).where(RecordingRetention.tenant_id == tenant_id)
                         .scalar_subquery(), DEFAULT_DAYS)
    return literal(now, TIME) - func.make_interval(0, 0, 0, days)


async def sweep(session: AsyncSession, *, now: datetime) -> int:
    """Deletes the recordings older than their salon keeps them; answers how many calls lost theirs."""
    await session.execute(update(SimulatedCall).where(
        SimulatedCall.recording.is_not(None), SimulatedCall.ended_at < _cutoff(now, SimulatedCall.tenant_id),
    ).values(recording=None).execution_options(synchronize_session=False))
    expired = await session.execute(update(Call).where(
        Call.recording_url != "", func.coalesce(Call.ended_at, Call.started_at, Call.created_at)
        < _cutoff(now, Call.tenant_id),
    ).values(recording_url="", recording_expired=True).returning(Call.call_id)
        .execution_options(synchronize_session=False))
    return len(expired.all())


async def sweep_round(context: ServiceContext) -> int:
    async with unit_of_work(context.sessionmaker) as session:
        return await sweep(session, now=clock.now())


_sweeper = Periodic("receptionist-recording-retention", sweep_round,
                    lambda context: context.settings.recording_sweep_seconds, logger)
start, stop = _sweeper.start, _sweeper.stop

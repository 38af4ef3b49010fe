"""Every statement on `live_calls`: the row of a call answered over the socket, opened once per call and read
and written around each turn."""

import uuid

from sqlalchemy import select, update
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from receptionist.models import LiveCall
from ringbook_common import clock

KEEP_SAID = 20  # responses whose words are kept (only the last answered one is read back)


async def open_call(session: AsyncSession, *, call_id: str, tenant_id: uuid.UUID, agent_id: str, from_number: str,
                    to_number: str) -> tuple[LiveCall, bool]:
    """The call's row, and whether this connection is its first (a reconnect finds the row there already)."""
    created = (await session.execute(
        insert(LiveCall).values(call_id=call_id, tenant_id=tenant_id, agent_id=agent_id, from_number=from_number,
                                to_number=to_number, memory={}, said={}, connections=1, started_at=clock.now(),
                                updated_at=clock.now())
        .on_conflict_do_nothing(index_elements=["call_id"]).returning(LiveCall.call_id))).scalar()
    if created is None:
        await session.execute(update(LiveCall).where(LiveCall.call_id == call_id)
                              .values(connections=LiveCall.connections + 1, updated_at=clock.now()))
    row = (await session.execute(select(LiveCall).where(LiveCall.call_id == call_id)
                                 .execution_options(populate_existing=True))).scalar_one()
    return row, created is not None


async def find(session: AsyncSession, call_id: str) -> LiveCall:
    return (await session.execute(select(LiveCall).where(LiveCall.call_id == call_id))).scalar_one()


def keep_said(said: dict, response_id: int, sentences: list[str]) -> dict:
    """`said` with this response's sentences, the oldest dropped past KEEP_SAID."""
    kept = {**said, str(response_id): sentences}
    newest = sorted(kept, key=int)[-KEEP_SAID:]
    return {key: kept[key] for key in newest}

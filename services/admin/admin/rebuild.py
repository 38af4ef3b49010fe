"""Rebuild the read models from the event streams: `python -m admin.rebuild` (with the service's settings).

Streams keep 30 days, so a rebuild starts from the read models' latest snapshot (admin.snapshots: their rows and
the stream sequence each domain's events were applied up to). It empties the read models, restores the snapshot
(none yet: nothing), and replays each domain's JetStream stream from the first event after the snapshot's sequence
(ringbook_common.bus.replay) through the same projections the live consumers run. When a stream no longer holds
every event after that sequence (no snapshot was taken within its 30 days), nothing is emptied: the rows are kept
and everything the streams still hold is replayed over them. Either way the result becomes the new snapshot.

All of it is one transaction: the consoles keep reading the old answers until it commits, and live consumers wait
for it (their writes are idempotent, so an event both replayed and then applied live changes nothing). The audit
log is filled in, not emptied: entries are keyed by event id, and operator entries may come from elsewhere.
"""

import asyncio
import logging
from dataclasses import dataclass, field

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from admin.audit.handlers import DOMAINS, record_event
from admin.config import Settings
from admin.events import apply_to_read_models
from admin.snapshots import repository as snapshots
from admin.tenants import repository as read_models
from ringbook.common.v1.envelope_pb2 import Envelope
from ringbook_common import clock
from ringbook_common.bus.connection import Bus
from ringbook_common.bus.replay import Apply, StreamState, replay_stream, state
from ringbook_common.db import create_engine, create_sessionmaker

logger = logging.getLogger("admin.rebuild")


# What a rebuild started from.
STREAMS = "streams"  # empty read models: the streams hold every event
SNAPSHOT = "snapshot"  # the latest snapshot, and the streams hold every event after it
KEPT = "kept"  # the rows as they were: a stream no longer holds every event after the snapshot


@dataclass
class Replayed:
    base: str = STREAMS
    events: dict[str, int] = field(default_factory=dict)

    @property
    def total(self) -> int:
        return sum(self.events.values())


def _applier(session: AsyncSession) -> Apply:
    async def apply(envelope: Envelope) -> None:
        await record_event(session, envelope)
        await apply_to_read_models(session, envelope)
    return apply


async def _starts(session: AsyncSession, replayed: Replayed, streams: dict[str, StreamState]) -> dict[str, int]:
    """Set the read models to what the replay builds on, and where each stream's replay starts."""
    base = await snapshots.positions(session)
    at = base or {}
    if not all(stream.continues(at.get(domain, 0)) for domain, stream in streams.items()):
        logger.warning("the streams no longer hold every event after the read models' snapshot: keeping the read "
                       "models and replaying what the streams hold over them")
        replayed.base = KEPT
        return {domain: stream.first for domain, stream in streams.items()}
    await read_models.clear(session)
    if base is not None:
        await snapshots.restore(session)
        replayed.base = SNAPSHOT
    return {domain: at.get(domain, 0) + 1 for domain in streams}


async def rebuild(sessionmaker: async_sessionmaker[AsyncSession], bus: Bus) -> Replayed:
    replayed = Replayed()
    async with sessionmaker() as session:
        await read_models.lock_for_rebuild(session)
        await snapshots.lock_snapshot(session)
        # Read under the lock: whatever the live consumers applied is at or before each stream's last event.
        streams = {domain: await state(bus, domain) for domain in DOMAINS}
        starts = await _starts(session, replayed, streams)
        for domain, stream in streams.items():
            replayed.events[domain] = await replay_stream(bus, domain, _applier(session), start=starts[domain],
                                                          stream=stream)
        await snapshots.replace(session, at={domain: stream.last for domain, stream in streams.items()},
                                taken_at=clock.now())
        await session.commit()
    return replayed


async def main() -> None:
    logging.basicConfig(level=logging.INFO)
    settings = Settings()
    engine = create_engine(settings.database_url)
    bus = Bus(settings.nats_url, name="admin-rebuild")
    await bus.start()
    try:
        await bus.wait_ready(30)
        replayed = await rebuild(create_sessionmaker(engine), bus)
        logger.info("replayed %d events into the read models from the %s (%s)", replayed.total, replayed.base,
                    ", ".join(f"{domain}: {count}" for domain, count in replayed.events.items()))
    finally:
        await bus.close()
        await engine.dispose()


if __name__ == "__main__":
    asyncio.run(main())

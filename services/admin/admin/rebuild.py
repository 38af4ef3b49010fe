"""Rebuild the read models from the event streams: `python -m admin.rebuild` (with the service's settings).

Empties the read models and replays every domain's JetStream stream from its first message (an ephemeral
ordered consumer per stream) through the same projections the live consumers run, in one transaction: the
consoles keep reading the old answers until it commits, and live consumers wait for it (their writes are
idempotent, so an event both replayed and then applied live changes nothing). The audit log is filled in, not
emptied: entries are keyed by event id, and operator entries may come from elsewhere.
"""

import asyncio
import logging
from dataclasses import dataclass, field

from nats.js.api import DeliverPolicy
from nats.js.errors import NotFoundError
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from admin.audit.handlers import DOMAINS, record_event
from admin.config import Settings
from admin.events import apply_to_read_models
from admin.tenants import repository as read_models
from ringbook.common.v1.envelope_pb2 import Envelope
from ringbook_common.bus.connection import Bus, stream_name
from ringbook_common.db import create_engine, create_sessionmaker

logger = logging.getLogger("admin.rebuild")

MESSAGE_TIMEOUT_SECONDS = 5.0


@dataclass
class Replayed:
    events: dict[str, int] = field(default_factory=dict)

    @property
    def total(self) -> int:
        return sum(self.events.values())


async def _replay_stream(session: AsyncSession, bus: Bus, domain: str) -> int:
    try:
        info = await bus.js.stream_info(stream_name(domain))
    except NotFoundError:
        return 0
    if info.state.messages == 0:
        return 0
    last = info.state.last_seq
    subscription = await bus.js.subscribe(f"ringbook.{domain}.>", stream=stream_name(domain),
                                          ordered_consumer=True, deliver_policy=DeliverPolicy.ALL)
    applied = 0
    try:
        while True:
            message = await subscription.next_msg(timeout=MESSAGE_TIMEOUT_SECONDS)
            try:
                envelope = Envelope.FromString(message.data)
            except Exception:  # noqa: BLE001 - the live consumer drops an unreadable message too
                logger.warning("skipping unreadable message on %s", message.subject)
            else:
                await record_event(session, envelope)
                await apply_to_read_models(session, envelope)
                applied += 1
            # Events published after the rebuild started are left to the live consumers.
            if message.metadata.sequence.stream >= last or message.metadata.num_pending == 0:
                return applied
    finally:
        await subscription.unsubscribe()


async def rebuild(sessionmaker: async_sessionmaker[AsyncSession], bus: Bus) -> Replayed:
    replayed = Replayed()
    async with sessionmaker() as session:
        await read_models.lock_for_rebuild(session)
        await read_models.clear(session)
        for domain in DOMAINS:
            replayed.events[domain] = await _replay_stream(session, bus, domain)
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
        logger.info("replayed %d events into the read models (%s)", replayed.total,
                    ", ".join(f"{domain}: {count}" for domain, count in replayed.events.items()))
    finally:
        await bus.close()
        await engine.dispose()


if __name__ == "__main__":
    asyncio.run(main())

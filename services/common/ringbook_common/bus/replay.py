"""Replaying the event streams into a service's copies of other services' data (its read models).

Streams keep 30 days, so a copy can be older than what they still hold: a replay applies what they hold over the
rows as they are, through the handlers the live consumers run (their writes are upserts: applying an event again
changes nothing), and never empties a copy. `replay_stream` reads one stream in order; `rebuild` replays the
domains a service consumes, one after another, in one transaction, bypassing the live consumers' record of applied
events (every event is applied again, not only the ones not yet seen).
"""

import asyncio
import logging
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field

from nats.js.api import ConsumerConfig, DeliverPolicy
from nats.js.errors import NotFoundError
from sqlalchemy.exc import DBAPIError
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from ringbook.common.v1.envelope_pb2 import Envelope
from ringbook_common.bus.connection import Bus, stream_name
from ringbook_common.bus.consumer import Handler, Subscription, subscriptions_for
from ringbook_common.db import create_engine, create_sessionmaker
from ringbook_common.logging import request_id_var
from ringbook_common.settings import ServiceSettings

logger = logging.getLogger("ringbook.bus.replay")

MESSAGE_TIMEOUT_SECONDS = 5.0
LOCK_NOT_AVAILABLE = "55P03"  # PostgreSQL's answer to a lock taken NOWAIT that a writer holds
LOCK_RETRY_SECONDS = 0.1

Apply = Callable[[Envelope], Awaitable[None]]
Lock = Callable[[AsyncSession], Awaitable[None]]


@dataclass(frozen=True)
class StreamState:
    """The sequences a stream still holds (`first` to `last`; after a purge of all, `first` is `last` + 1)."""

    first: int
    last: int
    messages: int

    def continues(self, position: int) -> bool:
        """Whether the stream still holds every event after `position`: none removed since, and not a newer stream
        than the one `position` was counted in."""
        return position <= self.last and self.first <= position + 1


NO_STREAM = StreamState(first=0, last=0, messages=0)


async def state(bus: Bus, domain: str) -> StreamState:
    try:
        info = await bus.js.stream_info(stream_name(domain))
    except NotFoundError:
        return NO_STREAM
    return StreamState(first=info.state.first_seq, last=info.state.last_seq, messages=info.state.messages)


async def replay_stream(bus: Bus, domain: str, apply: Apply, *, start: int, stream: StreamState) -> int:
    """Apply the stream's events from `start` up to its last when the replay began (an ephemeral ordered consumer);
    how many were applied. An unreadable message is skipped, as the live consumer drops it."""
    if stream.messages == 0 or start > stream.last:
        return 0
    config = ConsumerConfig(deliver_policy=DeliverPolicy.BY_START_SEQUENCE, opt_start_seq=max(start, stream.first))
    subscription = await bus.js.subscribe(f"ringbook.{domain}.>", stream=stream_name(domain), config=config,
                                          ordered_consumer=True)
    applied = 0
    try:
        while True:
            message = await subscription.next_msg(timeout=MESSAGE_TIMEOUT_SECONDS)
            try:
                envelope = Envelope.FromString(message.data)
            except Exception:  # noqa: BLE001 - the live consumer drops an unreadable message too
                logger.warning("skipping unreadable message on %s", message.subject)
            else:
                await apply(envelope)
                applied += 1
            # Events published after the replay began are left to the live consumers.
            if message.metadata.sequence.stream >= stream.last or message.metadata.num_pending == 0:
                return applied
    finally:
        await subscription.unsubscribe()


@dataclass
class Rebuilt:
    """Per domain, the events replayed, and those whose handler failed (left out, every other one applied)."""

    events: dict[str, int] = field(default_factory=dict)
    failed: dict[str, int] = field(default_factory=dict)

    @property
    def total(self) -> int:
        return sum(self.events.values())


class _Applier:
    """Applies one domain's events through the live consumers' handlers, each in a savepoint of the rebuild's
    transaction: one event's failure leaves the others' writes in place (the live consumer would retry it)."""

    def __init__(self, session: AsyncSession, subscription: Subscription) -> None:
        self.session = session
        self.subscription = subscription
        self.failed = 0

    async def __call__(self, envelope: Envelope) -> None:
        handler = self.subscription.handler_for(envelope.event_type)
        if handler is None:
            return
        token = request_id_var.set(envelope.trace.request_id)
        try:
            async with self.session.begin_nested():
                await handler(self.session, envelope)
        except Exception:
            logger.exception("replaying %s %s failed; left out", envelope.event_type, envelope.event_id)
            self.failed += 1
        finally:
            request_id_var.reset(token)


async def _take(session: AsyncSession, lock: Lock) -> None:
    """Every lock at once or none, retried until the writers holding one are done: the rebuild never holds one
    table while waiting for another, so it never deadlocks with a writer that takes them in another order."""
    while True:
        try:
            async with session.begin_nested():
                await lock(session)
            return
        except DBAPIError as error:
            if getattr(error.orig, "sqlstate", None) != LOCK_NOT_AVAILABLE:
                raise
        await asyncio.sleep(LOCK_RETRY_SECONDS)


async def rebuild(sessionmaker: async_sessionmaker[AsyncSession], bus: Bus, domains: Sequence[str],
                  handlers: Mapping[str, Handler], *, lock: Lock) -> Rebuilt:
    """Replay each domain's stream, in the order given, from its first event to its last, through the handlers (by
    event type, as the live consumers take them), over the copies as they are, in one transaction. A domain whose
    handlers read what another's keep (a call judged by its location's hours) comes after it. `lock` takes the
    copies' tables NOWAIT so that the live consumers' writes wait until it commits (readers keep the old rows): none
    is overwritten by an older event."""
    subscriptions = {subscription.domain: subscription for subscription in subscriptions_for("rebuild", handlers)}
    if sorted(subscriptions) != sorted(domains):
        raise ValueError(f"the domains {sorted(domains)} are not those of the handlers: {sorted(subscriptions)}")
    rebuilt = Rebuilt()
    async with sessionmaker() as session:
        await _take(session, lock)
        # Read under the lock: whatever the live consumers applied is at or before each stream's last event.
        for domain in domains:
            apply = _Applier(session, subscriptions[domain])
            stream = await state(bus, domain)
            rebuilt.events[domain] = await replay_stream(bus, domain, apply, start=stream.first, stream=stream)
            rebuilt.failed[domain] = apply.failed
        await session.commit()
    return rebuilt


async def run(settings: ServiceSettings, domains: Sequence[str], handlers: Mapping[str, Handler], *,
              lock: Lock) -> Rebuilt:
    """`python -m <service>.rebuild`: the rebuild with the service's settings, logged."""
    logging.basicConfig(level=logging.INFO)
    engine = create_engine(settings.database_url)
    bus = Bus(settings.nats_url, name=f"{settings.service_name}-rebuild")
    await bus.start()
    try:
        await bus.wait_ready(30)
        rebuilt = await rebuild(create_sessionmaker(engine), bus, domains, handlers, lock=lock)
    finally:
        await bus.close()
        await engine.dispose()
    logger.info("replayed %d events into %s's copies (%s)", rebuilt.total, settings.service_name,
                ", ".join(f"{domain}: {count}, {rebuilt.failed[domain]} failed"
                          for domain, count in rebuilt.events.items()))
    return rebuilt

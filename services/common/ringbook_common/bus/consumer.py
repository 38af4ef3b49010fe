"""Durable, idempotent consumers: an event is applied once, in the same transaction that records it.

One durable pull consumer per (service, domain stream). A handler runs inside a database transaction
together with the insert into `processed_events`; the message is acknowledged only after that commit.
A redelivered event whose id is already recorded is acknowledged without running the handler again.
"""

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass

from nats.aio.msg import Msg
from nats.errors import TimeoutError as NatsTimeout
from nats.js import JetStreamContext
from nats.js.api import AckPolicy, ConsumerConfig, DeliverPolicy
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from ringbook.common.v1.envelope_pb2 import Envelope
from ringbook_common.bus.connection import Bus, stream_name
from ringbook_common.bus.envelope import domain_of
from ringbook_common.bus.tables import processed_events
from ringbook_common.logging import request_id_var

logger = logging.getLogger("ringbook.bus.consumer")

Handler = Callable[[AsyncSession, Envelope], Awaitable[None]]

FETCH_BATCH = 64
REDELIVERY_DELAY_SECONDS = 2.0


@dataclass
class Subscription:
    """`handlers` maps event types (`identity.user_verified`, or `identity.*` for all) to handlers."""

    durable: str
    domain: str
    handlers: dict[str, Handler]

    def handler_for(self, event_type: str) -> Handler | None:
        return self.handlers.get(event_type) or self.handlers.get(f"{self.domain}.*")


def subscriptions_for(service: str, handlers: Mapping[str, Handler]) -> list[Subscription]:
    by_domain: dict[str, dict[str, Handler]] = {}
    for event_type, handler in handlers.items():
        by_domain.setdefault(domain_of(event_type), {})[event_type] = handler
    return [Subscription(durable=f"{service}-{domain}", domain=domain, handlers=domain_handlers)
            for domain, domain_handlers in sorted(by_domain.items())]


async def apply_once(sessionmaker: async_sessionmaker[AsyncSession], consumer: str, envelope: Envelope,
                     handler: Handler) -> bool:
    """Run the handler unless this consumer already applied the event; True when it ran."""
    async with sessionmaker() as session:
        try:
            recorded = await session.execute(
                insert(processed_events).values(consumer=consumer, event_id=envelope.event_id)
                .on_conflict_do_nothing().returning(processed_events.c.event_id))
            if recorded.first() is None:
                await session.rollback()
                return False
            await handler(session, envelope)
            await session.commit()
            return True
        except BaseException:
            await session.rollback()
            raise


class Consumer:
    def __init__(self, bus: Bus, sessionmaker: async_sessionmaker[AsyncSession],
                 subscription: Subscription) -> None:
        self.bus = bus
        self.sessionmaker = sessionmaker
        self.subscription = subscription
        self._task: asyncio.Task[None] | None = None
        self._stopping = asyncio.Event()
        self._applying = False  # a fetched batch is being applied (or handed back)
        self.applied = 0

    def start(self) -> None:
        self._task = asyncio.create_task(self._run(), name=f"consumer-{self.subscription.durable}")

    async def stop(self) -> None:
        """Finish the message being applied (never cut its transaction short) and hand the rest of its batch
        back, then stop; a consumer waiting for messages stops at once, not when its wait runs out."""
        self._stopping.set()
        if self._task is None:
            return
        if not self._applying:
            self._task.cancel()
        _, pending = await asyncio.wait({self._task}, timeout=5.0)
        if pending:
            self._task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._task

    async def _subscribe(self) -> JetStreamContext.PullSubscription:
        await self.bus.ensure_stream(self.subscription.domain)
        config = ConsumerConfig(durable_name=self.subscription.durable, ack_policy=AckPolicy.EXPLICIT,
                                deliver_policy=DeliverPolicy.ALL, ack_wait=30, max_ack_pending=1000)
        return await self.bus.js.pull_subscribe(
            f"ringbook.{self.subscription.domain}.>", durable=self.subscription.durable,
            stream=stream_name(self.subscription.domain), config=config)

    async def _run(self) -> None:
        while not self.bus.ready:
            if self._stopping.is_set():
                return
            await asyncio.sleep(0.1)
        subscription = None
        while not self._stopping.is_set():
            try:
                if subscription is None:
                    subscription = await self._subscribe()
                messages = await subscription.fetch(FETCH_BATCH, timeout=0.5)
            except (NatsTimeout, TimeoutError):
                continue
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # noqa: BLE001 - NATS outages end in a retry, never a dead consumer
                logger.warning("consumer %s waiting for NATS: %s", self.subscription.durable, type(exc).__name__)
                subscription = None
                await asyncio.sleep(0.5)
                continue
            self._applying = True
            try:
                for message in messages:
                    if self._stopping.is_set():
                        await message.nak()  # left for the next start, or another replica
                        continue
                    await self._handle(message)
            finally:
                self._applying = False

    async def _handle(self, message: Msg) -> None:
        try:
            envelope = Envelope.FromString(message.data)
        except Exception:  # noqa: BLE001 - an unreadable message can never succeed
            logger.error("dropping unreadable message on %s", message.subject)
            await message.term()
            return
        handler = self.subscription.handler_for(envelope.event_type)
        token = request_id_var.set(envelope.trace.request_id)
        try:
            if handler is not None and await apply_once(
                    self.sessionmaker, self.subscription.durable, envelope, handler):
                self.applied += 1
            await message.ack()
        except asyncio.CancelledError:
            raise
        except Exception:
            logger.exception("handler for %s failed; redelivering", envelope.event_type)
            with contextlib.suppress(Exception):
                await message.nak(delay=REDELIVERY_DELAY_SECONDS)
        finally:
            request_id_var.reset(token)

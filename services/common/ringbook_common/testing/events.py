from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import TypeVar

from google.protobuf.message import Message
from nats.js import JetStreamContext
from nats.js.api import DeliverPolicy

from ringbook.common.v1.envelope_pb2 import Envelope
from ringbook_common.bus.connection import Bus
from ringbook_common.bus.envelope import unpack

M = TypeVar("M", bound=Message)


class PublishedEvents:
    """What really reached NATS on a subscription (e.g. to `ringbook.<domain>.>`) since it was opened."""

    def __init__(self, subscription: JetStreamContext.PushSubscription) -> None:
        self.subscription = subscription

    async def next(self, event_type: str, message_type: type[M], *, timeout: float = 10.0,
                   **fields: object) -> tuple[Envelope, M]:
        """The next event of this type whose fields have these values (another test's late event is skipped)."""
        while True:
            message = await self.subscription.next_msg(timeout=timeout)
            envelope = Envelope.FromString(message.data)
            if envelope.event_type != event_type:
                continue
            event = unpack(envelope, message_type)
            if all(getattr(event, name) == value for name, value in fields.items()):
                return envelope, event


@asynccontextmanager
async def watching(bus: Bus, domain: str) -> AsyncIterator[PublishedEvents]:
    """Events of `ringbook.<domain>.>` that reach JetStream from now on, for as long as the block lasts."""
    await bus.ensure_stream(domain)
    subscription = await bus.js.subscribe(f"ringbook.{domain}.>", ordered_consumer=True,
                                          deliver_policy=DeliverPolicy.NEW)
    try:
        yield PublishedEvents(subscription)
    finally:
        await subscription.unsubscribe()


@asynccontextmanager
async def connected_bus(url: str, *, name: str) -> AsyncIterator[Bus]:
    """A bus connection of the test's own, ready to publish and subscribe."""
    bus = Bus(url, name=name)
    await bus.start()
    await bus.wait_ready(10)
    try:
        yield bus
    finally:
        await bus.close()

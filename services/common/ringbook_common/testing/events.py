from ringbook.common.v1.envelope_pb2 import Envelope
from ringbook_common.bus.envelope import unpack


class PublishedEvents:
    """What really reached NATS on a subscription (e.g. to `ringbook.<domain>.>`) since it was opened."""

    def __init__(self, subscription) -> None:
        self.subscription = subscription

    async def next(self, event_type: str, message_type, *, timeout: float = 10.0, **fields):
        """The next event of this type whose fields have these values (another test's late event is skipped)."""
        while True:
            message = await self.subscription.next_msg(timeout=timeout)
            envelope = Envelope.FromString(message.data)
            if envelope.event_type != event_type:
                continue
            event = unpack(envelope, message_type)
            if all(getattr(event, name) == value for name, value in fields.items()):
                return envelope, event

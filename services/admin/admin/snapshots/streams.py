"""Where each domain's stream stands: what it still holds, and how far admin's live consumer has applied it."""

from dataclasses import dataclass

from nats.js.errors import NotFoundError

from ringbook_common.bus.connection import Bus, stream_name


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


async def applied_through(bus: Bus, domain: str, durable: str) -> int:
    """Every event of the stream up to this sequence is applied: the live consumer acknowledges an event only once
    its transaction committed (events past it may be applied too; applying them again changes nothing)."""
    try:
        info = await bus.js.consumer_info(stream_name(domain), durable)
    except NotFoundError:
        return 0
    return info.ack_floor.stream_seq if info.ack_floor else 0

"""How far admin's live consumer has applied each domain's stream (what the stream still holds:
ringbook_common.bus.replay.state)."""

from nats.js.errors import NotFoundError

from ringbook_common.bus.connection import Bus, stream_name


async def applied_through(bus: Bus, domain: str, durable: str) -> int:
    """Every event of the stream up to this sequence is applied: the live consumer acknowledges an event only once
    its transaction committed (events past it may be applied too; applying them again changes nothing)."""
    try:
        info = await bus.js.consumer_info(stream_name(domain), durable)
    except NotFoundError:
        return 0
    return info.ack_floor.stream_seq if info.ack_floor else 0

"""Booking's request/reply API (`rpc.booking.*`) as the agent's functions use it: a booking that does not answer
in time, or answers with its own failure, is `CalendarDown`, so the caller hears a sentence, never an error."""

from google.protobuf.message import Message

from ringbook_common.bus import rpc
from ringbook_common.bus.connection import Bus


class CalendarDown(Exception):
    """Booking could not be asked right now; the function's answer is not kept, so asking again works."""


BOOKING = rpc.Caller("booking", unanswered=lambda exc: CalendarDown(exc.message), failures_unanswered=True)


async def ask(bus: Bus, method: str, message: Message, reply_type: type[rpc.Rep], *, timeout: float) -> rpc.Rep:
    """Booking's reply; its refusals (404, 409, 422) raise `RpcFailed` with their status."""
    return await BOOKING.ask(bus, method, message, reply_type, timeout=timeout)

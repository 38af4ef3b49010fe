"""Request/reply over core NATS: `rpc.<service>.<method>`, protobuf in and out, a deadline on every call.

Replicas of a service share the work through a queue group. A handler's ServiceError travels back as an
`RpcError` with its status, so the caller raises the same kind of error it would have got over HTTP.
"""

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import TypeVar

from google.protobuf.message import DecodeError, Message
from nats.aio.msg import Msg
from nats.aio.subscription import Subscription
from nats.errors import NoRespondersError
from nats.errors import TimeoutError as NatsTimeout

from ringbook.common.v1.envelope_pb2 import RpcError
from ringbook_common.bus.connection import Bus
from ringbook_common.errors import BadRequest, ServiceError, Timeout, Unavailable
from ringbook_common.logging import request_id_var

logger = logging.getLogger("ringbook.bus.rpc")

STATUS_HEADER = "Ringbook-Status"
REQUEST_ID_HEADER = "Ringbook-Request-Id"

Req = TypeVar("Req", bound=Message)
Rep = TypeVar("Rep", bound=Message)
RpcHandler = Callable[[Message], Awaitable[Message]]


class RpcFailed(ServiceError):
    def __init__(self, status: int, message: str) -> None:
        self.status_code = status
        super().__init__(message)


def rpc_subject(service: str, method: str) -> str:
    return f"rpc.{service}.{method}"


MAX_CONCURRENT = 64
_in_flight: set[asyncio.Task[None]] = set()


async def serve(bus: Bus, subject: str, request_type: type[Message], handler: RpcHandler, *,
                queue: str) -> Subscription:
    # nats-py awaits one callback at a time per subscription: each request gets its own task instead.
    limit = asyncio.Semaphore(MAX_CONCURRENT)

    def finished(task: asyncio.Task[None]) -> None:
        _in_flight.discard(task)
        limit.release()

    async def dispatch(msg: Msg) -> None:
        await limit.acquire()
        task = asyncio.create_task(answer(msg))
        _in_flight.add(task)
        task.add_done_callback(finished)

    async def answer(msg: Msg) -> None:
        token = request_id_var.set((msg.headers or {}).get(REQUEST_ID_HEADER, ""))
        try:
            try:
                request = request_type.FromString(msg.data)
            except DecodeError as exc:
                raise BadRequest("The request could not be read") from exc
            reply = await handler(request)
            await msg.respond(reply.SerializeToString())
        except ServiceError as exc:
            await _respond_error(msg, exc.status_code, exc.message)
        except Exception:
            logger.exception("rpc handler for %s failed", subject)
            await _respond_error(msg, 500, "Something went wrong on our side. Please try again in a moment.")
        finally:
            request_id_var.reset(token)

    return await bus.nc.subscribe(subject, queue=queue, cb=dispatch)


async def _respond_error(msg: Msg, status: int, message: str) -> None:
    if not msg.reply:
        return
    await msg._client.publish(msg.reply, RpcError(status=status, message=message).SerializeToString(),
                              headers={STATUS_HEADER: str(status)})


async def request(bus: Bus, subject: str, message: Message, reply_type: type[Rep], *,
                  timeout: float) -> Rep:
    if not bus.connected:
        raise Unavailable("The booking system is not reachable right now. Please try again shortly.")
    try:
        reply = await bus.nc.request(subject, message.SerializeToString(), timeout=timeout,
                                     headers={REQUEST_ID_HEADER: request_id_var.get()})
    except (TimeoutError, NatsTimeout) as exc:
        raise Timeout(f"No answer from {subject} within {timeout:g} s") from exc
    except NoRespondersError as exc:
        raise Unavailable(f"Nobody is serving {subject} right now") from exc
    status = (reply.headers or {}).get(STATUS_HEADER)
    if status:
        error = RpcError.FromString(reply.data)
        raise RpcFailed(int(status), error.message)
    return reply_type.FromString(reply.data)


class Caller:
    """One service's request/reply API (`rpc.<service>.<method>`) as a caller uses it.

    No answer in time, or nobody serving, raises the caller's own error, `unanswered(exc)`; with
    `failures_unanswered`, so does the service's own failure (a 5xx). Its refusals (404, 409, 422...) arrive as
    `RpcFailed` with their status.
    """

    def __init__(self, service: str, *, unanswered: Callable[[ServiceError], Exception],
                 timeout: float | None = None, failures_unanswered: bool = False) -> None:
        self.service = service
        self.unanswered = unanswered
        self.timeout = timeout
        self.failures_unanswered = failures_unanswered

    async def ask(self, bus: Bus, method: str, message: Message, reply_type: type[Rep], *,
                  timeout: float | None = None) -> Rep:
        deadline = timeout if timeout is not None else self.timeout
        if deadline is None:
            raise ValueError(f"A request to {self.service} needs a timeout")
        try:
            return await request(bus, rpc_subject(self.service, method), message, reply_type, timeout=deadline)
        except (Timeout, Unavailable) as exc:
            raise self.unanswered(exc) from exc
        except RpcFailed as exc:
            if self.failures_unanswered and exc.status_code >= 500:
                raise self.unanswered(exc) from exc
            raise

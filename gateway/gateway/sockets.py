"""WebSocket pass-through: only the voice provider's live call socket is upgradable, and it goes to its service
unchanged (text and binary frames both ways, close codes and reasons both ways).

The upstream handshake happens before the client's is answered, so a service that refuses the socket (a wrong
token is a 403) refuses it for the client too, with the service's own status and body: the client is never
accepted by the gateway alone. A service that drops the connection without a close frame is passed on the same way
(the client sees an abnormal closure, and a provider reconnects as it would to the service itself).
"""

import asyncio
import contextlib
import json
import logging
from urllib.parse import quote_from_bytes

from starlette.types import Receive, Scope, Send
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus

from gateway.routes import SOCKET_ROUTES
from gateway.security import security_headers
from ringbook_common.logging import loggable_path

logger = logging.getLogger("ringbook.gateway.sockets")

# Our answer to the handshake, the upstream's own, or what websockets sets itself: never copied across.
HANDSHAKE_HEADERS = {b"host", b"upgrade", b"connection", b"sec-websocket-key", b"sec-websocket-version",
                     b"sec-websocket-extensions", b"sec-websocket-protocol", b"sec-websocket-accept",
                     b"content-length", b"transfer-encoding", b"keep-alive", b"te", b"trailer", b"user-agent"}
NEVER_FROM_CLIENT = {b"x-ringbook-principal", b"x-admin-token", b"x-forwarded-for", b"x-forwarded-host",
                     b"x-forwarded-proto", b"x-request-id", b"cookie", b"authorization"}
# 1005 (no code) and 1006 (no close frame) are never sent in a close frame: a close without a code goes on as 1000.
UNSENDABLE = {1005, 1006, 1015}
MAX_MESSAGE_BYTES = 16 * 1024 * 1024  # as uvicorn accepts from the client
CLOSING_SECONDS = 5.0
_QUERY_KEPT = "!\"$%&'()*+,-./:;<=>?@[\\]^_`{|}~"


def loggable(path: str) -> str:
    """The socket's path as logs write it: the token segment after the route's prefix is its only key."""
    for route in SOCKET_ROUTES:
        if path.startswith(route.prefix):
            rest = path[len(route.prefix):].split("/", 1)
            return route.prefix + "[token]" + (f"/{rest[1]}" if len(rest) > 1 else "")
    return loggable_path(path)


def upstream_url(base_url: str, scope: Scope) -> str:
    """The service's address as ws(s), with exactly the path the gateway judged and the query as it came."""
    scheme, rest = base_url.split("://", 1)
    url = f"{'wss' if scheme == 'https' else 'ws'}://{rest}{scope['raw_path'].decode('ascii')}"
    if scope.get("query_string"):
        url += "?" + quote_from_bytes(scope["query_string"], safe=_QUERY_KEPT)
    return url


def _upstream_headers(scope: Scope, extra: list[tuple[str, str]]) -> list[tuple[str, str]]:
    kept = [(name.decode("latin-1"), value.decode("latin-1")) for name, value in scope["headers"]
            if name not in HANDSHAKE_HEADERS and name not in NEVER_FROM_CLIENT]
    return [*kept, *extra]


async def refuse(send: Send, scope: Scope, status: int, body: bytes, *, content_type: bytes = b"application/json",
                 is_dev: bool = False) -> None:
    """Answer the handshake with an HTTP response (a plain 403 where the server cannot send one)."""
    if "websocket.http.response" not in scope.get("extensions", {}):
        await send({"type": "websocket.close", "code": 1008})
        return
    headers = [(b"content-type", content_type), (b"cache-control", b"no-store"), *security_headers(is_dev)]
    await send({"type": "websocket.http.response.start", "status": status, "headers": headers})
    await send({"type": "websocket.http.response.body", "body": body})


async def refuse_json(send: Send, scope: Scope, status: int, message: str, *, is_dev: bool = False) -> None:
    await refuse(send, scope, status, json.dumps({"error": message}).encode(), is_dev=is_dev)


async def pass_through(scope: Scope, receive: Receive, send: Send, *, base_url: str, service: str,
                       extra_headers: list[tuple[str, str]], open_timeout: float, is_dev: bool) -> int:
    """Relay one client socket to the service; the status the handshake got (101 when accepted)."""
    if (await receive())["type"] != "websocket.connect":
        return 400
    try:
        upstream = await connect(
            upstream_url(base_url, scope), additional_headers=_upstream_headers(scope, extra_headers),
            subprotocols=scope.get("subprotocols") or None, user_agent_header=None, proxy=None,
            open_timeout=open_timeout, max_size=MAX_MESSAGE_BYTES, compression=None)
    except InvalidStatus as refused:
        response = refused.response
        content_type = response.headers.get("content-type", "text/plain; charset=utf-8")
        await refuse(send, scope, response.status_code, bytes(response.body or b""),
                     content_type=content_type.encode("latin-1"), is_dev=is_dev)
        return response.status_code
    except TimeoutError:
        await refuse_json(send, scope, 504, f"The {service} service took too long to answer. Please try again.",
                          is_dev=is_dev)
        return 504
    except (OSError, InvalidHandshake) as exc:
        logger.warning("the %s socket could not be opened: %s", service, type(exc).__name__)
        await refuse_json(send, scope, 503, f"The {service} service is unavailable right now. Please try again "
                                            "shortly.", is_dev=is_dev)
        return 503
    await send({"type": "websocket.accept", "subprotocol": upstream.subprotocol})
    await _relay(upstream, receive, send)
    return 101


async def _relay(upstream: ClientConnection, receive: Receive, send: Send) -> None:
    to_service = asyncio.create_task(_client_to_service(upstream, receive))
    to_client = asyncio.create_task(_service_to_client(upstream, send))
    done, pending = await asyncio.wait({to_service, to_client}, return_when=asyncio.FIRST_COMPLETED)
    if to_client in pending:
        # The client has closed or gone (or the service refused a frame): the service's side ends promptly too, and
        # a close it sent meanwhile must still reach the client with its code.
        finished, pending = await asyncio.wait(pending, timeout=CLOSING_SECONDS)
        done |= finished
    for task in pending:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError, ConnectionClosed, OSError):
            await task
    for task in done:
        if (failure := task.exception()) is not None and not isinstance(failure, ConnectionClosed | OSError):
            logger.warning("socket relay failed: %s", type(failure).__name__)
    if upstream.transport is not None and not upstream.transport.is_closing() and upstream.close_code is None:
        upstream.transport.abort()


async def _client_to_service(upstream: ClientConnection, receive: Receive) -> None:
    while True:
        message = await receive()
        if message["type"] == "websocket.receive":
            if message.get("text") is not None:
                await upstream.send(message["text"])
            elif message.get("bytes") is not None:
                await upstream.send(message["bytes"])
            continue
        if message["type"] == "websocket.disconnect":
            code = message.get("code", 1000)
            if code == 1006:
                # The client went away without a close frame: so does the gateway, towards the service.
                upstream.transport.abort()
            else:
                await upstream.close(1000 if code in UNSENDABLE else code, message.get("reason") or "")
            return


async def _service_to_client(upstream: ClientConnection, send: Send) -> None:
    try:
        async for frame in upstream:
            if isinstance(frame, str):
                await send({"type": "websocket.send", "text": frame})
            else:
                await send({"type": "websocket.send", "bytes": frame})
    except ConnectionClosed:
        pass
    received = upstream.protocol.close_rcvd
    if received is None:
        return  # the service dropped the connection: returning without a close frame drops the client's too
    code = received.code
    await send({"type": "websocket.close", "code": 1000 if code in UNSENDABLE else code,
                "reason": received.reason})

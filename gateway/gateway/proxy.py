"""Forward one request to its service over a pooled aiohttp client, streaming the request's body and a large answer
(a small answer of known length leaves whole, in one write).

aiohttp, not httpx: on this 2-core machine it proxied ~5x the requests/s at 50 connections with a far
lower p99 (see the gateway-overhead figure of `make bench`).
"""

import asyncio
import logging
import string
from dataclasses import dataclass
from types import SimpleNamespace
from urllib.parse import quote_from_bytes

import aiohttp
import yarl
from starlette.types import Receive, Scope, Send

from gateway.request_body import TOO_LARGE_MESSAGE, BodyTooLarge, RequestBody
from gateway.responses import send_error
from gateway.security import security_headers

logger = logging.getLogger("ringbook.gateway.proxy")

HOP_BY_HOP = {
    b"connection", b"keep-alive", b"proxy-authenticate", b"proxy-authorization", b"te", b"trailer",
    b"transfer-encoding", b"upgrade", b"host", b"content-length",
}
# Client-supplied values of these would let a caller pose as someone else.
NEVER_FROM_CLIENT = {b"x-ringbook-principal", b"x-admin-token", b"x-forwarded-for", b"x-forwarded-host",
                     b"x-forwarded-proto", b"x-request-id"}
# Sending one of these twice has the effect of sending it once (RFC 9110 §9.2.2).
IDEMPOTENT = {"GET", "HEAD", "OPTIONS", "PUT", "DELETE"}
_QUERY_KEPT = string.punctuation.replace("#", "")
# Bodies pass through as they came, and no header the client did not send is added.
_SKIP_AUTO_HEADERS = ("User-Agent", "Accept-Encoding")
# Every forward runs under its route's own deadline (asyncio.timeout), so aiohttp keeps no timers of its own.
_NO_TIMEOUTS = aiohttp.ClientTimeout(total=None, connect=None, sock_connect=None, sock_read=None)
# An answer of known length up to this size leaves in one write, with its Content-Length; a larger one, or one of
# unknown length, is streamed as it arrives.
WHOLE_BODY_BYTES = 65_536
# The gateway's own server adds these to every answer; the service's copies would make each appear twice.
SERVER_SUPPLIED = {b"date", b"server"}
# Answers that have no body whatever their Content-Length says (RFC 9110 §6.4.1).
_BODILESS = {204, 304}


async def _note_reuse(_session: aiohttp.ClientSession, context: SimpleNamespace,
                      _params: aiohttp.TraceConnectionReuseconnParams) -> None:
    if context.trace_request_ctx is not None:
        context.trace_request_ctx.reused = True


class Upstreams:
    def __init__(self, connections: int, keepalive_seconds: float) -> None:
        self.connections = connections
        self.keepalive_seconds = keepalive_seconds
        self.session: aiohttp.ClientSession | None = None
        self.fresh: aiohttp.ClientSession | None = None

    async def start(self) -> None:
        reuse = aiohttp.TraceConfig()
        reuse.on_connection_reuseconn.append(_note_reuse)
        connector = aiohttp.TCPConnector(limit=self.connections, limit_per_host=self.connections,
                                         keepalive_timeout=self.keepalive_seconds, ttl_dns_cache=300)
        # No cookies kept: a Set-Cookie is the browser's, and one kept here would ride along on other people's
        # requests to the same service.
        self.session = aiohttp.ClientSession(connector=connector, trace_configs=[reuse], auto_decompress=False,
                                             skip_auto_headers=_SKIP_AUTO_HEADERS, timeout=_NO_TIMEOUTS,
                                             cookie_jar=aiohttp.DummyCookieJar())
        # A second attempt goes out on a connection of its own, never on another one the pool kept.
        self.fresh = aiohttp.ClientSession(connector=aiohttp.TCPConnector(force_close=True), auto_decompress=False,
                                           skip_auto_headers=_SKIP_AUTO_HEADERS, timeout=_NO_TIMEOUTS,
                                           cookie_jar=aiohttp.DummyCookieJar())

    def pools(self) -> tuple[aiohttp.ClientSession, aiohttp.ClientSession]:
        """The pooled session and the one for second attempts; there are none before `start`."""
        if self.session is None or self.fresh is None:
            raise RuntimeError("the upstream sessions exist once the gateway has started")
        return self.session, self.fresh

    async def close(self) -> None:
        for session in (self.session, self.fresh):
            if session:
                await session.close()


@dataclass
class _Exchange:
    method: str
    url: yarl.URL
    headers: list[tuple[str, str]]
    body: RequestBody | None
    base_url: str
    is_dev: bool
    answered: bool = False          # the service's status and headers arrived: the request reached it
    response_started: bool = False  # ours left for the client


async def forward(upstreams: Upstreams, scope: Scope, receive: Receive, send: Send, *, base_url: str, service: str,
                  extra_headers: list[tuple[str, str]], keep_cookies: bool, timeout: float,
                  max_body: int, request_id: str, is_dev: bool) -> int:
    headers, content_length = _request_headers(scope, keep_cookies)
    if content_length is not None and content_length > max_body:
        await send_error(send, 413, TOO_LARGE_MESSAGE, request_id=request_id, is_dev=is_dev)
        return 413
    method = scope["method"]
    has_body = method not in ("GET", "HEAD", "OPTIONS", "DELETE") or content_length
    body = RequestBody(receive, max_body, keep=method in IDEMPOTENT) if has_body else None
    exchange = _Exchange(method, _upstream_url(base_url, scope), [*headers, *extra_headers], body, base_url, is_dev)
    try:
        async with asyncio.timeout(timeout):
            return await _relay_with_one_retry(upstreams, exchange, send, service)
    except (BodyTooLarge, TimeoutError, aiohttp.ClientError) as exc:
        status, message = _failure(exc, body, service)
    if exchange.response_started:
        # Headers already left: the only honest thing is to cut the response short.
        await send({"type": "http.response.body", "body": b""})
        return status
    await send_error(send, status, message, request_id=request_id, is_dev=is_dev)
    return status


def _request_headers(scope: Scope, keep_cookies: bool) -> tuple[list[tuple[str, str]], int | None]:
    headers: list[tuple[str, str]] = []
    content_length = None
    for name, value in scope["headers"]:
        if name == b"content-length":
            content_length = int(value) if value.isdigit() else None
        if name in HOP_BY_HOP or name in NEVER_FROM_CLIENT or (name == b"cookie" and not keep_cookies):
            continue
        headers.append((name.decode("latin-1"), value.decode("latin-1")))
    if content_length is not None:
        headers.append(("Content-Length", str(content_length)))
    return headers, content_length


def _upstream_url(base_url: str, scope: Scope) -> yarl.URL:
    """Exactly the path the gateway judged (already normalised and encoded): the client may not tidy it again."""
    url = base_url + scope["raw_path"].decode("ascii")
    if scope.get("query_string"):
        url += "?" + quote_from_bytes(scope["query_string"], safe=_QUERY_KEPT)
    return yarl.URL(url, encoded=True)


async def _relay_with_one_retry(upstreams: Upstreams, exchange: _Exchange, send: Send, service: str) -> int:
    pooled, fresh = upstreams.pools()
    attempt = SimpleNamespace(reused=False)
    try:
        return await _relay(pooled, exchange, send, attempt)
    except (aiohttp.ServerDisconnectedError, aiohttp.ClientOSError) as exc:
        if not _worth_another_attempt(exc, exchange, attempt):
            raise
    # A kept-alive connection the service had already closed, before any answer: the request never reached it.
    logger.info("%s closed a kept-alive connection; sending again on a new one", service)
    return await _relay(fresh, exchange, send, SimpleNamespace(reused=False))


def _worth_another_attempt(exc: Exception, exchange: _Exchange, attempt: SimpleNamespace) -> bool:
    return (not isinstance(exc, aiohttp.ClientConnectorError) and attempt.reused and not exchange.answered
            and (exchange.body is None or exchange.body.replayable))


async def _relay(session: aiohttp.ClientSession, exchange: _Exchange, send: Send, attempt: SimpleNamespace) -> int:
    async with session.request(
        exchange.method, exchange.url, headers=exchange.headers,
        data=exchange.body.stream() if exchange.body else None,
        allow_redirects=False, compress=False, trace_request_ctx=attempt,
    ) as response:
        exchange.answered = True
        if _whole_body(response, exchange):
            # Read before anything leaves: an answer cut short becomes a clear 502, not a truncated body.
            body = await response.read()
            await send({"type": "http.response.start", "status": response.status,
                        "headers": _response_headers(response, exchange, len(body))})
            exchange.response_started = True
            await send({"type": "http.response.body", "body": body})
            return response.status
        await send({"type": "http.response.start", "status": response.status,
                    "headers": _response_headers(response, exchange, None)})
        exchange.response_started = True
        async for chunk in response.content.iter_any():
            await send({"type": "http.response.body", "body": chunk, "more_body": True})
        await send({"type": "http.response.body", "body": b""})
        return response.status


def _whole_body(response: aiohttp.ClientResponse, exchange: _Exchange) -> bool:
    """Whether the answer has a body of a small length the service stated (else it is streamed as it comes)."""
    length = response.content_length
    return (length is not None and length <= WHOLE_BODY_BYTES and exchange.method != "HEAD"
            and response.status not in _BODILESS and "Transfer-Encoding" not in response.headers)


def _response_headers(response: aiohttp.ClientResponse, exchange: _Exchange,
                      length: int | None) -> list[tuple[bytes, bytes]]:
    headers = [(b"content-length", str(length).encode())] if length is not None else []
    for name, value in response.raw_headers:
        name = name.lower()
        if name in HOP_BY_HOP or name in SERVER_SUPPLIED:
            continue
        if name == b"location":
            value = _public_location(value, exchange.base_url.encode("latin-1"))
        headers.append((name, value))
    headers.extend(security_headers(exchange.is_dev))
    return headers


def _public_location(location: bytes, base_url: bytes) -> bytes:
    """A redirect to the service's own address would send the browser to an internal one: it leaves as a path."""
    if location == base_url or location.startswith((base_url + b"/", base_url + b"?")):
        return location[len(base_url):] or b"/"
    return location


def _failure(exc: Exception, body: RequestBody | None, service: str) -> tuple[int, str]:
    if body is not None and body.too_large:
        return 413, TOO_LARGE_MESSAGE
    if isinstance(exc, TimeoutError):
        return 504, f"The {service} service took too long to answer. Please try again."
    if isinstance(exc, aiohttp.ClientConnectorError):
        return 503, f"The {service} service is unavailable right now. Please try again shortly."
    logger.warning("bad answer from %s: %s", service, type(exc).__name__)
    return 502, f"The {service} service gave a bad answer. Please try again."

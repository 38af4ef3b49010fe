"""Forward one request to its service over a pooled aiohttp client, streaming both bodies.

aiohttp, not httpx: on this 2-core machine it proxied ~5x the requests/s at 50 connections with a far
lower p99 (see the gateway-overhead figure of `make bench`).
"""

import asyncio
import logging

import aiohttp
from starlette.types import Receive, Send

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


class BodyTooLarge(Exception):
    pass


class Upstreams:
    def __init__(self, connections: int) -> None:
        self.connections = connections
        self.session: aiohttp.ClientSession | None = None

    async def start(self) -> None:
        connector = aiohttp.TCPConnector(limit=self.connections, limit_per_host=self.connections,
                                         keepalive_timeout=30, ttl_dns_cache=300)
        self.session = aiohttp.ClientSession(connector=connector, auto_decompress=False,
                                             skip_auto_headers=("User-Agent", "Accept-Encoding"))

    async def close(self) -> None:
        if self.session:
            await self.session.close()


async def _body(receive: Receive, limit: int):
    received = 0
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            return
        chunk = message.get("body", b"")
        received += len(chunk)
        if received > limit:
            raise BodyTooLarge()
        if chunk:
            yield chunk
        if not message.get("more_body", False):
            return


async def forward(upstreams: Upstreams, scope, receive: Receive, send: Send, *, base_url: str, service: str,
                  extra_headers: list[tuple[str, str]], keep_cookies: bool, timeout: float,
                  max_body: int, request_id: str, is_dev: bool) -> int:
    headers: list[tuple[str, str]] = []
    content_length = None
    for name, value in scope["headers"]:
        if name == b"content-length":
            content_length = int(value) if value.isdigit() else None
        if name in HOP_BY_HOP or name in NEVER_FROM_CLIENT or (name == b"cookie" and not keep_cookies):
            continue
        headers.append((name.decode("latin-1"), value.decode("latin-1")))
    if content_length is not None and content_length > max_body:
        await send_error(send, 413, "That request is too large", request_id=request_id, is_dev=is_dev)
        return 413
    if content_length is not None:
        headers.append(("Content-Length", str(content_length)))
    headers.extend(extra_headers)
    url = base_url + scope["raw_path"].decode("latin-1")
    if scope.get("query_string"):
        url += "?" + scope["query_string"].decode("latin-1")
    method = scope["method"]
    has_body = method not in ("GET", "HEAD", "OPTIONS", "DELETE") or content_length
    started = False
    try:
        async with asyncio.timeout(timeout):
            async with upstreams.session.request(
                method, url, headers=headers, data=_body(receive, max_body) if has_body else None,
                allow_redirects=False, compress=False,
            ) as response:
                response_headers = [
                    (name.lower(), value) for name, value in response.raw_headers
                    if name.lower() not in HOP_BY_HOP
                ]
                response_headers.extend(security_headers(is_dev))
                await send({"type": "http.response.start", "status": response.status, "headers": response_headers})
                started = True
                async for chunk in response.content.iter_any():
                    await send({"type": "http.response.body", "body": chunk, "more_body": True})
                await send({"type": "http.response.body", "body": b""})
                return response.status
    except BodyTooLarge:
        status, message = 413, "That request is too large"
    except TimeoutError:
        status, message = 504, f"The {service} service took too long to answer. Please try again."
    except aiohttp.ClientConnectorError:
        status, message = 503, f"The {service} service is unavailable right now. Please try again shortly."
    except aiohttp.ClientError as exc:
        logger.warning("bad answer from %s: %s", service, type(exc).__name__)
        status, message = 502, f"The {service} service gave a bad answer. Please try again."
    if started:
        # Headers already left: the only honest thing is to cut the response short.
        await send({"type": "http.response.body", "body": b""})
        return status
    await send_error(send, status, message, request_id=request_id, is_dev=is_dev)
    return status

"""A stand-in upstream for the gateway's connection handling: a few lines of HTTP/1.1 on a free port.

- a path with `crash` is answered 500, and then the connection is given up on: the next request that arrives on
  it is dropped unanswered, as when a server closed the connection just as the client reused it;
- a path with `self-redirect` is answered 307 to the upstream's own address;
- a path with `big` is answered 200 with a body of BIG_BODY bytes;
- a path with `sets-cookie` is answered 200 with a session cookie of its own;
- a path with `cut-short` is answered 200 with a Content-Length the body falls short of, and the connection closed;
- anything else is answered 200, keeping the connection alive.
"""

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass

from gateway.app import Gateway
from gateway.config import Settings
from gateway.routes import SERVICES

BIG_BODY = b"[" + b"0," * 100_000 + b"0]"


@dataclass
class Seen:
    method: str
    path: str
    body: bytes
    cookie: str = ""


class StandInUpstream:
    def __init__(self) -> None:
        self.answered: list[Seen] = []
        self.url = ""
        self._server: asyncio.Server | None = None
        self._waiting = 0
        self._all_in: asyncio.Event | None = None

    async def start(self) -> None:
        self._server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        port = self._server.sockets[0].getsockname()[1]
        self.url = f"http://127.0.0.1:{port}"

    async def stop(self) -> None:
        if self._server is None:
            return
        self._server.close()
        await self._server.wait_closed()

    def expect_together(self, count: int) -> None:
        """Hold the next `count` crash answers until all of them are in: each then has a connection of its own."""
        self._waiting = count
        self._all_in = asyncio.Event()

    async def _together(self) -> None:
        if self._all_in is None:
            return
        self._waiting -= 1
        if self._waiting <= 0:
            self._all_in.set()
        await self._all_in.wait()

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            while True:
                request = await _read_request(reader)
                if "crash" in request.path:
                    await self._together()
                    self.answered.append(request)
                    await _answer(writer, 500, b'{"error":"Something went wrong"}')
                    await reader.readuntil(b"\r\n\r\n")
                    return
                self.answered.append(request)
                if "cut-short" in request.path:
                    writer.write(b"HTTP/1.1 200 X\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{")
                    await writer.drain()
                    return
                if "sets-cookie" in request.path:
                    await _answer(writer, 200, b"{}", set_cookie="rb_session=someone-elses; Path=/; HttpOnly")
                elif "big" in request.path:
                    await _answer(writer, 200, BIG_BODY)
                elif "self-redirect" in request.path:
                    await _answer(writer, 307, b"", location=f"{self.url}/api/contact/elsewhere?x=1")
                else:
                    await _answer(writer, 200, b"{}")
        except (asyncio.IncompleteReadError, ConnectionError):
            return
        finally:
            writer.close()


async def _read_request(reader: asyncio.StreamReader) -> Seen:
    head = (await reader.readuntil(b"\r\n\r\n")).decode("latin-1").split("\r\n")
    method, path, _ = head[0].split(" ", 2)
    headers = {name.strip().lower(): value.strip() for name, value in
               (line.split(":", 1) for line in head[1:] if line)}
    if "content-length" in headers:
        body = await reader.readexactly(int(headers["content-length"]))
    elif headers.get("transfer-encoding") == "chunked":
        body = b""
        while size := int((await reader.readuntil(b"\r\n")).split(b";")[0], 16):
            body += (await reader.readexactly(size + 2))[:-2]
        await reader.readuntil(b"\r\n")
    else:
        body = b""
    return Seen(method, path, body, headers.get("cookie", ""))


async def _answer(writer: asyncio.StreamWriter, status: int, body: bytes, *, location: str = "",
                  set_cookie: str = "") -> None:
    head = [f"HTTP/1.1 {status} X", "Content-Type: application/json", f"Content-Length: {len(body)}"]
    if location:
        head.append(f"Location: {location}")
    if set_cookie:
        head.append(f"Set-Cookie: {set_cookie}")
    writer.write(("\r\n".join(head) + "\r\n\r\n").encode() + body)
    await writer.drain()


@asynccontextmanager
async def stand_in_upstream() -> AsyncIterator[StandInUpstream]:
    server = StandInUpstream()
    await server.start()
    try:
        yield server
    finally:
        await server.stop()


@asynccontextmanager
async def gateway_in_front_of(stack, upstream: StandInUpstream, **settings) -> AsyncIterator[Gateway]:
    """A gateway in-process whose leads routes go to the stand-in upstream (the other services are the stack's)."""
    env = stack.gateway_env()
    urls = {f"{s}_url": env[f"GATEWAY_{s.upper()}_URL"] for s in SERVICES}
    app = Gateway(Settings(**{**urls, "leads_url": upstream.url}, nats_url=stack.nats_url,
                           internal_private_key_file=env["GATEWAY_INTERNAL_PRIVATE_KEY_FILE"],
                           admin_token_file=env["GATEWAY_ADMIN_TOKEN_FILE"], env="dev", **settings))
    await app.startup()
    try:
        yield app
    finally:
        await app.shutdown()

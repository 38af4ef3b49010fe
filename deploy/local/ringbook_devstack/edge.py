"""The edge of a cell deployment (deploy/cells.md): the one public host of the portal and the public site in front
of several cells, each a whole product (gateway, services, NATS, PostgreSQL). It sends each request to one cell:

- a signed-in browser's to the cell its `rb_cell` cookie names; the cookie is set here when a cell's identity
  service sets the session cookie, and is bound to that session, so it cannot be copied onto another one;
- sign-up, sign-in, codes and password resets (no session yet) to the cell the directory holds for the address in
  the body; a new address is placed in the least-full open cell first;
- an operator's request to the cell named by `x-ringbook-cell` (the console asks each cell in turn);
- anything else (the public site, a stale or forged cookie) to the home cell, the first one listed.

The voice provider never comes through here: each agent is provisioned with its own cell's host for its webhooks
and its custom-LLM socket, so a call stays in its cell. `python -m ringbook_devstack.edge` serves it.
"""

import asyncio
import hashlib
import hmac
import json
import logging
import re
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from http.cookies import CookieError, SimpleCookie
from pathlib import Path

import aiohttp
import uvicorn
from pydantic_settings import BaseSettings, SettingsConfigDict
from starlette.types import Message, Receive, Scope, Send

from ringbook_devstack.directory import Directory, NoRoom

logger = logging.getLogger("ringbook.edge")

CELL_NAME = re.compile(r"[a-z0-9][a-z0-9-]{0,62}")
BY_EMAIL = frozenset({"/auth/register", "/auth/verify-email", "/auth/resend-code", "/auth/login",
                      "/auth/forgot-password", "/auth/reset-password"})
SIGN_UP = "/auth/register"
OPERATOR_PREFIX = "/api/admin/"
CELL_HEADER = b"x-ringbook-cell"
HOP_BY_HOP = {b"connection", b"keep-alive", b"proxy-authenticate", b"proxy-authorization", b"te", b"trailer",
              b"transfer-encoding", b"upgrade", b"content-length", b"x-forwarded-for", b"x-forwarded-proto",
              b"x-forwarded-host"}
# The edge's own server writes these on every answer.
NOT_FROM_CELL = HOP_BY_HOP | {b"date", b"server"}


class Settings(BaseSettings):
    """Edge settings (`EDGE_` prefix)."""

    model_config = SettingsConfigDict(env_prefix="EDGE_", extra="ignore")

    # name=origin pairs, comma-separated, e.g. "cell-a=http://10.0.1.10:8000,cell-b=http://10.0.2.10:8000";
    # the first is the home cell.
    cells: str = ""
    directory_file: Path = Path(".data/edge/directory.sqlite3")
    # The HMAC key binding a cell cookie to its session.
    cell_key: str = ""
    cell_key_file: Path | None = None
    cell_capacity: int = 5000          # accounts a cell takes before it is closed to new sign-ups
    session_cookie: str = "rb_session"
    cell_cookie: str = "rb_cell"
    secure_cookies: bool = True
    max_body_bytes: int = 1_048_576
    timeout_seconds: float = 60.0
    host: str = "127.0.0.1"
    port: int = 8000

    def cell_origins(self) -> dict[str, str]:
        origins: dict[str, str] = {}
        for pair in filter(None, (part.strip() for part in self.cells.split(","))):
            name, _, origin = pair.partition("=")
            if not CELL_NAME.fullmatch(name.strip()) or not origin.strip().startswith(("http://", "https://")):
                raise ValueError(f"EDGE_CELLS: {pair!r} is not name=http(s)://origin")
            origins[name.strip()] = origin.strip().rstrip("/")
        if not origins:
            raise ValueError("EDGE_CELLS names no cell")
        return origins

    def key(self) -> bytes:
        key = self.cell_key or (self.cell_key_file.read_text().strip() if self.cell_key_file else "")
        if len(key) < 32:
            raise ValueError("the edge needs a cell key of at least 32 characters (EDGE_CELL_KEY or _FILE)")
        return key.encode()


class CellCookies:
    """`<cell>.<mac>`: the cell, and an HMAC of it with the session token it was issued for."""

    def __init__(self, key: bytes) -> None:
        self.key = key

    def _mac(self, cell: str, session: str) -> str:
        return hmac.new(self.key, f"{cell}\n{session}".encode(), hashlib.sha256).hexdigest()[:32]

    def issue(self, cell: str, session: str) -> str:
        return f"{cell}.{self._mac(cell, session)}"

    def cell(self, value: str, session: str) -> str | None:
        """The cell the cookie names, if it was issued here for this session."""
        cell, _, mac = value.partition(".")
        if not session or not CELL_NAME.fullmatch(cell) or not hmac.compare_digest(mac, self._mac(cell, session)):
            return None
        return cell


@dataclass
class Route:
    cell: str
    placed_email: str | None = None   # a sign-up placed in `cell` by this request
    stale_cookie: bool = False        # a cell cookie that names no cell for this session: cleared in the answer


class Refused(Exception):
    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status, self.message = status, message


def _headers(scope: Scope) -> list[tuple[bytes, bytes]]:
    headers: list[tuple[bytes, bytes]] = scope["headers"]
    return headers


def _cookies(scope: Scope) -> dict[str, str]:
    found: dict[str, str] = {}
    for name, value in _headers(scope):
        if name == b"cookie":
            jar: SimpleCookie = SimpleCookie()
            try:
                jar.load(value.decode("latin-1"))
            except CookieError:
                continue
            found.update({key: morsel.value for key, morsel in jar.items()})
    return found


def _email(body: bytes) -> str | None:
    try:
        parsed = json.loads(body)
    except ValueError:
        return None
    email = parsed.get("email") if isinstance(parsed, dict) else None
    return email.strip().lower() if isinstance(email, str) and email.strip() else None


def _session_change(set_cookies: Iterable[str], name: str) -> tuple[str, str] | None:
    """The session cookie a cell's answer sets, as (token, max-age); ("", "") when it clears it; None: untouched."""
    for header in set_cookies:
        jar: SimpleCookie = SimpleCookie()
        try:
            jar.load(header)
        except CookieError:
            continue
        morsel = jar.get(name)
        if morsel is None:
            continue
        if not morsel.value or morsel["max-age"] in ("0", "-1"):
            return "", ""
        return morsel.value, str(morsel["max-age"])
    return None


class Edge:
    """The ASGI app."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.cells = settings.cell_origins()
        self.home = next(iter(self.cells))
        self.cookies = CellCookies(settings.key())
        self.directory = Directory(settings.directory_file)
        self.client: aiohttp.ClientSession | None = None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "lifespan":
            await self._lifespan(receive, send)
        elif scope["type"] == "websocket":
            # No socket crosses the edge: a call's socket is opened at its own cell's host.
            await send({"type": "websocket.close", "code": 1008})
        else:
            await self._http(scope, receive, send)

    async def _lifespan(self, receive: Receive, send: Send) -> None:
        while True:
            message = await receive()
            if message["type"] == "lifespan.startup":
                self.client = aiohttp.ClientSession(
                    auto_decompress=False, skip_auto_headers=("User-Agent", "Accept-Encoding"),
                    timeout=aiohttp.ClientTimeout(total=self.settings.timeout_seconds))
                await send({"type": "lifespan.startup.complete"})
            elif message["type"] == "lifespan.shutdown":
                if self.client is not None:
                    await self.client.close()
                await send({"type": "lifespan.shutdown.complete"})
                return

    # ---- which cell -------------------------------------------------------------------------------------

    async def route(self, scope: Scope, body: bytes) -> Route:
        path: str = scope["path"]
        if scope["method"] == "POST" and path in BY_EMAIL and (email := _email(body)):
            if path == SIGN_UP:
                try:
                    cell, placed = await asyncio.to_thread(self.directory.place, email, list(self.cells),
                                                           capacity=self.settings.cell_capacity)
                except NoRoom:
                    raise Refused(503, "Sign-ups are paused for a moment. Please try again later.") from None
                return Route(cell, placed_email=email if placed else None)
            known = await asyncio.to_thread(self.directory.cell_of, email)
            return Route(known if known in self.cells else self.home)
        if path.startswith(OPERATOR_PREFIX):
            named = dict(_headers(scope)).get(CELL_HEADER, b"").decode("latin-1").strip()
            if named:
                if named not in self.cells:
                    raise Refused(404, f"There is no cell {named}")
                return Route(named)
        cookies = _cookies(scope)
        value = cookies.get(self.settings.cell_cookie)
        if value is None:
            return Route(self.home)
        named_cell = self.cookies.cell(value, cookies.get(self.settings.session_cookie, ""))
        if named_cell is None or named_cell not in self.cells:
            return Route(self.home, stale_cookie=True)
        return Route(named_cell)

    # ---- forwarding -------------------------------------------------------------------------------------

    async def _http(self, scope: Scope, receive: Receive, send: Send) -> None:
        body = await self._body(receive)
        if body is None:
            await self._error(send, 413, "The request is too large")
            return
        try:
            route = await self.route(scope, body)
        except Refused as refused:
            await self._error(send, refused.status, refused.message)
            return
        try:
            status, headers, answer = await self._forward(route.cell, scope, body)
        except TimeoutError:
            await self._error(send, 504, "The service took too long to answer. Please try again.")
            return
        except aiohttp.ClientError:
            await self._error(send, 503, "The service is unavailable right now. Please try again shortly.")
            return
        if route.placed_email and status >= 300:
            await asyncio.to_thread(self.directory.forget, route.placed_email, route.cell)
        headers += self._cell_cookie(route, headers)
        headers.append((b"content-length", str(len(answer)).encode()))
        await send({"type": "http.response.start", "status": status, "headers": headers})
        await send({"type": "http.response.body", "body": answer})

    async def _body(self, receive: Receive) -> bytes | None:
        chunks, size = [], 0
        while True:
            message: Message = await receive()
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > self.settings.max_body_bytes:
                return None
            chunks.append(chunk)
            if not message.get("more_body"):
                return b"".join(chunks)

    async def _forward(self, cell: str, scope: Scope, body: bytes) -> tuple[int, list[tuple[bytes, bytes]], bytes]:
        if self.client is None:
            raise RuntimeError("the edge's client exists once it has started")
        query = scope.get("query_string", b"").decode("latin-1")
        url = f"{self.cells[cell]}{scope.get('raw_path', scope['path'].encode()).decode('latin-1')}"
        client = scope.get("client")
        forwarded_for = [value.decode("latin-1") for name, value in _headers(scope) if name == b"x-forwarded-for"]
        headers = [(name.decode("latin-1"), value.decode("latin-1")) for name, value in _headers(scope)
                   if name not in HOP_BY_HOP]
        # Host is kept as the browser sent it: the cell's gateway checks a state change's Origin against it.
        headers += [("X-Forwarded-For", ", ".join([*forwarded_for, client[0] if client else "unknown"])),
                    ("X-Forwarded-Proto", scope.get("scheme", "http"))]
        async with self.client.request(scope["method"], url + (f"?{query}" if query else ""), headers=headers,
                                       data=body or None, allow_redirects=False) as response:
            answer = await response.read()
            kept = [(name, value) for name, value in response.raw_headers if name.lower() not in NOT_FROM_CELL]
            return response.status, kept, answer

    def _cell_cookie(self, route: Route, headers: list[tuple[bytes, bytes]]) -> list[tuple[bytes, bytes]]:
        """The cell cookie to set beside the session a cell just set (for that cell and session), or to clear
        when the session was cleared or the cookie was stale."""
        set_cookies = [value.decode("latin-1") for name, value in headers if name.lower() == b"set-cookie"]
        change = _session_change(set_cookies, self.settings.session_cookie)
        attributes = "Path=/; HttpOnly; SameSite=Lax" + ("; Secure" if self.settings.secure_cookies else "")
        name = self.settings.cell_cookie
        if change is not None and change[0]:
            session, max_age = change
            value = self.cookies.issue(route.cell, session)
            return [(b"set-cookie", f"{name}={value}; {attributes}{f'; Max-Age={max_age}' if max_age else ''}"
                     .encode())]
        if change is not None or route.stale_cookie:
            return [(b"set-cookie", f"{name}=; {attributes}; Max-Age=0".encode())]
        return []

    async def _error(self, send: Send, status: int, message: str) -> None:
        body = json.dumps({"error": message}).encode()
        await send({"type": "http.response.start", "status": status, "headers": [
            (b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]})
        await send({"type": "http.response.body", "body": body})


def create_app() -> Edge:
    return Edge(Settings())


def main() -> int:
    settings = Settings()
    logging.basicConfig(level=logging.INFO, format="%(name)s %(levelname)s %(message)s")
    try:
        app = Edge(settings)
    except ValueError as problem:
        print(f"edge: {problem}", file=sys.stderr)
        return 2
    # The client's address is the connection's: the edge appends it to X-Forwarded-For for the cells.
    uvicorn.run(app, host=settings.host, port=settings.port, log_level="warning", access_log=False,
                proxy_headers=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())

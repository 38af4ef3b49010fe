"""The gateway: one origin for the three web apps and every service's API.

Per request: the path read once (refused when it has no single reading), security headers, request id, body-size
limit, rate limit, origin check for cookie-carrying state changes, session or operator-token resolution into a
signed internal token, then the proxy or a built web page. A WebSocket is upgraded only on the voice provider's
call socket, and passed through to its service (gateway.sockets).
"""

import asyncio
import contextlib
import gc
import logging
import os
import time
from collections.abc import Callable
from urllib.parse import quote, urlsplit

from starlette.types import Message, Receive, Scope, Send

from gateway import dev_outbox, health, sockets
from gateway.admin_tokens import AdminTokens
from gateway.config import Settings
from gateway.cookies import read_cookie
from gateway.paths import REFUSED_MESSAGE, UnsafePath, normalise
from gateway.principal_tokens import PrincipalTokens
from gateway.proxy import Upstreams, forward
from gateway.rate_limit import RateLimiter, retry_after
from gateway.responses import Reply, send_error, send_json
from gateway.routes import Access, Limit, Route, route_for, socket_route_for
from gateway.schemas import Status
from gateway.sessions import LOGOUT_PATH, SessionResolver
from gateway.static import WebApps, send_file, wants_html
from ringbook_common import clock
from ringbook_common.auth import HEADER as PRINCIPAL_HEADER
from ringbook_common.auth import ROLE_OPERATOR, Principal, TokenSigner
from ringbook_common.bus.connection import Bus
from ringbook_common.errors import ServiceError
from ringbook_common.logging import configure_logging, loggable_path, request_id_var

logger = logging.getLogger("ringbook.gateway")

STATE_CHANGING = {"POST", "PUT", "PATCH", "DELETE"}
LIVENESS_PATH_PREFIX = "/_services/"


class Gateway:
    def __init__(self, settings: Settings | None = None) -> None:
        self.settings = settings or Settings()
        self.upstreams = Upstreams(self.settings.upstream_connections, self.settings.upstream_keepalive_seconds)
        self.web = WebApps(self.settings.web_root)
        self.admin_tokens = AdminTokens.from_settings(self.settings)
        self.limiters = {
            Limit.AUTH: RateLimiter(self.settings.auth_rate_per_minute),
            Limit.FORMS: RateLimiter(self.settings.forms_rate_per_minute),
        }
        self.operator_limiter = RateLimiter(self.settings.operator_rate_per_minute)
        self.bus = Bus(self.settings.nats_url, name="gateway")
        self.sessions = SessionResolver(self.bus, cache_seconds=self.settings.session_cache_seconds)
        self.tokens: PrincipalTokens | None = None
        self._session_task: asyncio.Task[None] | None = None
        self.extra_origins = {o.strip().rstrip("/") for o in self.settings.public_origins.split(",") if o.strip()}

    # ---- lifecycle -------------------------------------------------------------------------------------

    async def startup(self) -> None:
        configure_logging("gateway", self.settings.log_level)
        self.tokens = PrincipalTokens(TokenSigner(self.settings.private_key_pem()))
        await self.upstreams.start()
        await self.bus.start()
        self._session_task = asyncio.create_task(self.sessions.start())
        gc.collect()
        gc.freeze()  # as the services do: long-lived startup objects stay out of full collections
        logger.info("gateway started")

    async def shutdown(self) -> None:
        if self._session_task:
            self._session_task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._session_task
        await self.upstreams.close()
        await self.bus.close()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "lifespan":
            await self._lifespan(receive, send)
            return
        if scope["type"] == "websocket":
            await self._socket(scope, receive, send)
            return
        if scope["type"] != "http":
            return
        request_id = _request_id()
        token = request_id_var.set(request_id)
        started = time.perf_counter()
        path: str | None
        try:
            scope = _with_normal_path(scope)
        except UnsafePath:
            await send_error(send, 400, REFUSED_MESSAGE, request_id=request_id, is_dev=self.settings.is_dev)
            path, status = None, 400
        else:
            path, status = scope["path"], await self._handle(scope, receive, send, request_id)
        if logger.isEnabledFor(logging.INFO):
            _log_request(scope["method"], path, status, started)
        request_id_var.reset(token)

    async def _lifespan(self, receive: Receive, send: Send) -> None:
        while True:
            message = await receive()
            if message["type"] == "lifespan.startup":
                try:
                    await self.startup()
                except Exception as exc:
                    logger.exception("gateway failed to start")
                    await send({"type": "lifespan.startup.failed", "message": str(exc)})
                    return
                await send({"type": "lifespan.startup.complete"})
            elif message["type"] == "lifespan.shutdown":
                await self.shutdown()
                await send({"type": "lifespan.shutdown.complete"})
                return

    async def _socket(self, scope: Scope, receive: Receive, send: Send) -> None:
        """A WebSocket upgrade: only a socket route's path is upgradable, judged on the path read once."""
        request_id = _request_id()
        token = request_id_var.set(request_id)
        dev = self.settings.is_dev
        try:
            scope = _with_normal_path(scope)
        except UnsafePath:
            await sockets.refuse_json(send, scope, 400, REFUSED_MESSAGE, is_dev=dev)
            logger.info("WEBSOCKET [unreadable path] 400", extra={"status": 400})
            request_id_var.reset(token)
            return
        route = socket_route_for(scope["path"])
        if route is None:
            await sockets.refuse_json(send, scope, 404, "Not found", is_dev=dev)
            status = 404
        else:
            status = await sockets.pass_through(
                scope, receive, send, base_url=self.settings.upstream(route.service), service=route.service,
                extra_headers=[("x-request-id", request_id), ("x-forwarded-for", self._client_ip(scope))],
                open_timeout=self.settings.socket_open_timeout_seconds, is_dev=dev)
        logger.info("WEBSOCKET %s %s", sockets.loggable(scope["path"]), status, extra={"status": status})
        request_id_var.reset(token)

    # ---- dispatch --------------------------------------------------------------------------------------

    async def _handle(self, scope: Scope, receive: Receive, send: Send, request_id: str) -> int:
        path, method = scope["path"], scope["method"]
        dev = self.settings.is_dev
        reply: Reply = {"request_id": request_id, "is_dev": dev}
        if path == "/healthz" and method in ("GET", "HEAD"):
            status, body = await health.check(self.upstreams.pools()[0], self.settings.upstreams(),
                                              timeout=self.settings.health_timeout_seconds,
                                              gateway_nats_ok=self.bus.connected)
            await send_json(send, status, body.model_dump(), **reply)
            return status
        if path == "/livez" and method in ("GET", "HEAD"):
            await send_json(send, 200, Status(status="ok").model_dump(), **reply)
            return 200
        if path == "/readyz" and method in ("GET", "HEAD"):
            # Ready to serve pages and route calls: the web apps are built and the bus (sessions) is up.
            ready = self.bus.connected and self.web.page("/") is not None
            answer = Status(status="ok" if ready else "not ready")
            await send_json(send, 200 if ready else 503, answer.model_dump(), **reply)
            return 200 if ready else 503
        if path == "/dev/outbox" and dev and method == "GET":
            await send_json(send, 200, dev_outbox.read(self.settings.dev_outbox_file, scope["query_string"]),
                            **reply)
            return 200
        if path.startswith(LIVENESS_PATH_PREFIX) and method == "GET":
            return await self._service_liveness(scope, receive, send, request_id)
        route = route_for(path)
        if route is not None:
            return await self._proxy(route, scope, receive, send, request_id)
        # An API path no service owns is a JSON 404 whatever the method, never a web page.
        if method not in ("GET", "HEAD") or path == "/api" or path.startswith("/api/"):
            await send_error(send, 404, "Not found", **reply)
            return 404
        return await self._web(scope, send)

    async def _service_liveness(self, scope: Scope, receive: Receive, send: Send, request_id: str) -> int:
        """`GET /_services/<name>/livez`: one service's liveness through the gateway (no data, no auth)."""
        parts = scope["path"].split("/")
        service = parts[2] if len(parts) == 4 and parts[3] == "livez" else ""
        if service not in self.settings.upstreams():
            await send_error(send, 404, "Not found", request_id=request_id, is_dev=self.settings.is_dev)
            return 404
        inner = dict(scope, path="/livez", raw_path=b"/livez", query_string=b"")
        return await forward(self.upstreams, inner, receive, send, base_url=self.settings.upstream(service),
                             service=service, extra_headers=[("x-request-id", request_id)], keep_cookies=False,
                             timeout=2.0, max_body=0, request_id=request_id, is_dev=self.settings.is_dev)

    async def _web(self, scope: Scope, send: Send) -> int:
        path, method = scope["path"], scope["method"]
        accept_gzip = any(n == b"accept-encoding" and b"gzip" in v for n, v in scope["headers"])
        file = self.web.find_file(path)
        if file is not None:
            await send_file(send, file, method=method, accept_gzip=accept_gzip, is_dev=self.settings.is_dev)
            return 200
        if wants_html(scope["headers"]) and not path.startswith(("/assets/", "/_portal/", "/_ops/")):
            index = self.web.page(path)
            if index is not None:
                status = self.web.page_status(path)
                await send_file(send, index, method=method, accept_gzip=accept_gzip, is_dev=self.settings.is_dev,
                                status=status)
                return status
            await send_error(send, 503, "The web app is not built yet. Run make dev to build it.",
                             is_dev=self.settings.is_dev)
            return 503
        await send_error(send, 404, "Not found", is_dev=self.settings.is_dev)
        return 404

    # ---- API requests ----------------------------------------------------------------------------------

    def _client_ip(self, scope: Scope) -> str:
        if self.settings.trust_forwarded_for:
            headers: list[tuple[bytes, bytes]] = scope["headers"]
            for name, value in headers:
                if name == b"x-forwarded-for":
                    # The last hop was added by our own load balancer; earlier ones are the client's word.
                    return value.decode("latin-1").split(",")[-1].strip()
        client: tuple[str, int] | None = scope.get("client")
        return client[0] if client else "unknown"

    def _origin_allowed(self, scope: Scope) -> bool:
        headers: dict[bytes, bytes] = dict(scope["headers"])
        origin = headers.get(b"origin", b"").decode("latin-1")
        if not origin or origin == "null":
            referer = headers.get(b"referer", b"").decode("latin-1")
            if not referer:
                return origin != "null"
            parts = urlsplit(referer)
            origin = f"{parts.scheme}://{parts.netloc}"
        host = headers.get(b"host", b"").decode("latin-1")
        scheme = headers.get(b"x-forwarded-proto", scope.get("scheme", "http").encode()).decode("latin-1") \
            if self.settings.trust_forwarded_for else scope.get("scheme", "http")
        return origin.rstrip("/") in {f"{scheme}://{host}", *self.extra_origins}

    def _session_token(self, scope: Scope) -> str | None:
        for name, value in scope["headers"]:
            if name == b"cookie":
                reading = read_cookie(value, self.settings.session_cookie)
                if not reading.readable:
                    return None
                if reading.value:
                    return reading.value
        return None

    def _forgetting_on_sign_out(self, send: Send, session_token: str) -> Send:
        def forget_if_signed_out(status: int) -> None:
            if 200 <= status < 300:
                self.sessions.forget_token(session_token)
        return _sent_after(send, forget_if_signed_out)

    async def _proxy(self, route: Route, scope: Scope, receive: Receive, send: Send, request_id: str) -> int:
        reply: Reply = {"request_id": request_id, "is_dev": self.settings.is_dev}
        ip = self._client_ip(scope)
        limiter = self.limiters.get(route.limit)
        if limiter is not None and scope["method"] in STATE_CHANGING:
            wait = limiter.take(f"{route.prefix}|{ip}")
            if wait:
                seconds = retry_after(wait)
                await send_error(send, 429, f"Too many attempts. Please try again in {seconds} seconds.",
                                 headers=[(b"retry-after", str(seconds).encode())], **reply)
                return 429

        headers: list[tuple[str, str]] = [("x-request-id", request_id), ("x-forwarded-for", ip)]
        principal: Principal | None = None
        if route.access is Access.OPERATOR:
            presented = dict(scope["headers"]).get(b"x-admin-token", b"").decode("latin-1")
            operator = self.admin_tokens.check(presented)
            # Every attempt counts against the operator limit; a wrong token also against sign-in's, which is
            # what stops guessing.
            wait = self.operator_limiter.take(ip) or (
                self.limiters[Limit.AUTH].take(f"admin-token|{ip}") if operator is None and presented else 0.0)
            if wait:
                seconds = retry_after(wait)
                await send_error(send, 429, f"Too many attempts. Please try again in {seconds} seconds.",
                                 headers=[(b"retry-after", str(seconds).encode())], **reply)
                return 429
            if operator is None:
                message = "Admin token required" if not presented else "Invalid admin token"
                await send_error(send, 401, message, **reply)
                return 401
            principal = Principal(subject=operator, role=ROLE_OPERATOR)
        elif route.access is Access.SESSION:
            session_token = self._session_token(scope)
            if session_token is not None:
                if scope["method"] in STATE_CHANGING and not self._origin_allowed(scope):
                    await send_error(send, 403, "This request came from a page we don't trust", **reply)
                    return 403
                if scope["method"] == "POST" and scope["path"] == LOGOUT_PATH:
                    send = self._forgetting_on_sign_out(send, session_token)
                try:
                    principal = await self.sessions.resolve(session_token)
                except ServiceError:
                    await send_error(send, 503, "Signing in is unavailable right now. Please try again shortly.",
                                     **reply)
                    return 503
        if principal is not None:
            if self.tokens is None:
                raise RuntimeError("the gateway signs principals once it has started")
            headers.append((PRINCIPAL_HEADER, self.tokens.token_for(principal)))
        return await forward(
            self.upstreams, scope, receive, send, base_url=self.settings.upstream(route.service),
            service=route.service, extra_headers=headers, keep_cookies=route.service == "identity",
            timeout=route.timeout, max_body=self.settings.max_body_bytes, request_id=request_id,
            is_dev=self.settings.is_dev,
        )


def _sent_after(send: Send, before_start: Callable[[int], None]) -> Send:
    """`send`, with `before_start(status)` called just before the answer's status line leaves."""
    async def sending(message: Message) -> None:
        if message["type"] == "http.response.start":
            before_start(message["status"])
        await send(message)
    return sending


def _log_request(method: str, path: str | None, status: int, started: float) -> None:
    # An unreadable path is not even logged as sent: it may carry a capability token or characters that forge log
    # lines.
    shown = "[unreadable path]" if path is None else loggable_path(path)
    if not shown.startswith(("/assets/", "/_portal/assets/", "/_ops/assets/")):
        logger.info("%s %s %s", method, shown, status,
                    extra={"status": status, "duration_ms": round((time.perf_counter() - started) * 1000, 2)})


def _request_id() -> str:
    # As random as a UUID4's hex and as long, without building the UUID object on every request.
    return os.urandom(16).hex()


def _with_normal_path(scope: Scope) -> Scope:
    """The request as the gateway judges and forwards it: its path read once (see gateway.paths)."""
    path = normalise(scope.get("raw_path") or quote(scope["path"]).encode("ascii"))
    return dict(scope, path=path.decoded, raw_path=path.encoded.encode("ascii"))


def create_app() -> Gateway:
    settings = Settings()
    clock.configure(settings.env)  # the gateway reads no time of day, but refuses a pinned clock like the rest
    return Gateway(settings)

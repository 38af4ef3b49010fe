"""The gateway's WebSocket pass-through, against a real echo upstream: only the call socket's prefix upgrades, the
path and query reach the service as they came, frames and close codes pass both ways, a refusal at the service's
handshake reaches the client as it was, and no `..` or encoded trick reaches another route."""

import asyncio
import json
import socket
import threading
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass, field

import pytest
import uvicorn
from websockets.asyncio.client import connect
from websockets.asyncio.server import ServerConnection, serve
from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.http11 import Response

from gateway.app import Gateway
from gateway.config import Settings
from gateway.sockets import loggable
from receptionist.live.auth import socket_token

SOCKET = "/api/receptionist/retell/llm"
TOKEN = "0f" * 32


@dataclass
class EchoUpstream:
    """A WebSocket server standing in for the receptionist: echoes text and bytes, closes with the code a text
    `close <code> <reason>` asks for, drops the TCP connection on `drop`, and refuses any token but TOKEN with a
    403 and a JSON body, as the service does."""

    url: str = ""
    opened: list[tuple[str, dict[str, str]]] = field(default_factory=list)  # (path with query, headers)
    closed_with: list[int | None] = field(default_factory=list)
    closed: asyncio.Event = field(default_factory=asyncio.Event)

    def refuse_wrong_token(self, connection: ServerConnection, request) -> Response | None:
        self.opened.append((request.path, {name.lower(): value for name, value in request.headers.raw_items()}))
        if not request.path.startswith(f"{SOCKET}/{TOKEN}/"):
            body = json.dumps({"error": "Not allowed"}).encode()
            return Response(403, "Forbidden", Headers([("Content-Type", "application/json"),
                                                       ("Content-Length", str(len(body)))]), body)
        return None

    async def echo(self, connection: ServerConnection) -> None:
        try:
            async for message in connection:
                if message == "drop":
                    connection.transport.abort()
                    return
                if isinstance(message, str) and message.startswith("close "):
                    _, code, reason = message.split(" ", 2)
                    await connection.close(int(code), reason)
                    return
                await connection.send(message)
        except ConnectionClosed:
            pass
        finally:
            received = connection.protocol.close_rcvd
            self.closed_with.append(received.code if received else None)
            self.closed.set()


@asynccontextmanager
async def echo_upstream() -> AsyncIterator[EchoUpstream]:
    upstream = EchoUpstream()
    async with serve(upstream.echo, "127.0.0.1", 0, process_request=upstream.refuse_wrong_token) as server:
        port = server.sockets[0].getsockname()[1]
        upstream.url = f"http://127.0.0.1:{port}"
        yield upstream


@contextmanager
def served(app: Gateway) -> Iterator[str]:
    """The gateway under uvicorn (as `make dev` runs it) on a free loopback port, in a thread of its own."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind(("127.0.0.1", 0))
    server = uvicorn.Server(uvicorn.Config(app, lifespan="off", log_level="warning", access_log=False))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    while not server.started:
        time.sleep(0.01)
    try:
        yield f"ws://127.0.0.1:{sock.getsockname()[1]}"
    finally:
        server.should_exit = True
        thread.join(10)


@pytest.fixture
async def upstream():
    async with echo_upstream() as running:
        yield running


@pytest.fixture
def gateway(upstream):
    # The socket path needs neither the bus nor the signing key: the gateway is not started, only served.
    app = Gateway(Settings(receptionist_url=upstream.url, admin_url=upstream.url, leads_url=upstream.url,
                           env="dev", internal_private_key="unused", socket_open_timeout_seconds=5.0))
    with served(app) as url:
        yield url


async def refused_status(url: str) -> tuple[int, bytes]:
    with pytest.raises(InvalidStatus) as refused:
        async with connect(url, proxy=None):
            pass
    return refused.value.response.status_code, bytes(refused.value.response.body)


class TestPassThrough:
    async def test_text_and_bytes_go_both_ways_on_the_path_and_query_as_they_came(self, gateway, upstream):
        async with connect(f"{gateway}{SOCKET}/{TOKEN}/call_abc123?attempt=2&x=a%20b", proxy=None,
                           additional_headers={"X-Admin-Token": "forged", "Cookie": "rb_session=s"}) as ws:
            await ws.send('{"interaction_type":"ping_pong","timestamp":1}')
            assert await ws.recv() == '{"interaction_type":"ping_pong","timestamp":1}'
            await ws.send(b"\x00\x01")
            assert await ws.recv() == b"\x00\x01"
            long = "é" * 200_000  # a long call's transcript is resent whole on every turn
            await ws.send(long)
            assert await ws.recv() == long
        [(path, headers)] = upstream.opened
        assert path == f"{SOCKET}/{TOKEN}/call_abc123?attempt=2&x=a%20b"
        assert "x-admin-token" not in headers and "cookie" not in headers
        assert headers["x-forwarded-for"] == "127.0.0.1" and headers["x-request-id"]

    async def test_the_services_close_code_and_reason_reach_the_client(self, gateway, upstream):
        async with connect(f"{gateway}{SOCKET}/{TOKEN}/call_1", proxy=None) as ws:
            await ws.send("close 1008 not one of our calls")
            with pytest.raises(ConnectionClosed) as closed:
                await ws.recv()
        assert (closed.value.rcvd.code, closed.value.rcvd.reason) == (1008, "not one of our calls")

    async def test_the_clients_close_code_reaches_the_service(self, gateway, upstream):
        async with connect(f"{gateway}{SOCKET}/{TOKEN}/call_2", proxy=None) as ws:
            await ws.send("hello")
            assert await ws.recv() == "hello"
            await ws.close(4001, "call over")
        await asyncio.wait_for(upstream.closed.wait(), 10)
        assert upstream.closed_with == [4001]

    async def test_a_dropped_service_connection_is_an_abnormal_closure_for_the_client(self, gateway, upstream):
        async with connect(f"{gateway}{SOCKET}/{TOKEN}/call_3", proxy=None) as ws:
            await ws.send("drop")
            with pytest.raises(ConnectionClosed) as closed:
                await ws.recv()
        # No close frame came: the provider reconnects, as it would to the service itself.
        assert closed.value.rcvd is None

    async def test_a_refusal_at_the_services_handshake_reaches_the_client_unaccepted(self, gateway, upstream):
        status, body = await refused_status(f"{gateway}{SOCKET}/wrong-token/call_4")
        assert (status, json.loads(body)) == (403, {"error": "Not allowed"})

    async def test_an_unreachable_service_is_a_503(self, upstream):
        app = Gateway(Settings(receptionist_url="http://127.0.0.1:9", env="dev", internal_private_key="unused"))
        with served(app) as url:
            status, body = await refused_status(f"{url}{SOCKET}/{TOKEN}/call_5")
            assert status == 503 and "receptionist" in json.loads(body)["error"]


class TestOnlyTheCallSocketUpgrades:
    @pytest.mark.parametrize("path", [
        "/api/receptionist/functions/check_availability", "/api/admin/tenants", "/api/contact", "/",
        f"{SOCKET}", f"{SOCKET}/", "/api/receptionist/retell/llmx/a/b",
    ])
    async def test_any_other_path_is_refused_at_the_handshake(self, gateway, upstream, path):
        status, body = await refused_status(f"{gateway}{path}")
        assert (status, json.loads(body)) == (404, {"error": "Not found"})
        assert upstream.opened == []

    @pytest.mark.parametrize(("path", "status"), [
        # A `..` is resolved before the route is judged: it leaves the socket's prefix, so nothing upgrades.
        (f"{SOCKET}/{TOKEN}/../../../admin/tenants", 404),
        (f"{SOCKET}/%2e%2e/%2e%2e/functions/book_appointment", 404),
        # An encoded separator or escape has no single reading, and a `..` above the root none at all.
        (f"{SOCKET}/{TOKEN}%2f..%2f..%2fadmin", 400),
        (f"{SOCKET}/{TOKEN}/%252e%252e/x", 400),
        ("/../../api/receptionist/retell/llm/x/y", 400),
    ])
    async def test_path_tricks_reach_no_other_route(self, gateway, upstream, path, status):
        got, _ = await refused_status(f"{gateway}{path}")
        assert got == status
        assert upstream.opened == []

    async def test_a_dot_segment_inside_the_prefix_is_forwarded_resolved(self, gateway, upstream):
        async with connect(f"{gateway}{SOCKET}/{TOKEN}/./x/../call_6", proxy=None) as ws:
            await ws.send("hi")
            assert await ws.recv() == "hi"
        assert [path for path, _ in upstream.opened] == [f"{SOCKET}/{TOKEN}/call_6"]


def test_the_token_is_never_logged():
    assert loggable(f"{SOCKET}/{TOKEN}/call_7") == f"{SOCKET}/[token]/call_7"
    assert loggable("/api/contact") == "/api/contact"


class TestThroughTheStack:
    async def test_the_receptionist_answers_behind_the_gateway(self, stack, gateway_url):
        base = gateway_url.replace("http://", "ws://", 1)
        status, _ = await refused_status(f"{base}{SOCKET}/{'0' * 64}/call_unknown")
        assert status == 403
        token = socket_token((stack.secrets_dir / "voice-provider-key").read_text().strip())
        async with connect(f"{base}{SOCKET}/{token}/call_nobody_placed", proxy=None) as ws:
            with pytest.raises(ConnectionClosed) as closed:
                while True:
                    await ws.recv()
        # Accepted, then closed by the receptionist: the provider has no such call.
        assert closed.value.rcvd.code == 1008

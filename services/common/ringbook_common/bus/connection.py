"""One NATS connection per service process, kept alive across NATS restarts."""

import asyncio
import contextlib
import logging

import nats
from nats.aio.client import Client
from nats.js import JetStreamContext
from nats.js.api import RetentionPolicy, StorageType, StreamConfig
from nats.js.errors import BadRequestError

logger = logging.getLogger("ringbook.bus")

DUPLICATE_WINDOW_SECONDS = 15 * 60
STREAM_MAX_AGE_SECONDS = 30 * 24 * 3600


def stream_name(domain: str) -> str:
    return f"RINGBOOK_{domain.upper()}"


def stream_config(domain: str, replicas: int = 1) -> StreamConfig:
    return StreamConfig(
        name=stream_name(domain),
        subjects=[f"ringbook.{domain}.>"],
        retention=RetentionPolicy.LIMITS,
        storage=StorageType.FILE,
        duplicate_window=DUPLICATE_WINDOW_SECONDS,
        max_age=STREAM_MAX_AGE_SECONDS,
        num_replicas=replicas,
    )


class Bus:
    def __init__(self, url: str, *, name: str, stream_replicas: int = 1) -> None:
        self.url = url
        self.name = name
        self.stream_replicas = stream_replicas
        self._nc: Client | None = None
        self._js: JetStreamContext | None = None
        self._ready = asyncio.Event()
        self._connector: asyncio.Task[None] | None = None
        self._ensured_streams: set[str] = set()

    @property
    def servers(self) -> list[str]:
        """The cluster's servers: `url` may list several, comma-separated; the client fails over between them."""
        return [server.strip() for server in self.url.split(",") if server.strip()]

    async def start(self) -> None:
        """Connect now if NATS is up; otherwise keep trying in the background while the service serves."""
        self._connector = asyncio.create_task(self._connect_until_done(), name=f"{self.name}-bus-connect")
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(asyncio.shield(self._ready.wait()), timeout=2.0)

    async def _connect_until_done(self) -> None:
        delay = 0.1
        while True:
            try:
                self._nc = await nats.connect(
                    self.servers, name=self.name, max_reconnect_attempts=-1, reconnect_time_wait=0.5,
                    connect_timeout=2, allow_reconnect=True,
                    disconnected_cb=self._on_disconnected, reconnected_cb=self._on_reconnected,
                    error_cb=self._on_error,
                )
                self._js = self._nc.jetstream(timeout=5)
                self._ready.set()
                logger.info("connected to NATS")
                return
            except Exception as exc:  # noqa: BLE001 - any failure to connect means: try again
                logger.warning("NATS not reachable yet (%s); retrying", type(exc).__name__)
                await asyncio.sleep(delay)
                delay = min(delay * 2, 2.0)

    async def _on_disconnected(self) -> None:
        logger.warning("disconnected from NATS")

    async def _on_reconnected(self) -> None:
        logger.info("reconnected to NATS")

    async def _on_error(self, exc: Exception) -> None:
        logger.debug("NATS client error: %s", exc)

    async def wait_ready(self, timeout: float | None = None) -> None:
        await asyncio.wait_for(self._ready.wait(), timeout)

    @property
    def ready(self) -> bool:
        return self._ready.is_set()

    @property
    def connected(self) -> bool:
        return self._nc is not None and self._nc.is_connected

    @property
    def nc(self) -> Client:
        if self._nc is None:
            raise ConnectionError("not connected to NATS yet")
        return self._nc

    @property
    def js(self) -> JetStreamContext:
        if self._js is None:
            raise ConnectionError("not connected to NATS yet")
        return self._js

    async def ensure_stream(self, domain: str) -> None:
        if domain in self._ensured_streams:
            return
        config = stream_config(domain, self.stream_replicas)
        try:
            await self.js.add_stream(config)
        except BadRequestError:
            await self.js.update_stream(config)
        self._ensured_streams.add(domain)

    async def close(self) -> None:
        if self._connector and not self._connector.done():
            self._connector.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._connector
        if self._nc is not None and not self._nc.is_closed:
            # Not drain(): consumers and the relay have already stopped, and draining pull subscriptions
            # (or a connection whose server is gone) only waits out its timeout.
            with contextlib.suppress(Exception):
                if self._nc.is_connected:
                    await asyncio.wait_for(self._nc.flush(timeout=1), timeout=1.5)
                await asyncio.wait_for(self._nc.close(), timeout=2.0)
        self._nc = None
        self._js = None

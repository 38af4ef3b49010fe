"""The outbox relay: sends committed events to JetStream, in order, each with `Nats-Msg-Id` = event id.

It wakes on a PostgreSQL NOTIFY fired by the outbox insert (so events leave within milliseconds of the
commit) and polls as a safety net. Rows are locked while sent, so several replicas never race, and an
event whose publish is not acknowledged (NATS down) stays in the outbox and is sent when NATS is back.
"""

import asyncio
import contextlib
import logging

import asyncpg
from sqlalchemy import delete, func, select, text, update
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import AsyncEngine

from ringbook_common.bus.connection import Bus
from ringbook_common.bus.envelope import domain_of, event_type_of
from ringbook_common.bus.tables import NOTIFY_CHANNEL, outbox

logger = logging.getLogger("ringbook.bus.relay")

BATCH = 100
POLL_SECONDS = 1.0
KEEP_PUBLISHED = "1 day"


class OutboxRelay:
    def __init__(self, engine: AsyncEngine, bus: Bus) -> None:
        self.engine = engine
        self.bus = bus
        self._wake = asyncio.Event()
        self._stopping = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._listener: asyncpg.Connection | None = None
        self.published = 0

    def start(self) -> None:
        self._task = asyncio.create_task(self._run(), name="outbox-relay")

    async def stop(self) -> None:
        """Let a batch in flight finish (never cut a transaction short), then stop."""
        self._stopping.set()
        self._wake.set()
        if self._task:
            try:
                await asyncio.wait_for(asyncio.shield(self._task), timeout=5.0)
            except TimeoutError:
                self._task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await self._task
        await self._close_listener()

    def wake(self) -> None:
        self._wake.set()

    async def _listen(self) -> None:
        if self._listener is not None and not self._listener.is_closed():
            return
        url = make_url(self.engine.url).set(drivername="postgresql")
        self._listener = await asyncpg.connect(url.render_as_string(hide_password=False))
        await self._listener.add_listener(NOTIFY_CHANNEL, lambda *_: self._wake.set())

    async def _close_listener(self) -> None:
        if self._listener is not None:
            with contextlib.suppress(Exception):
                await self._listener.close()
            self._listener = None

    async def _run(self) -> None:
        backoff = POLL_SECONDS
        cycles = 0
        while not self._stopping.is_set():
            # Cleared before draining: a commit that lands during the drain wakes the next round.
            self._wake.clear()
            try:
                await self._listen()
                if self.bus.ready:
                    while await self.drain_once() == BATCH and not self._stopping.is_set():
                        pass
                cycles += 1
                if cycles % 600 == 0:
                    await self._forget_published()
                backoff = POLL_SECONDS
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # noqa: BLE001 - the relay must outlive any outage
                logger.warning("outbox relay paused: %s: %s", type(exc).__name__, exc)
                await self._close_listener()
                backoff = min(backoff * 2, 5.0)
            if self._stopping.is_set():
                return
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), timeout=backoff)

    async def drain_once(self) -> int:
        """Send one batch; returns how many rows it looked at."""
        async with self.engine.begin() as conn:
            rows = (await conn.execute(
                select(outbox.c.id, outbox.c.subject, outbox.c.data)
                .where(outbox.c.published_at.is_(None))
                .order_by(outbox.c.seq)
                .limit(BATCH)
                .with_for_update(skip_locked=True)
            )).all()
            sent = []
            failure: Exception | None = None
            for row in rows:
                try:
                    await self.bus.ensure_stream(domain_of(event_type_of(row.subject)))
                    await self.bus.js.publish(row.subject, row.data, headers={"Nats-Msg-Id": str(row.id)})
                except Exception as exc:  # noqa: BLE001 - kept for the next attempt, raised after commit
                    failure = exc
                    break
                sent.append(row.id)
            if sent:
                await conn.execute(update(outbox).where(outbox.c.id.in_(sent)).values(published_at=func.now()))
            if failure is not None:
                await conn.execute(update(outbox).where(outbox.c.id == rows[len(sent)].id)
                                   .values(attempts=outbox.c.attempts + 1))
        self.published += len(sent)
        if failure is not None:
            raise failure
        return len(rows)

    async def _forget_published(self) -> None:
        async with self.engine.begin() as conn:
            await conn.execute(delete(outbox).where(
                outbox.c.published_at < func.now() - text(f"interval '{KEEP_PUBLISHED}'")))

"""The Google worker (one per replica, started with the app): every `google_poll_seconds` it retries pending
calendars, every `google_busy_sync_seconds` it copies free/busy, and a newly connected account is handled at
once (the connect hook wakes it)."""

import asyncio
import contextlib
import logging
import time
import uuid
from dataclasses import dataclass, field

from booking.config import Settings
from booking.google import connection, sync
from ringbook_common import clock
from ringbook_common.app import ServiceContext

logger = logging.getLogger("ringbook.booking.google")


@dataclass
class _Run:
    context: ServiceContext[Settings]
    loop: asyncio.AbstractEventLoop
    wake: asyncio.Event = field(default_factory=asyncio.Event)
    tenants: set[uuid.UUID] = field(default_factory=set)
    task: asyncio.Task | None = None

    def woken(self, tenant_id: uuid.UUID) -> None:
        self.tenants.add(tenant_id)
        self.wake.set()


_runs: dict[int, _Run] = {}


def current_settings() -> Settings:
    """The running service's settings (for the bus handlers, which receive only a session)."""
    if not _runs:
        raise RuntimeError("the Google worker has not started")
    return next(reversed(_runs.values())).context.settings


def wake(tenant_id: uuid.UUID) -> None:
    """Ask for a round for this tenant now (from any thread)."""
    for run in list(_runs.values()):
        run.loop.call_soon_threadsafe(run.woken, tenant_id)


async def run_round(context: ServiceContext[Settings], *, tenants: set[uuid.UUID], busy_due: bool) -> None:
    now = clock.now()
    await sync.provision_pending(context.sessionmaker, context.settings, now=now)
    if busy_due:
        await sync.refresh_busy(context.sessionmaker, context.settings, now=now)
        return
    for tenant_id in tenants:
        await sync.refresh_busy(context.sessionmaker, context.settings, now=now, tenant_id=tenant_id)


async def _loop(run: _Run) -> None:
    settings: Settings = run.context.settings
    # When the next full busy sync is due is elapsed time, not the hour of day: a moved clock must not stall it.
    next_busy = time.monotonic()
    while True:
        run.wake.clear()
        tenants, run.tenants = run.tenants, set()
        busy_due = time.monotonic() >= next_busy
        try:
            await run_round(run.context, tenants=tenants, busy_due=busy_due)
        except asyncio.CancelledError:
            raise
        except Exception:
            logger.exception("google round failed")
        if busy_due:
            next_busy = time.monotonic() + settings.google_busy_sync_seconds
        if not run.tenants:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(run.wake.wait(), timeout=settings.google_poll_seconds)


async def start(context: ServiceContext[Settings]) -> None:
    connection.register(wake)
    run = _Run(context=context, loop=asyncio.get_running_loop())
    run.task = asyncio.create_task(_loop(run), name="booking-google")
    _runs[id(context)] = run


async def stop(context: ServiceContext[Settings]) -> None:
    run = _runs.pop(id(context), None)
    if run is not None and run.task is not None:
        run.task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await run.task

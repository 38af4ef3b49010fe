"""The read models' snapshot: a copy of their rows in PostgreSQL with the stream sequence each domain's events were
applied up to. Streams keep 30 days; the snapshot is what a rebuild starts from once they no longer hold a read
model's first events (admin.rebuild). The app takes one every `ADMIN_READ_MODEL_SNAPSHOT_SECONDS` (a day), and
every rebuild ends by taking one."""

import asyncio
import contextlib
import logging

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from admin.audit.handlers import DOMAINS
from admin.config import Settings
from admin.events import HANDLERS
from admin.snapshots import repository, streams
from ringbook_common import clock
from ringbook_common.app import ServiceContext
from ringbook_common.bus.connection import Bus
from ringbook_common.bus.consumer import subscriptions_for
from ringbook_common.db import unit_of_work

logger = logging.getLogger("admin.snapshots")


async def take(sessionmaker: async_sessionmaker[AsyncSession], bus: Bus, *, service: str) -> dict[str, int]:
    """Snapshot the read models as the live consumers left them; the sequences it reflects, by domain."""
    durables = {subscription.domain: subscription.durable for subscription in subscriptions_for(service, HANDLERS)}
    async with unit_of_work(sessionmaker) as session:
        # Under the lock nothing more is applied, so what the consumers acknowledged is in the rows copied.
        await repository.lock_for_snapshot(session)
        at = {domain: await streams.applied_through(bus, domain, durables[domain]) for domain in DOMAINS}
        await repository.replace(session, at=at, taken_at=clock.now())
    return at


_schedules: dict[int, asyncio.Task] = {}


async def _take_periodically(context: ServiceContext[Settings]) -> None:
    await context.bus.wait_ready()
    while True:
        await asyncio.sleep(context.settings.read_model_snapshot_seconds)
        try:
            at = await take(context.sessionmaker, context.bus, service=context.settings.service_name)
        except Exception:
            logger.exception("read model snapshot failed")
        else:
            logger.info("read models snapshotted at %s", at)


async def start(context: ServiceContext[Settings]) -> None:
    _schedules[id(context)] = asyncio.create_task(_take_periodically(context), name="read-model-snapshots")


async def stop(context: ServiceContext[Settings]) -> None:
    task = _schedules.pop(id(context), None)
    if task is not None:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task

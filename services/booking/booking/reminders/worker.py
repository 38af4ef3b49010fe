"""The background loop that sends due reminder jobs (started with the app; one per replica)."""

import asyncio
import contextlib
import logging

from booking import clock
from booking.reminders.service import send_due
from ringbook_common.app import ServiceContext

logger = logging.getLogger("ringbook.booking.reminders")

_tasks: dict[int, asyncio.Task] = {}


async def _loop(context: ServiceContext) -> None:
    while True:
        try:
            await send_due(context.sessionmaker, context.messenger, context.settings, now=clock.now())
        except asyncio.CancelledError:
            raise
        except Exception:
            logger.exception("reminder round failed")
        await asyncio.sleep(context.settings.reminder_poll_seconds)


async def start(context: ServiceContext) -> None:
    _tasks[id(context)] = asyncio.create_task(_loop(context), name="booking-reminders")


async def stop(context: ServiceContext) -> None:
    task = _tasks.pop(id(context), None)
    if task is not None:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task

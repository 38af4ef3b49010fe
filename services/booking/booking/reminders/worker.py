"""The background loop that sends due reminder jobs and queued texts, and moves the waitlist's offers on (their
holds passing, quiet hours ending) (started with the app; one per replica)."""

import logging

from booking.config import Settings
from booking.reminders.service import send_due
from booking.texting.queue import send_queued
from booking.waitlist.service import run_due as offer_freed_time
from ringbook_common import clock
from ringbook_common.app import ServiceContext
from ringbook_common.periodic import Periodic

logger = logging.getLogger("ringbook.booking.reminders")


async def _send_due(context: ServiceContext[Settings]) -> None:
    await send_due(context.sessionmaker, context.messenger, context.settings, now=clock.now())
    await send_queued(context.sessionmaker, context.messenger, context.settings, now=clock.now())
    await offer_freed_time(context.sessionmaker, context.messenger, context.settings, now=clock.now())


_worker = Periodic("booking-reminders", _send_due, lambda context: context.settings.reminder_poll_seconds, logger)
start, stop, wake = _worker.start, _worker.stop, _worker.wake

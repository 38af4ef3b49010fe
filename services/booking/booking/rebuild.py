"""Rebuild booking's copies from the streams: `python -m booking.rebuild` (with the service's settings).

The copies are tenants' profile, locations (with their own services) and catalogue, the receptionist's calls and the
numbers that opted out of texts, and the operators' text limits. Every event the streams still hold is applied again
through the live consumers' handlers, over the rows as they are: a tenant older than the streams' 30 days is kept,
never emptied (ringbook_common.bus.replay). The handlers that act rather than copy (a text to send, a calendar to
sync) are not replayed: what they did is done."""

import asyncio

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from booking.analytics.handlers import HANDLERS as CALL_HANDLERS
from booking.catalogue.handlers import HANDLERS as CATALOGUE_HANDLERS
from booking.config import Settings
from booking.copies import repository
from booking.locations.handlers import HANDLERS as LOCATION_HANDLERS
from booking.texting.handlers import OPT_OUTS, on_text_limit_set
from ringbook_common.bus import replay
from ringbook_common.bus.connection import Bus
from ringbook_common.bus.consumer import Handler

# The calls after the locations whose hours judge them.
DOMAINS = ("tenants", "admin", "receptionist")
COPIES: dict[str, Handler] = {**CATALOGUE_HANDLERS, **LOCATION_HANDLERS, **CALL_HANDLERS, **OPT_OUTS,
                              "admin.text_limit_set": on_text_limit_set}


async def rebuild(sessionmaker: async_sessionmaker[AsyncSession], bus: Bus) -> replay.Rebuilt:
    return await replay.rebuild(sessionmaker, bus, DOMAINS, COPIES, lock=repository.lock_for_rebuild)


if __name__ == "__main__":
    asyncio.run(replay.run(Settings(), DOMAINS, COPIES, lock=repository.lock_for_rebuild))

"""Rebuild the receptionist's copy of each salon from the streams: `python -m receptionist.rebuild` (with the
service's settings).

The copy is the salon's profile and locations, its services and staff with their weeks at each location, and the
owner's e-mail, from tenants', booking's and identity's events, and which location last texted each client from the
shared sender. Every event the streams still hold is applied
again through the live consumer's handlers, over the rows as they are: a salon older than the streams' 30 days is
kept, never emptied (ringbook_common.bus.replay). As live, each change is recorded for the salon's agents, whose
prompt is pushed only where what they are told really changed."""

import asyncio

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from receptionist.config import Settings
from receptionist.salon import repository
from receptionist.salon.handlers import HANDLERS as SALON_HANDLERS
from receptionist.texts.routes import HANDLERS as ROUTE_HANDLERS
from ringbook_common.bus import replay
from ringbook_common.bus.connection import Bus

# The staff and the owner's e-mail after the salon they belong to.
DOMAINS = ("tenants", "booking", "identity")
HANDLERS = {**SALON_HANDLERS, **ROUTE_HANDLERS}


async def rebuild(sessionmaker: async_sessionmaker[AsyncSession], bus: Bus) -> replay.Rebuilt:
    return await replay.rebuild(sessionmaker, bus, DOMAINS, HANDLERS, lock=repository.lock_for_rebuild)


if __name__ == "__main__":
    asyncio.run(replay.run(Settings(), DOMAINS, HANDLERS, lock=repository.lock_for_rebuild))

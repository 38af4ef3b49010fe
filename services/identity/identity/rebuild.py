"""Rebuild identity's copy of each tenant (its name, onboarding and locations, which whoami shows) from the tenants
stream: `python -m identity.rebuild` (with the service's settings).

Every event the stream still holds is applied again through the live consumer's handlers, over the rows as they
are: a tenant older than the stream's 30 days is kept, never emptied (ringbook_common.bus.replay)."""

import asyncio

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from identity.config import Settings
from identity.tenancy import repository
from identity.tenancy.handlers import HANDLERS
from ringbook_common.bus import replay
from ringbook_common.bus.connection import Bus

DOMAINS = ("tenants",)


async def rebuild(sessionmaker: async_sessionmaker[AsyncSession], bus: Bus) -> replay.Rebuilt:
    return await replay.rebuild(sessionmaker, bus, DOMAINS, HANDLERS, lock=repository.lock_for_rebuild)


if __name__ == "__main__":
    asyncio.run(replay.run(Settings(), DOMAINS, HANDLERS, lock=repository.lock_for_rebuild))

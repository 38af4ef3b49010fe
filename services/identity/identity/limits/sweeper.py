"""The background loop that forgets windows closed long ago, so the rows of every address and client ever tried
stay few."""

import logging
from datetime import timedelta

from identity.config import Settings
from identity.limits import repository
from ringbook_common.app import ServiceContext
from ringbook_common.clock import now
from ringbook_common.db import unit_of_work
from ringbook_common.periodic import Periodic

logger = logging.getLogger("ringbook.identity.limits")

# Far longer than any window: a row this old counts nothing any more.
KEEP = timedelta(days=1)


async def forget_closed_windows(context: ServiceContext[Settings]) -> int:
    async with unit_of_work(context.sessionmaker) as session:
        return await repository.delete_opened_before(session, before=now() - KEEP)


_sweeper = Periodic("identity-limits-sweeper", forget_closed_windows,
                    lambda context: context.settings.limits_sweep_seconds, logger)
start, stop = _sweeper.start, _sweeper.stop

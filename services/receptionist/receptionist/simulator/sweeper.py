"""The background loop that ends simulated calls gone silent (a closed browser tab, an abandoned terminal)."""

import logging

import httpx

from receptionist.config import Settings
from receptionist.simulator.calls import Simulator
from ringbook_common.app import ServiceContext
from ringbook_common.periodic import Periodic

logger = logging.getLogger("ringbook.receptionist.simulator")


async def end_idle_calls(context: ServiceContext[Settings]) -> int:
    async with httpx.AsyncClient() as client:
        return await Simulator(context.sessionmaker, context.settings, client).end_idle_calls()


_sweeper = Periodic("receptionist-simulator-sweeper", end_idle_calls,
                    lambda context: context.settings.simulator_sweep_seconds, logger)
start, stop = _sweeper.start, _sweeper.stop

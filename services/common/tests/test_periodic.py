"""A background loop runs a round every interval, and one at once when woken."""

import asyncio
import logging
from types import SimpleNamespace

from ringbook_common.periodic import Periodic
from ringbook_common.testing.wait import eventually


async def test_a_woken_loop_runs_a_round_without_waiting_its_interval():
    rounds: list[int] = []

    async def round_(_context) -> None:
        rounds.append(len(rounds))

    loop = Periodic("test-loop", round_, lambda _context: 3600.0, logging.getLogger("test"))
    context = SimpleNamespace()
    await loop.start(context)
    try:
        await eventually(lambda: _is(len(rounds) == 1))
        loop.wake()
        await eventually(lambda: _is(len(rounds) == 2))
        await asyncio.sleep(0.05)
        assert len(rounds) == 2  # once per wake, not again and again
    finally:
        await loop.stop(context)


async def _is(value: bool) -> bool:
    return value

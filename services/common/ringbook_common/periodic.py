"""A background loop started with an app: one round every few seconds, one per replica, and one at once when
something in this replica has work for it (`wake`). A failed round is logged and the next one runs as usual;
stopping the app cancels the loop."""

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from typing import Generic

from ringbook_common.app import S, ServiceContext


class Periodic(Generic[S]):
    def __init__(self, name: str, round_: Callable[[ServiceContext[S]], Awaitable[object]],
                 interval: Callable[[ServiceContext[S]], float], logger: logging.Logger) -> None:
        self.name = name
        self.round = round_
        self.interval = interval
        self.logger = logger
        self._tasks: dict[int, asyncio.Task[None]] = {}
        self._wakes: dict[int, asyncio.Event] = {}

    async def _loop(self, context: ServiceContext[S], wake: asyncio.Event) -> None:
        while True:
            wake.clear()
            try:
                await self.round(context)
            except asyncio.CancelledError:
                raise
            except Exception:
                self.logger.exception("%s round failed", self.name)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(wake.wait(), self.interval(context))

    def wake(self) -> None:
        """The loops of this process run a round now (or right after the one under way)."""
        for wake in self._wakes.values():
            wake.set()

    async def start(self, context: ServiceContext[S]) -> None:
        wake = self._wakes[id(context)] = asyncio.Event()
        self._tasks[id(context)] = asyncio.create_task(self._loop(context, wake), name=self.name)

    async def stop(self, context: ServiceContext[S]) -> None:
        self._wakes.pop(id(context), None)
        task = self._tasks.pop(id(context), None)
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

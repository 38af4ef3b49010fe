"""The background loop that runs provisioning steps and pushes stale prompts (started with the app; one per
replica, the rows' claims keep replicas apart)."""

import asyncio
import contextlib
import logging

from receptionist.provisioning import saga
from ringbook_common.app import ServiceContext

logger = logging.getLogger("ringbook.receptionist.provisioning")

_tasks: dict[int, asyncio.Task] = {}


async def run_round(context: ServiceContext, *, steps: int | None = None) -> int:
    """Claim the agents that have work and advance each (at most `steps` steps); answers how many were claimed."""
    claimed = await saga.claim(context.sessionmaker, context.settings)
    results = await asyncio.gather(*(saga.advance(context.sessionmaker, context.settings, tenant_id, steps=steps)
                                     for tenant_id in claimed), return_exceptions=True)
    for tenant_id, result in zip(claimed, results, strict=True):
        if isinstance(result, Exception):
            logger.error("provisioning agent %s failed unexpectedly", tenant_id, exc_info=result)
    return len(claimed)


async def _loop(context: ServiceContext) -> None:
    while True:
        try:
            await run_round(context)
        except asyncio.CancelledError:
            raise
        except Exception:
            logger.exception("provisioning round failed")
        await asyncio.sleep(context.settings.provisioning_poll_seconds)


async def start(context: ServiceContext) -> None:
    _tasks[id(context)] = asyncio.create_task(_loop(context), name="receptionist-provisioning")


async def stop(context: ServiceContext) -> None:
    task = _tasks.pop(id(context), None)
    if task is not None:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task

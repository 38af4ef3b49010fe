"""Which external integrations this deployment has set up, as the services that use them answer
(`rpc.<service>.integrations`): the receptionist for the voice provider, booking for Cal.com, Google and text
messages, identity for e-mail. A service that does not answer shows as such until a later check reaches it."""

import asyncio
import contextlib
import logging
from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from admin.config import Settings
from admin.integrations import repository
from admin.models import IntegrationCheck
from ringbook.common.v1 import integrations_pb2 as pb
from ringbook_common import clock
from ringbook_common.app import ServiceContext
from ringbook_common.bus.connection import Bus
from ringbook_common.bus.rpc import Caller, RpcFailed
from ringbook_common.db import unit_of_work
from ringbook_common.integrations import METHOD

logger = logging.getLogger("admin.integrations")

ORDER = ("voice_provider", "calcom", "google", "sms", "email")
LABELS = {"voice_provider": "Voice provider", "calcom": "Cal.com", "google": "Google", "sms": "SMS",
          "email": "E-mail"}


@dataclass(frozen=True)
class OwningService:
    service: str
    keys: tuple[str, ...]  # what it answers for, so a silence can be shown on each


OWNERS = (OwningService("receptionist", ("voice_provider",)), OwningService("booking", ("calcom", "google", "sms")),
          OwningService("identity", ("email",)))


class NotAnswering(Exception):
    pass


@dataclass(frozen=True)
class Answer:
    owner: OwningService
    integrations: list[pb.Integration] | None  # None: the owner did not answer


async def ask(bus: Bus, owner: OwningService, *, timeout: float) -> Answer:
    caller = Caller(owner.service, unanswered=lambda _: NotAnswering(), failures_unanswered=True)
    try:
        reply = await caller.ask(bus, METHOD, pb.IntegrationsRequest(), pb.IntegrationsReply, timeout=timeout)
    except (NotAnswering, RpcFailed):
        logger.warning("%s did not answer which integrations it has", owner.service)
        return Answer(owner, None)
    return Answer(owner, list(reply.integrations))


async def ask_all(bus: Bus, *, timeout: float) -> list[Answer]:
    return list(await asyncio.gather(*(ask(bus, owner, timeout=timeout) for owner in OWNERS)))


async def record(session: AsyncSession, answers: list[Answer]) -> None:
    now = clock.now()
    for answer in answers:
        if answer.integrations is None:
            for key in answer.owner.keys:
                await repository.save(session, name=key, configured=False, answered=False,
                                      detail=f"The {answer.owner.service} service did not answer", checked_at=now)
            continue
        for item in answer.integrations:
            await repository.save(session, name=item.key, configured=item.configured, answered=True,
                                  detail=item.detail, checked_at=now)


async def refresh(session: AsyncSession, bus: Bus, *, timeout: float) -> None:
    await record(session, await ask_all(bus, timeout=timeout))


async def current(session: AsyncSession) -> list[IntegrationCheck]:
    rows = await repository.all_checks(session)
    return sorted(rows, key=lambda row: ORDER.index(row.name) if row.name in ORDER else len(ORDER))


def needs_asking(rows: list[IntegrationCheck]) -> bool:
    """Nothing checked yet, or an owner was silent last time (it may have been starting up): ask again now."""
    return not rows or not all(row.answered for row in rows)


def status(row: IntegrationCheck) -> str:
    if not row.answered:
        return "no_answer"
    return "configured" if row.configured else "not_configured"


def present(row: IntegrationCheck) -> dict:
    return {"key": row.name, "name": LABELS.get(row.name, row.name), "status": status(row), "detail": row.detail,
            "lastChecked": row.last_checked.isoformat()}


_checkers: dict[int, asyncio.Task] = {}


async def _check(context: ServiceContext[Settings]) -> bool:
    """Whether every owner answered."""
    answers = await ask_all(context.bus, timeout=context.settings.rpc_timeout_seconds)
    async with unit_of_work(context.sessionmaker) as session:
        await record(session, answers)
    return all(answer.integrations is not None for answer in answers)


async def _check_periodically(context: ServiceContext[Settings]) -> None:
    settings = context.settings
    await context.bus.wait_ready()
    while True:
        everyone_answered = False
        try:
            everyone_answered = await _check(context)
        except Exception:
            logger.exception("integration check failed")
        # The other services may still be starting: ask again soon rather than in an hour.
        await asyncio.sleep(settings.integration_check_seconds if everyone_answered
                            else settings.integration_retry_seconds)


async def start(context: ServiceContext[Settings]) -> None:
    """Check once the bus is up, then periodically (and soon again while an owner was silent)."""
    _checkers[id(context)] = asyncio.create_task(_check_periodically(context), name="integration-checks")


async def stop(context: ServiceContext[Settings]) -> None:
    task = _checkers.pop(id(context), None)
    if task is not None:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task

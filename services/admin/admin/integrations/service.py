"""Which external integrations this deployment has configured, checked from the admin service's own settings."""

import asyncio
import contextlib
import logging
from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from admin.config import Settings
from admin.models import IntegrationCheck
from ringbook_common import clock
from ringbook_common.app import ServiceContext
from ringbook_common.db import unit_of_work

logger = logging.getLogger("admin.integrations")

ORDER = ("voice_provider", "calcom", "google", "sms", "email")
LABELS = {"voice_provider": "Voice provider", "calcom": "Cal.com", "google": "Google", "sms": "SMS",
          "email": "E-mail"}


@dataclass(frozen=True)
class Check:
    key: str
    configured: bool
    detail: str


def check_all(settings: Settings) -> list[Check]:
    """Pure: what the settings say about each integration."""
    voice = settings.voice_provider.strip().lower()
    sms = settings.sms_backend
    mail = settings.mail_backend
    return [
        Check("voice_provider", bool(voice), voice),
        Check("calcom", settings.calcom_configured, ""),
        Check("google", settings.google_configured, ""),
        Check("sms", sms == "twilio" and bool(settings.twilio_account_sid), sms),
        Check("email", mail == "smtp" and bool(settings.smtp_host), mail),
    ]


async def refresh(session: AsyncSession, settings: Settings) -> None:
    now = clock.now()
    for check in check_all(settings):
        statement = insert(IntegrationCheck).values(name=check.key, configured=check.configured,
                                                    detail=check.detail, last_checked=now)
        await session.execute(statement.on_conflict_do_update(index_elements=["name"], set_={
            "configured": check.configured, "detail": check.detail, "last_checked": now}))


async def current(session: AsyncSession) -> list[IntegrationCheck]:
    rows = list((await session.execute(select(IntegrationCheck))).scalars())
    return sorted(rows, key=lambda row: ORDER.index(row.name) if row.name in ORDER else len(ORDER))


def present(row: IntegrationCheck) -> dict:
    return {"key": row.name, "name": LABELS.get(row.name, row.name),
            "status": "configured" if row.configured else "not_configured", "detail": row.detail,
            "lastChecked": row.last_checked.isoformat()}


_checkers: dict[int, asyncio.Task] = {}


async def _check_periodically(context: ServiceContext) -> None:
    while True:
        await asyncio.sleep(context.settings.integration_check_seconds)
        try:
            async with unit_of_work(context.sessionmaker) as session:
                await refresh(session, context.settings)
        except Exception:
            logger.exception("integration check failed")


async def start(context: ServiceContext) -> None:
    """Check at startup (so the screen is never empty), then periodically."""
    try:
        async with unit_of_work(context.sessionmaker) as session:
            await refresh(session, context.settings)
    except Exception:
        logger.exception("integration check at startup failed")
    _checkers[id(context)] = asyncio.create_task(_check_periodically(context), name="integration-checks")


async def stop(context: ServiceContext) -> None:
    task = _checkers.pop(id(context), None)
    if task is not None:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task

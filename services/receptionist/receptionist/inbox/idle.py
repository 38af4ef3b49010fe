"""A thread the owner took over and left for a day (no text from them or the client, no take-over since) goes
back to the agent, so a client is never left unanswered; the owner is told by e-mail, as of a call-back, and the
inbox shows when it went back."""

import logging
import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from receptionist.config import Settings
from receptionist.inbox import repository
from receptionist.locations import repository as locations
from receptionist.salon import profile as salon_profile
from receptionist.salon.owner import owner_email
from ringbook_common import clock
from ringbook_common.app import ServiceContext
from ringbook_common.bus.connection import Bus
from ringbook_common.db import unit_of_work
from ringbook_common.messaging.plain import plain
from ringbook_common.messaging.ports import Email
from ringbook_common.periodic import Periodic

logger = logging.getLogger("ringbook.receptionist.inbox")

IDLE = timedelta(hours=24)
BATCH = 100


@dataclass(frozen=True)
class Returned:
    tenant_id: uuid.UUID
    location_id: uuid.UUID
    phone: str


async def return_idle(session: AsyncSession, *, now: datetime) -> list[Returned]:
    """Gives the threads idle for a day back to the agent; answers which."""
    returned = []
    for thread in await repository.idle_taken_over(session, idle_since=now - IDLE, batch=BATCH):
        thread.taken_over_at = thread.taken_over_by = None
        thread.returned_at = now
        returned.append(Returned(thread.tenant_id, thread.location_id, thread.phone))
    return returned


async def notice(session: AsyncSession, bus: Bus, returned: Returned, *, timeout: float) -> Email | None:
    """The e-mail telling the owner; None when no address is known."""
    business = await salon_profile.load(session, returned.tenant_id)
    email = await owner_email(session, bus, business, returned.tenant_id, timeout=timeout)
    if not email:
        return None
    salon = plain(business.name, limit=80) or "your salon"
    if returned.location_id != returned.tenant_id:
        row = await locations.location(session, returned.tenant_id, returned.location_id)
        if row is not None and row.name:
            salon = f"{salon} ({plain(row.name, limit=80)})"
    return Email(to=email, subject="A text conversation went back to your receptionist",
                 body=(f"You took over the text conversation with {returned.phone} at {salon}, and nobody has "
                       "written in it for 24 hours, so your receptionist answers that client's texts again.\n\n"
                       "You can take it over again under Inbox in your dashboard."))


async def sweep_round(context: ServiceContext[Settings]) -> int:
    async with unit_of_work(context.sessionmaker) as session:
        returned = await return_idle(session, now=clock.now())
        timeout = context.settings.rpc_timeout_seconds
        emails = [email for thread in returned
                  if (email := await notice(session, context.bus, thread, timeout=timeout))]
    for email in emails:
        await context.messenger.deliver(email)
    if returned:
        logger.info("gave %d idle text conversations back to the agent", len(returned))
    return len(returned)


_sweeper = Periodic("receptionist-inbox-idle", sweep_round,
                    lambda context: context.settings.inbox_idle_sweep_seconds, logger)
start, stop = _sweeper.start, _sweeper.stop

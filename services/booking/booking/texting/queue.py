"""Texts other services ask booking to send (the receptionist's call-back notice to the owner): queued by the
bus handler in the transaction that applies the event, sent by the job loop through `service.send`, so they
count against the same limits as every text booking sends itself."""

import logging
import uuid
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from booking.config import Settings
from booking.models import QueuedText
from booking.texting import repository, service
from ringbook_common.messaging.delivery import Messenger
from ringbook_common.messaging.twilio import MAX_BODY

logger = logging.getLogger("ringbook.booking.texting")

MAX_RECIPIENT = 40


async def enqueue(session: AsyncSession, *, tenant_id: uuid.UUID, location_id: uuid.UUID, to: str, body: str,
                  purpose: str) -> None:
    """`location_id`: the location whose number the text comes from."""
    if to.strip() and body.strip():
        repository.add_queued(session, QueuedText(tenant_id=tenant_id, location_id=location_id,
                                                  recipient=to.strip()[:MAX_RECIPIENT], body=body[:MAX_BODY],
                                                  purpose=purpose[:40] or "notice", attempts=0))
        await session.flush()


async def send_queued(sessionmaker: async_sessionmaker[AsyncSession], messenger: Messenger, settings: Settings, *,
                      now: datetime, batch: int = 50) -> int:
    """Send (or withhold) the queued texts; returns how many were sent. Safe to run on several replicas."""
    sent = 0
    async with sessionmaker() as session, session.begin():
        queued = await repository.take_queued(session, batch=batch)
        for text in service.in_tenant_order(queued, lambda text: text.tenant_id):
            try:
                delivered = await service.send(session, messenger, tenant_id=text.tenant_id,
                                               location_id=text.location_id, to=text.recipient, body=text.body,
                                               purpose=text.purpose, now=now)
            except Exception:  # noqa: BLE001 - the provider failed; try again next round
                logger.warning("could not send a queued %s of tenant %s", text.purpose, text.tenant_id)
                text.attempts += 1
                if text.attempts >= settings.reminder_max_attempts:
                    text.skipped_at = now
                continue
            if delivered:
                text.sent_at = now
                sent += 1
            else:
                text.skipped_at = now
    return sent

"""The one way booking sends a text: never to a number that opted out of the location's texts, and through the
tenant's limits of the day. It goes from the location's own number once that may text, else from the shared
sender; `booking.text_sent` says which, so a reply to the shared sender reaches the location that texted last.

A text to a number opted out of the location it comes from is not sent; the log says so without the number. A
text over a limit is not sent; the log says so without the number, and `booking.text_withheld` tells the
operator's console (the count, and the audit log). Whatever asked for the text (a booking, a move, a
cancellation) has already happened and stands.

Callers: the reminder job loop (confirmations, moves, cancellations, reminders), the queue of texts other
services ask for, and anything later that texts a client (a waitlist, nudges): call `send` inside the
transaction that records the text as done, so a rolled back transaction gives its count back. A caller sending
several texts in one transaction sends them in tenant order (`in_tenant_order`), so replicas never deadlock.
"""

import hashlib
import logging
import uuid
from collections.abc import Callable
from datetime import date, datetime
from typing import TypeVar
from zoneinfo import ZoneInfo

from sqlalchemy.ext.asyncio import AsyncSession

from booking.catalogue import repository as catalogue
from booking.texting import repository
from ringbook.booking.v1 import events_pb2 as events
from ringbook_common import phones
from ringbook_common.bus import outbox
from ringbook_common.messaging.delivery import Messenger
from ringbook_common.messaging.limits import Allowance, allowance
from ringbook_common.messaging.ports import Sms

logger = logging.getLogger("ringbook.booking.texting")

T = TypeVar("T")


def recipient_key(phone: str) -> str:
    """The per-number count's key: a digest of the number's digits (one number however it is written), so the
    counts do not list phone numbers."""
    return hashlib.sha256(phones.digits(phone).encode()).hexdigest()[:32]


def in_tenant_order(items: list[T], tenant_of: Callable[[T], uuid.UUID]) -> list[T]:
    """The items grouped by tenant (a stable sort: each tenant's keep their order)."""
    return sorted(items, key=lambda item: str(tenant_of(item)))


def masked(phone: str) -> str:
    return "…" + phone.strip()[-2:]


async def tenant_allowance(session: AsyncSession, tenant_id: uuid.UUID, *, now: datetime) -> Allowance:
    kept = await repository.texting_tenant(session, tenant_id)
    return allowance(created_at=kept.created_at if kept else None,
                     operator_limit=kept.operator_limit if kept else None, now=now)


def ways_of_writing(phone: str, country: str) -> list[str]:
    """The number as the receptionist keys opt-outs (E.164), and as written, when it cannot be read."""
    try:
        return list({phone.strip(), phones.e164(phone, country)} - {""})
    except phones.InvalidPhone:
        return [phone.strip()]


DAILY, PER_NUMBER, OPTED_OUT = "daily", "per_number", "opted_out"
# The agent's answer in a text thread the client wrote in: counted in the tenant's day, never held back by the cap
# of texts to one number, which keeps a salon from texting someone unasked (a conversation takes more than three).
REPLY = "text_reply"


async def send(session: AsyncSession, messenger: Messenger, *, tenant_id: uuid.UUID, location_id: uuid.UUID,
               to: str, body: str, purpose: str, now: datetime) -> bool:
    """Send one text from the location (`location_id`: whose texts the client may have opted out of) if the number
    did not opt out and the tenant's limits allow it; False when it was not sent. A failed send gives its count
    back and raises, for the caller to retry."""
    return await send_or_cap(session, messenger, tenant_id=tenant_id, location_id=location_id, to=to, body=body,
                             purpose=purpose, now=now) is None


async def send_or_cap(session: AsyncSession, messenger: Messenger, *, tenant_id: uuid.UUID, location_id: uuid.UUID,
                      to: str, body: str, purpose: str, now: datetime) -> str | None:
    """`send`, answering why the text was not sent (OPTED_OUT: the client opted out of the location's texts;
    DAILY: the tenant's cap of the day; PER_NUMBER: that of texts to this number today), None when it was sent."""
    profile = await catalogue.profile(session, tenant_id)
    country = profile.country or phones.country_of_zone(profile.timezone)
    if await repository.opted_out(session, tenant_id=tenant_id, location_id=location_id,
                                  phones=ways_of_writing(to, country)):
        logger.info("text not sent: the client opted out of texts from location %s of tenant %s (%s)", location_id,
                    tenant_id, purpose)
        return OPTED_OUT
    limits = await tenant_allowance(session, tenant_id, now=now)
    day = now.astimezone(ZoneInfo(profile.timezone)).date()
    # The tenant's total is taken first: a sender holding it holds the tenant's counts, so two senders never
    # wait on each other's rows in opposite orders.
    savepoint = await session.begin_nested()
    if not await repository.take(session, tenant_id, day=day, recipient=repository.TENANT_TOTAL, cap=limits.daily):
        await savepoint.rollback()
        await _withheld(session, tenant_id, purpose=purpose, cap=DAILY, limit=limits.daily, day=day, to=to)
        return DAILY
    if purpose != REPLY and not await repository.take(session, tenant_id, day=day, recipient=recipient_key(to),
                                                      cap=limits.per_number):
        await savepoint.rollback()
        await _withheld(session, tenant_id, purpose=purpose, cap=PER_NUMBER, limit=limits.per_number, day=day,
                        to=to)
        return PER_NUMBER
    sender = await repository.own_sender(session, tenant_id, location_id)
    try:
        await messenger.sms.send(Sms(to=to, body=body, sender=sender))
    except Exception:
        await savepoint.rollback()
        raise
    await savepoint.commit()
    await outbox.publish(session, events.TextSent(tenant_id=str(tenant_id), location_id=str(location_id), phone=to,
                                                  sender=sender, purpose=purpose),
                         event_type="booking.text_sent", tenant_id=str(tenant_id), location_id=str(location_id))
    return None


async def _withheld(session: AsyncSession, tenant_id: uuid.UUID, *, purpose: str, cap: str, limit: int, day: date,
                    to: str) -> None:
    logger.warning("text withheld: tenant %s reached its %s cap of %d on %s (%s to %s)", tenant_id, cap, limit, day,
                   purpose, masked(to))
    await outbox.publish(session, events.TextWithheld(tenant_id=str(tenant_id), purpose=purpose, cap=cap,
                                                      limit=limit, day=day.isoformat()),
                         event_type="booking.text_withheld", tenant_id=str(tenant_id))

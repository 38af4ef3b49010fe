"""The owner's inbox of texts. The agent answers a thread until the owner takes it over; from then the owner
answers by hand (their texts go through booking, like every text to a client: its limits of the day and its copy
of the opt-outs) until they hand it back, or until it lies idle for a day, when it goes back to the agent and the
owner is told."""

import uuid
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from receptionist.inbox import repository
from receptionist.inbox.repository import ThreadRow
from receptionist.inbox.schemas import Author, LastText, ThreadDetail, Threads, ThreadSummary, ThreadText
from receptionist.models import TextMessage, TextThread
from receptionist.texts import repository as texts
from ringbook.receptionist.v1 import events_pb2 as events
from ringbook_common.bus.outbox import publish
from ringbook_common.errors import Conflict, Invalid, NotFound

MESSAGES_SHOWN = 200
PURPOSE = "owner_reply"


class ThreadNotFound(NotFound):
    message = "No such conversation"


class OptedOut(Conflict):
    message = ("This client texted STOP to this location, so no text can be sent to them. They can text START to "
               "hear from you again.")


def thread_id_of(value: str) -> uuid.UUID:
    """A conversation as the path names it; anything that is not an id is no conversation."""
    try:
        return uuid.UUID(value.strip())
    except ValueError:
        raise ThreadNotFound() from None


def _iso(moment: datetime | None) -> str | None:
    return moment.isoformat() if moment else None


def author(message: TextMessage) -> Author:
    if message.direction == "in":
        return "client"
    return "owner" if message.sent_by == "owner" else "agent"


def summary(row: ThreadRow, *, last: TextMessage | None = None) -> ThreadSummary:
    thread, last = row.thread, last or row.last
    return ThreadSummary(
        id=str(thread.id), locationId=str(thread.location_id), phone=thread.phone,
        clientName=thread.client_name or "",
        lastMessage=LastText(body=last.body, by=author(last), at=last.at.isoformat()) if last else None,
        lastActivityAt=thread.last_message_at.isoformat(),
        answeredBy="owner" if thread.taken_over_at else "agent", takenOverAt=_iso(thread.taken_over_at),
        returnedAt=_iso(thread.returned_at), unread=row.unread, optedOut=row.opted_out)


async def threads(session: AsyncSession, *, tenant_id: uuid.UUID, location_id: uuid.UUID, limit: int) -> Threads:
    rows = await repository.threads(session, tenant_id=tenant_id, location_id=location_id, limit=limit)
    return Threads(threads=[summary(row) for row in rows])


async def _thread(session: AsyncSession, tenant_id: uuid.UUID, thread_id: uuid.UUID) -> ThreadRow:
    found = await repository.thread(session, tenant_id=tenant_id, thread_id=thread_id, lock=True)
    if found is None:
        raise ThreadNotFound()
    return found


async def _detail(session: AsyncSession, row: ThreadRow) -> ThreadDetail:
    shown = await repository.messages(session, row.thread.id, limit=MESSAGES_SHOWN)
    return ThreadDetail(thread=summary(row, last=shown[-1] if shown else None),
                        messages=[ThreadText(id=str(message.id), by=author(message), body=message.body,
                                             at=message.at.isoformat()) for message in shown])


async def read(session: AsyncSession, *, tenant_id: uuid.UUID, thread_id: uuid.UUID, now: datetime) -> ThreadDetail:
    """The thread and its texts, which the owner has now read."""
    row = await _thread(session, tenant_id, thread_id)
    await repository.mark_read(session, row.thread.id, at=now)
    return await _detail(session, ThreadRow(thread=row.thread, last=None, unread=0, opted_out=row.opted_out))


def _take_over(thread: TextThread, *, user_id: str, now: datetime) -> None:
    if thread.taken_over_at is None:
        thread.taken_over_at, thread.taken_over_by = now, user_id


async def take_over(session: AsyncSession, *, tenant_id: uuid.UUID, thread_id: uuid.UUID, user_id: str,
                    now: datetime) -> ThreadDetail:
    """From now the owner answers this thread, and the agent stays silent; taking over a thread already taken
    over changes nothing."""
    row = await _thread(session, tenant_id, thread_id)
    _take_over(row.thread, user_id=user_id, now=now)
    return await _detail(session, row)


async def hand_back(session: AsyncSession, *, tenant_id: uuid.UUID, thread_id: uuid.UUID) -> ThreadDetail:
    """The agent answers the client's next text again."""
    row = await _thread(session, tenant_id, thread_id)
    row.thread.taken_over_at = row.thread.taken_over_by = None
    return await _detail(session, row)


async def reply(session: AsyncSession, *, tenant_id: uuid.UUID, thread_id: uuid.UUID, user_id: str, body: str,
                now: datetime) -> ThreadDetail:
    """The owner's text to the client, kept in the thread and handed to booking to send from the thread's
    location. Replying takes the thread over (the owner is answering)."""
    if not body.strip():
        raise Invalid("Write a reply to send")
    row = await _thread(session, tenant_id, thread_id)
    thread = row.thread
    if await texts.opted_out(session, tenant_id=tenant_id, location_id=thread.location_id, phone=thread.phone):
        raise OptedOut()
    _take_over(thread, user_id=user_id, now=now)
    repository.add_owner_text(session, thread=thread, body=body, at=now)
    thread.last_message_at = max(thread.last_message_at, now)
    await session.flush()
    await publish(session, events.TextRequested(tenant_id=str(tenant_id), to=thread.phone, body=body,
                                                purpose=PURPOSE),
                  event_type="receptionist.text_requested", tenant_id=str(tenant_id),
                  location_id=str(thread.location_id))
    return await _detail(session, row)

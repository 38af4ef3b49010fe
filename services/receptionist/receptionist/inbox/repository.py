"""The SQL of the owner's inbox: a location's threads with their last text and unread count, one thread's texts,
and the threads taken over that have lain idle."""

import uuid
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import and_, func, or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from receptionist.models import TextMessage, TextOptOut, TextThread

# An answer is stored at the same moment as the text it answers (HELP): "in" sorts before "out".
LATEST = (TextMessage.at.desc(), TextMessage.direction.desc(), TextMessage.id.desc())


@dataclass(frozen=True)
class ThreadRow:
    thread: TextThread
    last: TextMessage | None
    unread: int
    opted_out: bool


def _opted_out():
    return select(TextOptOut.opted_out).where(
        TextOptOut.tenant_id == TextThread.tenant_id, TextOptOut.location_id == TextThread.location_id,
        TextOptOut.phone == TextThread.phone).scalar_subquery()


def _unread():
    return select(func.count()).select_from(TextMessage).where(
        TextMessage.thread_id == TextThread.id, TextMessage.direction == "in",
        or_(TextThread.owner_read_at.is_(None), TextMessage.at > TextThread.owner_read_at)).scalar_subquery()


def _last_message_id():
    return select(TextMessage.id).where(TextMessage.thread_id == TextThread.id).order_by(*LATEST).limit(1) \
        .scalar_subquery()


async def threads(session: AsyncSession, *, tenant_id: uuid.UUID, location_id: uuid.UUID,
                  limit: int) -> list[ThreadRow]:
    """The location's threads, latest activity first."""
    last_id = _last_message_id().label("last_id")
    rows = (await session.execute(
        select(TextThread, last_id, _unread().label("unread"), _opted_out().label("opted_out"))
        .where(TextThread.tenant_id == tenant_id, TextThread.location_id == location_id)
        .order_by(TextThread.last_message_at.desc(), TextThread.id.desc()).limit(limit))).all()
    ids = [row.last_id for row in rows if row.last_id is not None]
    last = {message.id: message for message in (await session.execute(
        select(TextMessage).where(TextMessage.id.in_(ids)))).scalars()} if ids else {}
    return [ThreadRow(thread=row.TextThread, last=last.get(row.last_id), unread=row.unread or 0,
                      opted_out=bool(row.opted_out)) for row in rows]


async def thread(session: AsyncSession, *, tenant_id: uuid.UUID, thread_id: uuid.UUID,
                 lock: bool = False) -> ThreadRow | None:
    query = select(TextThread, _unread().label("unread"), _opted_out().label("opted_out")).where(
        TextThread.id == thread_id, TextThread.tenant_id == tenant_id)
    if lock:
        query = query.with_for_update(of=TextThread)
    found = (await session.execute(query)).first()
    if found is None:
        return None
    return ThreadRow(thread=found.TextThread, last=None, unread=found.unread or 0, opted_out=bool(found.opted_out))


async def messages(session: AsyncSession, thread_id: uuid.UUID, *, limit: int) -> list[TextMessage]:
    """The thread's latest texts, oldest first."""
    latest = list((await session.execute(
        select(TextMessage).where(TextMessage.thread_id == thread_id)
        .order_by(*LATEST).limit(limit))).scalars())
    return latest[::-1]


def add_owner_text(session: AsyncSession, *, thread: TextThread, body: str, at: datetime) -> TextMessage:
    message = TextMessage(id=uuid.uuid4(), thread_id=thread.id, tenant_id=thread.tenant_id, direction="out",
                          body=body, at=at, sent_by="owner")
    session.add(message)
    return message


async def idle_taken_over(session: AsyncSession, *, idle_since: datetime, batch: int) -> list[TextThread]:
    """Threads taken over with no text either way and no take-over since `idle_since`, locked (skipping those
    another replica holds)."""
    return list((await session.execute(
        select(TextThread).where(
            TextThread.taken_over_at.is_not(None),
            and_(TextThread.taken_over_at <= idle_since, TextThread.last_message_at <= idle_since))
        .order_by(TextThread.taken_over_at).limit(batch).with_for_update(skip_locked=True))).scalars())


async def mark_read(session: AsyncSession, thread_id: uuid.UUID, *, at: datetime) -> None:
    await session.execute(update(TextThread).where(TextThread.id == thread_id).values(
        owner_read_at=func.greatest(func.coalesce(TextThread.owner_read_at, at), at)))


async def taken_over(session: AsyncSession, thread_id: uuid.UUID) -> bool:
    return await session.scalar(select(TextThread.taken_over_at.is_not(None)).where(TextThread.id == thread_id)) \
        is True

from datetime import datetime

from sqlalchemy import case, delete, update
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from identity.models import AttemptWindow
from ringbook_common.db import rows_changed


async def lock_window(session: AsyncSession, *, kind: str, key: str, at: datetime,
                      closed_before: datetime) -> tuple[int, datetime]:
    """The attempts and opening of the key's window, made when missing and emptied when it opened before
    `closed_before`. The row stays locked until the transaction ends, so requests for the same key wait here and
    each sees every attempt counted before it."""
    expired = AttemptWindow.opened_at < closed_before
    opened = insert(AttemptWindow).values(kind=kind, key=key, attempts=0, opened_at=at)
    statement = opened.on_conflict_do_update(
        index_elements=[AttemptWindow.kind, AttemptWindow.key],
        set_={"attempts": case((expired, 0), else_=AttemptWindow.attempts)},
    ).returning(AttemptWindow.attempts, AttemptWindow.opened_at)
    attempts, opened_at = (await session.execute(statement)).one()
    return attempts, opened_at


async def add_attempt(session: AsyncSession, *, kind: str, key: str, at: datetime) -> int:
    """Counts one attempt; the first of a window opens it. Answers the attempts in the window."""
    statement = (update(AttemptWindow).where(AttemptWindow.kind == kind, AttemptWindow.key == key)
                 .values(attempts=AttemptWindow.attempts + 1,
                         opened_at=case((AttemptWindow.attempts == 0, at), else_=AttemptWindow.opened_at))
                 .returning(AttemptWindow.attempts))
    return (await session.execute(statement)).scalar_one()


async def empty_window(session: AsyncSession, *, kind: str, key: str) -> None:
    await session.execute(update(AttemptWindow).where(AttemptWindow.kind == kind, AttemptWindow.key == key)
                          .values(attempts=0))


async def delete_opened_before(session: AsyncSession, *, before: datetime) -> int:
    return await rows_changed(session, delete(AttemptWindow).where(AttemptWindow.opened_at < before))

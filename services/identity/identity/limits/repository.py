from datetime import datetime

from sqlalchemy import case, delete, update
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from identity.models import AttemptWindow

TABLE = AttemptWindow.__table__


async def lock_window(session: AsyncSession, *, kind: str, key: str, at: datetime,
                      closed_before: datetime) -> tuple[int, datetime]:
    """The attempts and opening of the key's window, made when missing and emptied when it opened before
    `closed_before`. The row stays locked until the transaction ends, so requests for the same key wait here and
    each sees every attempt counted before it."""
    expired = TABLE.c.opened_at < closed_before
    statement = insert(TABLE).values(kind=kind, key=key, attempts=0, opened_at=at)
    statement = statement.on_conflict_do_update(
        index_elements=[TABLE.c.kind, TABLE.c.key],
        set_={"attempts": case((expired, 0), else_=TABLE.c.attempts)},
    ).returning(TABLE.c.attempts, TABLE.c.opened_at)
    attempts, opened_at = (await session.execute(statement)).one()
    return attempts, opened_at


async def add_attempt(session: AsyncSession, *, kind: str, key: str, at: datetime) -> int:
    """Counts one attempt; the first of a window opens it. Answers the attempts in the window."""
    statement = (update(TABLE).where(TABLE.c.kind == kind, TABLE.c.key == key)
                 .values(attempts=TABLE.c.attempts + 1,
                         opened_at=case((TABLE.c.attempts == 0, at), else_=TABLE.c.opened_at))
                 .returning(TABLE.c.attempts))
    return (await session.execute(statement)).scalar_one()


async def empty_window(session: AsyncSession, *, kind: str, key: str) -> None:
    await session.execute(update(TABLE).where(TABLE.c.kind == kind, TABLE.c.key == key).values(attempts=0))


async def delete_opened_before(session: AsyncSession, *, before: datetime) -> int:
    return (await session.execute(delete(TABLE).where(TABLE.c.opened_at < before))).rowcount

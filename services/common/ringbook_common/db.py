import weakref
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any, cast

from sqlalchemy import CursorResult, Executable, MetaData, event
from sqlalchemy.exc import DisconnectionError
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker, create_async_engine
from sqlalchemy.orm import DeclarativeBase

NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


def new_metadata() -> MetaData:
    return MetaData(naming_convention=NAMING_CONVENTION)


class ServiceBase(DeclarativeBase):
    """Each service derives its own declarative base so that services never share tables."""

    __abstract__ = True


POOL_SIZE = 20


def create_engine(url: str, *, pool_size: int = POOL_SIZE) -> AsyncEngine:
    """An engine whose pool keeps its `pool_size` connections open and hands out only those the server has not
    closed.

    No overflow: a burst of requests waits for a pooled connection instead of opening one more for each request
    and closing it after, which costs PostgreSQL a backend started and a login and the service a connection's
    set-up every time (50 callers booking one slot at once: PostgreSQL's processor time 200 -> 60 ms a round).
    SQLAlchemy's `pool_pre_ping` would ask the server on every checkout (BEGIN, a statement, ROLLBACK: three
    round trips per session); a server that went away (a restart, a terminated backend) has closed its end,
    which the driver already knows.

    Last in, first out: the connection handed out is the one used last, whose prepared statements are those this
    service asks again (a quiet service's requests otherwise go round every pooled connection, each preparing
    its statements afresh)."""
    engine = create_async_engine(url, pool_size=pool_size, max_overflow=0, pool_use_lifo=True)
    event.listen(engine.sync_engine, "checkout", _refuse_closed)
    return engine


def _refuse_closed(dbapi_connection: Any, _record: Any, _proxy: Any) -> None:
    """A pooled connection the server closed is discarded and the checkout tried again with a fresh one (the pool
    does that on `DisconnectionError`)."""
    if dbapi_connection.driver_connection.is_closed():
        raise DisconnectionError("the server closed this pooled connection")


def create_sessionmaker(engine: AsyncEngine) -> async_sessionmaker[AsyncSession]:
    return async_sessionmaker(engine, expire_on_commit=False)


async def rows_changed(session: AsyncSession, statement: Executable) -> int:
    """How many rows an UPDATE or DELETE changed. Executed by a session, such a statement answers a cursor result,
    which the session's signature calls a result of any kind."""
    result = cast(CursorResult[Any], await session.execute(statement))
    return result.rowcount


@asynccontextmanager
async def reading(sessionmaker: async_sessionmaker[AsyncSession]) -> AsyncIterator[AsyncSession]:
    """A session for a request that only reads, two round trips cheaper than one in a transaction. Under READ
    COMMITTED every statement sees the data as of its own start anyway; what it gives up is a write being undone
    with the rest (nothing to undo when nothing is written) and a lock held to the end.

    It takes a pooled connection at its first statement, not before: a request that is answered from what
    another request read (a loser of a race) never waits for one. `session.close()` hands the connection back
    while the request waits on something else; the next statement takes one again."""
    async with sessionmaker(bind=_each_statement_committed(sessionmaker.kw["bind"])) as session:
        yield session


_AUTOCOMMIT: weakref.WeakKeyDictionary[AsyncEngine, AsyncEngine] = weakref.WeakKeyDictionary()


def _each_statement_committed(engine: AsyncEngine) -> AsyncEngine:
    """The engine's view whose connections (from the same pool) commit each statement on its own: no BEGIN
    before the first, no ROLLBACK after the last."""
    if (view := _AUTOCOMMIT.get(engine)) is None:
        view = _AUTOCOMMIT[engine] = engine.execution_options(isolation_level="AUTOCOMMIT")
    return view


@asynccontextmanager
async def unit_of_work(sessionmaker: async_sessionmaker[AsyncSession]) -> AsyncIterator[AsyncSession]:
    """The unit of work of one request, event or call: commit on success, roll back on any error."""
    async with sessionmaker() as session:
        try:
            yield session
            await session.commit()
        except BaseException as exc:
            # Some refusals are state themselves (a wrong code counts as a try): those keep their changes.
            if getattr(exc, "commit_changes", False):
                await session.commit()
            else:
                await session.rollback()
            raise

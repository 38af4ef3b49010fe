"""Answers given without a claim, kept together: the losers of a race for one slot are answered within a few
milliseconds of each other, and a statement of its own for each cost the receptionist more than the rest of
their request.

A request joins the batch not yet sent. The first to join sends it as soon as the batch before it is written
(group commit): a lone request waits for nothing, and a burst is written in a few statements while each request
still answers only once its own answer is kept. When a batch fails, each of its requests keeps its answer on its
own, so a row that cannot be written costs no other request its answer."""

import asyncio
import weakref
from dataclasses import dataclass, field

from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession

from receptionist.functions import repository
from receptionist.functions.repository import CallKey, Given


@dataclass
class _Batch:
    rows: list[Given]
    written: asyncio.Future[bool]  # False: the batch failed; each keeps its own


@dataclass
class _Writer:
    """The batches of one database, in one event loop: one is written at a time, the next fills meanwhile."""

    loop: asyncio.AbstractEventLoop
    turn: asyncio.Lock = field(default_factory=asyncio.Lock)
    open: _Batch | None = None


_WRITERS: weakref.WeakKeyDictionary[AsyncEngine, _Writer] = weakref.WeakKeyDictionary()


def _writer(engine: AsyncEngine) -> _Writer:
    loop = asyncio.get_running_loop()
    writer = _WRITERS.get(engine)
    if writer is None or writer.loop is not loop:
        writer = _WRITERS[engine] = _Writer(loop)
    return writer


async def keep(session: AsyncSession, given: Given) -> None:
    """Keep `given` with the answers given alongside it, in a session outside a transaction (one statement is
    all or nothing on its own); on its own when its batch could not be written."""
    engine = session.bind
    if not (isinstance(engine, AsyncEngine) and await _batched(session, _writer(engine), given)):
        await repository.keep_given(session, [given])


async def _batched(session: AsyncSession, writer: _Writer, given: Given) -> bool:
    """Whether `given` was written with the batch it joined (the open one, or a new one it sends)."""
    batch = writer.open
    if batch is not None:
        batch.rows.append(given)
        return await asyncio.shield(batch.written)
    batch = writer.open = _Batch([given], writer.loop.create_future())
    return await _send(session, writer, batch)


async def _send(session: AsyncSession, writer: _Writer, batch: _Batch) -> bool:
    """Write the batch once the one before it is written; whether it was."""
    written = False
    try:
        await asyncio.sleep(0)  # those answered in the same turn of the loop join first
        async with writer.turn:
            if writer.open is batch:
                writer.open = None
            await repository.keep_given(session, one_per_key(batch.rows))
            written = True
    except (SQLAlchemyError, OSError):  # each request of the batch keeps its own answer, and hears its own error
        await session.rollback()
    finally:
        batch.written.set_result(written)
    return written


def one_per_key(rows: list[Given]) -> list[Given]:
    """A row per key, as keeping them one after the other would leave it: the first success, else the last
    refusal (a statement may not change a row twice)."""
    chosen: dict[CallKey, Given] = {}
    for row in rows:
        if row.key not in chosen or not chosen[row.key].ok:
            chosen[row.key] = row
    return list(chosen.values())

"""The simulated calls' stored recordings, served a byte range at a time: a range is read from the database in
chunks (substring() of an uncompressed, out-of-line value reads only the chunks it covers), so serving a
recording never holds more than one chunk of it in memory."""

import re
from collections.abc import AsyncIterator, Iterator

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from receptionist.simulator import repository
from ringbook_common.errors import NotFound, ServiceError

CHUNK_BYTES = 256 * 1024
# At most 18 digits: any real offset fits, and a thousand-digit number is never parsed.
_RANGE = re.compile(r"bytes=(\d{0,18})-(\d{0,18})")


class RecordingExpired(NotFound):
    message = "This recording has expired: the salon keeps recordings for a set number of days"


class RangeNotSatisfiable(ServiceError):
    status_code = 416
    message = "This range is outside the recording"


def requested_range(header: str | None, size: int) -> tuple[int, int] | None:
    """The (first, last) bytes a `range` header asks for, or None for the whole recording (no header, or one we
    do not serve, such as several ranges). Raises RangeNotSatisfiable when it lies outside the recording."""
    match = _RANGE.fullmatch(header.strip()) if header else None
    if not match or not (match[1] or match[2]):
        return None
    if match[1]:
        first = int(match[1])
        last = min(int(match[2]), size - 1) if match[2] else size - 1
    else:
        first, last = max(size - int(match[2]), 0), size - 1
    if first >= size or first > last:
        raise RangeNotSatisfiable(headers={"content-range": f"bytes */{size}"})
    return first, last


def chunks(first: int, last: int) -> Iterator[tuple[int, int]]:
    """(offset, length) pieces of at most CHUNK_BYTES covering bytes first..last."""
    for offset in range(first, last + 1, CHUNK_BYTES):
        yield offset, min(CHUNK_BYTES, last + 1 - offset)


async def size(sessionmaker: async_sessionmaker[AsyncSession], token: str) -> int:
    async with sessionmaker() as session:
        found = await repository.recording_size(session, token)
    if found is None:
        raise NotFound("This recording was not found")
    if found[0] is None:
        raise RecordingExpired()
    return found[0]


async def read(session: AsyncSession, token: str, offset: int, length: int) -> bytes:
    """`length` bytes of the recording from `offset` (empty once it was deleted)."""
    return await repository.recording_piece(session, token, offset, length)


async def stream(sessionmaker: async_sessionmaker[AsyncSession], token: str, first: int,
                 last: int) -> AsyncIterator[bytes]:
    """Bytes first..last, a chunk at a time, each read in a short session of its own (a slow listener holds no
    connection)."""
    for offset, length in chunks(first, last):
        async with sessionmaker() as session:
            piece = await read(session, token, offset, length)
        if not piece:
            return
        yield piece

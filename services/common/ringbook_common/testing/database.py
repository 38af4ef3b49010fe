from typing import TypeVar

from google.protobuf.message import Message
from sqlalchemy import RowMapping, text
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine

from ringbook.common.v1.envelope_pb2 import Envelope
from ringbook_common.bus.envelope import unpack

M = TypeVar("M", bound=Message)


async def truncate_all(url: str) -> None:
    """Empty every table but Alembic's, so the next test starts from a clean database."""
    engine = create_async_engine(url)
    try:
        async with engine.begin() as conn:
            # A connection a test left open must not hold up the next test's clean slate.
            await conn.execute(text(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                "WHERE datname = current_database() AND pid <> pg_backend_pid() AND state LIKE 'idle in transaction%'"
            ))
            tables = (await conn.execute(text(
                "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'alembic_version'"
            ))).scalars().all()
            if tables:
                await conn.execute(text("TRUNCATE " + ", ".join(f'"{t}"' for t in tables) + " CASCADE"))
    finally:
        await engine.dispose()


class Database:
    """A test's window on a service's database: rows as mappings, statements, counts, the outbox."""

    def __init__(self, engine: AsyncEngine) -> None:
        self.engine = engine

    async def rows(self, sql: str, **params: object) -> list[RowMapping]:
        async with self.engine.connect() as conn:
            return list((await conn.execute(text(sql), params)).mappings())

    async def execute(self, sql: str, **params: object) -> None:
        async with self.engine.begin() as conn:
            await conn.execute(text(sql), params)

    async def count(self, table: str) -> int:
        [row] = await self.rows(f"SELECT count(*) AS n FROM {table}")  # noqa: S608 - table names from tests
        return int(row["n"])

    async def outbox_subjects(self) -> list[str]:
        return [row["subject"] for row in await self.rows("SELECT subject FROM outbox ORDER BY seq")]

    async def events(self, event_type: str, message_type: type[M]) -> list[tuple[Envelope, M]]:
        """Events of this type recorded in the outbox, oldest first, as (envelope, payload)."""
        found = []
        for row in await self.rows("SELECT data FROM outbox WHERE subject = :subject ORDER BY seq",
                                   subject=f"ringbook.{event_type}"):
            envelope = Envelope.FromString(row["data"])
            found.append((envelope, unpack(envelope, message_type)))
        return found

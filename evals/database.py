"""Straight access to two services' own databases: the reset before a scenario and the end state after it.
This is test infrastructure reading and clearing one salon's rows, never a path the product takes."""

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import asyncpg

from ringbook_devstack.stack import Stack


class Databases:
    """One connection each to booking's and the receptionist's databases, kept for the run."""

    def __init__(self, booking: asyncpg.Connection, receptionist: asyncpg.Connection) -> None:
        self.booking, self.receptionist = booking, receptionist
        self._columns: dict[tuple[str, str], set[str]] = {}

    async def columns(self, service: str, table: str) -> set[str]:
        """The columns a table has today (so a field the product adds later is read as soon as it lands)."""
        if (service, table) not in self._columns:
            connection = self.booking if service == "booking" else self.receptionist
            rows = await connection.fetch(
                "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() "
                "AND table_name = $1", table)
            self._columns[service, table] = {row["column_name"] for row in rows}
        return self._columns[service, table]


def _dsn(stack: Stack, service: str) -> str:
    return stack.database_url(service).replace("postgresql+asyncpg://", "postgresql://", 1)


@asynccontextmanager
async def databases(stack: Stack) -> AsyncIterator[Databases]:
    booking = await asyncpg.connect(_dsn(stack, "booking"))
    try:
        receptionist = await asyncpg.connect(_dsn(stack, "receptionist"))
        try:
            yield Databases(booking, receptionist)
        finally:
            await receptionist.close()
    finally:
        await booking.close()

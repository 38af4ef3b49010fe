"""The global directory of a cell deployment (deploy/cells.md): which cell holds each account, so a sign-in,
a code or a password reset reaches the cell whose identity service knows the address, and where a new sign-up
goes. One small table; the edge is its only writer. Here it is SQLite beside the edge; a fleet keeps the same
table in a small replicated database."""

import sqlite3
import threading
from collections.abc import Iterator, Sequence
from contextlib import closing, contextmanager
from pathlib import Path

SCHEMA = """
CREATE TABLE IF NOT EXISTS accounts (
    email TEXT PRIMARY KEY,
    cell TEXT NOT NULL,
    placed_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
)
"""


class NoRoom(Exception):
    """Every cell open to new tenants is full."""


def normalised(email: str) -> str:
    return email.strip().lower()


class Directory:
    """email -> cell. `place` answers an address's cell, choosing the least-full open cell for a new one."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()
        path.parent.mkdir(parents=True, exist_ok=True)
        with self._connect() as connection:
            connection.execute(SCHEMA)

    @contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        with closing(sqlite3.connect(self.path, timeout=10, isolation_level=None)) as connection:
            connection.execute("PRAGMA journal_mode=WAL")
            yield connection

    def cell_of(self, email: str) -> str | None:
        with self._connect() as connection:
            row = connection.execute("SELECT cell FROM accounts WHERE email = ?", (normalised(email),)).fetchone()
        return str(row[0]) if row else None

    def place(self, email: str, cells: Sequence[str], *, capacity: int) -> tuple[str, bool]:
        """The address's cell and whether it was placed just now: an address seen before keeps its cell; a new
        one goes to the open cell holding fewest accounts (ties: the first listed). NoRoom when all are full."""
        address = normalised(email)
        with self._lock, self._connect() as connection:
            connection.execute("BEGIN IMMEDIATE")
            try:
                row = connection.execute("SELECT cell FROM accounts WHERE email = ?", (address,)).fetchone()
                if row:
                    connection.execute("COMMIT")
                    return str(row[0]), False
                counts = dict(connection.execute("SELECT cell, count(*) FROM accounts GROUP BY cell").fetchall())
                open_cells = [cell for cell in cells if counts.get(cell, 0) < capacity]
                if not open_cells:
                    raise NoRoom()
                chosen = min(open_cells, key=lambda cell: (counts.get(cell, 0), cells.index(cell)))
                connection.execute("INSERT INTO accounts (email, cell) VALUES (?, ?)", (address, chosen))
                connection.execute("COMMIT")
                return chosen, True
            except BaseException:
                connection.execute("ROLLBACK")
                raise

    def forget(self, email: str, cell: str) -> None:
        """Undo a placement whose sign-up the cell refused (only if the address is still placed there)."""
        with self._lock, self._connect() as connection:
            connection.execute("DELETE FROM accounts WHERE email = ? AND cell = ?", (normalised(email), cell))

    def move(self, email: str, cell: str) -> None:
        """The last step of moving a tenant (deploy/cells.md): its owner's sign-ins go to `cell` from now on."""
        with self._lock, self._connect() as connection:
            updated = connection.execute("UPDATE accounts SET cell = ? WHERE email = ?", (cell, normalised(email)))
            if updated.rowcount != 1:
                raise LookupError(f"{email} is in no cell")

    def counts(self) -> dict[str, int]:
        with self._connect() as connection:
            return {str(cell): int(n) for cell, n in
                    connection.execute("SELECT cell, count(*) FROM accounts GROUP BY cell").fetchall()}

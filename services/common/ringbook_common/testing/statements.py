"""How often a kind of statement is sent to the database while a block runs."""

from collections.abc import Callable

from sqlalchemy import event
from sqlalchemy.ext.asyncio import AsyncEngine


class CountedStatements:
    """Counts the statements sent through `engine` for which `counts(sql)` holds, inside a `with` block."""

    def __init__(self, engine: AsyncEngine, counts: Callable[[str], bool]) -> None:
        self.count = 0
        self.counts = counts
        self.engine = engine.sync_engine

    def __enter__(self) -> "CountedStatements":
        event.listen(self.engine, "before_cursor_execute", self.seen)
        return self

    def __exit__(self, *_exc: object) -> None:
        event.remove(self.engine, "before_cursor_execute", self.seen)

    def seen(self, _conn: object, _cursor: object, statement: str, *_args: object) -> None:
        self.count += self.counts(statement)

"""Pin or move the clock of a running stack: its services read `RINGBOOK_CLOCK_FILE` (`ringbook_common.clock`)."""

import json
import os
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime, timedelta
from pathlib import Path

from ringbook_common import clock
from ringbook_common.clock import parse_instant


def pin(path: Path, moment: datetime) -> None:
    """Every service reading `path` is at `moment` now, and runs on from it.

    Written to a temporary file and renamed over the clock file, so no reader ever sees half of it."""
    if moment.tzinfo is None:
        raise ValueError("a pinned moment needs a time zone")
    path = Path(path)
    content = json.dumps({"now": moment.isoformat(), "set_at": time.time()})
    descriptor, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    try:
        with os.fdopen(descriptor, "w", encoding="utf-8") as file:
            file.write(content)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def pinned_now(path: Path) -> datetime | None:
    """The moment the file's readers are at now, or None when the clock is not pinned."""
    try:
        content = json.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    return parse_instant(content["now"]) + timedelta(seconds=time.time() - float(content["set_at"]))


def move(path: Path, by: timedelta) -> datetime:
    """Move a pinned clock on (or back) by `by`; answers the new now."""
    current = pinned_now(path)
    if current is None:
        raise ValueError(f"the clock at {path} is not pinned")
    pin(path, current + by)
    return current + by


def unpin(path: Path) -> None:
    """Back to the wall clock."""
    Path(path).unlink(missing_ok=True)


class PinnedClock:
    """This process's clock, read from a clock file that a test pins and moves (never sleeps on)."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)

    def set(self, moment: datetime) -> datetime:
        pin(self.path, moment)
        return moment

    def move(self, by: timedelta) -> datetime:
        return move(self.path, by)

    def now(self) -> datetime:
        return clock.now()


@contextmanager
def pinned_here(path: Path) -> Iterator[PinnedClock]:
    """Within the block, this process's services (a service test's app) read their clock from `path`."""
    clock.configure("dev", {clock.FILE_SETTING: str(path)})
    try:
        yield PinnedClock(path)
    finally:
        clock.configure("dev", {})

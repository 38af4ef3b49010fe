"""The one clock every service reads "now" from.

In production it is the wall clock. A dev or test stack may pin it, and the services run on from the pinned moment:

- `RINGBOOK_NOW=2026-12-01T15:15:00Z`: the clock starts at that instant when the process starts;
- `RINGBOOK_CLOCK_FILE=<path>`: while the file exists, now is its `now` plus the wall time gone by since its
  `set_at` (`{"now": "<ISO instant>", "set_at": <unix seconds>}`). The file is looked at on every reading and read
  again only when it changed, so a running stack moves between scenarios without a restart
  (`ringbook_common.testing.clock.pin`). No file: the wall clock.

Either setting outside `RINGBOOK_ENV=dev` stops the service at start (`configure`).
"""

import json
import logging
import os
import time
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

logger = logging.getLogger("ringbook.clock")

NOW_SETTING = "RINGBOOK_NOW"
FILE_SETTING = "RINGBOOK_CLOCK_FILE"
PINNABLE_IN = "dev"


class ClockRefused(RuntimeError):
    """A clock setting the process may not run with."""


def parse_instant(text: str) -> datetime:
    """An ISO 8601 instant with its offset (`Z` or `+01:00`); a moment without one names no instant."""
    moment = datetime.fromisoformat(text.strip())
    if moment.tzinfo is None:
        raise ValueError(f"{text!r} has no UTC offset (e.g. 2026-12-01T15:15:00Z)")
    return moment.astimezone(UTC)


@dataclass(frozen=True)
class _Pin:
    moment: datetime
    set_at: float

    def now(self) -> datetime:
        return self.moment + timedelta(seconds=time.time() - self.set_at)


class Clock:
    """The wall clock, or one that runs on from a pinned moment (fixed at start, or read from a file)."""

    def __init__(self, *, start: datetime | None = None, file: Path | None = None) -> None:
        self._pin = _Pin(start, time.time()) if start is not None else None
        self._file = file
        self._file_stamp: tuple[int, int, int] | None = None
        self._file_pin: _Pin | None = None

    @classmethod
    def from_settings(cls, settings: Mapping[str, str]) -> "Clock":
        start, file = settings.get(NOW_SETTING, "").strip(), settings.get(FILE_SETTING, "").strip()
        if start and file:
            raise ClockRefused(f"set {NOW_SETTING} or {FILE_SETTING}, not both")
        try:
            return cls(start=parse_instant(start) if start else None, file=Path(file) if file else None)
        except ValueError as error:
            raise ClockRefused(f"{NOW_SETTING}: {error}") from None

    @property
    def pinned(self) -> bool:
        return self._pin is not None or self._file is not None

    def now(self) -> datetime:
        if self._file is not None:
            pin = self._read_file(self._file)
            return pin.now() if pin else datetime.now(UTC)
        return self._pin.now() if self._pin else datetime.now(UTC)

    def _read_file(self, file: Path) -> _Pin | None:
        try:
            status = file.stat()
        except FileNotFoundError:
            self._file_stamp = self._file_pin = None
            return None
        stamp = (status.st_ino, status.st_mtime_ns, status.st_size)
        if stamp != self._file_stamp:
            self._file_stamp = stamp
            self._file_pin = self._parse_file(file) or self._file_pin
        return self._file_pin

    def _parse_file(self, file: Path) -> _Pin | None:
        try:
            content = json.loads(file.read_text(encoding="utf-8"))
            return _Pin(parse_instant(content["now"]), float(content["set_at"]))
        except FileNotFoundError:
            return None
        except (ValueError, KeyError, TypeError) as error:
            # A hand-edited file gone wrong keeps the last good reading rather than failing every request.
            logger.warning("clock file %s unreadable (%s); keeping the previous reading", file, error)
            return None


_clock: Clock | None = None


def configure(env: str, settings: Mapping[str, str] | None = None) -> Clock:
    """The process's clock from its settings (the environment by default); refused outside dev when pinned."""
    global _clock
    clock = Clock.from_settings(os.environ if settings is None else settings)
    if clock.pinned and env != PINNABLE_IN:
        raise ClockRefused(f"{NOW_SETTING} and {FILE_SETTING} pin the clock for dev and test stacks only; "
                           f"this process runs with RINGBOOK_ENV={env!r}: remove them to start")
    _clock = clock
    return clock


def now() -> datetime:
    """The current instant, UTC."""
    global _clock
    if _clock is None:
        _clock = Clock.from_settings(os.environ)
    return _clock.now()


def today(zone: ZoneInfo | str) -> date:
    """Today's date in a time zone."""
    return now().astimezone(zone if isinstance(zone, ZoneInfo) else ZoneInfo(zone)).date()

"""Time-off ranges: absolute moments (ISO 8601 with a UTC offset), checked here without I/O.

A naive date-time is refused: whether "09:00" is the salon's, the browser's or UTC would be a guess.
"""

import re
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from ringbook_common.bounded import unstorable

MAX_RANGES = 200
REASON_MAX = 200
EARLIEST = datetime(2000, 1, 1, tzinfo=UTC)
LATEST = datetime(2200, 1, 1, tzinfo=UTC)
EXAMPLE = "2025-07-01T09:00:00-04:00"

NOT_A_LIST = "Please send the time off as a list of {timeMin, timeMax, reason}"
BOTH_DATES = "Please select both dates"
_DATE_TIME = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}[T ][0-9]{2}:[0-9]{2}")
_WHITESPACE = re.compile(r"\s+")


@dataclass(frozen=True)
class Period:
    time_min: datetime  # UTC
    time_max: datetime
    reason: str | None = None
    location_id: uuid.UUID | None = None  # where the member is away; None: everywhere

    def sort_key(self) -> tuple[datetime, datetime, str, str]:
        return self.time_min, self.time_max, self.reason or "", str(self.location_id or "")

    def as_json(self) -> dict[str, Any]:
        """A range away from every location says no location."""
        found = {"timeMin": iso(self.time_min), "timeMax": iso(self.time_max), "reason": self.reason}
        return found | ({"location": str(self.location_id)} if self.location_id else {})


def iso(moment: datetime) -> str:
    return moment.astimezone(UTC).isoformat().replace("+00:00", "Z")


def _missing(value: object) -> bool:
    return value is None or (isinstance(value, str) and not value.strip())


def moment_of(value: object, *, number: int, which: str) -> datetime:
    text = value.strip() if isinstance(value, str) and len(value) <= 64 else ""
    try:
        moment = datetime.fromisoformat(text) if _DATE_TIME.match(text) else None
    except ValueError:
        moment = None
    if moment is None:
        raise ValueError(f"Time off {number}: the {which} must be a date and time like {EXAMPLE}")
    if moment.tzinfo is None or moment.utcoffset() is None:
        raise ValueError(f"Time off {number}: the {which} needs a UTC offset, like {EXAMPLE} or "
                         "2025-07-01T13:00:00Z")
    try:
        moment = moment.astimezone(UTC)
    except OverflowError:
        moment = None
    if moment is None or not EARLIEST <= moment < LATEST:
        raise ValueError(f"Time off {number}: dates must be between the years {EARLIEST.year} and "
                         f"{LATEST.year - 1}")
    return moment


def _reason(value: object, *, number: int) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise ValueError(f"Time off {number}: the reason must be text")
    if unstorable(value):
        raise ValueError(f"Time off {number}: the reason contains characters we can't accept")
    value = _WHITESPACE.sub(" ", value).strip()
    if len(value) > REASON_MAX:
        raise ValueError(f"Time off {number}: the reason must be at most {REASON_MAX} characters")
    return value or None


def _location(value: object, *, number: int) -> uuid.UUID | None:
    if _missing(value):
        return None
    try:
        if isinstance(value, str):
            return uuid.UUID(value.strip())
    except ValueError:
        pass
    raise ValueError(f"Time off {number}: the location must be one of your locations' ids")


def parse_ranges(raw: object) -> list[Period]:
    """The ranges as sent, checked and in UTC, ordered by start; raises ValueError with the message."""
    if not isinstance(raw, list):
        raise ValueError(NOT_A_LIST)
    if len(raw) > MAX_RANGES:
        raise ValueError(f"At most {MAX_RANGES} time-off ranges can be saved at once")
    periods: list[Period] = []
    for number, item in enumerate(raw, start=1):
        if not isinstance(item, dict):
            raise ValueError(f"Time off {number}: send an object with timeMin, timeMax and an optional reason")
        if _missing(item.get("timeMin")) or _missing(item.get("timeMax")):
            raise ValueError(BOTH_DATES)
        time_min = moment_of(item["timeMin"], number=number, which="start")
        time_max = moment_of(item["timeMax"], number=number, which="end")
        if time_min >= time_max:
            raise ValueError(f"Time off {number}: the end must be after the start")
        periods.append(Period(time_min, time_max, _reason(item.get("reason"), number=number),
                              _location(item.get("location"), number=number)))
    return sorted(periods, key=Period.sort_key)


def not_over(periods: list[Period], *, now: datetime) -> list[Period]:
    """Current and upcoming periods; those that already ended are history."""
    return [period for period in periods if period.time_max > now]

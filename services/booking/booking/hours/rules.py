"""A staff member's week: intervals per weekday in local wall-clock time. Pure functions, no I/O.

Days are 0 (Sunday) to 6 (Saturday); times "HH:MM"; an interval ends after it starts and may end at "24:00"
(midnight). Several intervals a day make breaks; they may touch (12:00-13:00, 13:00-17:00) but not overlap.
A row with `"enabled": false` (the admin dashboard's unticked day) is not a working interval and is skipped.
"""

import itertools
import re
from dataclasses import dataclass
from typing import Any

DAYS = ("Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday")
MINUTES_PER_DAY = 24 * 60
MAX_SLOTS = 100
_DAY_NUMBER = re.compile(r"[0-6]")
_TIME = re.compile(r"([0-9]{1,2}):([0-9]{2})")

EN_DASH = "\u2013"  # the en dash people write ranges with
NOT_A_LIST = "Please send the working hours as a list of {dow, start, end}"


@dataclass(frozen=True, order=True)
class Slot:
    dow: int
    start: int  # minutes after midnight
    end: int

    @property
    def day(self) -> str:
        return DAYS[self.dow]

    def label(self) -> str:
        return f"{clock_text(self.start)}{EN_DASH}{clock_text(self.end)}"

    def as_json(self) -> dict[str, Any]:
        return {"dow": self.dow, "start": clock_text(self.start), "end": clock_text(self.end)}


def clock_text(minute: int) -> str:
    return f"{minute // 60:02d}:{minute % 60:02d}"


def minute_of(value: object, *, allow_midnight: bool) -> int | None:
    """"09:30" -> 570; "24:00" only where the end of the day is meant; None when not such a time."""
    if not isinstance(value, str):
        return None
    match = _TIME.fullmatch(value.strip())
    if match is None:
        return None
    hours, minutes = int(match[1]), int(match[2])
    if minutes > 59:
        return None
    if hours == 24 and minutes == 0 and allow_midnight:
        return MINUTES_PER_DAY
    return hours * 60 + minutes if hours < 24 else None


def _dow(value: object) -> int | None:
    # A form's select may send the day as text ("1"); a float like 1.0 is still that day.
    if isinstance(value, bool):
        return None
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, str) and _DAY_NUMBER.fullmatch(value.strip()):
        value = int(value)
    return value if isinstance(value, int) and 0 <= value <= 6 else None


DEFAULT_WEEK: tuple[Slot, ...] = tuple(Slot(dow, 9 * 60, 17 * 60) for dow in range(1, 6))


def salon_week(week: list | None, start_minute: int, end_minute: int) -> tuple[Slot, ...]:
    """A new member's week: each day the salon is open, its opening hours. `week` is the salon's [open, close]
    minutes per weekday (Sunday first, None when closed); None: every day from start to end."""
    if not isinstance(week, list) or len(week) != 7:
        return tuple(Slot(dow, start_minute, end_minute) for dow in range(7))
    return tuple(Slot(dow, day[0], day[1]) for dow, day in enumerate(week)
                 if isinstance(day, list) and len(day) == 2 and day[0] < day[1])


def parse_week(raw: object) -> list[Slot]:
    """The week as sent, checked; raises ValueError with a message naming the day and times."""
    if not isinstance(raw, list):
        raise ValueError(NOT_A_LIST)
    if len(raw) > MAX_SLOTS:
        raise ValueError(f"A week can have at most {MAX_SLOTS} working-hours intervals")
    slots: list[Slot] = []
    for number, item in enumerate(raw, start=1):
        if not isinstance(item, dict):
            raise ValueError(f"Working hours {number}: send an object with dow, start and end")
        if item.get("enabled") is False:
            continue  # a day row the admin dashboard left unticked
        dow = _dow(item.get("dow"))
        if dow is None:
            raise ValueError(f"Working hours {number}: the day (dow) must be 0 (Sunday) to 6 (Saturday)")
        day = DAYS[dow]
        start = minute_of(item.get("start"), allow_midnight=False)
        if start is None:
            raise ValueError(f"{day}: the start must be a time like 09:00")
        end = minute_of(item.get("end"), allow_midnight=True)
        if end is None:
            raise ValueError(f"{day}: the end must be a time like 17:00")
        if start >= end:
            raise ValueError(f"{day}: the start ({clock_text(start)}) must be before the end ({clock_text(end)})")
        slots.append(Slot(dow, start, end))
    slots.sort()
    for earlier, later in itertools.pairwise(slots):
        if earlier.dow == later.dow and later.start < earlier.end:
            raise ValueError(f"{earlier.day}: {earlier.label()} overlaps {later.label()}")
    return slots

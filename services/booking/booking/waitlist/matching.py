"""Who is offered freed time, and when: the waitlist's rules as plain functions of plain values, no I/O.

- An entry wants a slot when the member is the one it named (or it named anyone), the slot's local day is one
  of its days and its local start time lies in its window (both ends included).
- Entries are asked in the order they joined; the first that wants a free slot of the opening it has never been
  offered is offered it (the earliest such slot).
- Quiet hours are local minutes of the day, `start` to `end`, wrapping past midnight when `end` comes first
  (20:00 to 09:00); equal ends mean no quiet hours.
"""

import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from booking.hours.rules import Slot as HoursSlot

MINUTES_IN_DAY = 24 * 60
MAX_SEARCH_DAYS = 31

# Named parts of the day as windows of start times (local minutes, both ends included).
PARTS_OF_DAY = {"morning": (0, 12 * 60 - 1), "afternoon": (12 * 60, 17 * 60 - 1), "evening": (17 * 60, 24 * 60 - 1),
                "any": (0, 24 * 60 - 1)}


@dataclass(frozen=True)
class Window:
    first_day: date
    last_day: date
    earliest_minute: int
    latest_minute: int

    def holds(self, local_start: datetime) -> bool:
        minute = local_start.hour * 60 + local_start.minute
        return (self.first_day <= local_start.date() <= self.last_day
                and self.earliest_minute <= minute <= self.latest_minute)


@dataclass(frozen=True)
class Waiting:
    """A waiting entry as matching sees it."""

    entry_id: uuid.UUID
    service_id: str
    staff_key: uuid.UUID | None  # None: anyone
    window: Window
    joined_at: datetime


@dataclass(frozen=True)
class FreeSlot:
    """A free start as availability offers it for the entry's service."""

    slot_id: str
    staff_key: uuid.UUID
    start: datetime  # aware


@dataclass(frozen=True)
class Opening:
    """The freed time: starts in [starts_at, ends_at) of a member (None: any member)."""

    staff_key: uuid.UUID | None
    starts_at: datetime
    ends_at: datetime


def minute_of(value: time) -> int:
    return value.hour * 60 + value.minute


def window_of(part: str) -> tuple[int, int] | None:
    """A named part of the day as (earliest, latest) minutes; None for a name that is none."""
    return PARTS_OF_DAY.get(part.strip().lower())


def in_order(entries: Iterable[Waiting]) -> list[Waiting]:
    """The order they joined (the id settles a tie, so every replica asks in the same order)."""
    return sorted(entries, key=lambda entry: (entry.joined_at, str(entry.entry_id)))


def could_want(entry: Waiting, opening: Opening, timezone: str) -> bool:
    """Whether the entry could want any start of the opening (member and days), before availability is asked."""
    if entry.staff_key is not None and opening.staff_key is not None and entry.staff_key != opening.staff_key:
        return False
    days = search_days(entry.window, opening, timezone)
    return days is not None


def search_days(window: Window, opening: Opening, timezone: str) -> tuple[date, date] | None:
    """The local days where the entry's days and the opening meet (at most a month of them); None: they do not."""
    zone = ZoneInfo(timezone)
    first = max(window.first_day, opening.starts_at.astimezone(zone).date())
    last = min(window.last_day, (opening.ends_at - timedelta(microseconds=1)).astimezone(zone).date())
    if last < first:
        return None
    return first, min(last, first + timedelta(days=MAX_SEARCH_DAYS - 1))


def wants(entry: Waiting, slot: FreeSlot, opening: Opening, timezone: str) -> bool:
    """The entry wants this free slot of the opening."""
    if not opening.starts_at <= slot.start < opening.ends_at:
        return False
    if opening.staff_key is not None and slot.staff_key != opening.staff_key:
        return False
    if entry.staff_key is not None and slot.staff_key != entry.staff_key:
        return False
    return entry.window.holds(slot.start.astimezone(ZoneInfo(timezone)))


def choose(entry: Waiting, slots: Sequence[FreeSlot], opening: Opening, timezone: str,
           offered: set[tuple[uuid.UUID, datetime]]) -> FreeSlot | None:
    """The earliest slot the entry wants and was never offered (`offered`: its (member, start) pairs)."""
    wanted = [slot for slot in slots if wants(entry, slot, opening, timezone)
              and (slot.staff_key, slot.start) not in offered]
    return min(wanted, key=lambda slot: (slot.start, str(slot.staff_key)), default=None)


def is_quiet(local: datetime, start_minute: int, end_minute: int) -> bool:
    """Whether `local` (a wall-clock time of the location) falls in quiet hours."""
    if start_minute == end_minute:
        return False
    minute = local.hour * 60 + local.minute
    if start_minute < end_minute:
        return start_minute <= minute < end_minute
    return minute >= start_minute or minute < end_minute


def quiet_ends(moment: datetime, timezone: str, start_minute: int, end_minute: int) -> datetime:
    """When the quiet hours `moment` falls in end (`moment` itself when it is not quiet)."""
    zone = ZoneInfo(timezone)
    local = moment.astimezone(zone)
    if not is_quiet(local, start_minute, end_minute):
        return moment
    day = local.date()
    if local.hour * 60 + local.minute >= end_minute:
        day += timedelta(days=1)
    return _at(day, end_minute, zone)


def next_day_after_quiet(moment: datetime, timezone: str, end_minute: int) -> datetime:
    """The end of the next morning's quiet hours, on the location's next local day: when a tenant's texts of the
    day, spent, are counted afresh and the salon may text again."""
    zone = ZoneInfo(timezone)
    return _at(moment.astimezone(zone).date() + timedelta(days=1), end_minute, zone)


def _at(day: date, minute: int, zone: ZoneInfo) -> datetime:
    return datetime.combine(day, time(minute // 60, minute % 60), zone)


def adds_time(before: list[HoursSlot], after: list[HoursSlot]) -> bool:
    """Whether the new week has a minute of work the old one had not."""
    for slot in after:
        covered = sorted((old.start, old.end) for old in before if old.dow == slot.dow)
        reach = slot.start
        for start, end in covered:
            if start <= reach < end:
                reach = end
        if reach < slot.end:
            return True
    return False

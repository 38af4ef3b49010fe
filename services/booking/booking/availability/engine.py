"""Free slots, computed in the salon's own time zone. Pure: no I/O, so it is tested exhaustively and fast.

Wall-clock rules (DST): a staff member's 09:00 is 09:00 local on both sides of a change; a start time that
does not exist (the skipped spring hour) is never offered; a wall time that happens twice (the repeated
autumn hour) is offered once, at its first occurrence. Durations are real elapsed minutes.

Processing time (colour developing): a service of D minutes with P minutes of processing is split into
an application part, P minutes in which the stylist is free, and a finishing part; the application part is
half the active time (D - P), rounded down to 5 minutes. Another service fits in that gap only whole,
buffer included.
"""

from bisect import bisect_left
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time, timedelta
from functools import lru_cache
from zoneinfo import ZoneInfo


@dataclass(frozen=True)
class Interval:
    start: datetime  # aware, any zone; compared as instants
    end: datetime

    def overlaps(self, other: "Interval") -> bool:
        return self.start < other.end and other.start < self.end


@dataclass(frozen=True)
class ServiceShape:
    duration_min: int
    buffer_min: int = 0
    processing_min: int = 0

    def busy_parts(self, start: datetime) -> list[Interval]:
        """When the stylist is occupied by this service starting at `start` (buffer included)."""
        return list(_busy_parts(self, start))


@lru_cache(maxsize=65_536)  # every staff member is asked about the same starts
def _busy_parts(shape: ServiceShape, start: datetime) -> tuple[Interval, ...]:
    end = start + timedelta(minutes=shape.duration_min + shape.buffer_min)
    if not shape.processing_min:
        return (Interval(start, end),)
    apply = ((shape.duration_min - shape.processing_min) // 2) // 5 * 5
    gap_start = start + timedelta(minutes=apply)
    gap_end = gap_start + timedelta(minutes=shape.processing_min)
    if apply:
        return (Interval(start, gap_start), Interval(gap_end, end))
    return (Interval(gap_end, end),)


@dataclass(frozen=True)
class WeeklyInterval:
    dow: int           # 0 Sunday .. 6 Saturday
    start_minute: int  # local wall-clock minutes since midnight
    end_minute: int


@dataclass
class StaffCalendar:
    staff_id: str
    name: str
    weekly: Sequence[WeeklyInterval]
    busy: list[Interval] = field(default_factory=list)  # appointments' busy parts, holds, time off

    def __post_init__(self) -> None:
        self.busy = sorted(self.busy, key=lambda interval: interval.start)
        # The hot path compares plain integers (epoch seconds): aware datetimes compare far slower.
        self._take([int(interval.start.timestamp()) for interval in self.busy],
                   [int(interval.end.timestamp()) for interval in self.busy])

    @classmethod
    def of_epochs(cls, staff_id: str, name: str, weekly: Sequence[WeeklyInterval], starts: list[int],
                  ends: list[int]) -> "StaffCalendar":
        """A calendar whose busy stretches are given as epoch seconds, ordered by start (`busy` stays empty)."""
        calendar = cls(staff_id, name, weekly)
        calendar._take(starts, ends)
        return calendar

    def _take(self, starts: list[int], ends: list[int]) -> None:
        self._starts, self._ends = starts, ends
        self._longest = max((end - start for start, end in zip(starts, ends, strict=True)), default=0)

    def is_free(self, wanted: Interval) -> bool:
        return self.is_free_between(int(wanted.start.timestamp()), int(wanted.end.timestamp()))

    def is_free_between(self, start: int, end: int) -> bool:
        # Only intervals starting before `end`, and no earlier than the longest one could reach back, can overlap.
        # Builtins over the slice, no generator: the range is a stretch or two, shorter than one takes to set up.
        starts = self._starts
        high = bisect_left(starts, end)
        low = bisect_left(starts, start - self._longest, 0, high)
        return low == high or max(self._ends[low:high]) <= start

    def booked_minutes(self, day_start: datetime, day_end: datetime) -> int:
        return self.booked_minutes_between(int(day_start.timestamp()), int(day_end.timestamp()))

    def booked_minutes_between(self, first: int, last: int) -> int:
        """`booked_minutes` of epoch seconds."""
        low = bisect_left(self._starts, first - self._longest)
        high = bisect_left(self._starts, last)
        starts, ends = self._starts, self._ends
        return sum(max(0, min(ends[i], last) - max(starts[i], first)) for i in range(low, high)) // 60


@dataclass(frozen=True)
class Slot:
    staff_id: str
    staff_name: str
    start: datetime  # in the salon's zone
    end: datetime    # service end (buffer not included)


@dataclass(frozen=True)
class Rules:
    timezone: str
    business_start_minute: int = 9 * 60
    business_end_minute: int = 18 * 60
    notice: timedelta = timedelta(minutes=60)
    horizon: timedelta = timedelta(days=60)
    step_min: int = 15
    # The salon's opening hours per weekday, Sunday first: (open, close) minutes, or None when closed. None: every
    # day from business_start_minute to business_end_minute.
    week: tuple[tuple[int, int] | None, ...] | None = None
    closures: frozenset[date] = frozenset()  # days the salon is closed whatever its week says (holidays)

    def opening(self, day: date) -> tuple[int, int] | None:
        """The salon's (open, close) minutes on `day`, None when it is closed."""
        if day in self.closures:
            return None
        if self.week is None:
            return self.business_start_minute, self.business_end_minute
        return self.week[weekday(day)]


def weekday(day: date) -> int:
    return (day.weekday() + 1) % 7  # Python: Monday 0; ours: Sunday 0


@lru_cache(maxsize=65_536)  # the same wall times recur for every staff member and every request
def local_instant(day: date, minute: int, zone: ZoneInfo) -> datetime | None:
    """The instant of a local wall time, or None when that wall time does not exist that day (DST gap)."""
    if minute >= 24 * 60:
        return datetime.combine(day + timedelta(days=1), time(0), tzinfo=zone)
    wall = datetime.combine(day, time(minute // 60, minute % 60), tzinfo=zone)
    if wall.astimezone(UTC).astimezone(zone).replace(tzinfo=None) != wall.replace(tzinfo=None):
        return None
    return wall


def _working_windows(calendar: StaffCalendar, day: date, rules: Rules) -> list[tuple[int, int]]:
    dow = weekday(day)
    opening = rules.opening(day)
    if opening is None:
        return []
    windows = []
    for interval in calendar.weekly:
        if interval.dow != dow:
            continue
        start = max(interval.start_minute, opening[0])
        end = min(interval.end_minute, opening[1])
        if start < end:
            windows.append((start, end))
    return sorted(windows)


def _window_end(day: date, minute: int, zone: ZoneInfo) -> datetime:
    instant = local_instant(day, minute, zone)
    while instant is None:  # a window ending inside a DST gap ends when the gap does
        minute += 1
        instant = local_instant(day, minute, zone)
    return instant


@lru_cache(maxsize=65_536)
def local_epoch(day: date, minute: int, zone: ZoneInfo) -> int | None:
    instant = local_instant(day, minute, zone)
    return None if instant is None else int(instant.timestamp())


@lru_cache(maxsize=4096)
def _busy_offsets(service: ServiceShape) -> tuple[tuple[int, int], ...]:
    origin = datetime(2000, 1, 1, tzinfo=UTC)
    return tuple((int((part.start - origin).total_seconds()), int((part.end - origin).total_seconds()))
                 for part in service.busy_parts(origin))


def _day_starts(day: date, rules: Rules, *, earliest: int, latest: int) -> list[tuple[int, int]]:
    """(local minute, epoch seconds) of each step of the location's hours that day that exists on the clock and
    lies in [earliest, latest]: the starts anyone could be given."""
    opening = rules.opening(day)
    if opening is None:
        return []
    zone = ZoneInfo(rules.timezone)
    first = -(-opening[0] // rules.step_min) * rules.step_min
    found = []
    for minute in range(first, opening[1], rules.step_min):
        start = local_epoch(day, minute, zone)
        if start is not None and earliest <= start <= latest:
            found.append((minute, start))
    return found


def _free_starts(calendar: StaffCalendar, service: ServiceShape, day: date, rules: Rules,
                 candidates: Sequence[tuple[int, int]]) -> list[int]:
    """The epoch seconds among `candidates` (as `_day_starts` gives them) at which `service` can start with this
    staff member that day."""
    zone = ZoneInfo(rules.timezone)
    offsets = _busy_offsets(service)
    length = service.duration_min * 60
    starts: list[int] = []
    for window_start, window_end_minute in _working_windows(calendar, day, rules):
        window_end = int(_window_end(day, window_end_minute, zone).timestamp())
        for index in range(bisect_left(candidates, window_start, key=_minute), len(candidates)):
            minute, start = candidates[index]
            if minute >= window_end_minute or start + length > window_end:
                break
            if start in starts:
                continue
            if len(offsets) == 1:  # no processing gap: one stretch to check, the common case
                if calendar.is_free_between(start + offsets[0][0], start + offsets[0][1]):
                    starts.append(start)
            elif all(calendar.is_free_between(start + a, start + b) for a, b in offsets):
                starts.append(start)
    return starts


def _minute(candidate: tuple[int, int]) -> int:
    return candidate[0]


def _slot(calendar: StaffCalendar, service: ServiceShape, start: int, zone: ZoneInfo) -> Slot:
    begins = datetime.fromtimestamp(start, zone)
    return Slot(calendar.staff_id, calendar.name, begins, begins + timedelta(minutes=service.duration_min))


def day_slots(calendar: StaffCalendar, service: ServiceShape, day: date, rules: Rules, *,
              earliest: datetime, latest: datetime) -> list[Slot]:
    zone = ZoneInfo(rules.timezone)
    candidates = _day_starts(day, rules, earliest=int(earliest.timestamp()), latest=int(latest.timestamp()))
    return [_slot(calendar, service, start, zone) for start in _free_starts(calendar, service, day, rules, candidates)]


def available_slots(calendars: Iterable[StaffCalendar], service: ServiceShape, rules: Rules, *,
                    first_day: date, last_day: date, now: datetime) -> list[Slot]:
    """Every free start of `service` from `first_day` to `last_day` (local dates, inclusive), per staff member."""
    earliest, latest = int((now + rules.notice).timestamp()), int((now + rules.horizon).timestamp())
    zone = ZoneInfo(rules.timezone)
    slots: list[Slot] = []
    day = first_day
    calendars = list(calendars)
    while day <= last_day:
        candidates = _day_starts(day, rules, earliest=earliest, latest=latest)
        for calendar in calendars:
            slots.extend(_slot(calendar, service, start, zone)
                         for start in _free_starts(calendar, service, day, rules, candidates))
        day += timedelta(days=1)
    slots.sort(key=lambda slot: (slot.start, slot.staff_id))
    return [Slot(s.staff_id, s.staff_name, s.start.astimezone(zone), s.end.astimezone(zone)) for s in slots]


def any_staff(slots: Sequence[Slot], calendars: Iterable[StaffCalendar], rules: Rules) -> list[Slot]:
    """Each start time once, given to whoever is least booked that day (then by staff id)."""
    zone = ZoneInfo(rules.timezone)
    by_id = {calendar.staff_id: calendar for calendar in calendars}
    load: dict[tuple[str, date], int] = {}

    def booked(staff_id: str, day: date) -> int:
        key = (staff_id, day)
        if key not in load:
            day_start = datetime.combine(day, time(0), tzinfo=zone)
            load[key] = by_id[staff_id].booked_minutes(day_start, day_start + timedelta(days=1))
        return load[key]

    chosen: dict[datetime, Slot] = {}
    for slot in slots:
        current = chosen.get(slot.start)
        if current is None:
            chosen[slot.start] = slot
            continue
        day = slot.start.astimezone(zone).date()
        if (booked(slot.staff_id, day), slot.staff_id) < (booked(current.staff_id, day),
                                                                           current.staff_id):
            chosen[slot.start] = slot
    return [chosen[start] for start in sorted(chosen)]


def available_slots_any_staff(calendars: Iterable[StaffCalendar], service: ServiceShape, rules: Rules, *,
                              first_day: date, last_day: date, now: datetime) -> list[Slot]:
    """`any_staff(available_slots(...))` without checking every stylist for every time: each day, stylists
    are asked in order of how booked they are, and a start already given to someone is not asked again."""
    zone = ZoneInfo(rules.timezone)
    earliest, latest = int((now + rules.notice).timestamp()), int((now + rules.horizon).timestamp())
    calendars = list(calendars)
    slots: list[Slot] = []
    day = first_day
    while day <= last_day:
        day_start = datetime.combine(day, time(0), tzinfo=zone)
        first, last = int(day_start.timestamp()), int((day_start + timedelta(days=1)).timestamp())
        ordered = sorted(calendars, key=lambda c: (c.booked_minutes_between(first, last), c.staff_id))
        # The starts nobody has been given yet: once none are left, the busier have nothing to add.
        open_starts = _day_starts(day, rules, earliest=earliest, latest=latest)
        for calendar in ordered:
            if not open_starts:
                break
            given = _free_starts(calendar, service, day, rules, open_starts)
            if given:
                slots.extend(_slot(calendar, service, start, zone) for start in given)
                open_starts = [candidate for candidate in open_starts if candidate[1] not in given]
        day += timedelta(days=1)
    slots.sort(key=lambda slot: slot.start)
    return slots

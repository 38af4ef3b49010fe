"""Whether a member's weeks at two locations ask them to be in two places at once. Pure: no I/O.

Each week is wall-clock time of its own location's zone, so two weeks are compared in real time: every interval
becomes minutes of a UTC week under each pair of UTC offsets the two zones have over the coming year (summer and
winter time, and the weeks where only one zone has changed)."""

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from booking.hours.rules import MINUTES_PER_DAY, Slot

WEEK = 7 * MINUTES_PER_DAY
YEAR_DAYS = 371  # a year and a week: every change of offset in the year ahead, whatever day it starts


@dataclass(frozen=True)
class Clash:
    here: Slot
    there: Slot


def offset_pairs(zone_a: str, zone_b: str, *, starting: date) -> set[tuple[int, int]]:
    """The (zone_a, zone_b) UTC offsets in minutes that occur together in the year from `starting`."""
    a, b = ZoneInfo(zone_a), ZoneInfo(zone_b)
    pairs = set()
    for number in range(YEAR_DAYS):
        noon = datetime.combine(starting + timedelta(days=number), time(12))
        pairs.add((_minutes(a.utcoffset(noon)), _minutes(b.utcoffset(noon))))
    return pairs


def _minutes(offset: timedelta | None) -> int:
    return int((offset or timedelta(0)).total_seconds() // 60)


def _utc_span(slot: Slot, offset: int) -> tuple[int, int]:
    start = slot.dow * MINUTES_PER_DAY + slot.start - offset
    return start, start + (slot.end - slot.start)


def _overlap(first: tuple[int, int], second: tuple[int, int]) -> bool:
    # Minutes of a week wrap around: Saturday night at one location can be Sunday morning in UTC.
    return any(first[0] < second[1] + shift and second[0] + shift < first[1] for shift in (-WEEK, 0, WEEK))


def clash(here: list[Slot], here_zone: str, there: list[Slot], there_zone: str, *, starting: date) -> Clash | None:
    """The first interval of `here` that overlaps one of `there` in real time, with it; None when none does."""
    if not here or not there:
        return None
    for here_offset, there_offset in sorted(offset_pairs(here_zone, there_zone, starting=starting)):
        for mine in here:
            span = _utc_span(mine, here_offset)
            for theirs in there:
                if _overlap(span, _utc_span(theirs, there_offset)):
                    return Clash(mine, theirs)
    return None

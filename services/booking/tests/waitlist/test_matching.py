"""The waitlist's rules as plain functions: who wants which freed slot, in which order, and when quiet hours end."""

import uuid
from datetime import UTC, date, datetime, time, timedelta
from zoneinfo import ZoneInfo

import pytest

from booking.hours.rules import Slot
from booking.waitlist import matching
from booking.waitlist.matching import FreeSlot, Opening, Waiting, Window

ZONE = "America/New_York"
NY = ZoneInfo(ZONE)
DAY = date(2031, 3, 5)  # a Wednesday
MARIA, JUAN = uuid.UUID(int=1), uuid.UUID(int=2)


def local(day: date, clock: str) -> datetime:
    hour, minute = map(int, clock.split(":"))
    return datetime.combine(day, time(hour, minute), NY)


def waiting(*, staff: uuid.UUID | None = None, first: date = DAY, last: date = DAY, earliest: str = "00:00",
            latest: str = "23:59", joined: int = 0, entry_id: uuid.UUID | None = None) -> Waiting:
    return Waiting(entry_id or uuid.uuid4(), "cut", staff,
                   Window(first, last, matching.minute_of(time.fromisoformat(earliest)),
                          matching.minute_of(time.fromisoformat(latest))),
                   datetime(2031, 3, 1, tzinfo=UTC) + timedelta(minutes=joined))


def slot(clock: str, staff: uuid.UUID = MARIA, day: date = DAY) -> FreeSlot:
    return FreeSlot(f"{staff}-{clock}", staff, local(day, clock))


OPENING = Opening(MARIA, local(DAY, "10:00"), local(DAY, "11:00"))


class TestWindow:
    @pytest.mark.parametrize(("clock", "inside"), [("08:59", False), ("09:00", True), ("11:30", True),
                                                   ("12:00", True), ("12:01", False)])
    def test_both_ends_of_the_times_are_included(self, clock, inside):
        window = Window(DAY, DAY, 9 * 60, 12 * 60)
        assert window.holds(local(DAY, clock)) is inside

    @pytest.mark.parametrize(("offset", "inside"), [(-1, False), (0, True), (2, True), (3, False)])
    def test_both_ends_of_the_days_are_included(self, offset, inside):
        window = Window(DAY, DAY + timedelta(days=2), 0, 1439)
        assert window.holds(local(DAY + timedelta(days=offset), "10:00")) is inside


class TestParts:
    def test_named_parts_cover_the_day_without_overlap(self):
        parts = [matching.window_of(name) for name in ("morning", "afternoon", "evening")]
        minutes = [minute for part in parts if part for minute in range(part[0], part[1] + 1)]
        assert minutes == list(range(24 * 60))

    def test_names_are_read_in_any_case_and_others_are_none(self):
        assert matching.window_of(" Morning ") == (0, 719)
        assert matching.window_of("any") == (0, 1439)
        assert matching.window_of("noon") is None


class TestWants:
    def test_anyone_wants_any_members_slot_and_a_named_member_only_theirs(self):
        anyone, maria, juan = waiting(), waiting(staff=MARIA), waiting(staff=JUAN)
        open_to_all = Opening(None, OPENING.starts_at, OPENING.ends_at)
        for entry, wanted in ((anyone, True), (maria, True), (juan, False)):
            assert matching.wants(entry, slot("10:00"), open_to_all, ZONE) is wanted
        assert matching.wants(juan, slot("10:00", JUAN), open_to_all, ZONE)

    def test_only_starts_inside_the_opening_of_its_member(self):
        entry = waiting()
        assert matching.wants(entry, slot("10:00"), OPENING, ZONE)
        assert matching.wants(entry, slot("10:45"), OPENING, ZONE)
        assert not matching.wants(entry, slot("11:00"), OPENING, ZONE)
        assert not matching.wants(entry, slot("09:45"), OPENING, ZONE)
        assert not matching.wants(entry, slot("10:00", JUAN), OPENING, ZONE)

    def test_the_window_is_read_on_the_locations_clock(self):
        entry = waiting(earliest="10:00", latest="10:00")
        assert matching.wants(entry, FreeSlot("s", MARIA, datetime(2031, 3, 5, 15, 0, tzinfo=UTC)), OPENING, ZONE)
        assert not matching.wants(entry, FreeSlot("s", MARIA, datetime(2031, 3, 5, 15, 0, tzinfo=UTC)), OPENING,
                                  "Europe/Madrid")

    def test_could_want_needs_the_member_and_days_to_meet(self):
        assert matching.could_want(waiting(staff=MARIA), OPENING, ZONE)
        assert not matching.could_want(waiting(staff=JUAN), OPENING, ZONE)
        assert matching.could_want(waiting(staff=JUAN), Opening(None, OPENING.starts_at, OPENING.ends_at), ZONE)
        assert not matching.could_want(waiting(first=DAY + timedelta(days=1), last=DAY + timedelta(days=3)),
                                       OPENING, ZONE)


class TestSearchDays:
    def test_the_days_where_entry_and_opening_meet(self):
        week = Opening(MARIA, local(DAY, "00:00"), local(DAY + timedelta(days=7), "00:00"))
        entry = waiting(first=DAY + timedelta(days=2), last=DAY + timedelta(days=20))
        assert matching.search_days(entry.window, week, ZONE) == (DAY + timedelta(days=2), DAY + timedelta(days=6))

    def test_an_opening_ending_at_midnight_does_not_reach_the_next_day(self):
        assert matching.search_days(waiting(first=DAY, last=DAY + timedelta(days=1)).window,
                                    Opening(MARIA, local(DAY, "22:00"), local(DAY + timedelta(days=1), "00:00")),
                                    ZONE) == (DAY, DAY)

    def test_at_most_a_month_is_searched(self):
        long = Opening(MARIA, local(DAY, "00:00"), local(DAY + timedelta(days=90), "00:00"))
        entry = waiting(first=DAY, last=DAY + timedelta(days=90))
        assert matching.search_days(entry.window, long, ZONE) == (DAY, DAY + timedelta(days=30))

    def test_none_when_they_do_not_meet(self):
        assert matching.search_days(waiting(first=DAY - timedelta(days=3), last=DAY - timedelta(days=1)).window,
                                    OPENING, ZONE) is None


class TestChoose:
    def test_the_earliest_wanted_slot_never_offered_before(self):
        entry = waiting(earliest="10:15")
        slots = [slot("10:45"), slot("10:00"), slot("10:15"), slot("10:30")]
        assert matching.choose(entry, slots, OPENING, ZONE, set()) == slot("10:15")
        assert matching.choose(entry, slots, OPENING, ZONE, {(MARIA, local(DAY, "10:15"))}) == slot("10:30")

    def test_none_when_every_wanted_slot_was_offered(self):
        entry = waiting(earliest="10:00", latest="10:00")
        assert matching.choose(entry, [slot("10:00")], OPENING, ZONE, {(MARIA, local(DAY, "10:00"))}) is None
        assert matching.choose(entry, [], OPENING, ZONE, set()) is None


class TestOrder:
    def test_the_order_they_joined_and_the_id_settles_a_tie(self):
        late, early = waiting(joined=5), waiting(joined=1)
        tie_a = waiting(joined=3, entry_id=uuid.UUID(int=10))
        tie_b = waiting(joined=3, entry_id=uuid.UUID(int=9))
        assert matching.in_order([late, tie_a, early, tie_b]) == [early, tie_b, tie_a, late]


def brute_quiet(minute: int, start: int, end: int) -> bool:
    """Quiet hours walked minute by minute from their start."""
    if start == end:
        return False
    quiet, current = set(), start
    while current != end:
        quiet.add(current)
        current = (current + 1) % (24 * 60)
    return minute in quiet


class TestQuietHours:
    @pytest.mark.parametrize(("start", "end"), [(20 * 60, 9 * 60), (12 * 60, 13 * 60), (0, 6 * 60),
                                                (22 * 60, 0), (9 * 60, 9 * 60), (23 * 60 + 59, 0)])
    def test_every_minute_of_the_day(self, start, end):
        for minute in range(24 * 60):
            moment = datetime.combine(DAY, time(minute // 60, minute % 60), NY)
            assert matching.is_quiet(moment, start, end) is brute_quiet(minute, start, end), minute

    def test_an_evening_moment_waits_for_the_next_morning(self):
        ends = matching.quiet_ends(local(DAY, "21:00"), ZONE, 20 * 60, 9 * 60)
        assert ends == local(DAY + timedelta(days=1), "09:00")

    def test_an_early_moment_waits_for_the_same_morning(self):
        assert matching.quiet_ends(local(DAY, "03:10"), ZONE, 20 * 60, 9 * 60) == local(DAY, "09:00")

    def test_outside_quiet_hours_is_now(self):
        moment = local(DAY, "09:00")
        assert matching.quiet_ends(moment, ZONE, 20 * 60, 9 * 60) == moment
        assert matching.quiet_ends(local(DAY, "19:59"), ZONE, 20 * 60, 9 * 60) == local(DAY, "19:59")

    def test_read_on_the_locations_clock_across_a_change_of_summer_time(self):
        # 2031-03-09: New York springs forward at 02:00.
        moment = datetime(2031, 3, 9, 3, 0, tzinfo=UTC)  # 22:00 on the 8th, local
        assert matching.quiet_ends(moment, ZONE, 20 * 60, 9 * 60) == datetime(2031, 3, 9, 13, 0, tzinfo=UTC)

    def test_the_next_day_after_its_quiet_hours(self):
        assert matching.next_day_after_quiet(local(DAY, "10:00"), ZONE, 9 * 60) == local(DAY + timedelta(days=1),
                                                                                          "09:00")
        assert matching.next_day_after_quiet(local(DAY, "00:30"), ZONE, 9 * 60) == local(DAY + timedelta(days=1),
                                                                                          "09:00")


class TestAddsTime:
    def test_a_new_day_or_longer_hours_add_time(self):
        before = [Slot(1, 9 * 60, 17 * 60)]
        assert matching.adds_time(before, [Slot(1, 9 * 60, 17 * 60), Slot(6, 9 * 60, 12 * 60)])
        assert matching.adds_time(before, [Slot(1, 8 * 60, 17 * 60)])
        assert matching.adds_time(before, [Slot(1, 9 * 60, 18 * 60)])

    def test_the_same_or_fewer_hours_add_none(self):
        before = [Slot(1, 9 * 60, 12 * 60), Slot(1, 12 * 60, 17 * 60)]
        assert not matching.adds_time(before, [Slot(1, 9 * 60, 17 * 60)])
        assert not matching.adds_time(before, [Slot(1, 10 * 60, 11 * 60)])
        assert not matching.adds_time(before, [])

    def test_a_gap_between_old_hours_is_new_time(self):
        before = [Slot(2, 9 * 60, 12 * 60), Slot(2, 13 * 60, 17 * 60)]
        assert matching.adds_time(before, [Slot(2, 9 * 60, 17 * 60)])

"""The availability engine on its own: DST days, breaks, time off, buffers, processing, notice, horizon."""

from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from booking.availability.engine import (
    Interval,
    Rules,
    ServiceShape,
    StaffCalendar,
    WeeklyInterval,
    any_staff,
    available_slots,
    local_instant,
)

NY = ZoneInfo("America/New_York")
LONDON = ZoneInfo("Europe/London")
EVERY_DAY_9_TO_17 = [WeeklyInterval(dow, 9 * 60, 17 * 60) for dow in range(7)]
LONG_AGO = datetime(2020, 1, 1, tzinfo=NY)


def rules(zone: str = "America/New_York", **overrides) -> Rules:
    return Rules(timezone=zone, horizon=timedelta(days=10_000), **overrides)


def staff(staff_id: str = "maria", weekly=EVERY_DAY_9_TO_17, busy=()) -> StaffCalendar:
    return StaffCalendar(staff_id, staff_id.title(), weekly, list(busy))


def starts(slots) -> list[str]:
    return [slot.start.strftime("%H:%M") for slot in slots]


def at(day: date, hhmm: str, zone=NY) -> datetime:
    hour, minute = map(int, hhmm.split(":"))
    return datetime(day.year, day.month, day.day, hour, minute, tzinfo=zone)


class TestAWorkingDay:
    def test_slots_every_step_and_the_last_one_ends_by_closing(self):
        day = date(2026, 6, 10)
        slots = available_slots([staff()], ServiceShape(60), rules(), first_day=day, last_day=day, now=LONG_AGO)
        assert starts(slots)[0] == "09:00" and starts(slots)[-1] == "16:00"
        assert len(slots) == 29

    def test_business_hours_bound_staff_hours(self):
        day = date(2026, 6, 10)
        slots = available_slots([staff(weekly=[WeeklyInterval(3, 7 * 60, 20 * 60)])], ServiceShape(60),
                                rules(business_start_minute=10 * 60, business_end_minute=12 * 60),
                                first_day=day, last_day=day, now=LONG_AGO)
        assert starts(slots) == ["10:00", "10:15", "10:30", "10:45", "11:00"]

    def test_the_salons_week_bounds_each_day_and_a_closed_day_has_nothing(self):
        saturday, sunday = date(2026, 6, 13), date(2026, 6, 14)
        week = (None, *((9 * 60, 18 * 60),) * 5, (9 * 60, 17 * 60))  # Sunday closed, Saturday until 5 pm
        everyone = staff(weekly=[WeeklyInterval(dow, 8 * 60, 20 * 60) for dow in range(7)])
        slots = available_slots([everyone], ServiceShape(60), rules(week=week), first_day=saturday, last_day=sunday,
                                now=LONG_AGO)
        assert {slot.start.date() for slot in slots} == {saturday}
        assert starts(slots)[0] == "09:00" and starts(slots)[-1] == "16:00"
        assert all(slot.end <= at(saturday, "17:00") for slot in slots)

    def test_a_break_splits_the_day(self):
        day = date(2026, 6, 10)  # a Wednesday
        weekly = [WeeklyInterval(3, 9 * 60, 12 * 60), WeeklyInterval(3, 13 * 60, 15 * 60)]
        slots = available_slots([staff(weekly=weekly)], ServiceShape(60), rules(), first_day=day, last_day=day,
                                now=LONG_AGO)
        assert "11:15" not in starts(slots) and "12:00" not in starts(slots)
        assert starts(slots)[-1] == "14:00" and "13:00" in starts(slots)

    def test_no_hours_that_weekday_means_no_slots(self):
        day = date(2026, 6, 14)  # a Sunday
        weekly = [WeeklyInterval(dow, 540, 1020) for dow in range(1, 6)]
        assert available_slots([staff(weekly=weekly)], ServiceShape(30), rules(), first_day=day, last_day=day,
                               now=LONG_AGO) == []


class TestBusyTime:
    def test_an_appointment_with_its_buffer_blocks_overlapping_starts(self):
        day = date(2026, 6, 10)
        booked = ServiceShape(60, buffer_min=15).busy_parts(at(day, "10:00"))
        slots = available_slots([staff(busy=booked)], ServiceShape(30), rules(), first_day=day, last_day=day,
                                now=LONG_AGO)
        assert "09:30" in starts(slots)
        assert "09:45" not in starts(slots) and "11:00" not in starts(slots)
        assert "11:15" in starts(slots)

    def test_the_new_services_own_buffer_must_not_run_into_the_next_appointment(self):
        day = date(2026, 6, 10)
        booked = ServiceShape(30).busy_parts(at(day, "11:00"))
        slots = available_slots([staff(busy=booked)], ServiceShape(45, buffer_min=15), rules(), first_day=day,
                                last_day=day, now=LONG_AGO)
        assert "10:00" in starts(slots) and "10:15" not in starts(slots)

    def test_time_off_across_midnight_blocks_both_days(self):
        monday, tuesday = date(2026, 6, 8), date(2026, 6, 9)
        off = Interval(at(monday, "15:00"), at(tuesday, "11:00"))
        slots = available_slots([staff(busy=[off])], ServiceShape(60), rules(), first_day=monday, last_day=tuesday,
                                now=LONG_AGO)
        by_day = {d: starts([s for s in slots if s.start.date() == d]) for d in (monday, tuesday)}
        assert by_day[monday][-1] == "14:00"
        assert by_day[tuesday][0] == "11:00"

    def test_processing_time_lets_a_short_service_fit_inside(self):
        day = date(2026, 6, 10)
        colour = ServiceShape(120, processing_min=40)  # 40 apply, 40 developing, 40 finish
        busy = colour.busy_parts(at(day, "10:00"))
        slots = available_slots([staff(busy=busy)], ServiceShape(30), rules(), first_day=day, last_day=day,
                                now=LONG_AGO)
        assert "10:45" in starts(slots), "a 30-minute service fits in the 10:40-11:20 development gap"
        assert "10:30" not in starts(slots) and "11:00" not in starts(slots)
        too_long = available_slots([staff(busy=busy)], ServiceShape(45), rules(), first_day=day, last_day=day,
                                   now=LONG_AGO)
        assert {"10:30", "10:45"}.isdisjoint(starts(too_long))


class TestNoticeAndHorizon:
    def test_nothing_sooner_than_the_notice(self):
        day = date(2026, 6, 10)
        now = at(day, "10:05")
        slots = available_slots([staff()], ServiceShape(30), rules(), first_day=day, last_day=day, now=now)
        assert starts(slots)[0] == "11:15"

    def test_nothing_beyond_the_horizon(self):
        day = date(2026, 6, 10)
        now = at(day, "10:00")
        slots = available_slots([staff()], ServiceShape(30), Rules(timezone="America/New_York",
                                horizon=timedelta(days=2)), first_day=day, last_day=day + timedelta(days=5),
                                now=now)
        assert max(slot.start for slot in slots) <= now + timedelta(days=2)
        assert {slot.start.date() for slot in slots} == {day, day + timedelta(days=1), day + timedelta(days=2)}


class TestDaylightSaving:
    @pytest.mark.parametrize(("zone", "spring", "autumn"), [
        ("America/New_York", date(2026, 3, 8), date(2026, 11, 1)),
        ("Europe/London", date(2026, 3, 29), date(2026, 10, 25)),
    ])
    def test_nine_oclock_is_nine_oclock_on_both_change_days(self, zone, spring, autumn):
        for day in (spring, autumn):
            slots = available_slots([staff()], ServiceShape(60), rules(zone), first_day=day, last_day=day,
                                    now=datetime(2020, 1, 1, tzinfo=ZoneInfo(zone)))
            assert starts(slots)[0] == "09:00" and starts(slots)[-1] == "16:00"
            assert all(slot.end - slot.start == timedelta(hours=1) for slot in slots)

    def test_the_skipped_hour_is_never_offered(self):
        day = date(2026, 3, 8)  # New York skips 02:00-03:00
        night = [WeeklyInterval(0, 0, 6 * 60)]
        slots = available_slots([staff(weekly=night)], ServiceShape(30),
                                rules(business_start_minute=0, business_end_minute=24 * 60),
                                first_day=day, last_day=day, now=LONG_AGO)
        assert not any(s.startswith("02:") for s in starts(slots))
        assert "01:45" in starts(slots) and "03:00" in starts(slots)
        assert local_instant(day, 2 * 60 + 30, NY) is None

    def test_the_repeated_hour_is_offered_once(self):
        day = date(2026, 11, 1)  # New York repeats 01:00-02:00
        night = [WeeklyInterval(0, 0, 4 * 60)]
        slots = available_slots([staff(weekly=night)], ServiceShape(15),
                                rules(business_start_minute=0, business_end_minute=24 * 60),
                                first_day=day, last_day=day, now=LONG_AGO)
        labels = starts(slots)
        assert labels.count("01:15") == 1
        assert len(labels) == len(set(labels))
        instants = [slot.start for slot in slots]
        assert len(instants) == len(set(instants))


class TestAnyStaff:
    def test_each_start_once_to_the_least_booked(self):
        day = date(2026, 6, 10)
        busy_maria = ServiceShape(120).busy_parts(at(day, "13:00"))
        calendars = [staff("maria", busy=busy_maria), staff("ana")]
        slots = available_slots(calendars, ServiceShape(60), rules(), first_day=day, last_day=day, now=LONG_AGO)
        chosen = any_staff(slots, calendars, rules())
        assert len(chosen) == len({slot.start for slot in chosen})
        assert {slot.staff_id for slot in chosen if slot.start == at(day, "09:00")} == {"ana"}
        assert [s.staff_id for s in chosen if s.start == at(day, "13:00")] == ["ana"]

    def test_a_time_only_one_stylist_has_goes_to_them(self):
        day = date(2026, 6, 10)
        calendars = [staff("maria"), staff("ana", busy=[Interval(at(day, "09:00"), at(day, "17:00"))])]
        slots = available_slots(calendars, ServiceShape(60), rules(), first_day=day, last_day=day, now=LONG_AGO)
        assert {slot.staff_id for slot in any_staff(slots, calendars, rules())} == {"maria"}


class TestAnyStaffShortcut:
    @pytest.mark.parametrize("seed", range(5))
    def test_it_answers_exactly_like_asking_everyone(self, seed):
        import random

        from booking.availability.engine import available_slots_any_staff

        rng = random.Random(seed)
        first = date(2026, 3, 6)  # spans New York's spring change
        calendars = []
        for n in range(6):
            busy = []
            for _ in range(25):
                day = first + timedelta(days=rng.randrange(5))
                start = at(day, f"{rng.randrange(9, 17):02d}:{rng.choice(['00', '15', '30', '45'])}")
                busy.extend(ServiceShape(rng.choice([30, 45, 60, 90]), rng.choice([0, 10, 15]),
                                         rng.choice([0, 0, 20])).busy_parts(start))
            calendars.append(staff(f"s{n}", busy=busy))
        service = ServiceShape(45, buffer_min=10, processing_min=15)
        slow = any_staff(available_slots(calendars, service, rules(), first_day=first, last_day=first + timedelta(4),
                                         now=LONG_AGO), calendars, rules())
        fast = available_slots_any_staff(calendars, service, rules(), first_day=first,
                                         last_day=first + timedelta(4), now=LONG_AGO)
        assert [(s.start, s.staff_id) for s in fast] == [(s.start, s.staff_id) for s in slow]
        assert len(fast) > 50

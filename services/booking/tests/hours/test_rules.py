"""The week's rules as pure functions: every message, without a database."""

import pytest

from booking.hours.rules import DEFAULT_WEEK, Slot, minute_of, parse_week

DASH = "\u2013"


def slot(dow, start, end) -> dict:
    return {"dow": dow, "start": start, "end": end}


class TestParseWeek:
    def test_a_week_with_a_lunch_break(self):
        assert parse_week([slot(1, "13:00", "17:00"), slot(1, "09:00", "12:00"), slot(0, "10:00", "14:00")]) == [
            Slot(0, 600, 840), Slot(1, 540, 720), Slot(1, 780, 1020)]

    def test_intervals_may_touch(self):
        assert len(parse_week([slot(2, "09:00", "12:00"), slot(2, "12:00", "17:00")])) == 2

    def test_an_empty_week_is_a_week_off(self):
        assert parse_week([]) == []

    def test_midnight_ends_a_day(self):
        assert parse_week([slot(5, "18:00", "24:00")]) == [Slot(5, 1080, 1440)]

    def test_an_unticked_day_of_the_admin_dashboard_is_not_worked(self):
        week = [{**slot(1, "09:00", "17:00"), "enabled": True}, {**slot(2, "09:00", "17:00"), "enabled": False},
                {"dow": 3, "start": "", "end": "", "enabled": False}]
        assert parse_week(week) == [Slot(1, 540, 1020)]

    def test_the_day_may_come_as_text_from_a_form(self):
        assert parse_week([slot("3", "09:00", "10:00"), slot(4.0, "09:00", "10:00")])[0].dow == 3

    @pytest.mark.parametrize(("week", "message"), [
        ([slot(1, "09:00", "12:00"), slot(1, "11:00", "14:00")],
         f"Monday: 09:00{DASH}12:00 overlaps 11:00{DASH}14:00"),
        ([slot(6, "10:00", "18:00"), slot(6, "12:00", "13:00")],
         f"Saturday: 10:00{DASH}18:00 overlaps 12:00{DASH}13:00"),
        ([slot(3, "09:00", "17:00"), slot(3, "09:00", "17:00")],
         f"Wednesday: 09:00{DASH}17:00 overlaps 09:00{DASH}17:00"),
        ([slot(1, "17:00", "09:00")], "Monday: the start (17:00) must be before the end (09:00)"),
        ([slot(0, "09:00", "09:00")], "Sunday: the start (09:00) must be before the end (09:00)"),
        ([slot(2, "9am", "17:00")], "Tuesday: the start must be a time like 09:00"),
        ([slot(2, "24:00", "24:00")], "Tuesday: the start must be a time like 09:00"),
        ([slot(2, "09:00", "25:00")], "Tuesday: the end must be a time like 17:00"),
        ([slot(2, "09:00", "17:60")], "Tuesday: the end must be a time like 17:00"),
        ([slot(2, "09:00", None)], "Tuesday: the end must be a time like 17:00"),
        ([slot(2, 900, "17:00")], "Tuesday: the start must be a time like 09:00"),
        ([{"dow": 2, "start": "09:00"}], "Tuesday: the end must be a time like 17:00"),
        ([slot(7, "09:00", "17:00")], "Working hours 1: the day (dow) must be 0 (Sunday) to 6 (Saturday)"),
        ([slot(0, "09:00", "10:00"), slot(-1, "09:00", "17:00")],
         "Working hours 2: the day (dow) must be 0 (Sunday) to 6 (Saturday)"),
        ([slot(True, "09:00", "17:00")], "Working hours 1: the day (dow) must be 0 (Sunday) to 6 (Saturday)"),
        ([slot(1.5, "09:00", "17:00")], "Working hours 1: the day (dow) must be 0 (Sunday) to 6 (Saturday)"),
        ([slot("Monday", "09:00", "17:00")], "Working hours 1: the day (dow) must be 0 (Sunday) to 6 (Saturday)"),
        ([slot(10**100, "09:00", "17:00")], "Working hours 1: the day (dow) must be 0 (Sunday) to 6 (Saturday)"),
        ([{"start": "09:00", "end": "17:00"}], "Working hours 1: the day (dow) must be 0 (Sunday) to 6 (Saturday)"),
        (["Monday 9-5"], "Working hours 1: send an object with dow, start and end"),
        ([None], "Working hours 1: send an object with dow, start and end"),
        (None, "Please send the working hours as a list of {dow, start, end}"),
        ({"1": ["09:00", "17:00"]}, "Please send the working hours as a list of {dow, start, end}"),
        ([slot(1, "09:00", "09:05")] * 101, "A week can have at most 100 working-hours intervals"),
    ])
    def test_each_rule_has_its_message(self, week, message):
        with pytest.raises(ValueError) as refused:
            parse_week(week)
        assert str(refused.value) == message


class TestTimes:
    @pytest.mark.parametrize(("text", "minute"), [("00:00", 0), ("9:05", 545), ("23:59", 1439), (" 12:30 ", 750)])
    def test_times(self, text, minute):
        assert minute_of(text, allow_midnight=False) == minute

    @pytest.mark.parametrize("text", ["24:00", "12:5", "123:00", "12:00:00", "noon", "", "\uff11\uff12:\uff10\uff10"])
    def test_not_times(self, text):
        assert minute_of(text, allow_midnight=False) is None


def test_the_default_week_is_monday_to_friday_nine_to_five():
    assert [slot.as_json() for slot in DEFAULT_WEEK] == [
        {"dow": dow, "start": "09:00", "end": "17:00"} for dow in range(1, 6)]

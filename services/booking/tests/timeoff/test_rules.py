"""Time-off ranges as pure functions: parsing, every message, what counts as over."""

from datetime import UTC, datetime

import pytest

from booking.timeoff.rules import Period, not_over, parse_ranges

EXAMPLE = "2025-07-01T09:00:00-04:00"


def at(text: str) -> datetime:
    return datetime.fromisoformat(text).astimezone(UTC)


class TestParseRanges:
    def test_offsets_are_kept_as_the_moment_they_name(self):
        [period] = parse_ranges([{"timeMin": "2025-07-01T09:00:00-04:00", "timeMax": "2025-07-01T18:00:00.000Z",
                                  "reason": " Dentist "}])
        assert period == Period(at("2025-07-01T13:00:00+00:00"), at("2025-07-01T18:00:00+00:00"), "Dentist")
        assert period.as_json() == {"timeMin": "2025-07-01T13:00:00Z", "timeMax": "2025-07-01T18:00:00Z",
                                    "reason": "Dentist"}

    def test_ranges_are_ordered_by_start_and_may_overlap(self):
        periods = parse_ranges([
            {"timeMin": "2025-07-05T10:00:00Z", "timeMax": "2025-07-05T11:00:00Z", "reason": "Dentist"},
            {"timeMin": "2025-07-01T00:00:00Z", "timeMax": "2025-07-10T00:00:00Z", "reason": "Vacation"},
            {"timeMin": "2025-07-01T00:00:00Z", "timeMax": "2025-07-10T00:00:00Z"},
        ])
        assert [p.reason for p in periods] == [None, "Vacation", "Dentist"]

    @pytest.mark.parametrize("reason", [None, "", "   "])
    def test_the_reason_is_optional(self, reason):
        [period] = parse_ranges([{"timeMin": "2025-07-01T09:00Z", "timeMax": "2025-07-01T10:00Z", "reason": reason}])
        assert period.reason is None

    @pytest.mark.parametrize(("ranges", "message"), [
        ([{"timeMin": "2025-07-01T09:00:00Z"}], "Please select both dates"),
        ([{"timeMax": "2025-07-01T09:00:00Z"}], "Please select both dates"),
        ([{"timeMin": "", "timeMax": "2025-07-01T09:00:00Z"}], "Please select both dates"),
        ([{"timeMin": None, "timeMax": None}], "Please select both dates"),
        ([{"timeMin": "2025-07-01T09:00:00", "timeMax": "2025-07-01T17:00:00Z"}],
         f"Time off 1: the start needs a UTC offset, like {EXAMPLE} or 2025-07-01T13:00:00Z"),
        ([{"timeMin": "2025-07-01T09:00:00Z", "timeMax": "2025-07-01 17:00"}],
         f"Time off 1: the end needs a UTC offset, like {EXAMPLE} or 2025-07-01T13:00:00Z"),
        ([{"timeMin": "2025-07-01", "timeMax": "2025-07-02"}],
         f"Time off 1: the start must be a date and time like {EXAMPLE}"),
        ([{"timeMin": "yesterday", "timeMax": "2025-07-02T00:00Z"}],
         f"Time off 1: the start must be a date and time like {EXAMPLE}"),
        ([{"timeMin": 1751360400, "timeMax": "2025-07-02T00:00Z"}],
         f"Time off 1: the start must be a date and time like {EXAMPLE}"),
        ([{"timeMin": "2025-02-30T09:00Z", "timeMax": "2025-03-02T00:00Z"}],
         f"Time off 1: the start must be a date and time like {EXAMPLE}"),
        ([{"timeMin": "2025-07-01T09:00+25:00", "timeMax": "2025-07-02T00:00Z"}],
         f"Time off 1: the start must be a date and time like {EXAMPLE}"),
        ([{"timeMin": "2025-07-01T09:00Z" + "0" * 100, "timeMax": "2025-07-02T00:00Z"}],
         f"Time off 1: the start must be a date and time like {EXAMPLE}"),
        ([{"timeMin": "2025-07-02T00:00Z", "timeMax": "2025-07-01T00:00Z"}],
         "Time off 1: the end must be after the start"),
        ([{"timeMin": "2025-07-01T00:00Z", "timeMax": "2025-07-01T02:00+02:00"}],
         "Time off 1: the end must be after the start"),
        ([{"timeMin": "0001-01-01T00:00+05:00", "timeMax": "2025-07-01T00:00Z"}],
         "Time off 1: dates must be between the years 2000 and 2199"),
        ([{"timeMin": "2025-07-01T00:00Z", "timeMax": "9999-12-31T23:59-05:00"}],
         "Time off 1: dates must be between the years 2000 and 2199"),
        ([{"timeMin": "2025-07-01T00:00Z", "timeMax": "2025-07-02T00:00Z", "reason": 5}],
         "Time off 1: the reason must be text"),
        ([{"timeMin": "2025-07-01T00:00Z", "timeMax": "2025-07-02T00:00Z", "reason": "x" * 201}],
         "Time off 1: the reason must be at most 200 characters"),
        ([{"timeMin": "2025-07-01T00:00Z", "timeMax": "2025-07-02T00:00Z", "reason": "a\u0000b"}],
         "Time off 1: the reason contains characters we can't accept"),
        ([{"timeMin": "2025-07-01T00:00Z", "timeMax": "2025-07-02T00:00Z"}, "July"],
         "Time off 2: send an object with timeMin, timeMax and an optional reason"),
        (None, "Please send the time off as a list of {timeMin, timeMax, reason}"),
        ("2025-07-01T00:00Z", "Please send the time off as a list of {timeMin, timeMax, reason}"),
        ([{"timeMin": "2025-07-01T00:00Z", "timeMax": "2025-07-02T00:00Z"}] * 201,
         "At most 200 time-off ranges can be saved at once"),
    ])
    def test_each_rule_has_its_message(self, ranges, message):
        with pytest.raises(ValueError) as refused:
            parse_ranges(ranges)
        assert str(refused.value) == message


def test_a_range_is_over_once_its_end_has_passed():
    now = at("2025-07-10T12:00:00+00:00")
    past = Period(at("2025-07-01T00:00+00:00"), now)
    current = Period(at("2025-07-10T00:00+00:00"), at("2025-07-11T00:00+00:00"))
    future = Period(at("2025-08-01T00:00+00:00"), at("2025-08-02T00:00+00:00"))
    assert not_over([past, current, future], now=now) == [current, future]

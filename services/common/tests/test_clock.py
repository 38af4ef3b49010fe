from datetime import UTC, date, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from ringbook_common import clock
from ringbook_common.clock import Clock, ClockRefused
from ringbook_common.testing import clock as test_clock

TUESDAY = datetime(2026, 12, 1, 15, 15, tzinfo=UTC)
# Far enough from any real run that a reading near it can only come from the pin.
SLACK = timedelta(minutes=5)


def near(moment: datetime, expected: datetime) -> bool:
    return expected <= moment < expected + SLACK


class TestFixedStart:
    def test_starts_at_the_setting_and_runs_on(self):
        ticking = Clock.from_settings({"RINGBOOK_NOW": "2026-12-01T15:15:00Z"})
        first, second = ticking.now(), ticking.now()
        assert near(first, TUESDAY)
        assert second >= first

    def test_an_offset_is_read_as_the_instant_it_names(self):
        assert near(Clock.from_settings({"RINGBOOK_NOW": "2026-12-01T10:15:00-05:00"}).now(), TUESDAY)

    def test_a_moment_without_offset_is_refused(self):
        with pytest.raises(ClockRefused, match="no UTC offset"):
            Clock.from_settings({"RINGBOOK_NOW": "2026-12-01T15:15:00"})

    def test_both_settings_are_refused(self, tmp_path):
        with pytest.raises(ClockRefused, match="not both"):
            Clock.from_settings({"RINGBOOK_NOW": "2026-12-01T15:15:00Z", "RINGBOOK_CLOCK_FILE": str(tmp_path / "c")})


class TestClockFile:
    def test_missing_file_is_the_wall_clock(self, tmp_path):
        before = datetime.now(UTC)
        reading = Clock(file=tmp_path / "clock.json").now()
        assert before <= reading <= datetime.now(UTC)

    def test_pinned_file_is_read(self, tmp_path):
        path = tmp_path / "clock.json"
        test_clock.pin(path, TUESDAY)
        assert near(Clock(file=path).now(), TUESDAY)

    def test_a_changed_file_is_read_again(self, tmp_path):
        path = tmp_path / "clock.json"
        reader = Clock(file=path)
        test_clock.pin(path, TUESDAY)
        assert near(reader.now(), TUESDAY)
        test_clock.pin(path, TUESDAY + timedelta(days=3))
        assert near(reader.now(), TUESDAY + timedelta(days=3))
        test_clock.pin(path, TUESDAY - timedelta(days=300))
        assert near(reader.now(), TUESDAY - timedelta(days=300))

    def test_removing_the_file_goes_back_to_the_wall_clock(self, tmp_path):
        path = tmp_path / "clock.json"
        reader = Clock(file=path)
        test_clock.pin(path, TUESDAY - timedelta(days=3000))
        assert reader.now() < datetime.now(UTC) - timedelta(days=2000)
        test_clock.unpin(path)
        before = datetime.now(UTC)
        assert before <= reader.now() <= datetime.now(UTC)

    def test_time_runs_on_from_when_the_file_was_written(self, tmp_path):
        path = tmp_path / "clock.json"
        written_an_hour_ago = datetime.now(UTC).timestamp() - 3600
        path.write_text(f'{{"now": "2026-12-01T15:15:00Z", "set_at": {written_an_hour_ago}}}')
        assert near(Clock(file=path).now(), TUESDAY + timedelta(hours=1))

    def test_a_broken_file_keeps_the_last_good_reading(self, tmp_path):
        path = tmp_path / "clock.json"
        reader = Clock(file=path)
        test_clock.pin(path, TUESDAY)
        reader.now()
        path.write_text('{"now": "next tuesday"}')
        assert near(reader.now(), TUESDAY)

    def test_move_shifts_the_pinned_moment(self, tmp_path):
        path = tmp_path / "clock.json"
        test_clock.pin(path, TUESDAY)
        moved = test_clock.move(path, timedelta(minutes=11))
        assert near(moved, TUESDAY + timedelta(minutes=11))
        assert near(Clock(file=path).now(), TUESDAY + timedelta(minutes=11))

    def test_pin_leaves_no_temporary_file(self, tmp_path):
        test_clock.pin(tmp_path / "clock.json", TUESDAY)
        assert [p.name for p in tmp_path.iterdir()] == ["clock.json"]

    def test_pin_needs_a_zone(self, tmp_path):
        with pytest.raises(ValueError, match="time zone"):
            test_clock.pin(tmp_path / "clock.json", datetime(2026, 12, 1, 15, 15))


class TestConfigure:
    @pytest.fixture(autouse=True)
    def restore(self):
        yield
        clock.configure("dev", {})

    def test_dev_may_pin(self):
        clock.configure("dev", {"RINGBOOK_NOW": "2026-12-01T15:15:00Z"})
        assert near(clock.now(), TUESDAY)
        assert clock.today(ZoneInfo("America/New_York")) == date(2026, 12, 1)
        assert clock.today("Pacific/Kiritimati") == date(2026, 12, 2)

    @pytest.mark.parametrize("setting", ["RINGBOOK_NOW", "RINGBOOK_CLOCK_FILE"])
    def test_production_refuses_either_setting(self, setting):
        value = "2026-12-01T15:15:00Z" if setting == "RINGBOOK_NOW" else "/srv/clock.json"
        with pytest.raises(ClockRefused, match="dev and test stacks only"):
            clock.configure("production", {setting: value})

    def test_production_without_settings_reads_the_wall_clock(self):
        clock.configure("production", {})
        before = datetime.now(UTC)
        assert before <= clock.now() <= datetime.now(UTC)


"""The dev stack's clock: every process it starts reads one clock file, which the stack pins and moves; a stack
run with production settings has none."""

import io
from datetime import UTC, datetime, timedelta

import pytest

from ringbook_devstack.stack import Stack

MOMENT = datetime(2030, 6, 4, 14, 15, tzinfo=UTC)
SLACK = timedelta(minutes=5)


def stack(tmp_path, **env: str) -> Stack:
    return Stack(tmp_path / "data", log_sink=io.StringIO(), colour=False, extra_env=env)


def test_a_dev_stack_hands_its_clock_file_to_what_it_starts(tmp_path):
    dev = stack(tmp_path, RINGBOOK_ENV="dev")
    assert dev.gateway_env()["RINGBOOK_CLOCK_FILE"] == str(dev.clock_file)
    assert dev.clock_now() is None


def test_pin_and_move_reach_the_file(tmp_path):
    dev = stack(tmp_path, RINGBOOK_ENV="dev")
    dev.pin_clock(MOMENT)
    assert MOMENT <= dev.clock_now() < MOMENT + SLACK
    moved = dev.move_clock(timedelta(days=2))
    assert MOMENT + timedelta(days=2) <= moved < MOMENT + timedelta(days=2) + SLACK
    dev.unpin_clock()
    assert dev.clock_now() is None


def test_ringbook_now_given_to_the_stack_pins_its_file_at_start(tmp_path):
    dev = stack(tmp_path, RINGBOOK_ENV="dev", RINGBOOK_NOW="2030-06-04T14:15:00Z")
    dev.start_clock()
    assert MOMENT <= dev.clock_now() < MOMENT + SLACK
    assert "RINGBOOK_NOW" not in dev.gateway_env()  # one moment for all, read from the file
    assert "clock" in dev.log_sink.getvalue()


def test_a_production_stack_has_no_clock_to_pin(tmp_path):
    production = stack(tmp_path, RINGBOOK_ENV="production")
    assert "RINGBOOK_CLOCK_FILE" not in production.gateway_env()
    with pytest.raises(RuntimeError, match="production settings"):
        production.pin_clock(MOMENT)

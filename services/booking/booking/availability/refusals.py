"""Why a wanted start cannot be booked when no other booking is in its way: the past, too little notice, beyond
the salon's booking window, outside opening hours, or between two bookable starts. Pure rules, no I/O; the
answer is said plainly (a 422), never "that time was just taken" (a 409 is only for a real conflict)."""

from dataclasses import dataclass
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from booking.availability.engine import Rules

PAST, TOO_SOON, BEYOND_WINDOW, CLOSED, OFF_GRID, STAFF_UNAVAILABLE = (
    "past", "too_soon", "beyond_window", "closed", "off_grid", "staff_unavailable")


@dataclass(frozen=True)
class Refusal:
    reason: str
    message: str


def _notice(notice: timedelta) -> str:
    minutes = int(notice.total_seconds() // 60)
    if minutes % 60:
        return f"{minutes} minutes'"
    hours = minutes // 60
    return "1 hour's" if hours == 1 else f"{hours} hours'"


def _days(days: int) -> str:
    return "1 day" if days == 1 else f"{days} days"


def refusal(start: datetime, *, duration_min: int, rules: Rules, now: datetime) -> Refusal | None:
    """The reason `start` can never be offered under `rules` at `now`, or None when only the calendar decides."""
    if start <= now:
        return Refusal(PAST, "That time has already passed.")
    if start < now + rules.notice:
        return Refusal(TOO_SOON, f"We need at least {_notice(rules.notice)} notice for a booking.")
    if start > now + rules.horizon:
        return Refusal(BEYOND_WINDOW, f"We only take bookings up to {_days(rules.horizon.days)} ahead.")
    local = start.astimezone(ZoneInfo(rules.timezone))
    minute = local.hour * 60 + local.minute
    if local.second or local.microsecond or minute % rules.step_min:
        return Refusal(OFF_GRID, f"Appointments start on a {rules.step_min}-minute mark, like {local:%H}:00.")
    opening = rules.opening(local.date())
    if opening is None:
        return Refusal(CLOSED, f"We're closed on {local:%A}s.")
    if minute < opening[0] or minute + duration_min > opening[1]:
        return Refusal(CLOSED, "That time is outside our opening hours.")
    return None


def staff_unavailable(name: str) -> Refusal:
    return Refusal(STAFF_UNAVAILABLE, f"{name} isn't working at that time.")

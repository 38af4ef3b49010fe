"""Sentences the agent can say: times, days, prices and lists as a receptionist would speak them. No I/O."""

from collections.abc import Sequence
from datetime import date, datetime

from receptionist.salon.profile import WEEKDAYS, DayHours


def join_words(items: Sequence[str], conjunction: str = "and") -> str:
    items = [item for item in items if item]
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {conjunction} {items[-1]}"


def clock(value: str) -> str:
    """"14:30" -> "2:30 PM"."""
    hour, minute = (int(part) for part in value.split(":")[:2])
    return f"{(hour % 12) or 12}:{minute:02d} {'AM' if hour < 12 else 'PM'}"


def time_of(moment: datetime) -> str:
    return clock(f"{moment.hour}:{moment.minute}")


def weekday(day: date) -> str:
    return WEEKDAYS[(day.weekday() + 1) % 7]


def day_of(day: date, today: date) -> str:
    """"today", "tomorrow", "Thursday" within the week, else "Thursday, March 14"."""
    delta = (day - today).days
    if delta == 0:
        return "today"
    if delta == 1:
        return "tomorrow"
    if 1 < delta < 7:
        return weekday(day)
    return f"{weekday(day)}, {day.strftime('%B')} {day.day}"


def when(moment: datetime, today: date) -> str:
    return f"{day_of(moment.date(), today)} at {time_of(moment)}"


def price(cents: int) -> str:
    dollars, rest = divmod(max(cents, 0), 100)
    return f"${dollars:,}" if rest == 0 else f"${dollars:,}.{rest:02d}"


def duration(minutes: int) -> str:
    hours, rest = divmod(minutes, 60)
    parts = []
    if hours:
        parts.append(f"{hours} hour{'s' if hours > 1 else ''}")
    if rest or not hours:
        parts.append(f"{rest} minutes")
    return " ".join(parts)


def first_name(name: str) -> str:
    return (name or "").split(" ")[0] or name


def opening_hours(hours: dict[int, DayHours]) -> str:
    """"Monday to Friday 9:00 AM to 5:00 PM, Saturday 10:00 AM to 2:00 PM, closed Sunday": runs of days with the
    same hours, the week told from Monday."""
    order = [1, 2, 3, 4, 5, 6, 0]
    runs: list[tuple[list[int], DayHours]] = []
    for day in order:
        today = hours.get(day, DayHours(closed=True))
        key = DayHours(closed=True) if today.closed else today
        if runs and runs[-1][1] == key:
            runs[-1][0].append(day)
        else:
            runs.append(([day], key))
    parts = []
    for days, span in runs:
        names = WEEKDAYS[days[0]] if len(days) == 1 else (
            f"{WEEKDAYS[days[0]]} and {WEEKDAYS[days[1]]}" if len(days) == 2
            else f"{WEEKDAYS[days[0]]} to {WEEKDAYS[days[-1]]}")
        parts.append(f"closed {names}" if span.closed else f"{names} {clock(span.open)} to {clock(span.close)}")
    return ", ".join(parts)

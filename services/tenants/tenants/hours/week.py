"""The salon's opening hours: the one authority (DESIGN §11). Seven days, 0 Sunday .. 6 Saturday, each open from
`open` to `close` ("HH:MM", the salon's time zone) or closed. Settings' hours {start, end} is a view of them:
reading gives the earliest opening and latest closing of the open days; writing a different range sets every open
day to it. No I/O."""

from dataclasses import dataclass

from ringbook.tenants.v1 import events_pb2 as events
from ringbook_common.errors import Invalid
from tenants.validation import CLOCK_MESSAGE, checked_clock

DAYS = range(7)
NAMES = ("Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday")


@dataclass(frozen=True)
class Day:
    open: str
    close: str
    closed: bool = False


Week = dict[int, Day]


def every_day(start: str, end: str) -> Week:
    """The hours of a salon that has only ever said one range: every day, start to end."""
    return {day: Day(start, end) for day in DAYS}


def stored(week: Week) -> dict[str, dict]:
    return {str(day): {"open": week[day].open, "close": week[day].close, "closed": week[day].closed} for day in DAYS}


def of_tenant(saved: dict | None, start: str, end: str) -> Week:
    """The tenant's week as stored, or every day start to end when it has none yet."""
    if not saved:
        return every_day(start, end)
    return parsed(saved)


def parsed(saved: dict) -> Week:
    """A week as `stored` wrote it."""
    return {day: Day(saved[str(day)]["open"], saved[str(day)]["close"], bool(saved[str(day)]["closed"]))
            for day in DAYS}


def view(week: Week) -> tuple[str, str] | None:
    """The earliest opening and latest closing of the open days; None when every day is closed."""
    open_days = [week[day] for day in DAYS if not week[day].closed]
    if not open_days:
        return None
    return min(day.open for day in open_days), max(day.close for day in open_days)


def with_range(week: Week, start: str, end: str) -> Week:
    """Every open day set to start-end; closed days stay closed."""
    return {day: week[day] if week[day].closed else Day(start, end) for day in DAYS}


def checked(days: list[tuple[int | None, str, str, bool]]) -> Week:
    """A week from (weekday, open, close, closed) entries: a day left out is closed; a closed day keeps the times
    it was given (the wizard shows them greyed), or 09:00-17:00."""
    week: Week = {day: Day("09:00", "17:00", closed=True) for day in DAYS}
    problems: dict[str, str] = {}
    for weekday, opens, closes, closed in days:
        if weekday is None or weekday not in DAYS:
            problems["week"] = "Days are 0 (Sunday) to 6 (Saturday)"
            continue
        name = NAMES[weekday]
        try:
            opens, closes = checked_clock(opens or "09:00"), checked_clock(closes or "17:00")
        except ValueError:
            problems[name] = CLOCK_MESSAGE
            continue
        if not closed and opens >= closes:
            problems[name] = "must close after it opens"
            continue
        week[weekday] = Day(opens, closes, closed)
    if problems:
        raise Invalid("Please check the opening hours: " + "; ".join(f"{day}: {problem}" if day != "week" else problem
                                                                    for day, problem in problems.items()),
                      fields=problems)
    return week


def messages(week: Week) -> list[events.OpeningDay]:
    return [events.OpeningDay(weekday=day, open=week[day].open, close=week[day].close, closed=week[day].closed)
            for day in DAYS]

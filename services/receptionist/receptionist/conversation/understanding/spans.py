"""The parts of "when" a single day and time do not cover: alternatives ("Monday or Tuesday"), weeks ("next week",
"in two weeks"), bounds ("after 5", "I work until 4:30", "before noon"), "first thing" and "the latest you have",
and "next Friday" as the Friday of next week. Read on top of when.read_when. No I/O."""

import re
from datetime import date, timedelta

from receptionist.conversation.state import When
from receptionist.conversation.understanding import when as clock_words
from receptionist.conversation.understanding.lexicon import (
    HOURS_EN,
    HOURS_ES,
    WEEKDAYS_EN,
    WEEKDAYS_ES,
    alternation,
    normalize,
)

_WEEKDAYS = {**WEEKDAYS_EN, **WEEKDAYS_ES}
_WEEKDAY = alternation(_WEEKDAYS)
_NEXT_WEEKDAY = re.compile(rf"\b(?:next|proximo|el proximo|el otro)\s+(?P<wd>{_WEEKDAY})\b|"
                           rf"\b(?P<wd2>{_WEEKDAY})\s+(?:que viene|de la semana que viene|of next week|next week)\b")
_ALTERNATIVES = re.compile(rf"\b(?P<a>{_WEEKDAY})s?\s+(?:or|o|u)\s+(?:on\s+|el\s+)?(?P<b>{_WEEKDAY})s?\b")
_WEEKS = [
    (re.compile(r"\b(?:next week|la (?:semana|proxima semana) que viene|la proxima semana|la semana proxima)\b"), 1),
    (re.compile(r"\b(?:in|within) (?:two|2) weeks\b|\bweek after next\b|\ben (?:dos|2) semanas\b|"
                r"\bdentro de (?:dos|2) semanas\b"), 2),
    (re.compile(r"\b(?:in|within) (?:three|3) weeks\b|\ben (?:tres|3) semanas\b"), 3),
    (re.compile(r"\b(?:this week|later this week|esta semana)\b"), 0),
]
_CLOCK = (r"(?P<t>\d{1,2}(?:[:.]\d{2})?(?: ?[ap]m)?|noon|midday|mediodia|"
          rf"(?:{alternation(HOURS_EN)}|{alternation(HOURS_ES)})"
          r"(?: thirty| fifteen| forty five| y media| y cuarto)?(?: ?[ap]m)?)\b")
_AFTER = re.compile(r"\b(?:after|from|no earlier than|not before|despues de las?|a partir de las?|desde las?)\s+"
                    + _CLOCK)
_UNTIL_BUSY = re.compile(r"\b(?:i work|im working|i am working|im at work|i am at work|im busy|i am busy|"
                         r"i(?:ve| have) (?:a meeting|class|school|work)|i get off|im off|trabajo|salgo)\b"
                         r"[^.]*?\b(?:until|till|til|at|hasta las?|a las?)\s+" + _CLOCK)
_BEFORE = re.compile(r"\b(?:before|no later than|by|not after|antes de las?)\s+" + _CLOCK)
_EARLIEST = re.compile(r"\b(?:first thing|earliest|as early as (?:possible|you can)|first available|"
                       r"first appointment|soonest|primera hora|lo (?:mas|antes) (?:temprano|pronto) posible|"
                       r"a primera hora|lo antes posible|la primera que tengan|lo primero)\b")
_LATEST = re.compile(r"\b(?:latest|last (?:appointment|slot|one of the day)|as late as (?:possible|you can)|"
                     r"end of the day|lo mas tarde|la ultima|ultima hora)\b")
_WINDOWS = {"morning": (None, 12 * 60), "afternoon": (12 * 60, 17 * 60), "evening": (17 * 60, None)}


def read_span(text: str, today: date, lang: str, said: clock_words.When) -> When:
    plain = normalize(text, keep_clocks=True)
    found = When(days=[said.day] if said.day else [], at=said.at)
    if said.window:
        found.after, found.before = _WINDOWS[said.window]
    if found.after is None and found.before is not None and said.window == "morning":
        found.order = None
    _next_weekday(plain, today, found)
    _alternatives(plain, today, found)
    _weeks(plain, today, found)
    _bounds(plain, lang, found)
    if _EARLIEST.search(plain):
        found.order = "earliest"
    elif _LATEST.search(plain):
        found.order = "latest"
    return found


def _next_week_start(today: date) -> date:
    return today + timedelta(days=7 - today.weekday())


def _next_weekday(plain: str, today: date, found: When) -> None:
    """"next Friday" is the Friday of next week: on a Thursday, eight days on, not tomorrow."""
    match = _NEXT_WEEKDAY.search(plain)
    if match:
        weekday = _WEEKDAYS[match["wd"] or match["wd2"]]
        found.days = [_next_week_start(today) + timedelta(days=weekday)]


def _alternatives(plain: str, today: date, found: When) -> None:
    match = _ALTERNATIVES.search(plain)
    if match:
        found.days = [clock_words._weekday_after(today, _WEEKDAYS[match[key]]) for key in ("a", "b")]


def _weeks(plain: str, today: date, found: When) -> None:
    for pattern, weeks in _WEEKS:
        if pattern.search(plain):
            if found.days and any(day >= today for day in found.days) and weeks == 1 and _NEXT_WEEKDAY.search(plain):
                return
            if weeks == 0:
                found.from_day, found.to_day = today, today + timedelta(days=6 - today.weekday())
            else:
                start = _next_week_start(today) + timedelta(weeks=weeks - 1)
                if weeks >= 2 and not found.days:
                    start = today + timedelta(weeks=weeks) - timedelta(days=(today + timedelta(weeks=weeks)).weekday())
                found.from_day, found.to_day = start, start + timedelta(days=6)
            if found.days and found.from_day <= found.days[0] <= found.to_day:
                found.from_day = found.to_day = None  # "Friday next week": the day says it all
            elif found.days:
                # "next week on Tuesday": the weekday inside that week
                weekday = found.days[0].weekday()
                found.days = [found.from_day + timedelta(days=weekday)]
                found.from_day = found.to_day = None
            return


def _clock_of(words: str, lang: str) -> int | None:
    said = (clock_words.read_clock(f"at {words}", "en", loose=True)
            or clock_words.read_clock(f"a las {words}", "es", loose=True))
    return said.minute_of_day(None) if said else None


def _bounds(plain: str, lang: str, found: When) -> None:
    said_after = [match["t"] for pattern in (_AFTER, _UNTIL_BUSY) for match in pattern.finditer(plain)]
    after = [minute for said in said_after if (minute := _clock_of(said, lang)) is not None]
    before = [minute for match in _BEFORE.finditer(plain) if (minute := _clock_of(match["t"], lang)) is not None]
    if after:
        found.after = max(after)
        if found.at is not None and found.at <= found.after:
            found.at = None  # "after 5" is no appointment at 5
    if before:
        found.before = min(before)
        if found.at is not None and found.at >= found.before:
            found.at = None

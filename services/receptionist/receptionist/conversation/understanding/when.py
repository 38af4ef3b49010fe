"""Days and times in what a caller says ("tomorrow at 3", "el viernes por la tarde"), read against today. No I/O."""

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, timedelta

from receptionist.conversation.understanding.lexicon import (
    DAY_ORDINALS,
    HOURS_EN,
    HOURS_ES,
    HOURS_ES_24,
    MINUTES_EN,
    MINUTES_ES,
    MINUTES_ES_WORDS,
    MONTHS_EN,
    MONTHS_ES,
    WEEKDAYS_EN,
    WEEKDAYS_ES,
    Lang,
    alternation,
    normalize,
)

DAY_MINUTES = 24 * 60
# The part of the day an hour said without am/pm falls in: "at 3" is 3 PM, "at 9" is 9 AM.
LAST_AFTERNOON_HOUR = 7
# Minutes of the day each part of the day spans, end excluded (as functions/slots.py has them).
WINDOWS = {"morning": (0, 12 * 60), "afternoon": (12 * 60, 17 * 60), "evening": (17 * 60, 24 * 60)}


@dataclass(frozen=True)
class When:
    """What a caller said about when: a day, a time or a part of the day, each None when not said."""

    day: date | None = None
    at: int | None = None  # minute of the day: 15:00 is 900
    window: str | None = None  # "morning" | "afternoon" | "evening", when no time was said

    @property
    def empty(self) -> bool:
        return self.day is None and self.at is None and self.window is None

    def preferred_time(self) -> str:
        """"15:00" when a time was said, else the part of the day, else ""."""
        if self.at is not None:
            return f"{self.at // 60:02d}:{self.at % 60:02d}"
        return self.window or ""


@dataclass(frozen=True)
class Clock:
    """A time as said, before it is placed in the day."""

    hour: int
    minute: int = 0
    meridiem: str | None = None  # "am" | "pm", when said
    exact: bool = False  # a 24-hour time: "15:00", "09:30"
    offset: int = 0  # "quarter to 3" is 3:00 less 15 minutes

    def minute_of_day(self, window: str | None) -> int | None:
        if self.hour > 23 or self.minute > 59:
            return None
        hour = self.hour
        if not self.exact:
            if self.meridiem == "pm":
                hour = hour % 12 + 12
            elif self.meridiem == "am":
                hour %= 12
            elif hour in (0, 12) or window == "morning":
                pass
            elif window in ("afternoon", "evening") or hour <= LAST_AFTERNOON_HOUR:
                hour += 12
        return (hour * 60 + self.minute + self.offset) % DAY_MINUTES

    def either_half(self, window: str | None) -> bool:
        """Whether the caller could as well have meant the other half of the day: "the 8" may be 8 PM."""
        return not self.exact and self.meridiem is None and window is None and 1 <= self.hour <= 12


# --- Times ---------------------------------------------------------------------------------------------------------

_VALUES = {**HOURS_EN, **HOURS_ES, **HOURS_ES_24, **MINUTES_EN, **MINUTES_ES_WORDS, "half": 30, "quarter": 15}
_BEFORE = ("to", "till", "til", "before", "menos")
_START = r"(?<![\w:./#-])"
_END = r"(?![\w:./-])"
# A number followed by one of these is a count or an amount, not a time: "2 people", "45 dollars".
_NOT_A_TIME = (r"(?! ?(?:people|persons?|of us|guests|kids|children|adults|dollars?|bucks|cents|percent|minutes?|"
               r"mins?|hours?|hrs?|days?|weeks?|months?|years?|personas?|dolares|pesos|euros|minutos?|horas?|dias?|"
               r"semanas?|meses|anos|appointments|bookings|slots|spots|sessions|treatments|services|manicures|"
               r"pedicures|haircuts|cuts|blowouts|trims|facials|massages|colou?rs|citas|reservas|cortes|manicuras|"
               r"pedicuras|tratamientos)\b)")
_H_EN = rf"(?P<h>\d{{1,2}}|{alternation(HOURS_EN)})"
_H_ES = rf"(?P<h>\d{{1,2}}|{alternation(HOURS_ES)})"
_H_ES_LAS = rf"(?P<h>\d{{1,2}}|{alternation({**HOURS_ES, **HOURS_ES_24})})"
_MW_ES = rf"(?P<mw>{alternation(MINUTES_ES_WORDS)})"
_MW_EN = rf"(?P<mw>{alternation(MINUTES_EN)})"
_MER = r"(?: ?(?P<mer>am|pm)\b)?"
_TAIL = r"(?: ?(?P<mer>am|pm)\b|(?![\w:./-]))"

_TIMES = [re.compile(pattern) for pattern in (
    # "noon", "al mediodía", "lunchtime"
    r"\b(?:(?:twelve|12) )?(?P<noon>noon|midday|mediodia|lunchtime|lunch time|(?<!after )lunch)\b",
    # "half past ten", "quarter to 3"
    rf"\b(?P<m>half|quarter|twenty five|twenty|ten|five)(?: minutes)? (?P<rel>past|after|{'|'.join(_BEFORE)}) "
    rf"{_H_EN}{_END}{_NOT_A_TIME}",
    # "tres y media", "las tres menos cuarto", "las cinco y veinte"
    rf"{_START}{_H_ES_LAS} (?P<rel>y|menos) (?P<m>media|cuarto)\b",
    rf"\blas? {_H_ES_LAS} (?P<rel>y|menos) (?P<m>\d{{1,2}}|{alternation(MINUTES_ES_WORDS)}){_END}",
    # "15:00", "3:30pm"
    rf"{_START}(?P<h>\d{{1,2}}):(?P<m>\d{{2}}){_TAIL}",
    # "3pm", "10.30 am", "ten thirty am", "three o'clock", "las tres en punto"
    rf"{_START}{_H_EN}(?:[:. ](?P<m>\d{{2}})| {_MW_EN})? ?(?P<mer>am|pm|oclock|o clock)\b",
    rf"{_START}{_H_ES} en punto\b",
    # "3 in the afternoon", "10 de la mañana"
    rf"{_START}{_H_EN}{_END}{_NOT_A_TIME} (?:in the (?:morning|afternoon|evening)|at night)\b",
    rf"{_START}{_H_ES}{_END}{_NOT_A_TIME} (?:de|por|en) la (?:manana|tarde|noche)\b",
    # "at 3", "around 10.30", "at ten fifteen", "a las 3", "a la una"
    r"\b(?:at|around|about|by|round|after|before|until|till|from|between|like)"
    r"(?: (?:around|about|like|maybe|roughly))? "
    rf"{_H_EN}(?:[:.](?P<m>\d{{2}})| (?P<m2>[0-5]\d)| {_MW_EN})?{_TAIL}{_NOT_A_TIME}",
    rf"\b(?:las?|tipo) {_H_ES_LAS}(?:[:.](?P<m>\d{{2}})| {_MW_ES})?{_TAIL}{_NOT_A_TIME}",
    # "a las diecisiete horas": a 24-hour time ("las dos horas" may be a duration)
    rf"\blas (?P<h>{alternation(HOURS_ES_24)}|1[3-9]|2[0-3]) horas\b",
    # "ten thirty"
    rf"\b(?P<h>{alternation(HOURS_EN)}) (?P<mw>fifteen|thirty|forty five)\b",
)]
# A turn that is nothing but a time: "3", "3:30", "tres".
_WHOLE = {
    lang: re.compile(rf"(?P<h>\d{{1,2}}|{alternation(hours)})(?:[:.](?P<m>\d{{2}})| (?P<m2>[0-5]\d)| (?P<mw>"
                     rf"{alternation(minutes)}))?{_MER}")
    for lang, hours, minutes in (("en", HOURS_EN, MINUTES_EN), ("es", HOURS_ES, MINUTES_ES))
}
_PRONOUNS = frozenset(("one", "una", "uno"))
# In a choice among offered times a bare number is an hour ("3 works"), though "one" is not: "the one with Sam".
_LOOSE = {
    lang: re.compile(rf"{_START}(?P<h>\d{{1,2}}|{alternation(set(hours) - _PRONOUNS)}){_END}"
                     rf"{_NOT_A_TIME}")
    for lang, hours in (("en", HOURS_EN), ("es", HOURS_ES))
}
_FILLERS = frozenset(("please", "thanks", "thank", "you", "ok", "okay", "yes", "yeah", "sure", "um", "uh", "maybe",
                      "how", "what", "about", "at", "around", "then", "por", "favor", "gracias", "si", "vale", "pues",
                      "a", "like", "say", "lets", "the"))


def _clock(found: re.Match[str]) -> Clock:
    groups = found.groupdict()
    if groups.get("noon"):
        return Clock(12, 0, "pm")
    said = groups["h"]
    hour = int(said) if said.isdigit() else _VALUES[said]
    minute_said = groups.get("m") or groups.get("m2") or groups.get("mw")
    minute = (int(minute_said) if minute_said.isdigit() else _VALUES[minute_said]) if minute_said else 0
    meridiem = groups.get("mer") if groups.get("mer") in ("am", "pm") else None
    exact = hour > 12 or (said.isdigit() and len(said) == 2 and said.startswith("0"))
    if groups.get("rel") in _BEFORE:
        return Clock(hour, 0, meridiem, exact, offset=-minute)
    return Clock(hour, minute, meridiem, exact)


def _strip_fillers(text: str) -> str:
    words = text.split()
    while words and words[0] in _FILLERS:
        words.pop(0)
    while words and words[-1] in _FILLERS:
        words.pop()
    return " ".join(words)


def read_clock(rest: str, lang: Lang, *, loose: bool = False) -> Clock | None:
    """The time said in normalized text whose days were read already, or None."""
    found = [match for pattern in _TIMES for match in pattern.finditer(rest)]
    whole = _WHOLE[lang].fullmatch(_strip_fillers(rest.replace("#", " ")))
    if whole and (whole["h"] not in _PRONOUNS or "#" not in rest):  # "the Friday one" is no 1 o'clock
        found.append(whole)
    if loose:
        found.extend(_LOOSE[lang].finditer(rest))
    return next((clock for clock in map(_clock, found) if clock.hour <= 23 and clock.minute <= 59), None)


# --- Parts of the day ----------------------------------------------------------------------------------------------

_GREETINGS = re.compile(r"\bgood (?:morning|afternoon|evening|night|day)\b|\bbuen(?:os|as) (?:dias|tardes|noches)\b")
_WINDOW_WORDS = [(re.compile(pattern), window) for pattern, window in (
    (r"\bmorning\b|\b(?:(?:por|en|de|a) la|esta) manana\b", "morning"),
    (r"\bafternoon\b|\bafter lunch\b|\b(?:(?:por|en|de|a) la|esta) tarde\b", "afternoon"),
    (r"\b(?:evening|tonight|night|after work)\b|\b(?:(?:por|en|de|a) la|esta) noche\b|\bdespues del trabajo\b",
     "evening"),
)]


def read_window(text: str) -> str | None:
    text = _GREETINGS.sub(" ", text)
    found = [(match.start(), window) for pattern, window in _WINDOW_WORDS if (match := pattern.search(text))]
    return min(found)[1] if found else None


# --- Days ----------------------------------------------------------------------------------------------------------

def _on_or_after(today: date, month: int, day: int, year: int | None = None) -> date | None:
    """The day of that month; without a year, the next one from today on."""
    try:
        if year is not None:
            return date(year + 2000 if year < 100 else year, month, day)
        found = date(today.year, month, day)
        return found if found >= today else date(today.year + 1, month, day)
    except ValueError:
        return None


def _day_of_month(today: date, day: int) -> date | None:
    """This month's day if it is today or later, else the next month that has it."""
    year, month = today.year, today.month
    for _ in range(12):
        try:
            found = date(year, month, day)
        except ValueError:
            found = None
        if found is not None and found >= today:
            return found
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)
    return None


def _of_month(today: date, day: int, *, following: bool) -> date | None:
    """"The first of the month": that day of this month, or the next month that has it when it is past;
    "of next month": that day of the next month."""
    if not following:
        return _day_of_month(today, day)
    year, month = (today.year + 1, 1) if today.month == 12 else (today.year, today.month + 1)
    try:
        return date(year, month, day)
    except ValueError:
        return None


def _weekday_after(today: date, weekday: int) -> date:
    """The first such weekday strictly after today: on a Friday, "Friday" and "next Friday" are a week on."""
    return today + timedelta(days=(weekday - today.weekday() - 1) % 7 + 1)


def _number(said: str) -> int:
    return int(said) if said.isdigit() else DAY_ORDINALS[said]


def _year(found: re.Match[str]) -> int | None:
    return int(found["y"]) if found["y"] else None


_ORDINAL = rf"(?P<d>\d{{1,2}}|{alternation(DAY_ORDINALS)})(?:st|nd|rd|th)?"
_MONTH_EN = rf"(?P<mon>{alternation(MONTHS_EN)})"
_MONTH_ES = rf"(?P<mon>{alternation(MONTHS_ES)})"
_MONTHS = {**MONTHS_EN, **MONTHS_ES}
_WEEKDAYS = {**WEEKDAYS_EN, **WEEKDAYS_ES}
_RELATIVE = {"day after tomorrow": 2, "pasado manana": 2, "tomorrow": 1, "tomorrows": 1, "manana": 1}

DayReader = Callable[[re.Match[str], date, Lang], date | None]
DayRule = tuple[int, re.Pattern[str], DayReader]
# Most precise first: when a caller says both "Friday" and "the 14th", the date wins.
_DAYS: list[DayRule] = [(rank, re.compile(pattern), reader) for rank, pattern, reader in (
    (0, r"\b(?P<y>\d{4})-(?P<m>\d{1,2})-(?P<d>\d{1,2})\b",
     lambda f, today, lang: _on_or_after(today, int(f["m"]), int(f["d"]), int(f["y"]))),
    (0, r"(?<![\d/.:])(?P<a>\d{1,2})/(?P<b>\d{1,2})(?:/(?P<y>\d{2,4}))?(?![\d/])",
     lambda f, today, lang: _on_or_after(today, *((int(f["b"]), int(f["a"])) if lang == "es" else
                                                  (int(f["a"]), int(f["b"]))), _year(f))),
    (1, rf"\b{_MONTH_EN} (?:the )?{_ORDINAL}\b(?! ?(?:am|pm|oclock))(?:,? (?P<y>\d{{4}})\b)?",
     lambda f, today, lang: _on_or_after(today, _MONTHS[f["mon"]], _number(f["d"]), _year(f))),
    (1, rf"(?<![\d:.])\b(?:the )?{_ORDINAL}(?: of)? {_MONTH_EN}\b(?:,? (?P<y>\d{{4}})\b)?",
     lambda f, today, lang: _on_or_after(today, _MONTHS[f["mon"]], _number(f["d"]), _year(f))),
    (1, rf"\b(?:el )?(?:dia )?{_ORDINAL} de {_MONTH_ES}\b(?: del? (?P<y>\d{{4}})\b)?",
     lambda f, today, lang: _on_or_after(today, _MONTHS[f["mon"]], _number(f["d"]), _year(f))),
    (1, rf"\b(?:the )?{_ORDINAL} of (?P<which>the|this|next) month\b",
     lambda f, today, lang: _of_month(today, _number(f["d"]), following=f["which"] == "next")),
    (1, rf"\b(?:el )?(?:dia )?{_ORDINAL} (?:(?P<which>del proximo mes|del mes que viene)|del mes|de este mes)\b",
     lambda f, today, lang: _of_month(today, _number(f["d"]), following=bool(f["which"]))),
    (2, r"(?<![\d:./-])\b(?:the )?(?P<d>\d{1,2})(?:st|nd|rd|th)\b",
     lambda f, today, lang: _day_of_month(today, int(f["d"]))),
    (2, rf"\b(?:on the|el dia|el|dia|{alternation(WEEKDAYS_ES)}) (?P<d>\d{{1,2}})\b(?![:.]\d)"
        rf"(?! (?:y|menos|en punto|de la|am|pm)\b){_NOT_A_TIME}",
     lambda f, today, lang: _day_of_month(today, int(f["d"]))),
    (3, r"\b(?:this (?:morning|afternoon|evening)|esta (?:manana|tarde|noche)|todays?|tonight|hoy)\b",
     lambda f, today, lang: today),
    (3, r"\b(?:day after tomorrow|pasado manana|tomorrows?|(?<!la )manana)\b",
     lambda f, today, lang: today + timedelta(days=_RELATIVE[f[0]])),
    (4, rf"\b(?P<wd>{alternation(_WEEKDAYS)})s?\b",
     lambda f, today, lang: _weekday_after(today, _WEEKDAYS[f["wd"]])),
)]


def read_day(text: str, today: date, lang: Lang) -> tuple[date | None, str]:
    """The day said, and the text with every day expression blotted out (so "the 14th" is not read as a time)."""
    found: list[tuple[int, int, date]] = []
    for rank, pattern, reader in _DAYS:
        for match in pattern.finditer(text):
            # Blotted even when no such day exists: "the 31st of April" is not the 31st of this month.
            if (day := reader(match, today, lang)) is not None:
                found.append((rank, match.start(), day))
            text = f"{text[:match.start()]}{'#' * (match.end() - match.start())}{text[match.end():]}"
    if not found:
        return None, text
    # The most precise wins; of two as precise, the last said: "closed today? then tomorrow at noon".
    best = min(rank for rank, _, _ in found)
    return max((start, day) for rank, start, day in found if rank == best)[1], text


# --- Together ------------------------------------------------------------------------------------------------------

# "the earliest one, 10 o'clock": "one" before a number is no hour.
_PRONOUN_ONE = re.compile(r"\bones?\b(?= \d)")
# "resérvelos los dos", "hágalas las dos", "las dos citas": both of them, not two o'clock ("las dos" alone is a time)
_BOTH_ES = re.compile(r"\blos dos\b|(?<=las )las dos\b|(?<=los )las dos\b|\blas dos(?= (?:citas|reservas|cosas))")


def read_when(text: str, today: date, lang: Lang, *, loose: bool = False) -> tuple[When, bool]:
    """What parse_when reads, and whether its time could as well be in the other half of the day. loose reads a
    bare number as an hour, as when a caller picks among offered times ("3 works")."""
    plain = _PRONOUN_ONE.sub(" ", normalize(text, keep_clocks=True))
    if lang == "es":
        plain = _BOTH_ES.sub(" ", plain)
    window = read_window(plain)
    day, rest = read_day(plain, today, lang)
    clock = read_clock(rest, lang, loose=loose)
    at = clock.minute_of_day(window) if clock else None
    if clock is None or at is None:
        return When(day, None, window), False
    return When(day, at, None), clock.either_half(window)


def parse_when(text: str, today: date, lang: Lang) -> When:
    """The day, time or part of the day in a caller's turn: "tomorrow at 3" -> tomorrow, 15:00; "el viernes por la
    tarde" -> the coming Friday, afternoon. Numbers that are no time ("2 people", "the 14th") stay out."""
    return read_when(text, today, lang)[0]

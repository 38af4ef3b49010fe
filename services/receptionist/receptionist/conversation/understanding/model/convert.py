"""The model's reading of a turn as the engine's Reading, checked against the salon: a service or stylist the salon
does not have is dropped (names matched whatever their case, accents and punctuation, a service also without the
note in brackets its name may have, a stylist by a first name only one has), a day
already past is dropped, the caller's words are kept as said. No I/O."""

import re
from datetime import date

from receptionist.conversation.reading import Part, Reading
from receptionist.conversation.state import ANYONE, CallState, Kind, Status, When
from receptionist.conversation.understanding.details import parse_phone
from receptionist.conversation.understanding.lexicon import normalize
from receptionist.conversation.understanding.model.fields import PartRead, PersonRead, Time, TurnRead

_ANYONE_SAID = {"any", "anyone", "anybody", "whoever", "no preference"}
_NAME_LIMIT = 80
_WORDS_LIMIT = 300
_NOTE = re.compile(r"\([^()]*\)|\[[^\[\]]*\]")  # "Women's Cut & Colour (long)"
FLAGS = [name for name, info in TurnRead.model_fields.items() if info.annotation is bool]  # Reading's own flags


def to_reading(read: TurnRead, text: str, state: CallState, *, today: date, services: list[str],
               staff: list[str]) -> Reading:
    salon = _Salon(services, staff, today)
    reading = Reading(text=text, read_as=(read.in_english or "").strip() or text, language=read.language)
    reading.answer = read.answer
    reading.wants = list(dict.fromkeys(read.wants))
    named = salon.services_of(read.services)
    options = salon.services_of(read.service_options)
    if not named and len(options) == 1:
        named = options
    reading.services = named
    reading.service_options = [options] if len(options) > 1 and not named else []
    reading.staff = salon.stylist(read.staff)
    reading.when = salon.when(read.days, at=read.at, after=read.after, before=read.before, order=read.order,
                              from_day=read.from_day, to_day=read.to_day)
    reading.times = [_minutes(clock) for clock in read.times]
    parts = [part for part in (salon.part(said) for said in read.parts) if part is not None]
    reading.parts = parts if len(parts) > 1 else []  # one thing asked is said by the turn's own fields
    if not reading.parts:
        reading.people = [part for part in (salon.person(said, state) for said in read.people) if part is not None]
    reading.move_from = salon.time(read.move_from)
    reading.rebook = salon.part(read.rebook, keep_unknown=True) if read.rebook else None
    reading.name, reading.other_name = _name(read.name), _name(read.other_name)
    reading.for_other = _words(read.for_other, _NAME_LIMIT)
    reading.phone = parse_phone(read.phone) if read.phone else None
    reading.questions = list(dict.fromkeys(read.questions))
    reading.shift = read.shift or None
    reading.waitlist = read.waitlist
    reading.best_time, reading.reason = _words(read.best_time), _words(read.reason)
    for flag in FLAGS:
        setattr(reading, flag, getattr(read, flag))
    # A question we cannot answer, asked with a request, is answered aside and the request goes on; asked with a
    # message or for a person, it is part of that.
    reading.aside_question = read.unknown_question and bool(reading.wants)
    reading.unknown_question = read.unknown_question and not (reading.wants or reading.person or reading.message)
    return reading


def _plain(name: str) -> str:
    """ "Pédicure" as "pedicure", "Women's Cut & Colour" as "womens cut colour", "and" aside."""
    return " ".join(word for word in normalize(name).split() if word not in ("and", "y", "et"))


class _Salon:
    """The salon's lists and today, to check what the model said against."""

    def __init__(self, services: list[str], staff: list[str], today: date) -> None:
        self.services, self.staff, self.today = services, staff, today

    def service(self, said: str | None) -> str | None:
        wanted = (said or "").strip().casefold()
        exact = next((name for name in self.services if name.casefold() == wanted), None)
        if exact or not wanted:
            return exact
        plain = _plain(wanted)
        found = [name for name in self.services if plain in (_plain(name), _plain(_NOTE.sub(" ", name)))]
        return found[0] if len(found) == 1 else None

    def services_of(self, said: list[str]) -> list[str]:
        return list(dict.fromkeys(name for name in map(self.service, said) if name))

    def stylist(self, said: str | None) -> str | None:
        wanted = (said or "").strip().casefold()
        if not wanted:
            return None
        if wanted in _ANYONE_SAID:
            return ANYONE
        exact = [name for name in self.staff if name.casefold() == wanted]
        first = [name for name in self.staff if name.split()[0].casefold() == wanted.split()[0]]
        found = exact or (first if len(first) == 1 else [])
        return found[0] if found else None

    def days(self, said: list[date]) -> list[date]:
        return list(dict.fromkeys(day for day in said if day >= self.today))

    def when(self, days: list[date], *, at: str | None = None, after: str | None = None, before: str | None = None,
             order: str | None = None, from_day: date | None = None, to_day: date | None = None) -> When:
        span = (from_day, to_day) if from_day and to_day and self.today <= to_day and from_day <= to_day else (
            None, None)
        return When(days=self.days(days), from_day=max(span[0], self.today) if span[0] else None, to_day=span[1],
                    at=_minute(at), after=_minute(after), before=_minute(before), order=order)

    def time(self, said: Time | None) -> When | None:
        when = self.when(said.days, at=said.at) if said else None
        return when if when is not None and not when.empty else None

    def part(self, said: PartRead, *, keep_unknown: bool = False) -> Part | None:
        service = self.service(said.service)
        if service is None and not keep_unknown:
            return None
        when = self.when(said.days, at=said.at)
        return Part(service=service or "", staff=self.stylist(said.staff),
                    for_other=_words(said.for_other, _NAME_LIMIT), person=_name(said.person),
                    when=None if when.empty else when)


    def person(self, said: PersonRead, state: CallState) -> Part | None:
        """A change to one booking on the call; None when the number is no open booking or nothing changes."""
        item = state.items[said.item] if said.item < len(state.items) else None
        if item is None or item.kind != Kind.BOOK or item.status != Status.OPEN:
            return None
        when = self.when(said.days, at=said.at)
        stylist = self.stylist(said.staff)
        stylist = None if stylist == ANYONE else stylist
        if stylist is None and when.empty:
            return None
        return Part(service="", staff=stylist, item=said.item, when=None if when.empty else when)


def _minute(clock: str | None) -> int | None:
    return _minutes(clock) if clock else None


def _minutes(clock: str) -> int:
    hours, minutes = clock.split(":")
    return int(hours) * 60 + int(minutes)


def _name(said: str | None) -> str | None:
    name = " ".join((said or "").split())[:_NAME_LIMIT]
    return name if any(ch.isalpha() for ch in name) else None


def _words(said: str | None, limit: int = _WORDS_LIMIT) -> str | None:
    return " ".join((said or "").split())[:limit] or None

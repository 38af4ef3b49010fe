"""Answers to callers' questions from the salon's own data: hours (closed days included), prices, address,
services, the team, who works when and who does what. A question our data cannot answer gets an honest "I don't
know". No I/O."""

from datetime import date, timedelta

from receptionist.conversation import speech
from receptionist.conversation.reading import Reading
from receptionist.conversation.salon import WEEKDAY_NAMES, Salon
from receptionist.conversation.understanding.catalog import find_staff

# Titles that tell who does a kind of service, by words in the service's name.
_SPECIALTIES = {
    "nail": ("manicure", "pedicure", "nail", "gel"),
    "barber": ("beard", "shave", "men", "fade"),
    "color": ("color", "highlights", "balayage", "tint"),
    "massage": ("massage",),
    "esthetic": ("facial", "wax", "brows", "lashes"),
}


def answer(reading: Reading, salon: Salon, lang: str, today: date) -> list[str]:
    said = []
    for topic in reading.questions:
        said.append(_TOPICS[topic](reading, salon, lang, today))
    return [sentence for sentence in said if sentence]


def named_stylist(reading: Reading, salon: Salon) -> str | None:
    """The one stylist an answer named ("Priya does massages"), for a "with her" that follows."""
    if "who_does" not in reading.questions:
        return None
    doing = _doers(reading, salon)
    return doing[0] if len(doing) == 1 else None


def _hours(reading: Reading, salon: Salon, lang: str, today: date) -> str:
    if reading.when.days:
        day = reading.when.days[0]
        span = salon.hours_on(day)
        name = speech.language(lang).plural_day(day)
        if span is None:
            return speech.line("day_closed", lang, day=name)
        return speech.line("day_open", lang, day=name, open=speech.clock_text(span["open"], lang),
                           close=speech.clock_text(span["close"], lang))
    return speech.line("hours", lang, hours=week(salon, lang))


def week(salon: Salon, lang: str) -> str:
    """Runs of days with the same hours, from Monday: "Tuesday to Friday 9:00 AM to 7:00 PM, Saturday ..., closed
    Sunday and Monday"."""
    words = speech.language(lang)
    runs: list[tuple[list[int], tuple[str, ...]]] = []
    for index, name in enumerate(WEEKDAY_NAMES):
        span = (salon.facts.get("hours") or {}).get(name) or {"closed": True}
        key: tuple[str, ...] = ("closed",) if span.get("closed") else (span.get("open", ""), span.get("close", ""))
        if runs and runs[-1][1] == key:
            runs[-1][0].append(index)
        else:
            runs.append(([index], key))
    open_parts, closed_days = [], []
    for days, key in runs:
        if key == ("closed",):
            closed_days += [words.WEEKDAYS[d] for d in days]
            continue
        label = words.WEEKDAYS[days[0]] if len(days) == 1 else (
            speech.join([words.WEEKDAYS[d] for d in days], lang) if len(days) == 2 else
            speech.line("day_range", lang, first=words.WEEKDAYS[days[0]], last=words.WEEKDAYS[days[-1]]))
        open_parts.append(speech.line("open_span", lang, days=label, open=speech.clock_text(key[0], lang),
                                      close=speech.clock_text(key[1], lang)))
    parts = open_parts + ([speech.line("closed_days", lang, days=speech.join(closed_days, lang))]
                          if closed_days else [])
    return ", ".join(parts)


def _prices(reading: Reading, salon: Salon, lang: str, today: date) -> str:
    named = reading.services or (reading.service_options[0] if reading.service_options else [])
    chosen = [s for s in salon.services if s["name"] in named] or salon.services
    if len(chosen) == 1:
        service = chosen[0]
        return speech.line("price", lang, service=service["name"], price=service["price"],
                           duration=speech.language(lang).duration(int(service["duration_min"])))
    return speech.line("prices", lang, list=speech.join([f"{s['name']} {s['price']}" for s in chosen], lang))


def _address(reading: Reading, salon: Salon, lang: str, today: date) -> str:
    address = salon.facts.get("address")
    return speech.line("address", lang, address=address) if address else speech.line("no_address", lang)


def _services(reading: Reading, salon: Salon, lang: str, today: date) -> str:
    return speech.line("services", lang, list=speech.join(salon.service_names, lang))


def _staff(reading: Reading, salon: Salon, lang: str, today: date) -> str:
    return speech.line("staff", lang, list=speech.join(salon.staff, lang))


def _who_works(reading: Reading, salon: Salon, lang: str, today: date) -> str:
    """"Who works Saturday?", "is Ana in on Wednesday?"."""
    words = speech.language(lang)
    day = reading.when.days[0] if reading.when.days else today
    named = find_staff(reading.read_as or reading.text, salon.staff)
    details = salon.staff_details
    if named and named != "any":
        member = next((m for m in details if m["name"] == named), {"name": named, "works": None})
        first = speech.first_name(named)
        span = salon.works_on(member, day)
        if span:
            return speech.line("is_in", lang, name=first, day=words.WEEKDAYS[day.weekday()],
                               open=speech.clock_text(span.get("open") or span["start"], lang),
                               close=speech.clock_text(span.get("close") or span["end"], lang))
        days = [words.WEEKDAYS[(d - 1) % 7] for d in range(1, 8)
                if salon.works_on(member, _weekday_on_or_after(today, (d - 1) % 7))]
        return speech.line("is_not_in", lang, name=first, day=words.WEEKDAYS[day.weekday()],
                           days=speech.join(days, lang))
    working = [speech.first_name(m["name"]) for m in details if salon.works_on(m, day)]
    if not working:
        return speech.line("nobody_on", lang, day=words.WEEKDAYS[day.weekday()])
    return speech.line("works_on", lang, day=words.WEEKDAYS[day.weekday()], list=speech.join(working, lang),
                       verb=words.is_are(len(working)))


def _weekday_on_or_after(today: date, weekday: int) -> date:
    return today + timedelta(days=(weekday - today.weekday()) % 7)


def _who_does(reading: Reading, salon: Salon, lang: str, today: date) -> str:
    """"Who does nails?": the stylists whose title says so, else everyone."""
    words = speech.language(lang)
    said = (reading.read_as or reading.text).lower()
    service = next(iter(reading.services), None) or next(
        (name for name in salon.service_names if any(w in said for w in name.lower().split())), None) or said
    doing = [speech.first_name(name) for name in _doers(reading, salon)]
    if not doing:
        return speech.line("everyone_does", lang, list=speech.join([speech.first_name(s) for s in salon.staff], lang))
    return speech.line("who_does", lang, list=speech.join(doing, lang), verb=words.does_do(len(doing)),
                       service=(reading.services[0] if reading.services else service.strip(" ?")))


# Kinds of service only their specialists do: a colorist is not booked for a manicure.
_ONLY_SPECIALISTS = ("nail", "massage", "esthetic")


def specialists(salon: Salon, service: str) -> list[str]:
    """The stylists whose title says they do this kind of service (a Nail Technician for a Manicure); [] when
    anyone may do it."""
    kinds = [kind for kind in _ONLY_SPECIALISTS if any(mark in service.lower() for mark in _SPECIALTIES[kind])]
    return [m["name"] for m in salon.staff_details if any(kind in (m.get("title") or "").lower() for kind in kinds)]


def _doers(reading: Reading, salon: Salon) -> list[str]:
    said = (reading.read_as or reading.text).lower()
    service = " ".join(reading.services).lower() or said
    kinds = [kind for kind, marks in _SPECIALTIES.items() if any(m in service or m in said for m in marks)]
    return [m["name"] for m in salon.staff_details if any(kind in (m.get("title") or "").lower() for kind in kinds)]


# What the call summary calls each question: who works when and who does what are questions about the team.
TOPIC_OF = {"who_works": "staff", "who_does": "staff"}

_TOPICS = {"hours": _hours, "prices": _prices, "address": _address, "services": _services, "staff": _staff,
           "who_works": _who_works, "who_does": _who_does}

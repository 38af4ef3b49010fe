"""What the agent says, in the caller's language: one module per language with the same lines and helpers
(en.py is the model), and the shared ways of saying offers, moments and lists. No I/O."""

from collections.abc import Sequence
from datetime import date, datetime
from types import ModuleType

from receptionist.conversation.speech import de, en, es, fr, it, pt
from receptionist.conversation.state import Offer

MODULES: dict[str, ModuleType] = {"en": en, "es": es, "fr": fr, "de": de, "it": it, "pt": pt}


def language(code: str) -> ModuleType:
    """The speech module of a language; English for one the receptionist does not speak."""
    return MODULES.get(code, en)


def line(key: str, code: str, **values: object) -> str:
    said: str = language(code).LINES.get(key) or language("en").LINES[key]
    return said.format(**values)


def join(items: Sequence[str], code: str, conjunction: str = "and") -> str:
    words = language(code)
    word = words.AND if conjunction == "and" else words.OR
    items = [item for item in items if item]
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {word} {items[-1]}"


def clock_of(minute: int, code: str) -> str:
    said: str = language(code).clock(minute // 60, minute % 60)
    return said


def clock_text(value: str, code: str) -> str:
    hour, minute = (int(part) for part in value.split(":")[:2])
    said: str = language(code).clock(hour, minute)
    return said


def moment(start: datetime, today: date, code: str) -> str:
    words = language(code)
    said: str = words.at(words.day(start.date(), today), words.clock(start.hour, start.minute))
    return said


def on_moment(start: datetime, today: date, code: str) -> str:
    words = language(code)
    said: str = words.at(words.on(words.day(start.date(), today)), words.clock(start.hour, start.minute))
    return said


def first_name(name: str) -> str:
    return (name or "").split(" ")[0]


def offer(slot: Offer, today: date, code: str) -> str:
    said = moment(datetime.fromisoformat(slot.start), today, code)
    return said + (language(code).with_staff(first_name(slot.staff)) if slot.staff else "")


def offers(slots: Sequence[Offer], today: date, code: str) -> str:
    return join([offer(slot, today, code) for slot in slots], code, "or")


"""What the agent says, in the caller's language: one module per language with the same lines and helpers
(en.py is the model), and the shared ways of saying offers, moments and lists. No I/O.

In a text (inside `written()`) the same words are written for a phone screen: a language's WRITTEN lines stand
in for the ones meant for the ear, and offered times are listed one per line."""

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from datetime import date, datetime
from types import ModuleType

from receptionist.conversation.speech import de, en, es, fr, it, pt
from receptionist.conversation.state import Offer

MODULES: dict[str, ModuleType] = {"en": en, "es": es, "fr": fr, "de": de, "it": it, "pt": pt}
# A context variable rather than an argument: every line of the engine is rendered through `line` and `offers`,
# deep in the policy and its steps, and only the channel decides how.
_WRITTEN: ContextVar[bool] = ContextVar("written", default=False)


@contextmanager
def written() -> Iterator[None]:
    """Render the lines of this block as a text's."""
    token = _WRITTEN.set(True)
    try:
        yield
    finally:
        _WRITTEN.reset(token)


def is_written() -> bool:
    return _WRITTEN.get()


def language(code: str) -> ModuleType:
    """The speech module of a language; English for one the receptionist does not speak."""
    return MODULES.get(code, en)


def line(key: str, code: str, **values: object) -> str:
    text = language(code).WRITTEN.get(key) if _WRITTEN.get() else None
    said: str = text or language(code).LINES.get(key) or language("en").LINES[key]
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
    if _WRITTEN.get():
        return ":\n" + "\n".join(offer(slot, today, code) for slot in slots) + "\n"
    return join([offer(slot, today, code) for slot in slots], code, "or")


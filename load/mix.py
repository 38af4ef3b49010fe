"""The calls of one run: who calls, in which language, wanting what. Seeded, so a run is the same every time.

Bookers aim at a handful of popular slots more often than not, so some are told "just taken" and take an
alternative; movers and cancellers have an appointment booked for their number before the calls start. Days are
counted from the pinned "today" (a Tuesday): 1 is Wednesday, 4 Saturday, all inside the salon's hours."""

import random
from dataclasses import dataclass, replace

from load.phrases import LANGUAGES, SERVICES, WORDS, when

KINDS = (("book", 45), ("ask", 15), ("move", 15), ("cancel", 10), ("message", 15))
LANGUAGE_SHARES = (55, 20, 15, 10)  # en, es, fr, de
# (service, stylist's full name): who does what in the salon of the run (evals/salons/sol.yaml).
PAIRS = (("haircut", "Maria Lopez"), ("beard-trim", "Marco Rossi"), ("manicure", "Nina Park"),
         ("haircut", "Ana Ruiz"))
POPULAR = ((0, 1, 10, 30), (1, 2, 16, 0), (2, 3, 11, 0), (3, 4, 10, 0))  # (pair, day, hour, minute)
POPULAR_SHARE = 0.5
CORRECTION_SHARE = 0.3
FIRST = {"en": ("jordan", "sarah", "tom", "priya", "kim", "olivia", "marcus", "emma"),
         "es": ("lucía", "carlos", "sofía", "javier", "elena", "diego"),
         "fr": ("claire", "julien", "léa", "thomas", "camille", "hugo"),
         "de": ("anna", "lukas", "sophie", "jonas", "lena", "felix")}
LAST = {"en": ("ellis", "oconnor", "baker", "shah", "nguyen", "bennett", "reed", "walsh"),
        "es": ("garcía", "martínez", "romero", "navarro", "torres", "ortega"),
        "fr": ("martin", "bernard", "dubois", "moreau", "laurent", "girard"),
        "de": ("schmidt", "müller", "fischer", "weber", "becker", "wagner")}


@dataclass(frozen=True)
class Slot:
    pair: int
    day: int
    hour: int
    minute: int

    @property
    def service(self) -> str:
        return PAIRS[self.pair][0]

    @property
    def stylist(self) -> str:
        return PAIRS[self.pair][1]


@dataclass(frozen=True)
class Conversation:
    """One caller: the first thing they say and what they answer to each question."""

    index: int
    kind: str
    language: str
    caller: str  # E.164
    name: str
    opening: str
    follow_ups: tuple[str, ...] = ()  # further questions (asking calls)
    correction: str = ""  # said when first asked to confirm a booking
    fallback: str = ""  # said when asked for another day or time
    seeded: Slot | None = None  # the appointment a mover or canceller already has


def _pick(rng: random.Random, weighted: tuple[tuple[str, int], ...]) -> str:
    return rng.choices([item for item, _ in weighted], weights=[weight for _, weight in weighted])[0]


def _spread(rng: random.Random) -> Slot:
    day = rng.randint(1, 4)
    return Slot(rng.randrange(len(PAIRS)), day, rng.randint(9, 15 if day == 4 else 16), rng.choice((0, 30)))


def seed_slot(index: int) -> Slot:
    """A distinct slot for each seeded appointment, away from the popular ones (on the quarter hour)."""
    return Slot(index % len(PAIRS), 1 + (index // len(PAIRS)) % 4, 9 + (index // 16) % 7, 15)


def _said(slot: Slot, code: str) -> str:
    return when(slot.day, slot.hour, slot.minute, code)


def conversation(index: int, rng: random.Random, seeds: list[Slot]) -> Conversation:
    kind = _pick(rng, KINDS)
    code = rng.choices(LANGUAGES, weights=LANGUAGE_SHARES)[0]
    words = WORDS[code]
    name = f"{rng.choice(FIRST[code])} {rng.choice(LAST[code])}"
    caller = f"+1646555{1000 + index:04d}"
    fallback = _said(_spread(rng), code)
    base = Conversation(index, kind, code, caller, name, opening="", fallback=fallback)
    if kind == "book":
        slot = POPULAR[rng.randrange(len(POPULAR))] if rng.random() < POPULAR_SHARE else None
        wanted = Slot(*slot) if slot else _spread(rng)
        stylist = wanted.stylist.split()[0].lower()
        correction = ""
        if rng.random() < CORRECTION_SHARE:
            later = Slot(wanted.pair, wanted.day, min(wanted.hour + 1, 15), wanted.minute)
            correction = words.correction.format(when=_said(later, code))
        return replace(base, opening=words.book.format(
            name=name, service=SERVICES[wanted.service][code], staff=stylist, when=_said(wanted, code)),
            correction=correction)
    if kind == "ask":
        first, *rest = words.questions
        service = SERVICES[rng.choice(("haircut", "manicure"))][code]
        return replace(base, opening=first.format(service=service), follow_ups=tuple(rest))
    if kind in ("move", "cancel"):
        seeded = seed_slot(len(seeds))
        seeds.append(seeded)
        line = words.move if kind == "move" else words.cancel
        return replace(base, opening=line.format(name=name, when=fallback), seeded=seeded)
    return replace(base, opening=words.message.format(name=name))


def calls(count: int, seed: int) -> list[Conversation]:
    rng = random.Random(seed)
    seeds: list[Slot] = []
    return [conversation(index, rng, seeds) for index in range(count)]

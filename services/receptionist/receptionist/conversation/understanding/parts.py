"""Several things asked in one turn, each with its own service, stylist and person: "a color and a haircut with
Ana", "a haircut for me with Maria and a kids cut for my daughter Emma with Marco". No I/O."""

import re
from datetime import date

from receptionist.conversation.reading import Part
from receptionist.conversation.understanding import asks
from receptionist.conversation.understanding.catalog import find_service, find_staff
from receptionist.conversation.understanding.lexicon import Lang, normalize
from receptionist.conversation.understanding.spans import read_span
from receptionist.conversation.understanding.when import read_when

_CLAUSES = re.compile(r"\b(?:and|also|plus|then|y|e|und|et)\b|[,;]", re.IGNORECASE)
_BOTH = re.compile(r"\b(?:both|the two of (?:us|them)|each|los dos|las dos|ambos)\b", re.IGNORECASE)
_FOR_THEM = re.compile(r"\bfor (?:her|him|them)\b|\bpara (?:ella|el)\b|^\W*(?:and )?(?:she|he|her|him|ella|el)\b",
                       re.IGNORECASE)
_ONE_FOR = re.compile(r"^(?:a|one|uno|una|um|uma) (?:for|para) ")
_ANOTHER = re.compile(r"\b(?:another|one more|the same|same thing|otra|otro|lo mismo)\b")
_SELF = re.compile(r"\b(?:for me|for myself)\b|\bpara m[ií](?=\s*(?:[,.;]|y\b|$))|^\W*(?:and )?(?:me|i|yo)\b",
                   re.IGNORECASE)


def read_parts(english: str, core: Lang, today: date, *, services: list[str], staff: list[str],
               names: list[str], other: str | None = None) -> list[Part]:
    """The parts, in the order said; [] when the turn asks for one thing only."""
    clauses = [c for c in _CLAUSES.split(english) if c and c.strip()]
    parts: list[tuple[Part, list[str]]] = []
    pending: list[str] = []  # "for my daughter, Giada, a manicure": who comes before what
    for clause in clauses:
        named = find_service(clause, services, core)
        if len(named) == 1 and not any(p.service == named[0] and not _new_person(clause) for p, _ in parts):
            parts.append((Part(service=named[0]), [*pending, clause]))
            pending = []
        elif parts and not named and not pending and _ONE_FOR.search(normalize(clause)):
            parts[-1][1].append(clause)  # "two manicures, one for me at 10 and another for my daughter"
        elif parts and not named and _new_person(clause) and _ANOTHER.search(normalize(clause)):
            parts.append((Part(service=parts[-1][0].service), [*pending, clause]))  # "and another for my daughter"
            pending = []
        elif _new_person(clause) or (pending and not named):
            pending.append(clause)
        elif parts:
            parts[-1][1].append(clause)
    if len(parts) < 2:
        return []
    relation_said = asks.relation_named(normalize(english))
    for part, said in parts:
        _fill(part, " ".join(said), core, today, staff=staff, names=names, relation_said=relation_said)
        if part.for_other and not part.person and part.for_other == relation_said:
            part.person = other  # "for my daughter Chloé and me: ... a kids cut for her"
    _share_stylist([part for part, _ in parts], both=bool(_BOTH.search(english)))
    return [part for part, _ in parts]


def _new_person(clause: str) -> bool:
    return bool(asks.FOR_OTHER.search(normalize(clause)) or _SELF.search(clause) or _FOR_THEM.search(clause))


def _fill(part: Part, said: str, core: Lang, today: date, *, staff: list[str], names: list[str],
          relation_said: str | None) -> None:
    plain = normalize(said)
    relation = asks.relation_named(plain) or (relation_said if _FOR_THEM.search(said) else None)
    if relation and not _SELF.search(said):
        part.for_other = relation
        part.person = asks.other_name_in(said)
    clean = said
    for name in names:
        clean = clean.replace(name, " ")
    if part.person:
        clean = clean.replace(part.person, " ")
    found = find_staff(clean, staff)
    part.staff = found if found != "any" else None
    when = read_span(said, today, core, read_when(said, today, core)[0])
    part.when = None if when.empty else when


def _share_stylist(parts: list[Part], *, both: bool) -> None:
    """"A color and a haircut with Ana": one person's services share the stylist named once ("both with Leo":
    everyone's)."""
    named = {part.staff for part in parts if part.staff}
    if len(named) == 1 and (both or len({part.for_other for part in parts}) == 1):
        for part in parts:
            part.staff = part.staff or next(iter(named))

"""Each person's own stylist or time, said of bookings already on the call: "me at 11 with Maria and Mateo at the
same time with Marco", "yo a las once con María y Mateo a la misma hora con Marco". No I/O."""

import re
from dataclasses import dataclass
from datetime import date

from receptionist.conversation.reading import Part
from receptionist.conversation.understanding import asks
from receptionist.conversation.understanding.catalog import find_staff
from receptionist.conversation.understanding.lexicon import Lang, normalize
from receptionist.conversation.understanding.spans import read_span
from receptionist.conversation.understanding.when import read_when

_CLAUSES = re.compile(r"\b(?:and|y|e|et|und|while|mientras)\b|[,;]", re.IGNORECASE)
_SELF = re.compile(r"^(?:(?:for|para|a) )?(?:me|i|mine|myself|yo|mi|mio|mia)\b|\b(?:for me|for myself|para mi)\b")
_THEM = re.compile(r"^(?:(?:for|para|a) )?(?:him|her|he|she|his|hers|them|el|ella|the kid|the child)\b|"
                   r"\b(?:for (?:him|her|them)|para (?:el|ella))\b")


@dataclass(frozen=True)
class Booked:
    """An open booking on the call, as its person is spoken of."""

    index: int
    person: str | None  # the name it is booked under, when not the caller's
    relation: str | None  # "son": someone else's


def read_people(english: str, core: Lang, today: date, *, staff: list[str], booked: list[Booked]) -> list[Part]:
    """Each clause that names whose booking it speaks of, with the stylist or time it gives that booking; [] when
    the turn does not speak of two people's bookings one by one."""
    if len({(b.person, b.relation) for b in booked}) < 2:
        return []
    said: list[tuple[Booked, str]] = []  # each person spoken of, with the clauses that follow until the next
    for clause in (c.strip() for c in _CLAUSES.split(english) if c and c.strip()):
        whose = _whose(clause, booked)
        if whose is not None:
            said.append((whose, clause))
        elif said:
            said[-1] = (said[-1][0], f"{said[-1][1]}, {clause}")  # "and hers right after, at 2:45"
    found: list[Part] = []
    for whose, words in said:
        part = Part(service="", staff=_stylist(words, whose, staff), item=whose.index)
        when = read_span(words, today, core, read_when(words, today, core, loose=True)[0])
        if asks.SAME_TIME.search(normalize(words)) and found and found[-1].when is not None:
            when = found[-1].when.model_copy(deep=True)
        part.when = None if when.empty else when
        if part.staff or part.when:
            found.append(part)
    return found


def _whose(clause: str, booked: list[Booked]) -> Booked | None:
    plain = normalize(clause)
    named = [b for b in booked if b.person and re.search(rf"\b{re.escape(normalize(b.person).split()[0])}\b", plain)]
    if len(named) == 1:
        return named[0]
    related = [b for b in booked if b.relation and re.search(rf"\b{re.escape(b.relation)}\b", plain)]
    if len(related) == 1:
        return related[0]
    others = [b for b in booked if b.person or b.relation]
    if _THEM.search(plain) and len(others) == 1:
        return others[0]
    own = [b for b in booked if not b.person and not b.relation]
    if _SELF.search(plain) and len(own) == 1:
        return own[0]
    return None


def _stylist(clause: str, whose: Booked, staff: list[str]) -> str | None:
    """The stylist the clause asks for; the person's own name is no stylist ("Ana with Marco")."""
    said = clause
    if whose.person:
        said = re.sub(rf"\b{re.escape(whose.person.split()[0])}\b", " ", said)
    found = find_staff(said, staff)
    return found if found and found != "any" else None

"""Which of the salon's services and staff a caller names, by whole words and close spellings, in English or
Spanish ("a hair cut", "balyage", "con María", "uñas de gel"). No I/O."""

import re
from collections.abc import Sequence
from dataclasses import dataclass

from rapidfuzz import fuzz, process

from receptionist.conversation.understanding.lexicon import (
    NOT_NAME,
    SERVICE_GENERIC,
    SERVICE_PHRASES,
    SERVICE_SPELLINGS,
    SERVICE_VOCABULARY,
    SERVICE_WORDS_ES,
    Lang,
    alternation,
    fold,
    normalize,
    words_of,
)

ANY = "any"
# Shorter words must be said exactly: "cut" is no "but", "save" no "shave", "message" no "massage".
FUZZY_MIN_LENGTH = 5
SERVICE_CUTOFF = 90
LONG_SERVICE_CUTOFF = 88  # for words of 8 letters or more, where one slip costs less: "hilights"
STAFF_CUTOFF = 85

_CONNECTORS = frozenset(("and", "with", "the", "a", "an", "de", "del", "la", "el", "con", "y", "for", "of", "n"))
_SPLIT_NAME = re.compile(r"\s*(?:[&+,/]|\band\b|\bwith\b|\by\b|\bcon\b)\s*")
_ES_WORDS = re.compile(rf"\b(?:{alternation(SERVICE_WORDS_ES)})\b")
_PHRASES = re.compile(rf"\b(?:{alternation(SERVICE_PHRASES)})\b")
# A name's own note ("Women's Cut & Colour (long)", "Gel Nails [new set]"): callers leave it out.
_NOTE = re.compile(r"\([^()]*\)|\[[^\[\]]*\]")


def _stem(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


_GENERIC = frozenset(map(_stem, SERVICE_GENERIC))
_VOCABULARY = frozenset(map(_stem, SERVICE_VOCABULARY))


def _service_words(text: str) -> list[str]:
    """Words as services are matched: Spanish put in English, spellings made one ("colour" -> "color")."""
    plain = _ES_WORDS.sub(lambda found: SERVICE_WORDS_ES[found[0]], normalize(text, keep_enye=True))
    plain = _PHRASES.sub(lambda found: SERVICE_PHRASES[found[0]], fold(plain))
    words = [SERVICE_SPELLINGS.get(word, word) for word in plain.split()]
    return " ".join(words).split()  # a spelling may be two words


def _position(word: str, said: Sequence[str]) -> int | None:
    """Where the caller said this word of a service's name, or a close spelling of it."""
    stem = _stem(word)
    for i, other in enumerate(said):
        if _stem(other) == stem:
            return i
    if len(word) < FUZZY_MIN_LENGTH:
        return None
    choices = {i: other for i, other in enumerate(said) if len(other) >= FUZZY_MIN_LENGTH}
    cutoff = LONG_SERVICE_CUTOFF if len(word) >= 8 else SERVICE_CUTOFF
    found = process.extractOne(word, choices, scorer=fuzz.ratio, score_cutoff=cutoff)
    return found[2] if found else None


@dataclass(frozen=True)
class _Named:
    index: int
    full: bool  # every word of the name was said
    positions: frozenset[int]  # where in the turn its words were said
    telling: frozenset[int]  # where its telling words were said: "manicure" of "Gel Manicure", not "women"


def _heads(name: str) -> set[str]:
    """The words that say what a service is: the last of each part in English ("Gel Manicure", "Cut & Color"), also
    the first in Spanish ("Corte de Dama")."""
    heads = set()
    for part in _SPLIT_NAME.split(fold(name)):
        words = [word for word in _service_words(part) if word not in _CONNECTORS]
        if words:
            heads.add(words[-1])
            if re.search(r"\b(?:de|del|con)\b", part):
                heads.add(words[0])
    return heads


def _content_words(name: str) -> list[str]:
    return [word for word in _service_words(name) if word not in _CONNECTORS]


def _named(index: int, name: str, said: Sequence[str]) -> _Named | None:
    words = _content_words(name)
    required = _content_words(_NOTE.sub(" ", name)) or words
    heads = _heads(_NOTE.sub(" ", name)) or _heads(name)
    found = {word: _position(word, said) for word in words}
    positions = frozenset(p for p in found.values() if p is not None)
    telling = frozenset(p for word, p in found.items() if p is not None and _stem(word) not in _GENERIC and
                        (word in heads or _stem(word) in _VOCABULARY))
    if required and all(found[word] is not None for word in required):
        return _Named(index, True, positions, telling or positions)
    return _Named(index, False, positions, telling) if telling else None


def find_service(text: str, names: Sequence[str], lang: Lang) -> list[str]:
    """The salon's services the caller names: [] for none, one, or several when the caller was not precise enough
    ("a haircut" with a Women's and a Men's Haircut). The name said most fully wins: "women's haircut" is not
    also "Haircut". Spanish service words are read whatever lang is, on both sides: "corte de dama" is "Women's
    Haircut", and a salon's own "Corte de Dama" too."""
    said = _service_words(text)
    if not said:
        return []
    named = [found for i, name in enumerate(names) if (found := _named(i, name, said))]
    full = [n for n in named if n.full]
    kept = [n for n in full if not any(n.positions < other.positions for other in full)]
    covered = frozenset().union(*(n.positions for n in kept))
    kept += [n for n in named if not n.full and n.telling.isdisjoint(covered)]
    return [names[n.index] for n in sorted(kept, key=lambda n: n.index)]


# --- Staff ---------------------------------------------------------------------------------------------------------

_ANYONE = re.compile(r"\b(?:anyone|anybody|any one|any stylist|any of them|whoever|whoevers|no preference|"
                     r"dont have a preference|doesnt matter|does not matter|dont care|dont mind|either|"
                     r"first available|nobody in particular|no one in particular|cualquiera|cualquier|quien sea|"
                     r"me da igual|da igual|no importa|el que sea|la que sea|lo que sea|sin preferencia|"
                     r"no tengo preferencia|el primero disponible|la primera disponible)\b")
_ASKING_FOR = frozenset(("with", "con", "see", "prefer", "for", "by", "want", "ver", "a", "and", "or", "o", "y"))


def _said_at(part: str, said: Sequence[tuple[str, str]], i: int) -> bool:
    raw, word = said[i]
    if word != part and (len(part) < 4 or len(word) < 4 or fuzz.ratio(part, word) < STAFF_CUTOFF):
        return False
    # "Will" or "Joy" the stylist, not "I will": a common word counts when it reads as a name.
    return part not in NOT_NAME or raw[:1].isupper() or (i > 0 and said[i - 1][1] in _ASKING_FOR)


def find_staff(text: str, names: Sequence[str]) -> str | None:
    """The stylist the caller asks for, as named in names; ANY when anyone will do; None when nobody is named or
    the name fits two of them ("Maria" with a Maria Lopez and a Maria Chen)."""
    said = words_of(text)
    whole, partly = set(), set()
    for k, name in enumerate(names):
        parts = [word for _, word in words_of(name)]
        if not parts:
            continue
        for i in range(len(said)):
            if i + len(parts) <= len(said) and all(_said_at(p, said, i + j) for j, p in enumerate(parts)):
                whole.add(k)
            if any(_said_at(p, said, i) for p in parts):
                partly.add(k)
    for found in (whole, partly):
        if found:
            return names[found.pop()] if len(found) == 1 else None
    return ANY if _ANYONE.search(normalize(text)) else None

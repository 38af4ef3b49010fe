"""Ordered phrase rewrites from a caller's language into plain English, matched without regard to case or accents
("Réservez" and "reservez" alike) while every word no rule touches stays exactly as said, capitals and accents
included. Also the number and clock helpers the four languages share."""

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from receptionist.conversation.understanding.lexicon import fold

_APOSTROPHES = str.maketrans({"\u2019": "'", "\u2018": "'", "`": "'", "\u00b4": "'"})
_TEMPLATE_GROUP = re.compile(r"\\(\d+)|\\g<(\w+)>")
_DOUBLE_COMMA = re.compile(r",(?:\s*,)+")
_SPACE_BEFORE_PUNCTUATION = re.compile(r"\s+([,.;:!?])(?!\d)")


def _fold_char(char: str) -> str:
    return fold(char).replace("ß", "ss").translate(_APOSTROPHES)


class Found:
    """A rule's match, read on the folded text, with the caller's own words at hand (names keep their capitals)."""

    def __init__(self, match: re.Match[str], text: str, origin: Sequence[int]):
        self.match = match
        self.origin = origin
        self._text = text

    def __getitem__(self, group: int | str) -> str | None:
        return self.match[group]

    def took(self, group: int | str) -> str:
        """A group the rule's pattern always fills."""
        text = self.match[group]
        if text is None:
            raise ValueError(f"group {group!r} took no part in {self.match.re.pattern!r}")
        return text

    def said(self, group: int | str = 0) -> str:
        """The group as the caller said it, or "" when it did not take part."""
        start, end = self.match.span(group)
        if start < 0:
            return ""
        return self._text[self.origin[start]:self.origin[end]]


Replacement = str | Callable[[Found], str | None]


@dataclass(frozen=True)
class Rewrites:
    """Rules applied in order, each to the text the ones before it left. English a rule wrote is not read again by
    a later rule ("I" is no Italian article); the caller's words a rule kept (a name after "this is") still are."""

    rules: tuple[tuple[re.Pattern[str], Replacement], ...]

    def __call__(self, text: str) -> str:
        text = " ".join((text or "").split())
        written = [False] * len(text)
        for pattern, replacement in self.rules:
            folded, origin = _folded(text)
            for match in reversed(list(pattern.finditer(folded))):
                found = Found(match, text, origin)
                said = replacement(found) if callable(replacement) else _expand(replacement, found)
                if said is None:
                    continue  # the rule declined: "sou" before "furioso" gives no name
                start, end = origin[match.start()], origin[match.end()]
                kept = _kept(said, found)
                if any(written[i] and not text[i].isspace() and not any(a <= i < b for a, b, _ in kept)
                       for i in range(start, end)):
                    continue  # it would rewrite English a rule wrote
                flags = [True] * len(said)
                for group_start, group_end, at in kept:
                    flags[at:at + group_end - group_start] = written[group_start:group_end]
                text = f"{text[:start]}{said}{text[end:]}"
                written[start:end] = flags
        return _DOUBLE_COMMA.sub(",", _SPACE_BEFORE_PUNCTUATION.sub(r"\1", " ".join(text.split())))


def _kept(said: str, found: Found) -> list[tuple[int, int, int]]:
    """The groups a replacement keeps as they were (a name after "this is", the rest of a sentence): where each was
    in the text, and where it is in the replacement. What they hold keeps its standing, English written or not."""
    kept = []
    for group in range(1, (found.match.re.groups or 0) + 1):
        words = found.said(group)
        at = said.find(words) if len(words) >= 2 else -1
        if at >= 0:
            start, end = found.match.span(group)
            kept.append((found.origin[start], found.origin[end], at))
    return kept


def _folded(text: str) -> tuple[str, list[int]]:
    """The text lowercased without accents, and for each of its characters (and its end) where it was said."""
    chars: list[str] = []
    origin: list[int] = []
    for i, char in enumerate(text):
        for folded in _fold_char(char):
            chars.append(folded)
            origin.append(i)
    origin.append(len(text))
    return "".join(chars), origin


def _expand(template: str, found: Found) -> str:
    """The template with its \\1 or \\g<name> groups as the caller said them."""
    return _TEMPLATE_GROUP.sub(lambda ref: found.said(int(ref[1]) if ref[1] else ref[2]), template)


def rewrites(*groups: Iterable[tuple[str, Replacement]]) -> Rewrites:
    """Rules from (pattern, replacement) pairs written in folded text (lowercase, no accents, "ss" for "ß"); a pattern
    matches whole words only, a replacement is a template (groups as said) or a function of the match."""
    return Rewrites(tuple((re.compile(rf"(?<!\w)(?:{pattern})(?:(?<=[\s'])|(?!\w))"), replacement)
                          for group in groups for pattern, replacement in group))


_TITLES = frozenset(("madame", "monsieur", "mademoiselle", "frau", "herr", "signora", "signore", "signorina",
                     "senhora", "senhor", "dona", "doutor", "doutora"))


def greeting_then_name(greetings: Iterable[str]) -> tuple[str, Replacement]:
    """A rule for a greeting followed by nothing but a name ("Bonjour, Aurélie Faure."): "hello, this is Aurélie
    Faure", so the name is read as the caller's; a greeting before anything else is left to other rules."""

    def introduce(found: Found) -> str | None:
        names = found.said("n").split()
        if not all(name[:1].isupper() for name in names) or fold(names[0]) in _TITLES:
            return None
        return f"hello, this is {found.said('n')}"

    return rf"(?:{alternation(greetings)}),? (?P<n>\w[\w'-]*(?: \w[\w'-]*){{0,2}})(?=\s*(?:[.,;!]|$))", introduce


def relation_then_name(hers: Iterable[str], his: Iterable[str]) -> tuple[str, Replacement]:
    """A rule for the person booked for followed by their name ("pour ma fille, Chloé,"): "ma fille, her name is
    Chloé", so the name is read as theirs, not the caller's. The relation stays as said for a later rule."""
    female = {fold(word) for word in hers}

    def name_them(found: Found) -> str | None:
        names = found.said("n").split()
        if not all(name[:1].isupper() for name in names):
            return None
        pronoun = "her" if " ".join(fold(found.said("rel")).split()) in female else "his"
        return f"{found.said('rel')}, {pronoun} name is {found.said('n')}"

    return (rf"(?P<rel>{alternation([*hers, *his])}),? (?:o |a )?(?P<n>\w[\w'-]*(?: \w[\w'-]*)?)"
            r"(?=\s*(?:[,.;!?]|$))", name_them)


def word_set(text: str) -> frozenset[str]:
    """The words of a list written over several lines."""
    return frozenset(text.split())


def words(replacements: Mapping[str, str]) -> list[tuple[str, str]]:
    """Word-for-word rules, longest first so "apres-demain" is read before "demain"."""
    return [(re.escape(word).replace(r"\ ", r"[\s-]+").replace(r"\-", r"[\s-]*"), english)
            for word, english in sorted(replacements.items(), key=lambda item: -len(item[0]))]


def alternation(said: Iterable[str]) -> str:
    """A regex alternative of words, longest first, spaces and hyphens interchangeable."""
    return "|".join(re.escape(word).replace(r"\ ", r"[\s-]+").replace(r"\-", r"[\s-]*")
                    for word in sorted(set(said), key=len, reverse=True))


def numbers(units: Mapping[str, int], tens: Mapping[str, int], compose: Callable[[str, str, int], Iterable[str]],
            up_to: int = 59) -> dict[str, int]:
    """Number words up to up_to: the units and teens given, and each ten with each unit as the language joins them
    (compose(ten, unit, unit's value) -> the spellings)."""
    found = dict(units)
    for ten, ten_value in tens.items():
        found[ten] = ten_value
        for unit, value in units.items():
            if 1 <= value <= 9 and ten_value + value <= up_to:
                for spelled in compose(ten, unit, value):
                    found[spelled] = ten_value + value
    return {word: value for word, value in found.items() if value <= up_to}


def value(said: str, names: Mapping[str, int]) -> int:
    """A number said in digits or in words of the language, its words joined by hyphens, spaces or nothing as a
    recogniser hands them ("dix-sept", "dix sept", "dixsept" -> 17); ValueError for words that are no number."""
    if said.strip().isdigit():
        return int(said)
    joined = _joined(said)
    found = next((number for word, number in names.items() if _joined(word) == joined), None)
    if found is None:
        raise ValueError(f"{said!r} is no number of this language")
    return found


def _joined(said: str) -> str:
    return "".join(said.replace("-", " ").split())


def clock(hour: int, minute: int = 0, part: str | None = None) -> str:
    """A time in the digits the English reading takes: "15:00"; an hour said without a part of the day and at most
    12 stays as it is ("3:00"), for the reading to place it; "am" or "pm" makes it 24-hour ("09:00", "21:00")."""
    total = (hour * 60 + minute) % (24 * 60)
    hour, minute = divmod(total, 60)
    if part == "pm" and hour < 12:
        hour += 12
    elif part == "am" and hour == 12:
        hour = 0
    if part or hour > 12 or hour == 0:
        return f"{hour:02d}:{minute:02d}"
    return f"{hour}:{minute:02d}"


def ordinal(day: int) -> str:
    """3 -> "3rd", 11 -> "11th", 22 -> "22nd"."""
    if 11 <= day % 100 <= 13:
        return f"{day}th"
    return f"{day}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(day % 10, 'th')}"


def offered_ordinal(ordinals: Mapping[str, str], articles: Iterable[str], dates: Iterable[str], *,
                    alone: bool = False) -> tuple[str, Replacement]:
    """A rule for an ordinal said after an article ("le premier", "den zweiten", "il primo"; without one too when
    `alone`): "the first", which picks among the times just offered, as an English caller's "the first one" does.
    Said before a month or "of the month" ("le premier décembre", "am ersten des Monats") it is a date, left to the
    rules for days."""
    article = rf"(?:(?P<article>{alternation(articles)}) ?){'?' if alone else ''}"
    pattern = rf"{article}(?P<o>{alternation(ordinals)})(?! (?:{alternation(dates)})(?!\w))"
    return pattern, lambda found: f"{'the ' if found['article'] else ''}{ordinals[found.took('o')]}"

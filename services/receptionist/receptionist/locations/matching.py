"""Which of the business's locations a caller named ("the Oak Street one", "do you have a shop downtown?",
"Rosa Midtown"): by its id, else by the words of its name and address that set it apart from the business's other
locations. No I/O."""

import re
import unicodedata
from collections.abc import Callable, Sequence
from typing import TypeVar

T = TypeVar("T")

# How callers and owners shorten the same word.
_SAME = {"st": "street", "str": "street", "ave": "avenue", "av": "avenue", "rd": "road", "blvd": "boulevard",
         "dr": "drive", "ln": "lane", "sq": "square", "pl": "place", "ctr": "center", "centre": "center",
         "mt": "mount", "ft": "fort", "n": "north", "s": "south", "e": "east", "w": "west"}
# Words that name no place in particular, or that callers say for other reasons ("where do I park?"): a location
# is never told apart by them alone.
_GENERIC = frozenset({
    "the", "and", "one", "your", "you", "our", "have", "there", "shop", "salon", "location", "branch", "store",
    "studio", "spa", "place", "street", "avenue", "road", "boulevard", "drive", "lane", "square", "suite", "unit",
    "floor", "usa", "park", "parking", "center", "open", "book", "time", "today", "tomorrow", "next", "free",
    "hair", "nails", "beauty", "barber", "barbers", "north", "south", "east", "west"})


def words(text: str) -> list[str]:
    """Lower-case words without accents, abbreviations spelled out ("Oak St." is "oak street")."""
    folded = unicodedata.normalize("NFKD", text.lower()).encode("ascii", "ignore").decode()
    return [_SAME.get(word, word) for word in re.findall(r"[a-z0-9]+", folded)]


def _telling(own: list[str], everyone: set[str]) -> set[str]:
    """The words of a location that no other location shares, and that name something: no bare numbers (a
    caller's "10 o'clock" is no house number), no two-letter words (a state's "OK" or "IN" is the caller's too)."""
    return {word for word in own
            if word not in everyone and word not in _GENERIC and not word.isdigit() and len(word) > 2}


def best(asked: str, candidates: Sequence[T], *, ident: Callable[[T], str], name: Callable[[T], str],
         described: Callable[[T], str]) -> T | None:
    """The one location `asked` names (its id, its very name, else its telling words); None when it names none
    or several alike."""
    wanted = asked.strip()
    if not wanted or not candidates:
        return None
    for candidate in candidates:
        if ident(candidate) == wanted:
            return candidate
    same_name = [candidate for candidate in candidates if words(name(candidate)) == words(wanted)]
    if len(same_name) == 1:
        return same_name[0]
    said = set(words(wanted))
    own = [words(described(candidate)) for candidate in candidates]
    counts: dict[str, int] = {}
    for found in own:
        for word in set(found):
            counts[word] = counts.get(word, 0) + 1
    shared = {word for word, count in counts.items() if count > 1}
    scores = [len(_telling(found, shared) & said) for found in own]
    top = max(scores)
    if top == 0 or scores.count(top) > 1:
        return None
    return candidates[scores.index(top)]

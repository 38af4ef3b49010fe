"""What the caller said, matched to the salon's services and staff: exact ids and names first, then close
spellings ("hair cut", "colour" for "Color", "Maria" for "Maria Lopez"). No I/O."""

import functools
import re
import unicodedata
from collections.abc import Callable, Sequence
from typing import TypeVar

from rapidfuzz import fuzz, process, utils

T = TypeVar("T")

# Below this score (0-100) a spelling is too far from every name to be taken for one of them.
CUTOFF = 80


# A name's own note ("Women's Cut & Colour (long)"), which callers leave out.
_NOTE = re.compile(r"\([^()]*\)|\[[^\[\]]*\]")


@functools.lru_cache(maxsize=4096)  # the same salons' names, asked about call after call
def _plain(value: str) -> str:
    """Accents, punctuation and "and" aside: "Pédicure" is "pedicure", "Cut & Colour" is "cut and colour"."""
    folded = unicodedata.normalize("NFKD", value.lower()).encode("ascii", "ignore").decode()
    return "".join(word for word in re.findall(r"[a-z0-9]+", folded) if word != "and")


@functools.lru_cache(maxsize=4096)
def _plain_names(name: str) -> frozenset[str]:
    return frozenset({_plain(name), _plain(_NOTE.sub(" ", name))} - {""})


def best(query: str, candidates: Sequence[T], *, key: Callable[[T], str], ident: Callable[[T], str]) -> T | None:
    """The candidate the query names: by id, by name (case and punctuation aside), else the closest name if it
    is close enough and not tied with a different one."""
    wanted = (query or "").strip()
    if not wanted or not candidates:
        return None
    for candidate in candidates:
        if ident(candidate) == wanted:
            return candidate
    plain = _plain(wanted)
    exact = [c for c in candidates if plain in _plain_names(key(c)) or _plain(ident(c)) == plain]
    if len(exact) == 1:
        return exact[0]
    names = [key(candidate) for candidate in candidates]
    found = process.extract(wanted, names, scorer=fuzz.WRatio, processor=utils.default_process, limit=2,
                            score_cutoff=CUTOFF)
    if not found:
        return None
    if len(found) > 1 and found[1][1] == found[0][1] and found[1][0] != found[0][0]:
        return None  # "Maria" with a Maria Lopez and a Maria Chen: ask rather than guess
    return candidates[found[0][2]]

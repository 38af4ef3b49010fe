"""A service's id: derived once, when the service is created, from its name (or the id the owner typed), and kept
through every rename. The spec's rule (lower-cased, spaces become hyphens), made safe for links and lookups."""

import re
import unicodedata

MAX_LENGTH = 60
# Room for a "-NNN" suffix within the id's length.
BASE_LENGTH = MAX_LENGTH - 4
FALLBACK = "service"
# Letters that Unicode decomposition does not fold to a plain one.
_SPELLED = str.maketrans({"ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "đ": "d", "ð": "d", "ł": "l", "þ": "th",
                          "\u0131": "i"})


def slug(name: str) -> str:
    """Lower-cased, spaces become hyphens, accents folded ("Pédicure" -> "pedicure"), other punctuation dropped
    ("Women's Cut & Colour (long)" -> "womens-cut-colour-long"); "service" when nothing is left."""
    plain = unicodedata.normalize("NFKD", name.strip().lower().translate(_SPELLED))
    plain = plain.encode("ascii", "ignore").decode()
    value = re.sub(r"[^a-z0-9-]", "", re.sub(r"\s+", "-", plain))
    value = re.sub(r"-{2,}", "-", value).strip("-")
    return value[:BASE_LENGTH].strip("-") or FALLBACK


def unique(base: str, taken: set[str]) -> str:
    """`base`, or `base-2`, `base-3`... when another service of the salon has it already."""
    candidate, suffix = base, 2
    while candidate in taken:
        candidate = f"{base}-{suffix}"
        suffix += 1
    return candidate


def new_id(*, given: str, name: str, taken: set[str]) -> str:
    """The id of a service being created: the one the owner typed, made safe, else the name's; never one of
    `taken`."""
    return unique(slug(given) if given.strip() else slug(name), taken)

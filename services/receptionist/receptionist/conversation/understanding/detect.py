"""Which of the six languages a caller's turn is in, by the words that mark each. No I/O."""

import re

from receptionist.conversation.understanding.languages import translated
from receptionist.conversation.understanding.lexicon import MARKERS_EN, MARKERS_ES, words_of

_SPANISH_MARKS = re.compile(r"[ñ¿¡]")
_ACCENTED = re.compile(r"[áéíóúü]")
# A turn needs this lead over the next language to count as that language; shorter turns stay undecided.
MARGIN = 1


def language_of(text: str) -> str | None:
    """"en", "es", "fr", "de", "it" or "pt" when the turn clearly is that language, None when it could be any
    ("OK", "3pm", "Jane Smith")."""
    words = words_of(text)
    scores = {"en": 0, "es": 2 if _SPANISH_MARKS.search((text or "").lower()) else 0}
    others = translated()
    for code in others:
        scores[code] = 0
    for _, word in words:
        if word in MARKERS_EN:
            scores["en"] += 1
        if word in MARKERS_ES:
            scores["es"] += 1
        for code, language in others.items():
            if word in language.markers:
                scores[code] += 1
    ranked = sorted(scores.items(), key=lambda item: -item[1])
    (best, top), (_, second) = ranked[0], ranked[1]
    if top == 0 or top - second < MARGIN:
        return None
    return best

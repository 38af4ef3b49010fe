"""The callers' languages the built-in understanding reads beyond English and Spanish (which it reads natively).

Each language puts a caller's turn into the plain English the understanding reads ("demain à quinze heures" ->
"tomorrow at 15:00"), keeping every word it does not know as said, so names survive ("je m'appelle Léa Martin" ->
"my name is Léa Martin"). A message is still kept in the caller's own words: only the reading is in English."""

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Language:
    code: str  # "fr"
    name: str  # "French", as the setup wizard names it
    markers: frozenset[str]  # folded words (lowercase, no accents) that mark a turn as this language
    to_english: Callable[[str], str]


def _registry() -> dict[str, Language]:
    from receptionist.conversation.understanding.languages import french, german, italian, portuguese

    return {language.code: language for language in (french.LANGUAGE, german.LANGUAGE, italian.LANGUAGE,
                                                     portuguese.LANGUAGE)}


LANGUAGES: dict[str, Language] = {}


def translated() -> dict[str, Language]:
    """The languages read through English, by code (loaded once)."""
    if not LANGUAGES:
        LANGUAGES.update(_registry())
    return LANGUAGES

"""The languages the receptionist speaks: English always, and any of Spanish, French, German, Italian and
Portuguese that a salon turns on. Each with the name the wizard offers and saves, the voice agent's locale and the
espeak-ng voice its recordings are spoken with. No I/O."""

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True)
class Language:
    code: str  # two letters: what calls, turns, appointments and call-backs carry
    name: str  # in English, as the wizard offers and saves it
    native: str  # as its speakers call it
    locale: str  # the voice agent's locale (Retell's `language`); the conversation reads its first two letters
    espeak: str  # the espeak-ng voice of a recorded turn in this language


ENGLISH = Language("en", "English", "English", "en-US", "en-us")
# The salon's callers are mostly in the Americas: Latin American Spanish and Brazilian Portuguese.
ADDITIONAL = (
    Language("es", "Spanish", "Español", "es-419", "es-419"),
    Language("fr", "French", "Français", "fr-FR", "fr-fr"),
    Language("de", "German", "Deutsch", "de-DE", "de"),
    Language("it", "Italian", "Italiano", "it-IT", "it"),
    Language("pt", "Portuguese", "Português", "pt-BR", "pt-br"),
)
SPOKEN = (ENGLISH, *ADDITIONAL)
CODES = tuple(language.code for language in SPOKEN)
ADDITIONAL_NAMES = tuple(language.name for language in ADDITIONAL)

_BY_WORD = {word.lower(): language for language in SPOKEN
            for word in (language.code, language.name, language.native, language.locale)}
# The same names as a caller or an owner may type them without accents.
_BY_WORD |= {"espanol": ADDITIONAL[0], "francais": ADDITIONAL[1], "portugues": ADDITIONAL[4]}


def find(value: str) -> Language | None:
    """The spoken language `value` names: a code, a locale, or its name in English or its own ("fr", "fr-CA",
    "French", "français"); None for any other."""
    word = (value or "").strip().lower().replace("_", "-")
    return _BY_WORD.get(word) or _BY_WORD.get(word.split("-")[0])


def spoken_of(names: Iterable[str]) -> list[Language]:
    """The salon's spoken languages: English first, then those of `names` the receptionist speaks, once each."""
    found = [ENGLISH, *(language for name in names if (language := find(name)) is not None)]
    return list(dict.fromkeys(found))


def additional(names: Iterable[str]) -> list[str]:
    """A salon's additional languages as the wizard shows them: a spoken one under its English name, however it
    was named, any other as saved, each once; English (always spoken) left out."""
    shown: dict[str, str] = {}
    for name in names:
        language = find(name)
        shown_as = language.name if language else name.strip()
        if language != ENGLISH and shown_as:
            shown.setdefault(shown_as.lower(), shown_as)
    return list(shown.values())


def not_spoken(names: Iterable[str]) -> list[str]:
    """The languages of `names` the receptionist does not speak (yet), as saved."""
    return [name for name in names if find(name) is None]


def locales(names: Iterable[str]) -> list[str]:
    """The voice agent's locales for a salon's languages: "en-US" first."""
    return [language.locale for language in spoken_of(names)]


def listed(names: Iterable[str]) -> str:
    """Names as a sentence says them: "English, Spanish and French"."""
    names = list(names)
    return f"{', '.join(names[:-1])} and {names[-1]}" if len(names) > 1 else "".join(names)

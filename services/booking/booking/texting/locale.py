"""How a client's text writes a day and a time: in the words of the client's language, with the clock of the
salon's country (a salon in Spain writes 15:30, one in the US 3:30 PM). CLDR's data, through Babel; the country's
own conventions win when CLDR knows the pair (Spanish in the US: 3:30 p.m.). A country is an ISO 3166 code; None
(or one CLDR does not know) leaves the language's own conventions."""

import re
from datetime import datetime
from functools import cache
from typing import Protocol

from babel import Locale, UnknownLocaleError
from babel.core import get_global
from babel.dates import format_date, format_skeleton, format_time

LANGUAGES = ("en", "es", "fr", "de", "it", "pt")
ENGLISH = "en"

# The weekday joined to the day and month, as each language writes it ("Friday, March 6", "viernes 6 de marzo").
_WEEKDAY_AND_DAY = {"en": "{weekday}, {day}", "es": "{weekday} {day}", "fr": "{weekday} {day}",
                    "de": "{weekday}, {day}", "it": "{weekday} {day}", "pt": "{weekday}, {day}"}


def country_of_zone(zone: str) -> str | None:
    """The country a time zone lies in (a salon's country until it sets one); None for a zone of no country."""
    return get_global("zone_territories").get(zone)


class _Salon(Protocol):
    country: str | None
    timezone: str


def salon_country(salon: _Salon) -> str | None:
    """The country whose clock a salon's texts use: the one it set, else its time zone's."""
    return salon.country or country_of_zone(salon.timezone)


def salon_language(country: str | None) -> str:
    """The language of texts about a booking no caller made (the portal, a synced calendar): the country's own
    when texts are written in it, English otherwise."""
    found = _country_locale(_code(country))
    return found.language if found is not None and found.language in LANGUAGES else ENGLISH


def text_language(language: str | None, country: str | None) -> str:
    """The language a text is written in: the caller's, else the salon's."""
    return language if language in LANGUAGES else salon_language(country)


def _plain_spaces(words: str) -> str:
    """CLDR's no-break spaces ("3:30\u202fPM") as plain ones: a text keeps to the phone's basic alphabet where it
    can, and not every phone draws a narrow space."""
    return words.replace("\u202f", " ").replace("\u00a0", " ")


def day(moment: datetime, language: str, country: str | None) -> str:
    """The weekday, day and month of `moment` (a salon-local time): "Friday, March 6", "viernes 6 de marzo"."""
    locale = _locale(language, _code(country))
    return _plain_spaces(_WEEKDAY_AND_DAY[language].format(weekday=format_date(moment, "EEEE", locale=locale),
                                                           day=format_skeleton("MMMMd", moment, locale=locale)))


def clock_time(moment: datetime, language: str, country: str | None) -> str:
    """The time of `moment` (a salon-local time) on the country's clock: "3:30 PM", "15:30"."""
    country = _code(country)
    locale = _locale(language, country)
    own = _country_locale(country)
    if own is None or locale.territory == country:
        return _plain_spaces(format_time(moment.replace(tzinfo=None), "short", locale=locale))
    skeleton = "hm" if _twelve_hour(own) else "Hm"
    return _plain_spaces(format_skeleton(skeleton, moment.replace(tzinfo=None), locale=locale))


def _code(country: str | None) -> str | None:
    code = (country or "").strip().upper()
    return code if len(code) == 2 and code.isalpha() else None


@cache
def _locale(language: str, country: str | None) -> Locale:
    if country:
        try:
            return Locale(language, country)
        except (UnknownLocaleError, ValueError):
            pass
    return Locale.parse(language)


@cache
def _country_locale(country: str | None) -> Locale | None:
    """The locale of the country's main language (CLDR's likely subtags: US -> en_US, ES -> es_ES)."""
    if country is None:
        return None
    try:
        return Locale.parse(f"und_{country}")
    except (UnknownLocaleError, ValueError):
        return None


def _twelve_hour(own: Locale) -> bool:
    fields = re.sub(r"'[^']*'", "", own.time_formats["short"].pattern)  # quoted text is literal
    return "h" in fields or "K" in fields

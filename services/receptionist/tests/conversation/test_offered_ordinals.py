"""An ordinal said right after the agent listed the times it has picks one of them, in every language: "the first
one", "le premier", "den ersten", "il primo", "la segunda". Only with a month or "of the month" is it a date."""

from datetime import date

import pytest

from receptionist.conversation import update
from receptionist.conversation.state import Awaiting, CallState, Kind, Offer
from receptionist.conversation.understanding import read

TUESDAY = date(2026, 12, 1)
TOMORROW = date(2026, 12, 2)
SERVICES = ["Haircut", "Beard Trim", "Manicure"]
STAFF = ["Maria Lopez", "Marco Rossi"]
LANGUAGES = ["en", "es", "fr", "de", "it", "pt"]
OFFERED = ("10:00", "11:00", "14:00")


def offered(language: str) -> CallState:
    """A call where the agent just offered a haircut tomorrow at 10, 11 or 2 with Maria."""
    state = CallState(language=language, awaiting=Awaiting.CHOICE)
    item = state.open_item(Kind.BOOK)
    item.service, item.staff, item.when.days = "Haircut", "Maria Lopez", [TOMORROW]
    item.offers = [Offer(slot_id=f"slot-{i}", start=f"{TOMORROW.isoformat()}T{at}:00", staff="Maria Lopez")
                   for i, at in enumerate(OFFERED)]
    return state


def answered(said: str, language: str) -> CallState:
    state = offered(language)
    reading = read(said, state, today=TUESDAY, services=SERVICES, staff=STAFF)
    update.apply(reading, state, languages=LANGUAGES, today=TUESDAY)
    return state


@pytest.mark.parametrize(("language", "said", "picked"), [
    ("en", "the first one please", 0), ("en", "the second", 1), ("en", "the last one", 2),
    ("fr", "le premier s'il vous plaît", 0), ("fr", "la première", 0), ("fr", "le 1er", 0),
    ("fr", "la deuxième", 1), ("fr", "le deuxième s'il vous plaît", 1), ("fr", "le second", 1),
    ("fr", "la troisième", 2), ("fr", "le dernier", 2),
    ("de", "den ersten bitte", 0), ("de", "Den Ersten, bitte", 0), ("de", "der erste", 0), ("de", "den zweiten", 1),
    ("de", "die zweite bitte", 1), ("de", "den dritten", 2),
    ("es", "el primero", 0), ("es", "la primera por favor", 0), ("es", "la segunda", 1), ("es", "el segundo", 1),
    ("es", "la última", 2),
    ("it", "il primo", 0), ("it", "la prima", 0), ("it", "il secondo per favore", 1), ("it", "la seconda", 1),
    ("it", "l'ultimo", 2),
    ("pt", "o primeiro", 0), ("pt", "a primeira", 0), ("pt", "a primeira por favor", 0),
    ("pt", "o segundo por favor", 1), ("pt", "o terceiro", 2),
])
def test_an_ordinal_picks_that_offered_time(language: str, said: str, picked: int) -> None:
    state = answered(said, language)
    [item] = state.items
    assert item.chosen is not None, said
    assert item.chosen.start.endswith(f"T{OFFERED[picked]}:00")
    assert item.when.days == [TOMORROW]  # still the day asked for, not the 1st of a month


@pytest.mark.parametrize(("language", "said", "day"), [
    ("en", "the first of the month", TUESDAY), ("en", "the 1st of the month", TUESDAY),
    ("en", "the first of next month", date(2027, 1, 1)),
    ("en", "the first of January", date(2027, 1, 1)), ("es", "el primero de enero", date(2027, 1, 1)),
    ("fr", "le premier janvier", date(2027, 1, 1)), ("fr", "le premier du mois", TUESDAY),
    ("de", "den ersten Januar", date(2027, 1, 1)), ("de", "lieber am ersten des Monats", TUESDAY),
    ("it", "il primo gennaio", date(2027, 1, 1)), ("it", "vorrei il primo del mese", TUESDAY),
    ("pt", "o primeiro de janeiro", date(2027, 1, 1)), ("pt", "dia primeiro do mês que vem", date(2027, 1, 1)),
])
def test_an_ordinal_with_a_month_is_a_day_asked_for_instead(language: str, said: str, day: date) -> None:
    # Today is the 1st: "the first of the month" is today, "of next month" the 1st of January.
    state = answered(said, language)
    [item] = state.items
    assert item.chosen is None
    assert item.when.days == [day]


@pytest.mark.parametrize(("language", "said", "english"), [
    ("fr", "le premier s'il vous plaît", "the first please"), ("fr", "la deuxième", "the second"),
    ("de", "den ersten bitte", "the first please"), ("de", "am dritten um elf", "the 3rd at 11:00"),
    ("it", "il primo", "the first"), ("it", "il due", "the 2nd"), ("pt", "a primeira", "the first"),
    ("pt", "a segunda", "on monday"),
])
def test_an_ordinal_alone_reads_as_an_english_ordinal_a_date_as_a_date(language: str, said: str,
                                                                        english: str) -> None:
    assert read(said, CallState(language=language), today=TUESDAY, services=SERVICES, staff=STAFF).read_as == english

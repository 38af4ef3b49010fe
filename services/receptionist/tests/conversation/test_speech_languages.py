"""Every language the agent speaks has every line of the English model, with the same placeholders, and the same
helpers for days, times, lists and durations, speaking them as a receptionist of that language would."""

import string
from datetime import date, datetime
from types import ModuleType

import pytest

from receptionist.conversation import speech
from receptionist.conversation.speech import de, en, es, fr, it, pt

OTHERS = [es, fr, de, it, pt]
# Said in English whatever the caller's language: the salon does not speak it (the empty line falls back).
SAID_IN_ENGLISH = {"unsupported", "unsupported_taken"}
HELPERS = [name for name in vars(en) if not name.startswith("_") and name not in ("date", "LINES")]
TODAY = date(2026, 12, 7)  # a Monday


def _placeholders(line: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(line) if field is not None}


@pytest.mark.parametrize("module", OTHERS, ids=lambda module: module.__name__.rsplit(".", 1)[-1])
def test_every_line_of_english_with_the_same_placeholders(module: ModuleType) -> None:
    assert set(module.LINES) == set(en.LINES)
    for key, line in en.LINES.items():
        if key in SAID_IN_ENGLISH and not module.LINES[key]:
            continue
        assert _placeholders(module.LINES[key]) == _placeholders(line), key


@pytest.mark.parametrize("module", OTHERS, ids=lambda module: module.__name__.rsplit(".", 1)[-1])
def test_the_same_helpers_as_english(module: ModuleType) -> None:
    for name in HELPERS:
        assert hasattr(module, name), name
        assert callable(getattr(module, name)) == callable(getattr(en, name)), name
    assert len(module.WEEKDAYS) == 7 and len(module.MONTHS) == 12


@pytest.mark.parametrize("module", OTHERS, ids=lambda module: module.__name__.rsplit(".", 1)[-1])
def test_every_line_is_said_with_its_values(module: ModuleType) -> None:
    for key, line in module.LINES.items():
        said = line.format(**{field: "X" for field in _placeholders(line)})
        assert "{" not in said and "}" not in said, key


@pytest.mark.parametrize(("code", "moment"), [
    ("fr", "vendredi à 15 h 30"), ("de", "am Freitag um 15:30 Uhr"), ("it", "venerdì alle 15:30"),
    ("pt", "na sexta às 15h30"), ("es", "el viernes a las 3:30 de la tarde"), ("en", "on Friday at 3:30 PM"),
])
def test_a_moment_this_week(code: str, moment: str) -> None:
    assert speech.on_moment(datetime(2026, 12, 11, 15, 30), TODAY, code) == moment


@pytest.mark.parametrize(("code", "said"), [
    ("fr", "demain à 9 h"), ("de", "morgen um 9 Uhr"), ("it", "domani alle 9:00"), ("pt", "amanhã às 9h"),
])
def test_tomorrow_on_the_hour(code: str, said: str) -> None:
    assert speech.on_moment(datetime(2026, 12, 8, 9, 0), TODAY, code) == said


@pytest.mark.parametrize(("code", "said"), [
    ("fr", "samedi 19 décembre à 11 h"), ("de", "Samstag, 19. Dezember um 11 Uhr"),
    ("it", "sabato 19 dicembre alle 11:00"), ("pt", "sábado, dia 19 de dezembro às 11h"),
])
def test_a_day_beyond_this_week_has_its_date(code: str, said: str) -> None:
    assert speech.moment(datetime(2026, 12, 19, 11, 0), TODAY, code) == said


def test_one_o_clock_takes_the_singular() -> None:
    assert it.at("domani", it.clock(1, 0)) == "domani all'1:00"
    assert pt.at("hoje", pt.clock(1, 0)) == "hoje à 1h"


@pytest.mark.parametrize(("module", "said"), [
    (fr, "1 heure et 30 minutes"), (de, "1 Stunde und 30 Minuten"), (it, "1 ora e 30 minuti"),
    (pt, "1 hora e 30 minutos"),
])
def test_a_duration(module: ModuleType, said: str) -> None:
    assert module.duration(90) == said
    assert module.duration(45).startswith("45 ")


@pytest.mark.parametrize(("code", "said"), [
    ("fr", "Ana, Marco et Nina"), ("de", "Ana, Marco und Nina"), ("it", "Ana, Marco e Nina"),
    ("pt", "Ana, Marco e Nina"),
])
def test_a_list(code: str, said: str) -> None:
    assert speech.join(["Ana", "Marco", "Nina"], code) == said


@pytest.mark.parametrize(("code", "said"), [
    ("fr", "Nous sommes fermés le lundi."), ("de", "Wir haben montags geschlossen."),
    ("it", "Siamo chiusi il lunedì."), ("pt", "Estamos fechados às segundas."),
])
def test_a_closed_day(code: str, said: str) -> None:
    assert speech.line("day_closed", code, day=speech.language(code).plural_day(TODAY)) == said


def test_a_language_reads_its_own_week_in_its_own_words() -> None:
    assert speech.language("pt").on("sábado") == "no sábado"
    assert speech.language("de").on("heute") == "heute"
    assert speech.language("it").plural_day(date(2026, 12, 13)) == "la domenica"


@pytest.mark.parametrize(("module", "said"), [
    (fr, "Et à quel nom dois-je noter le rendez-vous pour votre fille ?"),
    (de, "Und auf welchen Namen trage ich den Termin für Ihre Tochter ein?"),
    (it, "E a che nome metto l'appuntamento per sua figlia?"),
    (pt, "E em nome de quem eu marco o horário para sua filha?"),
])
def test_the_person_booked_for_is_named_in_the_language(module: ModuleType, said: str) -> None:
    # The reading names them in English ("daughter"); RELATIONS says them as the line needs.
    assert {"son", "daughter", "wife", "husband", "girlfriend", "boyfriend", "someone"} <= set(module.RELATIONS)
    assert module.LINES["ask_person"].format(relation=module.RELATIONS["daughter"]) == said

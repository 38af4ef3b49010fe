"""Times said in words in each language the engine reads through English, as a recogniser hands them over: lower
case, compound numbers written with hyphens, with spaces or run together ("dix-sept", "dix sept", "dixsept")."""

from datetime import date

import pytest

from receptionist.conversation.state import Awaiting, CallState
from receptionist.conversation.understanding import read
from receptionist.conversation.understanding.languages import french, german, italian, portuguese
from receptionist.conversation.understanding.languages.rewriting import value

TUESDAY = date(2026, 12, 1)
SERVICES = ["Haircut", "Beard Trim", "Manicure"]
STAFF = ["Maria Lopez", "Marco Rossi"]

FRENCH = [
    ("à dix-sept heures", "at 17:00"), ("à dix sept heures", "at 17:00"), ("à dixsept heures", "at 17:00"),
    ("après dix-sept heures", "after 17:00"), ("dix-sept heures", "at 17:00"), ("vers dix-huit heures", "around 18:00"),
    ("avant dix-neuf heures", "before 19:00"), ("à dix-neuf heures trente", "at 19:30"),
    ("à vingt et une heures", "at 21:00"), ("à vingt-et-une heures", "at 21:00"), ("à vingt et un heures", "at 21:00"),
    ("à vingt-deux heures", "at 22:00"), ("à vingt deux heures", "at 22:00"), ("à vingt-trois heures", "at 23:00"),
    ("à quinze heures trente", "at 15:30"), ("à seize heures quarante-cinq", "at 16:45"),
    ("à seize heures quarante cinq", "at 16:45"), ("à dix-sept heures quinze", "at 17:15"),
    ("à dix-sept heures et quart", "at 17:15"), ("à dix-sept heures et demie", "at 17:30"),
    ("à dix-huit heures moins le quart", "at 17:45"), ("à onze heures vingt-cinq", "at 11:25"),
    ("à dix-sept h trente", "at 17:30"), ("à dix-sept", "at 17:00"), ("vers dix-huit", "around 18:00"),
    ("à midi", "at noon"), ("à midi et demie", "at 12:30"), ("à minuit", "at 00:00"),
    ("à minuit et demie", "at 00:30"),
]
GERMAN = [
    ("um siebzehn uhr", "at 17:00"), ("nach siebzehn uhr", "after 17:00"), ("um siebzehn uhr dreißig", "at 17:30"),
    ("um siebzehn uhr fünfundvierzig", "at 17:45"), ("um achtzehn uhr fünfzehn", "at 18:15"),
    ("um einundzwanzig uhr", "at 21:00"), ("um zweiundzwanzig uhr", "at 22:00"),
    ("um dreiundzwanzig uhr", "at 23:00"), ("um halb sechs", "at 5:30"), ("viertel nach fünf", "at 5:15"),
    ("viertel vor sechs", "at 5:45"), ("um siebzehn", "at 17:00"), ("um mitternacht", "at 00:00"),
]
ITALIAN = [
    ("alle diciassette", "at 17:00"), ("dopo le diciassette", "after 17:00"),
    ("alle diciassette e trenta", "at 17:30"), ("alle diciassette e mezza", "at 17:30"),
    ("alle diciassette e quarantacinque", "at 17:45"), ("alle diciotto e un quarto", "at 18:15"),
    ("alle diciannove meno un quarto", "at 18:45"), ("alle ventuno", "at 21:00"), ("alle ventitré", "at 23:00"),
    ("a mezzogiorno", "at noon"), ("a mezzanotte", "at 00:00"),
]
PORTUGUESE = [
    ("às dezessete horas", "at 17:00"), ("às dezassete", "at 17:00"), ("depois das dezessete", "after 17:00"),
    ("às dezessete e meia", "at 17:30"), ("às dezoito e quinze", "at 18:15"),
    ("às dezenove e quarenta e cinco", "at 19:45"), ("às vinte e uma", "at 21:00"),
    ("às vinte e três", "at 23:00"), ("quinze para as seis", "at 5:45"), ("ao meio-dia", "at noon"),
    ("à meia-noite", "at 00:00"),
]


@pytest.mark.parametrize(("said", "english"), FRENCH)
def test_french_hours_and_minutes_in_words(said: str, english: str) -> None:
    assert french.to_english(said) == english


@pytest.mark.parametrize(("said", "english"), GERMAN)
def test_german_hours_and_minutes_in_words(said: str, english: str) -> None:
    assert german.to_english(said) == english


@pytest.mark.parametrize(("said", "english"), ITALIAN)
def test_italian_hours_and_minutes_in_words(said: str, english: str) -> None:
    assert italian.to_english(said) == english


@pytest.mark.parametrize(("said", "english"), PORTUGUESE)
def test_portuguese_hours_and_minutes_in_words(said: str, english: str) -> None:
    assert portuguese.to_english(said) == english


@pytest.mark.parametrize(("said", "number"), [
    ("dix-sept", 17), ("dix sept", 17), ("dixsept", 17), ("dix - sept", 17), ("vingt et une", 21),
    ("vingt-et-une", 21), ("quarante-cinq", 45), ("quarante cinq", 45), ("17", 17),
])
def test_a_number_word_however_it_is_joined(said: str, number: int) -> None:
    assert value(said, french.NUMBERS) == number


def test_a_word_that_is_no_number_is_said_to_be_none() -> None:
    with pytest.raises(ValueError, match="no number"):
        value("dix-sept-cents", french.NUMBERS)


@pytest.mark.parametrize(("said", "at"), [
    ("demain à dix-sept heures", 17 * 60), ("demain après dix-huit heures", None),
    ("mañana a las diecisiete horas", 17 * 60), ("mañana a las diecisiete treinta", 17 * 60 + 30),
    ("mañana a las cinco y media de la tarde", 17 * 60 + 30),
    ("morgen um siebzehn uhr", 17 * 60), ("domani alle diciassette", 17 * 60),
    ("amanhã às dezessete horas", 17 * 60),
])
def test_a_caller_asked_when_is_read_at_that_time(said: str, at: int | None) -> None:
    reading = read(said, CallState(awaiting=Awaiting.WHEN), today=TUESDAY, services=SERVICES, staff=STAFF)
    assert reading.when.days == [date(2026, 12, 2)]
    assert reading.when.at == at
    if at is None:
        assert reading.when.after == 18 * 60

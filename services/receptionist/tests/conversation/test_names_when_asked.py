"""The caller's name given the usual ways once the agent asked for it, in every language and in the lower case a
recogniser hands over ("its jordan ellis", "c'est marie dubois", "hier ist jonas weber"); and ordinary answers
("it's for tomorrow", "it's a haircut") that hold no name."""

from datetime import date

import pytest

from receptionist.conversation.state import Awaiting, CallState
from receptionist.conversation.understanding import read

TUESDAY = date(2026, 12, 1)
SERVICES = ["Haircut", "Beard Trim", "Manicure"]
STAFF = ["Maria Lopez", "Marco Rossi"]


def name_given(said: str, language: str, awaiting: Awaiting = Awaiting.NAME) -> str | None:
    state = CallState(language=language, awaiting=awaiting)
    return read(said, state, today=TUESDAY, services=SERVICES, staff=STAFF).name


@pytest.mark.parametrize(("language", "said", "name"), [
    ("en", "its jordan ellis", "Jordan Ellis"), ("en", "it's Jordan Ellis", "Jordan Ellis"),
    ("en", "it's jordan", "Jordan"), ("en", "it is jordan ellis", "Jordan Ellis"),
    ("en", "this is Jordan", "Jordan"), ("en", "this is jordan ellis", "Jordan Ellis"),
    ("en", "jordan ellis here", "Jordan Ellis"), ("en", "the name's jordan", "Jordan"),
    ("en", "i'm jordan ellis", "Jordan Ellis"), ("en", "my name is jordan ellis", "Jordan Ellis"),
    ("en", "yeah its jordan ellis thanks", "Jordan Ellis"),
    ("fr", "c'est Marie Dubois", "Marie Dubois"), ("fr", "c'est marie dubois", "Marie Dubois"),
    ("fr", "ici marie dubois", "Marie Dubois"), ("fr", "je suis marie dubois", "Marie Dubois"),
    ("fr", "marie dubois à l'appareil", "Marie Dubois"), ("fr", "je m'appelle marie dubois", "Marie Dubois"),
    ("es", "soy Lucía García", "Lucía García"), ("es", "soy lucía garcía", "Lucía García"),
    ("es", "habla lucía garcía", "Lucía García"), ("es", "me llamo lucía garcía", "Lucía García"),
    ("de", "hier ist Jonas Weber", "Jonas Weber"), ("de", "hier ist jonas weber", "Jonas Weber"),
    ("de", "ich bin jonas weber", "Jonas Weber"), ("de", "jonas weber hier", "Jonas Weber"),
    ("de", "mein name ist jonas weber", "Jonas Weber"),
    ("it", "sono Marco Bianchi", "Marco Bianchi"), ("it", "sono marco bianchi", "Marco Bianchi"),
    ("it", "qui è marco bianchi", "Marco Bianchi"), ("it", "mi chiamo marco bianchi", "Marco Bianchi"),
    ("pt", "sou a Camila Rocha", "Camila Rocha"), ("pt", "sou a camila rocha", "Camila Rocha"),
    ("pt", "aqui é a camila rocha", "Camila Rocha"), ("pt", "meu nome é camila rocha", "Camila Rocha"),
])
def test_the_name_given_when_asked(language: str, said: str, name: str) -> None:
    assert name_given(said, language) == name


@pytest.mark.parametrize(("language", "said"), [
    ("en", "it's for tomorrow"), ("en", "it's a haircut"), ("en", "it's about my appointment"),
    ("en", "it is for my daughter"), ("en", "this is ridiculous"), ("en", "that's all thanks"),
    ("en", "i'm not sure"), ("en", "That's everything, thank you"), ("en", "i'm running about 20 minutes late"),
    ("en", "It's bridal hair for six, call me tomorrow afternoon"), ("en", "i'm home all day"),
    ("en", "I'm getting married in the spring"), ("fr", "c'est pour demain"), ("fr", "c'est tout"),
    ("fr", "c'est lui qui me coupe d'habitude"), ("es", "es para mañana"), ("es", "Muy bien, gracias."),
    ("de", "es ist für morgen"), ("it", "è per domani"), ("pt", "é para amanhã"),
])
def test_an_answer_that_holds_no_name(language: str, said: str) -> None:
    assert name_given(said, language) is None


@pytest.mark.parametrize("said", ["its jordan ellis", "this is jordan ellis", "soy lucía garcía"])
def test_a_lowercase_intro_not_asked_for_gives_no_name(said: str) -> None:
    # "this is serious" said out of the blue is no name; a name said so is asked for when it is needed.
    assert name_given(said, "en", Awaiting.NOTHING) is None


def test_a_name_said_after_a_lowercase_state_is_the_name_not_the_state() -> None:
    said = "Hi, I know you're closed, I need to cancel my color on Thursday, I'm sick. Rita Moss."
    assert name_given(said, "en") == "Rita Moss"

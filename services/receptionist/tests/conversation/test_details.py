"""parse_phone and parse_name: the caller's number and name, in English and Spanish."""

import pytest

from receptionist.conversation.understanding.words import parse_name, parse_phone


class TestPhone:
    @pytest.mark.parametrize("said", [
        "my number is 415 555 0199",
        "(415) 555-0199",
        "+1 415-555-0199",
        "4155550199",
        "415.555.0199",
        "1 415 555 0199",
        "14155550199",
        "four one five five five five zero one nine nine",
        "four one five, five five five, oh one nine nine",
        "four one five double five five oh one ninety nine",
        "cuatro uno cinco cinco cinco cinco cero uno nueve nueve",
        "mi número es cuatro uno cinco, cinco cinco cinco, cero uno noventa y nueve",
        "call me at 3, my number is 415 555 0199",
        "no, use 415 555 0199 please",
    ])
    def test_said_as_digits_or_words(self, said):
        assert parse_phone(said) == "+14155550199"

    def test_hundreds(self):
        assert parse_phone("eight hundred five five five one two one two") == "+18005551212"

    @pytest.mark.parametrize("said", [
        "415 555 01", "415 555 01999", "24155550199", "tomorrow at 3", "2 people", "yes", "", "oh, sure",
    ])
    def test_no_number(self, said):
        assert parse_phone(said) is None


class TestName:
    @pytest.mark.parametrize(("said", "name"), [
        ("my name is Jane Smith", "Jane Smith"),
        ("it's Jane", "Jane"),
        ("this is Jane Smith", "Jane Smith"),
        ("I'm Jane", "Jane"),
        ("I am Jane", "Jane"),
        ("Jane Smith", "Jane Smith"),
        ("name's Jane", "Jane"),
        ("Jane Smith, thanks", "Jane Smith"),
        ("jane smith", "Jane Smith"),
        ("my name is JANE SMITH", "Jane Smith"),
        ("yes, it's Jane Smith", "Jane Smith"),
        ("Sure, it's Bob", "Bob"),
        ("Jane here", "Jane"),
        ("Maria please", "Maria"),
        ("Hi, this is Jane Smith, I'd like to book a haircut", "Jane Smith"),
        ("Hi, it's Jane calling about my appointment", "Jane"),
        ("this is Jane from Acme", "Jane"),
        ("my name is jane and my number is 415 555 0199", "Jane"),
        ("my name's Jane Smith, my number is 415 555 0199", "Jane Smith"),
        ("my name is mary-jane o'neil", "Mary-Jane O'Neil"),
        ("my name is Will", "Will"),
        ("my name is April", "April"),
        ("McDonald", "McDonald"),
        ("It's Maria Jose Garcia Lopez Perez", "Maria Jose Garcia Lopez"),
    ])
    def test_english(self, said, name):
        assert parse_name(said, "en") == name

    @pytest.mark.parametrize(("said", "name"), [
        ("me llamo Ana García", "Ana García"),
        ("soy Ana", "Ana"),
        ("hola, soy María", "María"),
        ("mi nombre es Ana García", "Ana García"),
        ("Ana García", "Ana García"),
        ("Ana García, gracias", "Ana García"),
        ("me llamo ana", "Ana"),
        ("me llamo Ana de la Cruz", "Ana de la Cruz"),
        ("a nombre de Ana García, por favor", "Ana García"),
        ("de parte de Luis", "Luis"),
        ("Ana, gracias", "Ana"),
    ])
    def test_spanish(self, said, name):
        assert parse_name(said, "es") == name

    @pytest.mark.parametrize("said", [
        "yes", "no", "ok", "what are your hours", "tomorrow at 3", "415 555 0199", "a haircut", "Haircut",
        "I'm looking for an appointment", "I'm calling to book a haircut", "it's fine", "I'm good, thanks",
        "I'm sorry", "this is it", "this is the right number?", "thanks", "Friday", "three thirty", "",
    ])
    def test_not_a_name_in_english(self, said):
        assert parse_name(said, "en") is None

    @pytest.mark.parametrize("said", [
        "sí", "por favor", "mañana a las tres", "soy de Madrid", "soy yo", "es para mañana", "quiero una cita",
        "gracias", "un corte de pelo",
    ])
    def test_not_a_name_in_spanish(self, said):
        assert parse_name(said, "es") is None

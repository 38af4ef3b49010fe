"""language_of, answer_of, intents and choose: what a simulated caller means, in English and Spanish."""

from datetime import date, datetime

import pytest

from receptionist.conversation.understanding import words as understand
from receptionist.conversation.understanding.words import answer_of, choose, intents, language_of, normalize

SUNDAY = date(2026, 11, 22)


def test_the_public_api():
    assert set(understand.__all__) == {"ANY", "Lang", "When", "answer_of", "choose", "find_service", "find_staff",
                                       "intents", "language_of", "normalize", "parse_name", "parse_phone",
                                       "parse_when"}
    assert understand.ANY == "any"


def test_normalize():
    assert normalize("¿Mañana, a las 3 p.m.?") == "manana a las 3 pm"
    assert normalize("  That's   María's!  ") == "thats marias"
    assert normalize("Women's Haircut & Color") == "womens haircut color"
    assert normalize("at 10.30 on 12/3", keep_clocks=True) == "at 10.30 on 12/3"
    assert normalize("at 10.30 on 12/3") == "at 10 30 on 12 3"


class TestLanguage:
    @pytest.mark.parametrize("said", [
        "hola", "quiero una cita", "gracias", "por favor", "mañana", "sí", "¿Tienen citas mañana?",
        "Buenos días, quisiera hacer una cita", "con María", "me llamo Ana", "el viernes a las tres",
    ])
    def test_spanish(self, said):
        assert language_of(said) == "es"

    @pytest.mark.parametrize("said", [
        "yes", "thanks", "I'd like a haircut", "Hi, can I book an appointment?", "with María", "tomorrow at 3",
        "what are your hours", "my name is Jane",
    ])
    def test_english(self, said):
        assert language_of(said) == "en"

    @pytest.mark.parametrize("said", ["OK", "3pm", "Jane Smith", "Ana García", "no", "415 555 0199", ""])
    def test_cannot_tell(self, said):
        assert language_of(said) is None


class TestAnswer:
    @pytest.mark.parametrize("said", [
        "yes", "Yes.", "yeah", "yep", "sure", "ok", "okay", "sounds good", "perfect", "correct", "that's right",
        "right", "please do", "go ahead", "book it", "that works", "great", "yes please", "Sounds good, thanks!",
        "yeah, that works", "no problem", "um, yes", "yes, my number is 415 555 0199", "absolutely",
    ])
    def test_yes_in_english(self, said):
        assert answer_of(said, "en") == "yes"

    @pytest.mark.parametrize("said", [
        "sí", "si", "claro", "vale", "perfecto", "correcto", "de acuerdo", "está bien", "dale", "sí, por favor",
        "claro que sí", "sí, gracias", "por supuesto",
    ])
    def test_yes_in_spanish(self, said):
        assert answer_of(said, "es") == "yes"

    @pytest.mark.parametrize("said", [
        "no", "No.", "nope", "nah", "not really", "no thanks", "no thank you", "that's all", "nothing else",
        "that's it", "no, use 415 555 0199", "no, I'd like 4 instead", "that doesn't work", "ok, no thanks",
    ])
    def test_no_in_english(self, said):
        assert answer_of(said, "en") == "no"

    @pytest.mark.parametrize("said", ["no", "no, gracias", "nada más", "eso es todo", "no, está bien",
                                      "no me sirve"])
    def test_no_in_spanish(self, said):
        assert answer_of(said, "es") == "no"

    @pytest.mark.parametrize("said", [
        "what are your hours", "ok, what are your hours?", "can I come in right now", "is that right?",
        "I'm not sure", "maybe", "yes no", "yes, but at 4", "Jane Smith", "tomorrow at 3", "", "thanks",
        "no preference",
    ])
    def test_neither_in_english(self, said):
        assert answer_of(said, "en") is None

    @pytest.mark.parametrize("said", ["no sé", "tal vez", "sí, pero a las cuatro", "¿a qué hora abren?",
                                      "me da igual"])
    def test_neither_in_spanish(self, said):
        assert answer_of(said, "es") is None


class TestIntents:
    @pytest.mark.parametrize(("said", "found"), [
        ("I want to book an appointment", {"book"}),
        ("can I schedule a haircut", {"book"}),
        ("I'd like to make an appointment", {"book"}),
        ("could I get an appointment?", {"book"}),
        ("I'd like a haircut", {"book"}),
        ("can I come in tomorrow", {"book"}),
        ("do you have anything on Friday", {"book"}),
        ("I need to reschedule my appointment", {"reschedule"}),
        ("can I move my appointment", {"reschedule"}),
        ("I'd like to change my appointment", {"reschedule"}),
        ("can we push it back an hour", {"reschedule"}),
        ("I need a different time", {"reschedule"}),
        ("I need to cancel my appointment", {"cancel"}),
        ("I'd like to cancel", {"cancel"}),
        ("we have to call it off", {"cancel"}),
        ("can I leave a message", {"message"}),
        ("please have someone call me back", {"message"}),
        ("I'd like a callback", {"message"}),
        ("I want to speak to the owner", {"message"}),
        ("can I talk to a person", {"message"}),
        ("what are your hours", {"hours"}),
        ("What are your opening hours?", {"hours"}),
        ("do you have any openings on Friday", {"book"}),
        ("when are you open", {"hours"}),
        ("what time do you close", {"hours"}),
        ("are you open on Sunday", {"hours"}),
        ("how much is a haircut", {"prices"}),
        ("what does color cost", {"prices"}),
        ("what do you charge for a beard trim", {"prices"}),
        ("I'd like a price for a haircut", {"prices"}),
        ("where are you located", {"address"}),
        ("what's your address", {"address"}),
        ("can you give me directions", {"address"}),
        ("what services do you offer", {"services"}),
        ("what do you do", {"services"}),
        ("who works there", {"staff"}),
        ("which stylists do you have", {"staff"}),
        ("who's working tomorrow", {"staff"}),
        ("ok bye", {"goodbye"}),
        ("goodbye", {"goodbye"}),
        ("that's all, thank you, have a good day", {"goodbye", "thanks"}),
        ("you can hang up", {"goodbye"}),
        ("thanks", {"thanks"}),
        ("thank you so much", {"thanks"}),
        ("Jane Smith", set()),
        ("tomorrow at 3", set()),
        ("I'd like to book a haircut, how much is it?", {"book", "prices"}),
    ])
    def test_english(self, said, found):
        assert intents(said, "en") == found

    @pytest.mark.parametrize(("said", "found"), [
        ("quiero reservar una cita", {"book"}),
        ("quiero hacer una cita", {"book"}),
        ("quisiera agendar para mañana", {"book"}),
        ("quiero un corte", {"book"}),
        ("¿tienen algo para el viernes?", {"book"}),
        ("quiero cambiar mi cita", {"reschedule"}),
        ("necesito mover mi cita", {"reschedule"}),
        ("necesito reprogramar", {"reschedule"}),
        ("quiero cancelar mi cita", {"cancel"}),
        ("quiero anular la cita", {"cancel"}),
        ("quiero dejar un mensaje", {"message"}),
        ("que me llamen, por favor", {"message"}),
        ("¿me pueden devolver la llamada?", {"message"}),
        ("¿cuál es su horario?", {"hours"}),
        ("¿a qué hora abren?", {"hours"}),
        ("¿a qué hora cierran?", {"hours"}),
        ("¿están abiertos el domingo?", {"hours"}),
        ("¿cuánto cuesta un corte?", {"prices"}),
        ("¿cuánto vale el tinte?", {"prices"}),
        ("¿cuál es el precio?", {"prices"}),
        ("¿dónde están ubicados?", {"address"}),
        ("¿cuál es la dirección?", {"address"}),
        ("¿qué servicios ofrecen?", {"services"}),
        ("¿quién trabaja ahí?", {"staff"}),
        ("¿qué estilistas tienen?", {"staff"}),
        ("adiós", {"goodbye"}),
        ("hasta luego", {"goodbye"}),
        ("chao", {"goodbye"}),
        ("gracias", {"thanks"}),
        ("muchas gracias, hasta luego", {"thanks", "goodbye"}),
        ("Ana García", set()),
    ])
    def test_spanish(self, said, found):
        assert intents(said, "es") == found

    def test_my_appointment_is_one_already_booked(self):
        assert intents("can someone call me back about my appointment?", "en") == {"message"}
        assert intents("I have a question about my appointment", "en") == set()
        assert intents("tengo una pregunta sobre mi cita", "es") == set()

    def test_reschedule_and_cancel_are_no_booking(self):
        assert intents("I need to reschedule my appointment for tomorrow", "en") == {"reschedule"}
        assert intents("I want to cancel my booking", "en") == {"cancel"}
        assert intents("quiero cancelar mi cita de mañana", "es") == {"cancel"}


class TestChoose:
    OFFERS = [
        (datetime(2026, 11, 23, 15, 0), "Maria Lopez"),
        (datetime(2026, 11, 23, 15, 30), "Sam Lee"),
        (datetime(2026, 11, 27, 15, 0), "Maria Lopez"),
    ]

    @pytest.mark.parametrize(("said", "picked"), [
        ("the first one", 0),
        ("first", 0),
        ("second", 1),
        ("the second one please", 1),
        ("the last one", 2),
        ("the third", 2),
        ("3 works", 0),  # offered tomorrow and on Friday: the first
        ("the 3:30", 1),
        ("half past three", 1),
        ("3:30 with Sam", 1),
        ("3 on Friday", 2),
        ("the Friday one", 2),
        ("the one on the 27th", 2),
        ("the one with Sam", 1),
        ("Sam", 1),
        ("at 3 tomorrow", 0),
        ("3pm", 0),
        ("three o'clock", 0),
    ])
    def test_english(self, said, picked):
        assert choose(said, self.OFFERS, "en", SUNDAY) == picked

    @pytest.mark.parametrize(("said", "picked"), [
        ("la primera", 0),
        ("el segundo", 1),
        ("la última", 2),
        ("la tercera", 2),
        ("a las tres y media", 1),
        ("la de las tres y media", 1),
        ("las tres", 0),
        ("a las 3 el viernes", 2),
        ("la del viernes", 2),
        ("con Sam", 1),
    ])
    def test_spanish(self, said, picked):
        assert choose(said, self.OFFERS, "es", SUNDAY) == picked

    @pytest.mark.parametrize("said", [
        "4 works",  # not offered: the dialogue manager checks it
        "the fourth one",
        "tomorrow's",  # two offers tomorrow
        "the one with Maria",  # two offers with Maria
        "yes",  # three offers
        "hmm, let me think",
        "Saturday",
        "the morning one",
        "hold on a second",
        "it's my first time",
        "",
    ])
    def test_cannot_tell(self, said):
        assert choose(said, self.OFFERS, "en", SUNDAY) is None

    def test_yes_to_a_single_offer(self):
        one = [(datetime(2026, 11, 23, 10, 0), "Sam Lee")]
        assert choose("yes", one, "en", SUNDAY) == 0
        assert choose("that works", one, "en", SUNDAY) == 0
        assert choose("sí", one, "es", SUNDAY) == 0
        assert choose("10 works", one, "en", SUNDAY) == 0
        assert choose("no", one, "en", SUNDAY) is None
        assert choose("what about 4?", one, "en", SUNDAY) is None

    def test_an_hour_said_without_am_or_pm_fits_either_half(self):
        offers = [(datetime(2026, 11, 23, 10, 0), "Sam Lee"), (datetime(2026, 11, 23, 20, 0), "Sam Lee")]
        assert choose("the 8", offers, "en", SUNDAY) == 1
        assert choose("the 10", offers, "en", SUNDAY) == 0
        assert choose("8 pm", offers, "en", SUNDAY) == 1
        assert choose("8 am", offers, "en", SUNDAY) is None

    def test_by_part_of_the_day(self):
        offers = [(datetime(2026, 11, 23, 10, 0), "Sam Lee"), (datetime(2026, 11, 23, 16, 0), "Sam Lee")]
        assert choose("the afternoon one", offers, "en", SUNDAY) == 1
        assert choose("la de la mañana", offers, "es", SUNDAY) == 0

    def test_nothing_offered(self):
        assert choose("the first one", [], "en", SUNDAY) is None

"""The waitlist's words in the six languages, on the salon's country's clock."""

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from booking.texting.locale import LANGUAGES
from booking.waitlist import texts

AFTERNOON = datetime(2031, 3, 7, 15, 30, tzinfo=ZoneInfo("America/New_York"))  # a Friday


def offer(language: str, country: str | None = "US", *, staff: str = "Maria", business: str = "Salon Uno") -> str:
    return texts.offer(language=language, business=business, service="Haircut", staff=staff, moment=AFTERNOON,
                       country=country, minutes=15)


class TestOffer:
    def test_english_in_the_us(self):
        assert offer("en") == ("Good news from Salon Uno: Haircut with Maria is free on Friday, March 7 at 3:30 PM. "
                               "Reply YES within 15 minutes to book it, or NO to pass.")

    @pytest.mark.parametrize(("language", "start", "reply"), [
        ("es", "Buenas noticias de Salon Uno: hay hueco para Haircut con Maria el viernes 7 de marzo a las 15:30.",
         "Responde SÍ en 15 minutos"),
        ("fr", "Bonne nouvelle de Salon Uno : Haircut avec Maria est libre le vendredi 7 mars à 15:30.",
         "Répondez OUI dans les 15 minutes"),
        ("de", "Gute Nachricht von Salon Uno: Haircut bei Maria ist am Freitag, 7. März um 15:30 frei.",
         "innerhalb von 15 Minuten mit JA"),
        ("it", "Buone notizie da Salon Uno: Haircut con Maria è libero venerdì 7 marzo alle 15:30.",
         "Rispondi SÌ entro 15 minuti"),
        ("pt", "Boas notícias de Salon Uno: Haircut com Maria está livre sexta-feira, 7 de março, às 15:30.",
         "Responda SIM em 15 minutos"),
    ])
    def test_each_language_on_a_european_clock(self, language, start, reply):
        country = {"es": "ES", "fr": "FR", "de": "DE", "it": "IT", "pt": "PT"}[language]
        words = offer(language, country)
        assert words.startswith(start) and reply in words

    def test_a_time_ending_in_its_own_full_stop_is_not_doubled(self):
        words = offer("es", "US")
        assert "3:30 p.m. Responde" in words and ".." not in words

    def test_no_stylist_named_and_no_salon_named(self):
        assert offer("en", staff="", business="").startswith("Good news from your salon: Haircut is free on ")

    @pytest.mark.parametrize("language", LANGUAGES)
    def test_every_answer_exists_in_every_language(self, language):
        assert texts.gone(language) and texts.declined(language)
        booked = texts.booked(language=language, business="Salon Uno", service="Haircut", moment=AFTERNOON,
                              country="US")
        assert "Haircut" in booked and "Salon Uno" in booked and ".." not in booked

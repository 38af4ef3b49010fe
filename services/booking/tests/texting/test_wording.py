"""Every text a client gets, in each language, on the salon's clock: a salon in New York writes 3:30 PM, one in
Madrid 15:30, whatever the language of the words."""

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from booking.reminders import texts
from booking.texting import locale

NEW_YORK, MADRID = "America/New_York", "Europe/Madrid"
COUNTRY = {NEW_YORK: "US", MADRID: "ES"}


def written(kind: str, language: str, zone: str, *, hour: int = 15, service: str = "Corte",
            business: str = "Salón Luz") -> str:
    moment = datetime(2027, 3, 5, hour, 30, tzinfo=ZoneInfo(zone))  # a Friday
    return texts.text(kind, language=language, service=service, business=business, moment=moment,
                      country=COUNTRY[zone])


EXPECTED = {
    ("confirmation", "en", NEW_YORK): "You're booked: Corte at Salón Luz on Friday, March 5 at 3:30 PM. "
                                      "Reply or call us to change or cancel.",
    ("confirmation", "en", MADRID): "You're booked: Corte at Salón Luz on Friday, 5 March at 15:30. "
                                    "Reply or call us to change or cancel.",
    ("confirmation", "es", NEW_YORK): "Tienes cita: Corte en Salón Luz el viernes 5 de marzo a las 3:30 p.m. "
                                      "Responde o llámanos para cambiarla o cancelarla.",
    ("confirmation", "es", MADRID): "Tienes cita: Corte en Salón Luz el viernes 5 de marzo a las 15:30. "
                                    "Responde o llámanos para cambiarla o cancelarla.",
    ("confirmation", "fr", NEW_YORK): "C'est réservé : Corte chez Salón Luz le vendredi 5 mars à 3:30 PM. "
                                      "Répondez ou appelez-nous pour modifier ou annuler.",
    ("confirmation", "fr", MADRID): "C'est réservé : Corte chez Salón Luz le vendredi 5 mars à 15:30. "
                                    "Répondez ou appelez-nous pour modifier ou annuler.",
    ("confirmation", "de", MADRID): "Termin gebucht: Corte bei Salón Luz am Freitag, 5. März um 15:30. "
                                    "Antworten Sie oder rufen Sie uns an, um ihn zu ändern oder abzusagen.",
    ("confirmation", "it", MADRID): "Prenotato: Corte da Salón Luz venerdì 5 marzo alle 15:30. "
                                    "Rispondi o chiamaci per modificare o annullare.",
    ("confirmation", "pt", NEW_YORK): "Agendado: Corte em Salón Luz, sexta-feira, 5 de março, às 3:30 PM. "
                                      "Responda ou ligue para remarcar ou cancelar.",
    ("moved", "en", NEW_YORK): "Moved: your Corte at Salón Luz is now on Friday, March 5 at 3:30 PM. "
                               "Reply or call us to change or cancel.",
    ("moved", "es", MADRID): "Cita cambiada: Corte en Salón Luz, ahora el viernes 5 de marzo a las 15:30. "
                             "Responde o llámanos para cambiarla o cancelarla.",
    ("moved", "fr", MADRID): "Rendez-vous déplacé : Corte chez Salón Luz, désormais le vendredi 5 mars à 15:30. "
                             "Répondez ou appelez-nous pour modifier ou annuler.",
    ("reminder", "en", MADRID): "Reminder: Corte at Salón Luz on Friday, 5 March at 15:30. Reply C to confirm, or "
                                "text us to move or cancel.",
    ("reminder", "es", NEW_YORK): "Recordatorio: Corte en Salón Luz el viernes 5 de marzo a las 3:30 p.m. "
                                  "Responde C para confirmar, o escríbenos para cambiarla o cancelarla.",
    ("reminder", "de", NEW_YORK): "Erinnerung: Corte bei Salón Luz am Freitag, 5. März um 3:30 PM. "
                                  "Antworten Sie C zum Bestätigen, oder schreiben Sie uns, um ihn zu verschieben "
                                  "oder abzusagen.",
    ("confirmed", "en", NEW_YORK): "Confirmed: Corte at Salón Luz on Friday, March 5 at 3:30 PM. See you then!",
    ("confirmed", "es", NEW_YORK): "Cita confirmada: Corte en Salón Luz el viernes 5 de marzo a las 3:30 p.m. "
                                   "¡Te esperamos!",
    ("confirmed", "fr", MADRID): "C'est confirmé : Corte chez Salón Luz le vendredi 5 mars à 15:30. À bientôt !",
    ("confirmed", "pt", MADRID): "Confirmado: Corte em Salón Luz, sexta-feira, 5 de março, às 15:30. Até lá!",
    ("cancellation", "en", NEW_YORK): "Cancelled: Corte at Salón Luz on Friday, March 5 at 3:30 PM. "
                                      "Reply or call us to book again.",
    ("cancellation", "es", MADRID): "Cita cancelada: Corte en Salón Luz el viernes 5 de marzo a las 15:30. "
                                    "Responde o llámanos para reservar de nuevo.",
    ("cancellation", "it", NEW_YORK): "Appuntamento annullato: Corte da Salón Luz venerdì 5 marzo alle 3:30 PM. "
                                      "Rispondi o chiamaci per prenotare di nuovo.",
    ("reassigned", "en", MADRID): "Change of stylist: your Corte at Salón Luz on Friday, 5 March at 15:30 is still "
                                  "on, with another member of our team. Reply or call us to change or cancel.",
    ("reassigned", "es", NEW_YORK): "Cambio de estilista: tu cita de Corte en Salón Luz el viernes 5 de marzo a "
                                    "las 3:30 p.m. sigue en pie, con otra persona de nuestro equipo. Responde o "
                                    "llámanos para cambiarla o cancelarla.",
    ("reassigned", "pt", MADRID): "Troca de profissional: seu horário (Corte) em Salón Luz, sexta-feira, 5 de "
                                  "março, às 15:30, está mantido, com outra pessoa da nossa equipe. Responda ou "
                                  "ligue para remarcar ou cancelar.",
}


@pytest.mark.parametrize(("kind", "language", "zone"), list(EXPECTED))
def test_each_text_in_its_language_on_the_salons_clock(kind, language, zone):
    assert written(kind, language, zone) == EXPECTED[(kind, language, zone)]


@pytest.mark.parametrize("kind", texts.KINDS + texts.REPLIES)
@pytest.mark.parametrize("language", locale.LANGUAGES)
def test_every_text_in_every_language_keeps_the_clock_of_the_salon(kind, language):
    assert "15:30" in written(kind, language, MADRID) and "PM" not in written(kind, language, MADRID).upper()
    assert "3:30" in written(kind, language, NEW_YORK) and "15:30" not in written(kind, language, NEW_YORK)
    assert "\u202f" not in written(kind, language, NEW_YORK)  # plain spaces: the phone's basic alphabet


@pytest.mark.parametrize("language", locale.LANGUAGES)
def test_every_reminder_invites_c_and_a_c_from_nowhere_is_answered(language):
    assert " C " in written("reminder", language, NEW_YORK)
    assert texts.nothing_to_confirm(language)


def test_one_oclock_is_singular_where_the_language_says_so():
    assert "a la 1:30 p.m." in written("confirmation", "es", NEW_YORK, hour=13)
    assert "a la 1:30." in written("confirmation", "es", MADRID, hour=1)
    assert "all'1:30 PM" in written("confirmation", "it", NEW_YORK, hour=13)
    assert "à 1:30 PM" in written("confirmation", "pt", NEW_YORK, hour=13)


def test_a_name_left_empty_reads_naturally():
    assert written("reminder", "en", NEW_YORK, service="", business="").startswith(
        "Reminder: appointment at your salon on Friday")
    assert written("reminder", "it", MADRID, service="", business="").startswith(
        "Promemoria: appuntamento da noi venerdì")


@pytest.mark.parametrize(("country", "language"), [
    ("US", "en"), ("ES", "es"), ("MX", "es"), ("FR", "fr"), ("CH", "de"), ("IT", "it"), ("BR", "pt"), ("NL", "en"),
    ("es", "es"), (None, "en"), ("", "en"), ("??", "en"), ("ZZ", "en")])
def test_a_booking_no_caller_made_is_texted_in_the_salons_language(country, language):
    assert locale.text_language(None, country) == language
    assert locale.text_language("fr", country) == "fr"


@pytest.mark.parametrize(("zone", "country"), [(NEW_YORK, "US"), (MADRID, "ES"), ("UTC", None)])
def test_a_salon_without_a_country_has_its_time_zones(zone, country):
    assert locale.country_of_zone(zone) == country


def test_a_country_cldr_does_not_know_keeps_the_languages_own_clock():
    moment = datetime(2027, 3, 5, 15, 30)
    assert locale.clock_time(moment, "en", None) == "3:30 PM"
    assert locale.clock_time(moment, "es", None) == "15:30"
    assert locale.clock_time(moment, "es", "??") == "15:30"
    assert locale.clock_time(moment, "en", "us") == "3:30 PM"  # a code however it is written


def test_a_country_that_writes_12_hours_in_a_language_cldr_pairs_with_it_otherwise():
    moment = datetime(2027, 3, 5, 15, 30)
    assert locale.clock_time(moment, "de", "US") == "3:30 PM"  # no de_US: German words, the US clock
    assert locale.clock_time(moment, "en", "DE") == "15:30"
    assert locale.clock_time(moment, "fr", "CA") == "15 h 30"  # fr_CA's own 24-hour style

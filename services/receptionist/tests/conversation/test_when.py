"""parse_when: the days, times and parts of the day callers say, in English and Spanish."""

from datetime import date

import pytest

from receptionist.conversation.understanding.when import When, parse_when

SUNDAY = date(2026, 11, 22)
WEDNESDAY = date(2026, 11, 25)
FRIDAY = date(2026, 11, 27)
NEW_YEARS_EVE = date(2026, 12, 31)


def hm(hour: int, minute: int = 0) -> int:
    return hour * 60 + minute


class TestWhenValue:
    def test_preferred_time_is_the_time_else_the_part_of_the_day(self):
        assert When(at=hm(15)).preferred_time() == "15:00"
        assert When(at=hm(9, 5), window=None).preferred_time() == "09:05"
        assert When(window="morning").preferred_time() == "morning"
        assert When(day=SUNDAY).preferred_time() == ""

    def test_empty_only_when_nothing_was_said(self):
        assert When().empty
        assert not When(day=SUNDAY).empty and not When(at=0).empty and not When(window="evening").empty


def test_a_whole_english_sentence():
    found = parse_when("I'd like a haircut with Maria tomorrow at 3 please", SUNDAY, "en")
    assert found == When(day=date(2026, 11, 23), at=hm(15))
    assert found.preferred_time() == "15:00"


def test_a_whole_spanish_sentence():
    found = parse_when("Hola, quiero un corte de pelo con María el viernes a las tres y media, por favor", SUNDAY, "es")
    assert found == When(day=date(2026, 11, 27), at=hm(15, 30))


class TestEnglishDays:
    @pytest.mark.parametrize(("said", "day"), [
        ("today", SUNDAY),
        ("tomorrow", date(2026, 11, 23)),
        ("the day after tomorrow", date(2026, 11, 24)),
        ("Monday", date(2026, 11, 23)),
        ("mon", date(2026, 11, 23)),
        ("on Friday", date(2026, 11, 27)),
        ("fri", date(2026, 11, 27)),
        ("this Friday", date(2026, 11, 27)),
        ("next Friday", date(2026, 11, 27)),
        ("Saturday", date(2026, 11, 28)),
        ("Sunday", date(2026, 11, 29)),  # never today
        ("the 14th", date(2026, 12, 14)),  # the 14th of November is past
        ("14th", date(2026, 12, 14)),
        ("on the 3rd", date(2026, 12, 3)),
        ("the 22nd", SUNDAY),
        ("the 30th", date(2026, 11, 30)),
        ("December 3", date(2026, 12, 3)),
        ("Dec 3rd", date(2026, 12, 3)),
        ("3 December", date(2026, 12, 3)),
        ("the 3rd of December", date(2026, 12, 3)),
        ("December third", date(2026, 12, 3)),
        ("12/3", date(2026, 12, 3)),
        ("2026-12-03", date(2026, 12, 3)),
        ("November 1", date(2027, 11, 1)),  # past this year: next year
        ("May 3, 2027", date(2027, 5, 3)),
    ])
    def test_days(self, said, day):
        assert parse_when(said, SUNDAY, "en").day == day

    def test_a_weekday_is_the_next_one_after_today(self):
        assert parse_when("Friday", FRIDAY, "en").day == date(2026, 12, 4)
        assert parse_when("this Friday", FRIDAY, "en").day == date(2026, 12, 4)
        assert parse_when("Thursday", WEDNESDAY, "en").day == date(2026, 11, 26)
        assert parse_when("Wednesday", WEDNESDAY, "en").day == date(2026, 12, 2)

    def test_a_day_of_the_month_missing_from_the_next_month_goes_on(self):
        assert parse_when("the 31st", SUNDAY, "en").day == date(2026, 12, 31)
        assert parse_when("the 30th", NEW_YEARS_EVE, "en").day == date(2027, 1, 30)
        assert parse_when("the 31st", NEW_YEARS_EVE, "en").day == NEW_YEARS_EVE

    def test_a_day_that_does_not_exist_is_none(self):
        assert parse_when("the 31st of April", SUNDAY, "en").day is None
        assert parse_when("2026-02-30", SUNDAY, "en").day is None

    def test_the_date_wins_over_the_weekday(self):
        assert parse_when("Friday the 14th at 4", SUNDAY, "en") == When(day=date(2026, 12, 14), at=hm(16))

    def test_tonight_and_this_afternoon_are_today(self):
        assert parse_when("tonight", SUNDAY, "en") == When(day=SUNDAY, window="evening")
        assert parse_when("this afternoon", WEDNESDAY, "en") == When(day=WEDNESDAY, window="afternoon")
        assert parse_when("tonight at 8", SUNDAY, "en") == When(day=SUNDAY, at=hm(20))


class TestSpanishDays:
    @pytest.mark.parametrize(("said", "day"), [
        ("hoy", SUNDAY),
        ("mañana", date(2026, 11, 23)),
        ("manana", date(2026, 11, 23)),
        ("pasado mañana", date(2026, 11, 24)),
        ("el lunes", date(2026, 11, 23)),
        ("el viernes", date(2026, 11, 27)),
        ("este viernes", date(2026, 11, 27)),
        ("el próximo viernes", date(2026, 11, 27)),
        ("el viernes que viene", date(2026, 11, 27)),
        ("el miércoles", date(2026, 11, 25)),
        ("miercoles", date(2026, 11, 25)),
        ("el sábado", date(2026, 11, 28)),
        ("el domingo", date(2026, 11, 29)),
        ("el 14", date(2026, 12, 14)),
        ("el día 3", date(2026, 12, 3)),
        ("el 14 de diciembre", date(2026, 12, 14)),
        ("14 de diciembre", date(2026, 12, 14)),
        ("el primero de enero", date(2027, 1, 1)),
        ("3/12", date(2026, 12, 3)),  # day/month in Spanish
        ("el martes 14", date(2026, 12, 14)),
    ])
    def test_days(self, said, day):
        assert parse_when(said, SUNDAY, "es").day == day

    def test_manana_is_tomorrow_or_the_morning(self):
        tomorrow = date(2026, 11, 23)
        assert parse_when("mañana a las 3", SUNDAY, "es") == When(day=tomorrow, at=hm(15))
        assert parse_when("por la mañana", SUNDAY, "es") == When(window="morning")
        assert parse_when("en la mañana", SUNDAY, "es") == When(window="morning")
        assert parse_when("a las 10 de la mañana", SUNDAY, "es") == When(at=hm(10))
        assert parse_when("10 de la mañana", SUNDAY, "es") == When(at=hm(10))
        assert parse_when("mañana por la mañana", SUNDAY, "es") == When(day=tomorrow, window="morning")
        assert parse_when("pasado mañana por la mañana", SUNDAY, "es") == When(day=date(2026, 11, 24),
                                                                               window="morning")
        assert parse_when("esta mañana", SUNDAY, "es") == When(day=SUNDAY, window="morning")

    def test_esta_noche_is_tonight(self):
        assert parse_when("esta noche", SUNDAY, "es") == When(day=SUNDAY, window="evening")
        assert parse_when("hoy por la tarde", SUNDAY, "es") == When(day=SUNDAY, window="afternoon")
        assert parse_when("esta tarde a las 5", SUNDAY, "es") == When(day=SUNDAY, at=hm(17))


class TestEnglishTimes:
    @pytest.mark.parametrize(("said", "at"), [
        ("at 3", hm(15)),
        ("3pm", hm(15)),
        ("3 p.m.", hm(15)),
        ("3 PM", hm(15)),
        ("15:00", hm(15)),
        ("3:30", hm(15, 30)),
        ("3:30pm", hm(15, 30)),
        ("at 10.30", hm(10, 30)),
        ("half past ten", hm(10, 30)),
        ("quarter past 2", hm(14, 15)),
        ("quarter to 3", hm(14, 45)),
        ("quarter to 8", hm(7, 45)),
        ("ten thirty", hm(10, 30)),
        ("nine thirty am", hm(9, 30)),
        ("three o'clock", hm(15)),
        ("noon", hm(12)),
        ("midday", hm(12)),
        ("lunchtime", hm(12)),
        ("at 11 in the morning", hm(11)),
        ("at 8 in the evening", hm(20)),
        ("3 in the afternoon", hm(15)),
        ("at 9 tonight", hm(21)),
        ("at one", hm(13)),
        ("at 7", hm(19)),
        ("at 8", hm(8)),
        ("at 12", hm(12)),
        ("12am", 0),
        ("07:30", hm(7, 30)),
        ("around 2", hm(14)),
        ("by 5", hm(17)),
        ("at about 4", hm(16)),
        ("10 am tomorrow", hm(10)),
        ("anything after 5?", hm(17)),
        ("before 10 tomorrow", hm(10)),
        ("can I get in at like 3?", hm(15)),
        ("3", hm(15)),
        ("3:30", hm(15, 30)),
        ("three", hm(15)),
        ("3 please", hm(15)),
    ])
    def test_times(self, said, at):
        assert parse_when(said, SUNDAY, "en").at == at

    @pytest.mark.parametrize(("said", "window"), [
        ("in the morning", "morning"),
        ("tomorrow afternoon", "afternoon"),
        ("sometime in the evening", "evening"),
        ("after work", "evening"),
        ("Monday morning", "morning"),
    ])
    def test_parts_of_the_day(self, said, window):
        found = parse_when(said, SUNDAY, "en")
        assert (found.window, found.at) == (window, None)

    def test_a_window_with_a_time_is_just_the_time(self):
        assert parse_when("tomorrow morning at 10", SUNDAY, "en") == When(day=date(2026, 11, 23), at=hm(10))
        assert parse_when("in the afternoon, say at 4", SUNDAY, "en") == When(at=hm(16))

    def test_good_morning_is_a_greeting(self):
        assert parse_when("Good morning, I need an appointment", SUNDAY, "en").empty

    @pytest.mark.parametrize("said", [
        "2 people", "for 2 people tomorrow", "my number is 555 123 4567", "45 dollars", "about 45 dollars",
        "it costs $12.50", "at 3 people", "I can't do 3", "can you book me at once", "the one with Sam",
        "quarter past", "I have 2 kids", "I'm calling from 415 555 0199", "after 2 weeks",
    ])
    def test_numbers_that_are_no_times(self, said):
        assert parse_when(said, SUNDAY, "en").at is None

    def test_the_14th_is_a_day_not_a_time(self):
        assert parse_when("the 14th", SUNDAY, "en") == When(day=date(2026, 12, 14))
        assert parse_when("on the 3rd at 10.30", SUNDAY, "en") == When(day=date(2026, 12, 3), at=hm(10, 30))
        assert parse_when("December 3", SUNDAY, "en").at is None

    def test_a_day_and_a_bare_hour(self):
        assert parse_when("Tuesday, 3", SUNDAY, "en") == When(day=date(2026, 11, 24), at=hm(15))
        assert parse_when("next Monday at half past 9", SUNDAY, "en") == When(day=date(2026, 11, 23), at=hm(9, 30))


class TestSpanishTimes:
    @pytest.mark.parametrize(("said", "at"), [
        ("a las 3", hm(15)),
        ("a las tres", hm(15)),
        ("a las 15:00", hm(15)),
        ("a las tres y media", hm(15, 30)),
        ("a las diez y cuarto", hm(10, 15)),
        ("a las tres menos cuarto", hm(14, 45)),
        ("a las cinco y veinte", hm(17, 20)),
        ("a la una", hm(13)),
        ("a la una y media", hm(13, 30)),
        ("al mediodía", hm(12)),
        ("a las 3 de la tarde", hm(15)),
        ("a las 8 de la tarde", hm(20)),
        ("a las 10 de la noche", hm(22)),
        ("a las 9 y media de la mañana", hm(9, 30)),
        ("a las once", hm(11)),
        ("a eso de las 4", hm(16)),
        ("a las 4 p.m.", hm(16)),
        ("tres", hm(15)),
        ("las doce", hm(12)),
        ("a las tres en punto", hm(15)),
    ])
    def test_times(self, said, at):
        assert parse_when(said, SUNDAY, "es").at == at

    @pytest.mark.parametrize(("said", "window"), [
        ("por la tarde", "afternoon"),
        ("en la tarde", "afternoon"),
        ("por la noche", "evening"),
        ("el sábado por la mañana", "morning"),
    ])
    def test_parts_of_the_day(self, said, window):
        found = parse_when(said, SUNDAY, "es")
        assert (found.window, found.at) == (window, None)

    @pytest.mark.parametrize("said", ["para dos personas", "las 2 personas", "cuesta 45 dólares",
                                      "mi número es 555 123 4567", "quiero una cita"])
    def test_numbers_that_are_no_times(self, said):
        assert parse_when(said, SUNDAY, "es").at is None

    def test_a_date_and_a_time(self):
        assert parse_when("el 14 a las 3", SUNDAY, "es") == When(day=date(2026, 12, 14), at=hm(15))
        assert parse_when("el martes 14 a las 3", SUNDAY, "es") == When(day=date(2026, 12, 14), at=hm(15))
        assert parse_when("el martes a las 3", SUNDAY, "es") == When(day=date(2026, 11, 24), at=hm(15))
        assert parse_when("el miércoles a las diez", SUNDAY, "es") == When(day=date(2026, 11, 25), at=hm(10))
        assert parse_when("a las 3 de la tarde del viernes", SUNDAY, "es") == When(day=date(2026, 11, 27),
                                                                                   at=hm(15))


def test_nothing_said_is_empty():
    assert parse_when("what are your hours", SUNDAY, "en").empty
    assert parse_when("¿cuál es su horario?", SUNDAY, "es").empty
    assert parse_when("", SUNDAY, "en").empty

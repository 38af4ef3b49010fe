import pytest

from ringbook_common import phones


class TestE164:
    @pytest.mark.parametrize("typed", ["(646) 555-0144", "646-555-0144", "646.555.0144", "6465550144",
                                       "1 646 555 0144", "+1 (646) 555-0144", "+16465550144", "001 646 555 0144"])
    def test_a_us_salon_reads_every_usual_way_of_writing_a_us_number(self, typed):
        assert phones.e164(typed, "US") == "+16465550144"

    def test_a_national_number_is_read_as_the_salons_countrys(self):
        assert phones.e164("612 34 56 78", "ES") == "+34612345678"
        assert phones.e164("020 7946 0958", "GB") == "+442079460958"

    def test_an_international_number_is_read_whatever_the_salons_country(self):
        assert phones.e164("+34 612 34 56 78", "US") == "+34612345678"

    def test_fictional_555_numbers_are_accepted(self):
        assert phones.e164("(555) 010-1234", "US") == "+15550101234"

    def test_empty_stays_empty(self):
        assert phones.e164("  ", "US") == ""
        assert phones.e164(None, "US") == ""

    @pytest.mark.parametrize("typed", ["646 555", "555 0144", "hello", "+1 646 555 0144 0144 99", "+999 123", "1" * 41])
    def test_unreadable_numbers_are_refused_with_an_example_of_the_salons_country(self, typed):
        with pytest.raises(phones.InvalidPhone, match=r"like \(201\) 555-0123"):
            phones.e164(typed, "US")

    def test_an_unknown_country_reads_as_the_default(self):
        assert phones.e164("(646) 555-0144", "XX") == "+16465550144"


class TestDisplay:
    def test_the_salons_own_numbers_are_national(self):
        assert phones.display("+16465550144", "US") == "(646) 555-0144"
        assert phones.display("+34612345678", "ES") == "612 34 56 78"

    def test_numbers_sharing_the_country_code_are_national_too(self):
        assert phones.display("+14165550144", "US") == "(416) 555-0144"

    def test_foreign_numbers_are_international(self):
        assert phones.display("+34612345678", "US") == "+34 612 34 56 78"
        assert phones.display("+16465550144", "ES") == "+1 646-555-0144"

    def test_what_cannot_be_read_is_shown_as_stored(self):
        assert phones.display("front desk", "US") == "front desk"
        assert phones.display("", "US") == ""


class TestCountry:
    @pytest.mark.parametrize(("zone", "country"), [
        ("America/New_York", "US"), ("America/Los_Angeles", "US"), ("America/Toronto", "CA"),
        ("America/Vancouver", "CA"), ("Europe/Madrid", "ES"), ("Europe/London", "GB"), ("UTC", "US"), (None, "US")])
    def test_the_default_country_comes_from_the_time_zone(self, zone, country):
        assert phones.country_of_zone(zone) == country

    def test_a_country_code_is_kept_when_known(self):
        assert phones.country_or_default(" es ") == "ES"
        assert phones.country_or_default("ZZ") == "US"


def test_area_code_is_of_north_american_numbers_only():
    assert phones.area_code("+17185550100") == "718"
    assert phones.area_code("+34612345678") == ""
    assert phones.area_code("") == ""


def test_digits_keep_only_digits_for_searching():
    assert phones.digits("(555) 010") == "555010"


@pytest.mark.parametrize(("typed", "digits"), [("(555) 010-1234", "5550101234"), ("+1 555.010.1234", "15550101234"),
                                               (" 010 ", "010"), ("555/010", "555010")])
def test_a_search_written_as_a_number_looks_for_its_digits(typed, digits):
    assert phones.searched_digits(typed) == digits


@pytest.mark.parametrize("typed", ["Oak Street 4a5b6c", "Salon 555", "Suite 12B, 4 Elm", "55", "",
                                   "\u0665\u0665\u0665\u0660\u0661\u0660"])
def test_a_search_that_is_a_name_or_too_short_looks_for_no_digits(typed):
    assert phones.searched_digits(typed) == ""

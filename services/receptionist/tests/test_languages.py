"""The one list of the languages the receptionist speaks: how a language is named, what a salon's saved languages
become (the agent's locales, the wizard's list, those not spoken yet)."""

import pytest

from receptionist import languages


@pytest.mark.parametrize(("given", "code"), [
    ("fr", "fr"), ("FR", "fr"), ("fr-CA", "fr"), ("fr_FR", "fr"), ("French", "fr"), (" français ", "fr"),
    ("francais", "fr"), ("Deutsch", "de"), ("italiano", "it"), ("Português", "pt"), ("pt-PT", "pt"),
    ("Español", "es"), ("espanol", "es"), ("es-419", "es"), ("English", "en"), ("en-GB", "en"),
])
def test_a_spoken_language_is_found_however_it_is_named(given, code):
    assert languages.find(given).code == code


@pytest.mark.parametrize("given", ["", "  ", "Chinese", "zh-CN", "Klingon", "e", "-", "english please"])
def test_any_other_is_none(given):
    assert languages.find(given) is None


def test_a_salons_languages_become_locales_english_first_each_once():
    assert languages.locales([]) == ["en-US"]
    assert languages.locales(["Portuguese", "Chinese", "es", "Spanish", "English"]) == ["en-US", "pt-BR", "es-419"]


def test_the_wizard_shows_spoken_ones_by_name_and_keeps_others_as_saved():
    saved = ["spanish", "English", "Chinese", "chinese", "fr", " ", "Tagalog"]
    assert languages.additional(saved) == ["Spanish", "Chinese", "French", "Tagalog"]
    assert languages.not_spoken(languages.additional(saved)) == ["Chinese", "Tagalog"]


def test_names_read_as_a_sentence():
    assert languages.listed([]) == ""
    assert languages.listed(["Spanish"]) == "Spanish"
    assert languages.listed(["Klingon", "Elvish"]) == "Klingon and Elvish"
    assert languages.listed(languages.ADDITIONAL_NAMES) == "Spanish, French, German, Italian and Portuguese"

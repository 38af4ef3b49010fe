"""The wizard's additional languages: exactly the five the receptionist speaks besides English are offered; one a
salon saved before it no longer was is kept and answered back as not spoken; any other is refused."""

import pytest

from receptionist import languages

from .steps import BUSINESS_INFO

OFFERED = ["Spanish", "French", "German", "Italian", "Portuguese"]
REFUSED = ("Klingon is not offered: choose from Spanish, French, German, Italian and Portuguese (English is "
           "always spoken)")


async def saved_before(wizard_owner, wizard_db, saved: list[str]) -> None:
    """Languages kept from when the wizard took any it was given."""
    await wizard_owner.save("/business-info", BUSINESS_INFO)
    await wizard_db.execute("UPDATE setups SET additional_languages = :saved WHERE tenant_id = :tenant",
                            saved=saved, tenant=wizard_owner.tenant_id)


async def save_languages(wizard_owner, chosen: list) -> dict:
    return (await wizard_owner.save("/business-info", {**BUSINESS_INFO, "additionalLanguages": chosen}))[
        "businessInfo"]


def test_the_five_offered_are_spoken_with_english_first():
    assert list(languages.ADDITIONAL_NAMES) == OFFERED
    assert [language.code for language in languages.SPOKEN] == ["en", "es", "fr", "de", "it", "pt"]
    assert languages.locales(OFFERED) == ["en-US", "es-419", "fr-FR", "de-DE", "it-IT", "pt-BR"]


class TestOffered:
    async def test_all_five_are_saved_and_spoken(self, wizard_owner):
        info = await save_languages(wizard_owner, OFFERED)
        assert (info["additionalLanguages"], info["unsupportedLanguages"]) == (OFFERED, [])
        assert (await wizard_owner.status())["businessInfo"]["additionalLanguages"] == OFFERED

    async def test_a_language_may_be_named_by_code_or_in_its_own_words(self, wizard_owner):
        info = await save_languages(wizard_owner, ["de", " italiano ", "FRENCH", "pt-BR", "Español", "es"])
        assert info["additionalLanguages"] == ["German", "Italian", "French", "Portuguese", "Spanish"]

    async def test_english_is_always_spoken_and_never_an_additional_language(self, wizard_owner):
        assert (await save_languages(wizard_owner, ["English", "Spanish", "en"]))["additionalLanguages"] == [
            "Spanish"]


class TestSavedBefore:
    async def test_a_language_no_longer_offered_is_kept_and_marked_not_spoken(self, wizard_owner, wizard_db):
        await saved_before(wizard_owner, wizard_db, ["Spanish", "Chinese", "Tagalog"])
        info = (await wizard_owner.status())["businessInfo"]
        assert (info["additionalLanguages"], info["unsupportedLanguages"]) == (
            ["Spanish", "Chinese", "Tagalog"], ["Chinese", "Tagalog"])
        info = await save_languages(wizard_owner, ["Spanish", "chinese", "Tagalog", "German"])
        assert (info["additionalLanguages"], info["unsupportedLanguages"]) == (
            ["Spanish", "Chinese", "Tagalog", "German"], ["Chinese", "Tagalog"])

    async def test_once_turned_off_it_cannot_be_turned_on_again(self, wizard_owner, wizard_db):
        await saved_before(wizard_owner, wizard_db, ["Chinese"])
        assert (await save_languages(wizard_owner, ["French"]))["unsupportedLanguages"] == []
        response = await wizard_owner.post("/business-info", {**BUSINESS_INFO, "additionalLanguages": ["Chinese"]})
        assert response.status_code == 400
        assert response.json()["error"].startswith("Chinese is not offered: choose from Spanish, French")

    async def test_saved_spellings_of_spoken_ones_are_shown_by_name(self, wizard_owner, wizard_db):
        await saved_before(wizard_owner, wizard_db, ["spanish", "English", "fr"])
        info = (await wizard_owner.status())["businessInfo"]
        assert (info["additionalLanguages"], info["unsupportedLanguages"]) == (["Spanish", "French"], [])


class TestRefused:
    @pytest.mark.parametrize("chosen", [["Klingon"], ["Spanish", "Klingon"], ["Klingon", "klingon"]])
    async def test_a_language_never_offered_nor_saved_names_the_offered_ones(self, wizard_owner, chosen):
        await wizard_owner.save("/business-info", BUSINESS_INFO)
        response = await wizard_owner.post("/business-info", {**BUSINESS_INFO, "additionalLanguages": chosen})
        assert response.status_code == 400
        assert response.json() == {"error": REFUSED, "fields": {"additionalLanguages": REFUSED}}
        assert (await wizard_owner.status())["businessInfo"]["additionalLanguages"] == ["Spanish"]

    async def test_several_are_named_together(self, wizard_owner):
        response = await wizard_owner.post("/business-info", {**BUSINESS_INFO,
                                                              "additionalLanguages": ["Klingon", "Elvish"]})
        assert response.status_code == 400
        assert response.json()["error"].startswith("Klingon and Elvish are not offered: choose from Spanish")

    @pytest.mark.parametrize("chosen", [[5], [["Spanish"]], ["x" * 41]])
    async def test_what_is_not_a_language_name_is_malformed(self, wizard_owner, chosen):
        response = await wizard_owner.post("/business-info", {**BUSINESS_INFO, "additionalLanguages": chosen})
        assert response.status_code == 422
        assert "additionalLanguages" in response.json()["fields"]

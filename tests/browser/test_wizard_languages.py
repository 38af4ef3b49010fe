"""The setup wizard's languages in Chromium against the real stack: the business-info step offers exactly the five
the receptionist speaks besides English, and a language a salon saved before it was no longer offered stays,
marked as not spoken yet."""

from playwright.async_api import expect
from sqlalchemy import text

from ringbook_common.db import create_engine

from .test_portal_onboarding_wizard import DESKTOP, assert_no_sideways_scroll, shoot

OFFERED = ["Spanish", "French", "German", "Italian", "Portuguese"]
NOT_SPOKEN_YET = "Not spoken yet: callers in it are offered a call-back"


async def saved_long_ago(stack, tenant_id: str, languages: list[str]) -> None:
    """Languages kept from when the wizard took any it was given."""
    engine = create_engine(stack.database_url("receptionist"))
    try:
        async with engine.begin() as connection:
            await connection.execute(text("UPDATE setups SET additional_languages = :saved WHERE tenant_id = :tenant"),
                                     {"saved": languages, "tenant": tenant_id})
    finally:
        await engine.dispose()


async def test_the_wizard_offers_the_languages_spoken_and_keeps_one_that_is_not(
        owner_session, owner_page, configure_salon, stack, screenshots_dir):
    async with owner_session(name="Lena Lingua") as owner:
        tenant_id = await configure_salon(owner, name="Lingua Salon", languages=["Spanish"])
        await saved_long_ago(stack, tenant_id, ["Spanish", "Chinese"])

        async with owner_page(owner, "/setup-ai", viewport=DESKTOP) as page:
            await expect(page.get_by_role("heading", level=2, name="Review & launch")).to_be_visible()
            await expect(page.get_by_text("Also speaks Spanish", exact=True)).to_be_visible()
            await expect(page.get_by_text(f"Chinese — {NOT_SPOKEN_YET.lower()}")).to_be_visible()
            for _ in range(3):
                await page.get_by_role("button", name="Back").click()

            await expect(page.get_by_role("heading", level=2, name="Business info")).to_be_focused()
            languages = page.get_by_role("group", name="Additional languages")
            await expect(languages.get_by_text("Your receptionist always speaks English")).to_be_visible()
            boxes = languages.get_by_role("checkbox")
            await expect(boxes).to_have_count(6)
            names = [await box.evaluate("box => box.labels[0].textContent") for box in await boxes.all()]
            assert names == [*OFFERED, "Chinese"]
            await expect(languages.get_by_label("Spanish")).to_be_checked()
            chinese = languages.get_by_label("Chinese")
            await expect(chinese).to_be_checked()
            await expect(chinese).to_have_accessible_description(NOT_SPOKEN_YET)
            await expect(languages.get_by_text(NOT_SPOKEN_YET)).to_have_count(1)
            await languages.get_by_label("German").check()
            await shoot(page, screenshots_dir, "wizard-3-business-info-languages")
            await assert_no_sideways_scroll(page)

            await page.get_by_role("button", name="Next").click()
            await expect(page.get_by_text("Business info saved!")).to_be_visible()
            info = (await owner.get("/api/receptionist/status")).json()["businessInfo"]
            assert (info["additionalLanguages"], info["unsupportedLanguages"]) == (
                ["Spanish", "Chinese", "German"], ["Chinese"])
            assert page.problems == [], page.problems

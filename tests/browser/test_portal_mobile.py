"""The portal on a phone: every screen fits 375 px without sideways scrolling, and the menu is a sheet."""

import pytest

PHONE = {"width": 375, "height": 740}
SECTIONS = [("overview", "Overview"), ("inbox", "Inbox"), ("bookings", "Bookings"), ("waitlist", "Waitlist"),
            ("services", "Services"), ("staff", "Staff"), ("settings", "Settings"), ("integrations", "Integrations")]
PAGES = [("/business-admin", "Admin Dashboard"), ("/dashboard", "Dashboard"),
         ("/setup-ai", "Set up your AI receptionist")]


@pytest.fixture
async def phone(owner_session, owner_page, configure_salon):
    async with owner_session(name="Nora Phone") as owner:
        await configure_salon(owner, name="Salon Movil")
        async with owner_page(owner, viewport=PHONE, is_mobile=True, has_touch=True) as page:
            yield page


async def overflow(page) -> int:
    """How many pixels the page is wider than the screen (0 when nothing scrolls sideways)."""
    return await page.evaluate("document.scrollingElement.scrollWidth - window.innerWidth")


async def test_every_portal_screen_fits_a_phone(phone, screenshots_dir):
    for section, heading in SECTIONS:
        await phone.goto(f"/app/{section}")
        await phone.get_by_role("heading", name=heading, level=1).wait_for()
        await phone.wait_for_load_state("networkidle")
        await phone.screenshot(path=f"{screenshots_dir}/mobile-{section}.png", full_page=True)
        assert await overflow(phone) == 0, f"/app/{section} scrolls sideways"
    for path, heading in PAGES:
        await phone.goto(path)
        await phone.get_by_role("heading", name=heading, level=1).wait_for()
        await phone.wait_for_load_state("networkidle")
        await phone.screenshot(path=f"{screenshots_dir}/mobile{path.replace('/', '-')}.png", full_page=True)
        assert await overflow(phone) == 0, f"{path} scrolls sideways"
    assert phone.problems == []


async def test_the_menu_opens_as_a_sheet_and_takes_the_owner_to_a_section(phone):
    await phone.goto("/app/overview")
    await phone.get_by_role("heading", name="Overview", level=1).wait_for()
    navigation = phone.get_by_role("dialog", name="Navigation")
    assert not await navigation.is_visible()
    await phone.get_by_role("button", name="Open menu").click()
    await navigation.wait_for()
    await navigation.get_by_role("link", name="Bookings", exact=True).click()
    await phone.get_by_role("heading", name="Bookings", level=1).wait_for()
    assert phone.url.endswith("/app/bookings")
    await navigation.wait_for(state="hidden")

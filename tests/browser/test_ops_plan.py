"""An operator changes how many locations a salon's plan allows from the client's details in the console, on a
desktop and on a phone, and finds the change in the salon's activity log."""

import uuid

import pytest
from playwright.async_api import expect

from tests.browser.test_ops_console import DESKTOP, PHONE, overflow, sign_in, sticking_out
from tests.browser.test_ops_text_limit import open_details


@pytest.fixture
async def salon(owner_session, onboard_salon) -> str:
    name = f"Plan Salon {uuid.uuid4().hex[:6]}"
    async with owner_session(name="Pia Plan") as owner:
        await onboard_salon(owner, name=name)
    return name


@pytest.mark.parametrize(("viewport", "width"), [(DESKTOP, 1280), (PHONE, 375)])
async def test_an_operator_sets_the_locations_in_a_salons_plan(browser_page, admin_token, salon, screenshots_dir,
                                                               viewport, width):
    async with browser_page(viewport=viewport) as page:
        await sign_in(page, admin_token)
        dialog = await open_details(page, salon)
        plan = dialog.get_by_role("form", name="Plan")
        await expect(plan).to_contain_text("The plan covers 1 location (every salon starts with one).")
        assert await overflow(page) == 0, f"the dialog scrolls sideways: {await sticking_out(page)}"

        field = plan.get_by_label("Locations")
        await field.fill("60")
        await plan.get_by_role("button", name="Set plan").click()
        await expect(plan).to_contain_text("Enter a whole number from 1 to 50")

        await field.fill("3")
        await plan.get_by_role("button", name="Set plan").click()
        await expect(page.get_by_text("Plan saved")).to_be_visible()
        await expect(plan).to_contain_text("The plan covers 3 locations.")
        await page.screenshot(path=f"{screenshots_dir}/ops-plan-saved-{width}.png")

        await dialog.get_by_role("button", name="View Activity").click()
        log = page.get_by_role("table", name="Log entries") if width == 1280 else page.get_by_role(
            "list", name="Log entries", exact=True)
        await expect(log).to_contain_text(f"set {salon}'s plan to 3 locations.")
        assert page.problems == []

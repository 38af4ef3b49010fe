"""An operator raises a salon's daily text limit from the client's details in the console, on a desktop and on a
phone, and finds the change in the salon's activity log."""

import uuid

import pytest
from playwright.async_api import expect

from tests.browser.test_ops_console import DESKTOP, PHONE, overflow, sign_in, sticking_out


@pytest.fixture
async def salon(owner_session, configure_salon) -> tuple[str, str]:
    name = f"Limit Salon {uuid.uuid4().hex[:6]}"
    async with owner_session(name="Lena Limit") as owner:
        return name, await configure_salon(owner, name=name)


async def open_details(page, name: str):
    search = page.get_by_role("searchbox", name="Search clients")
    await search.fill(name)
    await search.press("Enter")
    await page.get_by_role("button", name=f"View details of {name}").click()
    return page.get_by_role("dialog", name=name)


@pytest.mark.parametrize(("viewport", "width"), [(DESKTOP, 1280), (PHONE, 375)])
async def test_an_operator_raises_a_salons_daily_text_limit(browser_page, admin_token, salon, screenshots_dir,
                                                             viewport, width):
    name, tenant_id = salon
    async with browser_page(viewport=viewport) as page:
        await sign_in(page, admin_token)
        dialog = await open_details(page, name)
        limit = dialog.get_by_role("form", name="Text limit")
        await expect(limit).to_contain_text(
            "100 a day (default for the salon\u2019s age), at most 3 a day to one number.")
        await page.screenshot(path=f"{screenshots_dir}/ops-text-limit-{width}.png")
        assert await overflow(page) == 0, f"the dialog scrolls sideways: {await sticking_out(page)}"

        field = limit.get_by_label("Daily text limit")
        await field.fill("ten")
        await limit.get_by_role("button", name="Set limit").click()
        await expect(limit).to_contain_text("Enter a whole number from 1 to 100,000")

        await field.fill("2500")
        await limit.get_by_role("button", name="Set limit").click()
        await expect(page.get_by_text("Text limit saved")).to_be_visible()
        await expect(limit).to_contain_text("2,500 a day (set by an operator), at most 10 a day to one number.")
        await page.screenshot(path=f"{screenshots_dir}/ops-text-limit-saved-{width}.png")

        await dialog.get_by_role("button", name="View Activity").click()
        log = page.get_by_role("table", name="Log entries") if width == 1280 else page.get_by_role(
            "list", name="Log entries", exact=True)
        await expect(log).to_contain_text(f"set {name}'s daily text limit to 2,500.")
        assert tenant_id in page.url
        assert page.problems == []

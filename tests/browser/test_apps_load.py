"""Each of the three apps loads through the gateway, in Chromium, at its own paths."""

import pytest

PAGES = [
    ("/", "Never Miss a Client Call Again", "public"),
    ("/no/such/page", "404 Page Not Found", "public"),
    ("/portal", "Owner portal", "portal"),
    ("/app/overview", "Owner portal", "portal"),
    ("/admin", "Admin Authentication", "ops"),
    ("/superadmin", "Admin Authentication", "ops"),
]


@pytest.mark.parametrize(("path", "heading", "app"), PAGES)
async def test_the_page_renders_its_heading(page, path, heading, app):
    response = await page.goto(path)
    assert response.status == 200
    await page.get_by_role("heading", name=heading, level=1).wait_for()
    assert await page.title() != ""
    assert page.problems == [], f"{path}: {page.problems}"


async def test_onboarding_redirects_to_portal(page):
    await page.goto("/onboarding")
    await page.get_by_role("heading", name="Owner portal", level=1).wait_for()
    assert page.url.endswith("/portal")


async def test_a_phone_sized_screen_shows_the_home_page_without_sideways_scrolling(browser, gateway_url):
    context = await browser.new_context(base_url=gateway_url, viewport={"width": 375, "height": 740})
    page = await context.new_page()
    await page.goto("/")
    await page.get_by_role("heading", level=1).wait_for()
    width = await page.evaluate("document.documentElement.scrollWidth")
    await context.close()
    assert width <= 375

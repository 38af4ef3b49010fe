"""Each of the three apps loads through the gateway, in Chromium, at its own paths."""

import pytest

PAGES = [
    ("/", "Never Miss a Client Call Again", "public"),
    ("/no/such/page", "404 Page Not Found", "public"),
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


@pytest.mark.parametrize("path", ["/app/overview", "/portal", "/onboarding", "/setup-ai"])
async def test_the_portal_sends_a_visitor_without_a_session_to_sign_in(page, path):
    await page.goto(path)
    await page.wait_for_url("**/login")
    await page.get_by_text("Sign In").first.wait_for()


async def test_a_signed_in_owner_is_kept_to_onboarding_until_it_is_complete(browser, gateway_url, owner_session,
                                                                         screenshots_dir):
    async with owner_session(name="Tess Rivera") as owner:
        context = await browser.new_context(base_url=gateway_url, viewport={"width": 1280, "height": 800})
        await context.add_cookies([{"name": cookie.name, "value": cookie.value, "url": gateway_url}
                                   for cookie in owner.cookies.jar])
        page = await context.new_page()
        try:
            await page.goto("/app/overview")
            await page.get_by_role("heading", name="Set up your salon", level=1).wait_for()
            assert page.url.endswith("/portal")
            await page.goto("/onboarding")
            await page.wait_for_url("**/portal")

            saved = await owner.put("/portal/tenants/settings", json={
                "name": "Salon Tres", "timezone": "America/New_York", "hours": {"start": "09:00", "end": "18:00"},
                "address": "", "ownerPhone": "", "frontDeskPhone": ""})
            assert saved.status_code == 200, saved.text
            services = await owner.put("/portal/tenants/services", json=[
                {"serviceId": "cut", "name": "Cut", "durationMin": 30, "bufferMin": 0, "price": 30}])
            assert services.status_code == 200, services.text
            assert (await owner.post("/portal/tenants/onboarding/complete")).status_code == 200
            await page.goto("/app/overview")
            await page.get_by_role("heading", name="Salon Tres").wait_for()
            await page.get_by_text("Tess Rivera").first.wait_for()
            # The overview's numbers come from the real analytics.
            cards = page.get_by_role("listitem").filter(has=page.get_by_role("heading", name="Total Calls"))
            await cards.get_by_text("0.0% conversion rate").wait_for()
            await page.get_by_text("upcoming this week").wait_for()
            assert page.url.endswith("/app/overview")

            # Services: the catalogue saved above, edited and saved again through the real API.
            await page.get_by_role("navigation", name="Portal").get_by_role("link", name="Services").click()
            await page.get_by_label("Service 1 name").wait_for()
            assert await page.get_by_label("Service 1 name").input_value() == "Cut"
            await page.get_by_label("Service 1 price ($)").fill("32.5")
            await page.get_by_label("Service 1 name").focus()
            assert await page.get_by_label("Service 1 price ($)").input_value() == "32.50"
            await page.get_by_role("button", name="Save Changes").click()
            await page.get_by_text("Services updated successfully").wait_for()
            saved_services = (await owner.get("/portal/tenants/services")).json()
            assert [(s["name"], s["price"]) for s in saved_services] == [("Cut", 32.5)]
            await page.screenshot(path=f"{screenshots_dir}/portal-services-1280.png")
        finally:
            await context.close()


async def test_a_phone_sized_screen_shows_the_home_page_without_sideways_scrolling(browser, gateway_url):
    context = await browser.new_context(base_url=gateway_url, viewport={"width": 375, "height": 740})
    page = await context.new_page()
    await page.goto("/")
    await page.get_by_role("heading", level=1).wait_for()
    width = await page.evaluate("document.documentElement.scrollWidth")
    await context.close()
    assert width <= 375

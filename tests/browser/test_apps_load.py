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
    missing = heading.startswith("404")
    response = await page.goto(path)
    assert response.status == (404 if missing else 200)
    await page.get_by_role("heading", name=heading, level=1).wait_for()
    assert await page.title() != ""
    # Chromium reports a missing page's own 404 on the console; nothing else may go wrong.
    own = ["Failed to load resource: the server responded with a status of 404 (Not Found)"] if missing else []
    assert page.problems == own, f"{path}: {page.problems}"


@pytest.mark.parametrize("path", ["/app/overview", "/portal", "/onboarding", "/setup-ai"])
async def test_the_portal_sends_a_visitor_without_a_session_to_sign_in(page, path):
    await page.goto(path)
    await page.wait_for_url("**/login")
    await page.get_by_text("Sign In").first.wait_for()


async def test_a_signed_in_owner_is_kept_to_onboarding_until_it_is_complete(owner_session, owner_page, onboard_salon,
                                                                         screenshots_dir):
    async with owner_session(name="Tess Rivera") as owner, owner_page(owner, "/app/overview") as page:
        await page.get_by_role("heading", name="Set up your salon", level=1).wait_for()
        assert page.url.endswith("/portal")
        await page.goto("/onboarding")
        await page.wait_for_url("**/portal")

        await onboard_salon(owner, name="Salon Tres", services=[
            {"serviceId": "cut", "name": "Cut", "durationMin": 30, "bufferMin": 0, "price": 30, "processingMin": 10}])
        await page.goto("/app/overview")
        await page.get_by_role("heading", name="Salon Tres").wait_for()
        await page.get_by_text("Tess Rivera").first.wait_for()
        # The overview's numbers come from the real analytics.
        cards = page.get_by_role("listitem").filter(has=page.get_by_role("heading", name="Total Calls"))
        await cards.get_by_text("0.0% ended in a booking").wait_for()
        await page.get_by_text("scheduled in the next 7 days").wait_for()
        assert page.url.endswith("/app/overview")

        # Services: the catalogue saved above, edited and saved again through the real API, keeping what the
        # editor does not show.
        await page.get_by_role("navigation", name="Portal").get_by_role("link", name="Services").click()
        await page.get_by_label("Service 1 name").wait_for()
        assert await page.get_by_label("Service 1 name").input_value() == "Cut"
        await page.get_by_label("Service 1 price ($)").fill("32.5")
        await page.get_by_label("Service 1 name").focus()
        assert await page.get_by_label("Service 1 price ($)").input_value() == "32.50"
        await page.get_by_role("button", name="Save Changes").click()
        await page.get_by_text("Services updated successfully").wait_for()
        saved_services = (await owner.get("/portal/tenants/services")).json()
        assert [(s["name"], s["price"], s["processingMin"]) for s in saved_services] == [("Cut", 32.5, 10)]
        await page.screenshot(path=f"{screenshots_dir}/portal-services-1280.png")


async def test_a_phone_sized_screen_shows_the_home_page_without_sideways_scrolling(page):
    await page.set_viewport_size({"width": 375, "height": 740})
    await page.goto("/")
    await page.get_by_role("heading", level=1).wait_for()
    assert await page.evaluate("document.documentElement.scrollWidth") <= 375

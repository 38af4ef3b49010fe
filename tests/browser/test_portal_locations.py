"""An owner whose plan an operator raised to two locations adds a second one in the portal (where, its hours, a
price that differs there), launches its receptionist and gets its own number, then switches between the locations
and back to all of them, on a desktop and on a phone; the choice stays in the URL and is remembered on the next
visit. A one-location salon sees no switcher."""

import re
import uuid

import httpx
import pytest
from playwright.async_api import Page, expect

from ringbook_common.testing.wait import eventually
from tests.browser.test_ops_console import DESKTOP, PHONE, overflow, sticking_out

expect.set_options(timeout=15_000)


@pytest.fixture
async def operator(gateway_url, admin_token):
    async with httpx.AsyncClient(base_url=gateway_url, timeout=15, headers={"x-admin-token": admin_token}) as client:
        yield client


async def plan_of_two(owner: httpx.AsyncClient, operator: httpx.AsyncClient, tenant_id: str) -> None:
    """The operator sets the plan once admin knows the salon; the owner's locations say so once tenants applies it."""
    async def set_plan() -> bool:
        answer = await operator.put(f"/api/admin/tenants/{tenant_id}/plan", json={"locations": 2})
        return answer.status_code == 200
    await eventually(set_plan, timeout=30)

    async def applied() -> bool:
        return (await owner.get("/portal/locations")).json()["planLocations"] == 2
    await eventually(applied, timeout=30)


async def go_to(page: Page, section: str, *, phone: bool) -> None:
    """A section through the sidebar's link (in the menu's sheet on a phone), as an owner moves about."""
    if phone:
        await page.get_by_role("button", name="Open menu").click()
    await page.get_by_role("navigation", name="Portal").get_by_role("link", name=section).click()
    await expect(page.get_by_role("heading", level=1, name=section)).to_be_visible()


async def no_sideways_scroll(page: Page) -> None:
    assert await overflow(page) == 0, f"the page scrolls sideways: {await sticking_out(page)}"


@pytest.mark.parametrize(("viewport", "width"), [(DESKTOP, 1280), (PHONE, 375)])
async def test_an_owner_adds_a_second_location_and_switches_between_them(
        owner_session, configure_salon, operator, owner_page, screenshots_dir, viewport, width):
    phone = width == 375
    name = f"Bella {uuid.uuid4().hex[:6]}"
    async with owner_session(name="Bea Locations") as owner:
        tenant_id = await configure_salon(owner, name=name)
        async with owner_page(owner, "/app/overview", heading="Overview", viewport=viewport) as page:
            await expect(page.get_by_role("combobox", name="Location")).to_have_count(0)
        await plan_of_two(owner, operator, tenant_id)

        async with owner_page(owner, "/app/settings", heading="Settings", viewport=viewport) as page:
            await page.get_by_role("link", name="Manage Locations").click()
            await expect(page.get_by_role("heading", level=1, name="Locations")).to_be_visible()
            await expect(page.get_by_text("You have 1 location; your plan includes 2 locations.")).to_be_visible()

            await page.get_by_role("button", name="Add a Location").click()
            await expect(page.get_by_role("heading", level=2, name="Where is your new location?")).to_be_focused()
            await page.get_by_label("Location name").fill(f"{name} Uptown")
            await page.get_by_label("Address").fill("400 Broadway, Springfield, IL 62701")
            await page.get_by_label("Timezone").select_option("America/Chicago")
            await page.get_by_role("button", name="Next: Hours").click()

            await expect(page.get_by_role("heading", level=2, name=f"When is {name} Uptown open?")).to_be_focused()
            # It starts open when the first location is (weekdays); this one opens on Saturdays, not Mondays.
            await page.get_by_label("Monday closed").check()
            await page.get_by_label("Saturday closed").uncheck()
            await page.get_by_label("Saturday opens").fill("10:00")
            await page.get_by_label("Saturday closes").fill("15:00")
            await no_sideways_scroll(page)
            await page.screenshot(path=f"{screenshots_dir}/portal-location-hours-{width}.png", full_page=True)
            await page.get_by_role("button", name="Add Location").click()

            await expect(page.get_by_role("heading", level=2,
                                          name=f"Any prices that differ at {name} Uptown?")).to_be_focused()
            await page.get_by_label("Haircut price").fill("55")
            await page.get_by_role("button", name="Save and Finish").click()
            await expect(page.get_by_role("heading", level=2, name=f"{name} Uptown is added")).to_be_focused()

            await page.get_by_role("button", name="Launch Its Receptionist").click()
            number = page.get_by_test_id("location-number")
            await expect(number).to_contain_text("Its receptionist answers at", timeout=60_000)
            uptown_number = await number.get_by_role("link").inner_text()
            await no_sideways_scroll(page)
            await page.screenshot(path=f"{screenshots_dir}/portal-location-added-{width}.png", full_page=True)

            switcher = page.get_by_role("combobox", name="Location")
            await expect(switcher.get_by_role("option")).to_have_text(["All locations", name, f"{name} Uptown"])

            await go_to(page, "Overview", phone=phone)
            await switcher.select_option(label=f"{name} Uptown")
            await expect(page).to_have_url(re.compile(r"/app/overview\?location=[0-9a-f-]{36}$"))
            uptown_id = page.url.rsplit("=", 1)[1]
            assert uptown_id != tenant_id
            # The overview shows that location's own receptionist and number.
            await expect(page.get_by_role("link", name=uptown_number)).to_be_visible()
            await no_sideways_scroll(page)
            await page.screenshot(path=f"{screenshots_dir}/portal-location-overview-{width}.png")
            await go_to(page, "Bookings", phone=phone)
            await expect(page).to_have_url(re.compile(rf"/app/bookings\?location={uptown_id}$"))
            await expect(switcher).to_have_value(uptown_id)
            await expect(page.get_by_text("Loading appointments...")).to_have_count(0)
            await no_sideways_scroll(page)
            await page.screenshot(path=f"{screenshots_dir}/portal-location-switched-{width}.png")

            await switcher.select_option(label="All locations")
            await expect(page).to_have_url(re.compile(r"/app/bookings\?location=all$"))
            await switcher.select_option(label=name)
            await expect(page).to_have_url(re.compile(rf"/app/bookings\?location={tenant_id}$"))

            # The next visit, from a link without a location, shows the one chosen last in this browser.
            await switcher.select_option(label=f"{name} Uptown")
            await expect(page).to_have_url(re.compile(rf"/app/bookings\?location={uptown_id}$"))
            await page.goto("/app/overview")
            await expect(page.get_by_role("heading", level=1, name="Overview")).to_be_visible()
            await expect(switcher).to_have_value(uptown_id)
            await expect(page).to_have_url(re.compile(rf"/app/overview\?location={uptown_id}$"))
            assert page.problems == []

        locations = (await owner.get("/portal/locations")).json()["locations"]
        uptown = next(location for location in locations if location["id"] == uptown_id)
        assert uptown["timezone"] == "America/Chicago"
        assert [day["closed"] for day in uptown["week"]] == [True, True, False, False, False, False, False]
        assert (uptown["week"][6]["open"], uptown["week"][6]["close"]) == ("10:00", "15:00")
        assert next(s for s in uptown["services"] if s["serviceId"] == "haircut")["price"] == 55

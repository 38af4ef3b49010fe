"""An owner whose plan an operator raised to two locations adds a second one in the portal on a phone (where, its
hours, who works there, a price that differs there), launches its receptionist and gets its own number, then
switches between the locations and back to all of them; the choice stays in the URL and is remembered on the next
visit. A one-location salon sees no switcher. (The same flow at 1280, with its calls and bookings, is
test_location_journey's.)"""

import re
import uuid

import httpx
import pytest
from playwright.async_api import Page, expect

from ringbook_common.testing.wait import eventually
from tests.browser.test_ops_console import PHONE, overflow, sticking_out

expect.set_options(timeout=15_000)

# What the browser logs of the answers adding a location expects: booking's 409 for a stylist's week that overlaps
# theirs elsewhere, and its 404 when asked about the new location before it has heard of it.
EXPECTED_REFUSALS = {f"Failed to load resource: the server responded with a status of {status}"
                     for status in ("409 (Conflict)", "404 (Not Found)")}


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


async def go_to(page: Page, section: str) -> None:
    """A section through the sidebar's link in the menu's sheet, as an owner moves about on a phone."""
    await page.get_by_role("button", name="Open menu").click()
    await page.get_by_role("navigation", name="Portal").get_by_role("link", name=section).click()
    await expect(page.get_by_role("heading", level=1, name=section)).to_be_visible()


async def no_sideways_scroll(page: Page) -> None:
    assert await overflow(page) == 0, f"the page scrolls sideways: {await sticking_out(page)}"


async def test_an_owner_adds_a_second_location_on_a_phone_and_switches_between_them(
        owner_session, configure_salon, operator, owner_page, screenshots_dir):
    name = f"Bella {uuid.uuid4().hex[:6]}"
    async with owner_session(name="Bea Locations") as owner:
        tenant_id = await configure_salon(owner, name=name)
        async with owner_page(owner, "/app/overview", heading="Overview", viewport=PHONE) as page:
            await expect(page.get_by_role("combobox", name="Location")).to_have_count(0)
        await plan_of_two(owner, operator, tenant_id)

        async with owner_page(owner, "/app/settings", heading="Settings", viewport=PHONE) as page:
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
            await page.screenshot(path=f"{screenshots_dir}/portal-location-hours-375.png", full_page=True)
            await page.get_by_role("button", name="Add Location").click()

            # Ana works at the first location on weekdays: ticked here on its open days, booking refuses her.
            await expect(page.get_by_role("heading", level=2, name=f"Who works at {name} Uptown?")).to_be_focused()
            await page.get_by_role("checkbox", name=f"Ana Ruiz works at {name} Uptown").check()
            await page.get_by_role("button", name="Save and Continue").click()
            ana = page.get_by_test_id("staff-at-location").filter(has_text="Ana Ruiz")
            await expect(ana.get_by_role("alert")).to_contain_text("a member can't be at two locations at once")
            await no_sideways_scroll(page)
            await page.screenshot(path=f"{screenshots_dir}/portal-location-staff-375.png", full_page=True)
            await page.get_by_role("button", name="Skip for Now").click()

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
            await page.screenshot(path=f"{screenshots_dir}/portal-location-added-375.png", full_page=True)

            switcher = page.get_by_role("combobox", name="Location")
            await expect(switcher.get_by_role("option")).to_have_text(["All locations", name, f"{name} Uptown"])

            await go_to(page, "Overview")
            await switcher.select_option(label=f"{name} Uptown")
            await expect(page).to_have_url(re.compile(r"/app/overview\?location=[0-9a-f-]{36}$"))
            uptown_id = page.url.rsplit("=", 1)[1]
            assert uptown_id != tenant_id
            # The overview shows that location's own receptionist and number.
            await expect(page.get_by_role("link", name=uptown_number)).to_be_visible()
            await no_sideways_scroll(page)
            await page.screenshot(path=f"{screenshots_dir}/portal-location-overview-375.png")
            await go_to(page, "Bookings")
            await expect(page).to_have_url(re.compile(rf"/app/bookings\?location={uptown_id}$"))
            await expect(switcher).to_have_value(uptown_id)
            await expect(page.get_by_text("Loading appointments...")).to_have_count(0)
            await no_sideways_scroll(page)
            await page.screenshot(path=f"{screenshots_dir}/portal-location-switched-375.png")

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
            assert set(page.problems) <= EXPECTED_REFUSALS, page.problems

        locations = (await owner.get("/portal/locations")).json()["locations"]
        uptown = next(location for location in locations if location["id"] == uptown_id)
        assert uptown["timezone"] == "America/Chicago"
        assert [day["closed"] for day in uptown["week"]] == [True, True, False, False, False, False, False]
        assert (uptown["week"][6]["open"], uptown["week"][6]["close"]) == ("10:00", "15:00")
        assert next(s for s in uptown["services"] if s["serviceId"] == "haircut")["price"] == 55

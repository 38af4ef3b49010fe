"""Services and Settings follow the switcher: at a second location, its own price is shown as that location's and
its own details are edited and saved as its own; under all locations, the menu says where that location differs.
Screenshots at 1280 and 375 px."""

import uuid

import httpx
from playwright.async_api import expect

from tests.browser.test_ops_console import DESKTOP, PHONE, overflow, sticking_out
from tests.browser.test_portal_locations import operator, plan_of_two

__all__ = ["operator"]

expect.set_options(timeout=15_000)


async def second_location(owner: httpx.AsyncClient, name: str) -> str:
    """Uptown, in Chicago, where a haircut costs $55."""
    added = await owner.post("/portal/locations", json={
        "name": name, "address": "400 Broadway, Springfield, IL 62701", "timezone": "America/Chicago"})
    assert added.status_code == 201, added.text
    location_id = added.json()["id"]
    priced = await owner.put(f"/portal/locations/{location_id}/services",
                             json={"services": [{"serviceId": "haircut", "price": 55}]})
    assert priced.status_code == 200, priced.text
    return location_id


async def test_services_and_settings_at_a_location_and_under_all(
        owner_session, configure_salon, operator, owner_page, screenshots_dir):
    name = f"Bella {uuid.uuid4().hex[:6]}"
    uptown = f"{name} Uptown"
    async with owner_session(name="Bea Pages") as owner:
        tenant_id = await configure_salon(owner, name=name)
        await plan_of_two(owner, operator, tenant_id)
        uptown_id = await second_location(owner, uptown)
        before = (await owner.get("/portal/locations")).json()["locations"][0]

        for viewport in (DESKTOP, PHONE):
            width = viewport["width"]
            async with owner_page(owner, f"/app/services?location={uptown_id}", heading="Services",
                                  viewport=viewport) as page:
                haircut = page.get_by_role("listitem", name="Haircut")
                await expect(haircut.get_by_text(f"$55.00 at {uptown}")).to_be_visible()
                await expect(haircut.get_by_label(f"Haircut price at {uptown}")).to_have_value("55")
                assert await overflow(page) == 0, await sticking_out(page)
                await page.screenshot(path=f"{screenshots_dir}/portal-location-services-{width}.png", full_page=True)

                await page.get_by_role("button", name="Edit the Menu").click()
                await expect(page.get_by_test_id("location-differences")).to_have_text(f"$55.00 at {uptown}")
                await page.screenshot(path=f"{screenshots_dir}/portal-all-services-{width}.png", full_page=True)

            async with owner_page(owner, f"/app/settings?location={uptown_id}", heading="Settings",
                                  viewport=viewport) as page:
                form = page.get_by_role("form", name=uptown)
                await expect(form.get_by_label("Timezone")).to_have_value("America/Chicago")
                await expect(page.get_by_text("These apply to every location.")).to_be_visible()
                assert await overflow(page) == 0, await sticking_out(page)
                await page.screenshot(path=f"{screenshots_dir}/portal-location-settings-{width}.png", full_page=True)

        async with owner_page(owner, f"/app/settings?location={uptown_id}", heading="Settings",
                              viewport=DESKTOP) as page:
            form = page.get_by_role("form", name=uptown)
            await form.get_by_label("Front desk phone").fill("(312) 555-0188")
            await form.get_by_label("Monday closed").check()
            await form.get_by_role("button", name="Add a closed day").click()
            await form.get_by_label("Closed day 1", exact=True).fill("2030-12-25")
            await form.get_by_role("button", name=f"Save {uptown}").click()
            await expect(page.get_by_text(f"{uptown} is up to date.")).to_be_visible()

        [first, second] = (await owner.get("/portal/locations")).json()["locations"]
        assert (second["frontDeskPhone"], second["closures"]) == (
            "+13125550188", [{"date": "2030-12-25", "reason": ""}])
        assert [day["closed"] for day in second["week"] if day["weekday"] == 1] == [True]
        # The first location, and so the business's settings, are as they were.
        assert first == before

        async with owner_page(owner, "/app/settings?location=all", heading="Settings", viewport=DESKTOP) as page:
            await expect(page.get_by_role("listitem", name=uptown)).to_contain_text("(312) 555-0188")
            await page.screenshot(path=f"{screenshots_dir}/portal-all-settings-1280.png", full_page=True)

"""A salon with two locations in the operators' console, in Chromium against the real stack: the header's search
finds it by its second location's name, and its details list both locations with their addresses; on the
provisioning screen each location is a row of its own, and Provision AI on the second launches that location's
receptionist."""

import uuid

import httpx
from playwright.async_api import expect

from ringbook_common.testing.wait import eventually

from .test_ops_console import DESKTOP, sign_in
from .test_ops_provisioning import find_card


async def salon_with_two_locations(gateway_url: str, token: str, owner_session, onboard_salon, *, name: str,
                                   second: str) -> str:
    """An onboarded salon whose plan the operator raised to two, with a second location the owner added."""
    async with owner_session(name="Olga Two") as owner, httpx.AsyncClient(
            base_url=gateway_url, timeout=15, headers={"x-admin-token": token}) as operator:
        await onboard_salon(owner, name=name)
        tenant_id = (await owner.get("/portal/whoami")).json()["tenant"]["id"]

        async def plan_set() -> bool:
            return (await operator.put(f"/api/admin/tenants/{tenant_id}/plan", json={"locations": 2})).is_success
        await eventually(plan_set, timeout=30)

        async def added() -> bool:
            answer = await owner.post("/portal/locations", json={"name": second, "address": "48 Oak Street"})
            assert answer.status_code in (201, 409), answer.text
            return answer.status_code == 201
        await eventually(added, timeout=30)
    return tenant_id


async def test_the_operator_finds_a_salon_by_its_second_location(browser_page, admin_token, gateway_url,
                                                                 owner_session, onboard_salon, screenshots_dir):
    suffix = uuid.uuid4().hex[:6]
    name, second = f"Rosa Group {suffix}", f"Oak Street {suffix}"
    tenant_id = await salon_with_two_locations(gateway_url, admin_token, owner_session, onboard_salon, name=name,
                                               second=second)
    async with browser_page(base_url=gateway_url, viewport=DESKTOP) as page:
        await sign_in(page, admin_token)
        search = page.get_by_role("searchbox", name="Search clients")
        clients = page.get_by_role("table", name="Clients")
        row = clients.get_by_role("row").filter(has_text=name)

        async def found() -> bool:
            # The console's read model hears of the location a moment after tenants saved it.
            await search.fill(second)
            await search.press("Enter")
            await expect(page.get_by_role("tab", name="Clients")).to_have_attribute("aria-selected", "true")
            await clients.or_(page.get_by_text("No clients found")).first.wait_for()
            return await row.count() == 1
        await eventually(found, timeout=30)
        await expect(clients.get_by_role("row")).to_have_count(2)

        await row.get_by_role("button", name=f"View details of {name}").click()
        dialog = page.get_by_role("dialog", name=name)
        places = dialog.get_by_role("list", name="Locations").get_by_role("listitem")
        await expect(places).to_have_count(2)
        await expect(places.nth(0)).to_have_attribute("aria-label", name)
        await expect(places.nth(1)).to_have_attribute("aria-label", second)
        await expect(places.nth(1)).to_contain_text("48 Oak Street")
        await expect(dialog).to_contain_text(tenant_id)
        await page.screenshot(path=f"{screenshots_dir}/ops-client-locations-1280.png")

        await receptionist_knows(gateway_url, admin_token, tenant_id, second)
        await page.goto("/superadmin")
        card = await find_card(page, name)
        oak = card.get_by_role("region", name=second)
        await expect(card.get_by_role("region")).to_have_count(2)
        await oak.get_by_role("button", name="Provision AI").click()
        webhooks = page.get_by_role("dialog", name="Configure Webhooks")
        await expect(webhooks).to_contain_text(f"Set up {name} ({second})'s agent", timeout=30_000)
        await webhooks.get_by_role("button", name="Close").last.click()
        await expect(oak.get_by_text("Webhooks pending")).to_be_visible()
        await expect(card.get_by_role("region", name=name).get_by_text("Not provisioned")).to_be_visible()
        await page.screenshot(path=f"{screenshots_dir}/ops-provisioning-locations-1280.png")
        assert page.problems == []


async def receptionist_knows(gateway_url: str, token: str, tenant_id: str, location_name: str) -> None:
    """The receptionist hears of a location by event, a moment after tenants saved it."""
    async with httpx.AsyncClient(base_url=gateway_url, timeout=15, headers={"x-admin-token": token}) as operator:
        [tenant] = (await operator.get("/api/admin/tenants", params={"search": location_name})).json()
        [location_id] = [place["locationId"] for place in tenant["locations"] if place["name"] == location_name]

        async def known() -> bool:
            return (await operator.get(f"/api/admin/tenants/{tenant_id}/agent",
                                       params={"location": location_id})).status_code == 200
        await eventually(known, timeout=30)

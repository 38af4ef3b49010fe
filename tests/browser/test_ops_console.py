"""The platform admin console at /admin in Chromium against the real stack: the token card refuses a wrong token;
with the right one the overview shows the platform's real numbers, the global search finds a salon by its number
however it is written, and each tab lists real rows. A second, fresh stack shows the empty states."""


import httpx
import pytest
from playwright.async_api import expect

from ringbook_common.testing.wait import eventually

DESKTOP = {"width": 1280, "height": 900}
# Phones and agents are listed by salon name: this one comes first on the shared stack's first page.
SALON = "AAA Salon Consola"
PHONE = {"width": 375, "height": 740}
# Screenshots go where RINGBOOK_SCREENSHOTS says, else to the session's temporary folder.
SHOTS_ENV = "RINGBOOK_SCREENSHOTS"
DASH = "\N{EN DASH}"  # what the screen writes in ranges ("Showing 1 to 25" with an en dash)


@pytest.fixture(scope="module")
def fresh_stack(new_stack):
    """A stack of its own, with no salon in it: the session's stack is shared with tests that create tenants."""
    with new_stack("fresh-stack.log") as stack:
        yield stack


async def sign_in(page, token: str, path: str = "/admin") -> None:
    await page.goto(path)
    await page.get_by_label("Admin token").fill(token)
    await page.get_by_label("Admin token").press("Enter")
    await page.get_by_role("heading", name="Platform Admin", level=1).wait_for()


def kpi(page, title: str):
    return page.get_by_role("listitem").filter(has=page.get_by_role("heading", name=title, exact=True))


async def open_tab(page, name: str) -> None:
    await page.get_by_role("tab", name=name, exact=True).click()
    await expect(page.get_by_role("tab", name=name, exact=True)).to_have_attribute("aria-selected", "true")


async def overflow(page) -> int:
    """How many pixels the page is wider than the screen (0 when nothing scrolls sideways)."""
    return await page.evaluate("document.scrollingElement.scrollWidth - window.innerWidth")


async def sticking_out(page) -> list[str]:
    """The elements whose right edge is past the screen's, for a failure message."""
    return await page.evaluate("""[...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(0, 5).map((element) => `${element.tagName}.${element.className}`)""")


# ---- a salon with a live receptionist, made through the real API -------------------------------------------

async def provisioned_salon(gateway_url: str, token: str, owner_session, configure_salon, *, name: str) -> dict:
    """A configured salon whose agent the operator provisioned and activated: its client record."""
    async with owner_session(name="Rita Console") as owner:
        tenant_id = await configure_salon(owner, name=name)
    async with httpx.AsyncClient(base_url=gateway_url, timeout=30, headers={"x-admin-token": token}) as operator:
        async def known() -> bool:
            return (await operator.get(f"/api/admin/tenants/{tenant_id}/agent")).status_code == 200
        await eventually(known, timeout=30)
        provisioned = await operator.post(f"/api/admin/provision-agent/{tenant_id}")
        assert provisioned.status_code == 200, provisioned.text

        async def pending() -> bool:
            agent = (await operator.get(f"/api/admin/tenants/{tenant_id}/agent")).json()
            return agent["agentStatus"] == "webhooks_pending"
        await eventually(pending, timeout=60)
        marked = await operator.patch(f"/api/admin/tenants/{tenant_id}/webhooks", json={"configured": True})
        assert marked.status_code == 200, marked.text

        async def listed() -> dict | None:
            found = (await operator.get("/api/admin/clients", params={"search": name})).json()
            client = next((row for row in found if row["tenantId"] == tenant_id), None)
            return client if client and client["agentStatus"] == "active" and client["phoneNumber"] else None
        return await eventually(listed, timeout=30)


async def overview_of(gateway_url: str, token: str) -> dict:
    async with httpx.AsyncClient(base_url=gateway_url, timeout=15, headers={"x-admin-token": token}) as operator:
        return (await operator.get("/api/admin/overview")).json()


# ---- the token card ---------------------------------------------------------------------------------------

async def test_a_wrong_token_is_refused_and_the_card_says_so(browser_page, gateway_url, screenshots_dir):
    async with browser_page(base_url=gateway_url, viewport=DESKTOP) as page:
        await page.goto("/admin")
        await page.get_by_role("heading", name="Admin Authentication", level=1).wait_for()
        await page.screenshot(path=f"{screenshots_dir}/ops-login-1280.png")
        await page.get_by_label("Admin token").fill("not-the-token")
        await page.get_by_role("button", name="Access Dashboard").click()

        await page.get_by_text("Invalid admin token").wait_for()
        await expect(page.get_by_role("heading", name="Admin Authentication", level=1)).to_be_visible()
        assert await page.evaluate("sessionStorage.length") == 0
        assert "not-the-token" not in page.url
        await page.screenshot(path=f"{screenshots_dir}/ops-login-refused-1280.png")
        # The browser logs the refused call itself; nothing else may go wrong.
        assert [problem for problem in page.problems if "status of 401" not in problem] == []


async def test_logout_returns_to_the_card_and_forgets_the_token(browser_page, admin_token, gateway_url, stack):
    async with browser_page(base_url=gateway_url, viewport=DESKTOP) as page:
        await sign_in(page, admin_token)
        assert await page.evaluate("sessionStorage.length") == 1
        await page.reload()
        await page.get_by_role("heading", name="Platform Admin", level=1).wait_for()

        await page.get_by_role("button", name="Logout").click()
        await page.get_by_role("heading", name="Admin Authentication", level=1).wait_for()
        assert await page.evaluate("sessionStorage.length") == 0
        await expect(page.get_by_text("Invalid admin token")).to_have_count(0)


# ---- a platform with salons -------------------------------------------------------------------------------

async def test_the_operator_watches_real_salons(browser_page, admin_token, gateway_url, owner_session,
                                                configure_salon, screenshots_dir):
    salon = await provisioned_salon(gateway_url, admin_token, owner_session, configure_salon, name=SALON)
    digits = salon["phoneNumber"].removeprefix("+1")
    async with browser_page(base_url=gateway_url, viewport=DESKTOP) as page:
        await sign_in(page, admin_token)

        # Overview: the same numbers the admin service counts.
        expected = await overview_of(gateway_url, admin_token)
        await page.get_by_role("button", name="Refresh").click()
        await expect(kpi(page, "Total Clients")).to_contain_text(f"{expected['kpis']['totalClients']:,}")
        await expect(kpi(page, "Total Clients")).to_contain_text(
            f"+{expected['kpis']['newClientsThisMonth']:,} new this month")
        await expect(kpi(page, "Phone Numbers Provisioned")).to_contain_text(
            f"{expected['kpis']['phoneNumbersProvisioned']:,}")
        await expect(kpi(page, "Active AI Agents")).to_contain_text(f"{expected['kpis']['activeAgents']:,}")
        await expect(kpi(page, "Active AI Agents")).to_contain_text("Live and operational")
        await expect(kpi(page, "Total Bookings")).to_contain_text(f"{expected['kpis']['totalBookingsThisMonth']:,}")
        assert expected["kpis"]["activeAgents"] >= 1
        activity = page.locator("div.rounded-lg").filter(has=page.get_by_role("heading", name="Recent Activity"))
        await expect(activity.get_by_role("listitem").first).to_be_visible()
        await page.screenshot(path=f"{screenshots_dir}/ops-overview-1280.png", full_page=True)

        # Notifications: the overview's alerts, counted on the bell.
        alerts = len(expected["alerts"])
        bell_name = {0: "Notifications", 1: "Notifications: 1 alert"}.get(alerts, f"Notifications: {alerts} alerts")
        bell = page.get_by_role("button", name=bell_name, exact=True)
        await bell.click()
        panel = page.get_by_role("region", name="Alerts & Warnings")
        await expect(panel).to_be_visible()
        if alerts:
            await expect(panel.get_by_role("listitem")).to_have_count(alerts)
            await expect(panel).to_contain_text(expected["alerts"][0]["message"])
        await page.screenshot(path=f"{screenshots_dir}/ops-notifications-1280.png")
        await page.keyboard.press("Escape")
        await expect(panel).to_be_hidden()

        # The global search finds the salon by its number, written as a caller would say it.
        spoken = f"1-{digits[:3]}-{digits[3:6]}-{digits[6:]}"
        search = page.get_by_role("searchbox", name="Search clients")
        await expect(search).to_have_attribute("placeholder", "Search by phone, email, business...")
        await search.fill(spoken)
        await search.press("Enter")
        await expect(page.get_by_role("tab", name="Clients")).to_have_attribute("aria-selected", "true")
        clients = page.get_by_role("table", name="Clients")
        row = clients.get_by_role("row").filter(has_text=SALON)
        await expect(row).to_have_count(1)
        await expect(clients.get_by_role("row")).to_have_count(2)
        await expect(row).to_contain_text(salon["ownerEmail"])
        await expect(row).to_contain_text("Active")
        await expect(row).to_contain_text(salon["formattedPhoneNumber"])
        await expect(row).to_contain_text("Calendar connected")
        assert "tab=clients" in page.url and "search=" in page.url
        await page.screenshot(path=f"{screenshots_dir}/ops-clients-search-1280.png")

        # The details dialog.
        await row.get_by_role("button", name=f"View details of {SALON}").click()
        dialog = page.get_by_role("dialog", name=SALON)
        for text in [salon["tenantId"], salon["ownerEmail"], "12 Main St, Springfield", "Receptionist: Ready",
                     "Onboarding complete", f"9:00 AM {DASH} 5:00 PM (America/New_York)", salon["agentId"]]:
            await expect(dialog).to_contain_text(text)
        await page.screenshot(path=f"{screenshots_dir}/ops-client-details-1280.png")
        await page.keyboard.press("Escape")
        await expect(dialog).to_be_hidden()

        # Every salon, paged on the server.
        await page.get_by_role("button", name="Show all clients").click()
        await expect(page.get_by_text(f"Showing 1{DASH}")).to_be_visible()
        await page.screenshot(path=f"{screenshots_dir}/ops-clients-1280.png")

        await open_tab(page, "Phones")
        phone = page.get_by_role("table", name="Phone numbers").get_by_role("row").filter(has_text=salon["tenantId"])
        await expect(phone).to_contain_text(salon["formattedPhoneNumber"])
        await expect(phone).to_contain_text(SALON)
        await expect(phone).to_contain_text("Active")
        await expect(phone).to_contain_text("Webhooks OK")
        await expect(page.get_by_text(f"Showing 1{DASH}")).to_be_visible()
        await page.screenshot(path=f"{screenshots_dir}/ops-phones-1280.png")

        await open_tab(page, "Agents")
        agent = page.get_by_role("table", name="Agents").get_by_role("row").filter(has_text=salon["agentId"])
        await expect(agent).to_contain_text(SALON)
        await expect(agent).to_contain_text("Active")
        await expect(agent).to_contain_text(salon["formattedPhoneNumber"])
        await expect(agent).to_contain_text("Male")
        await expect(agent).not_to_contain_text("N/A")
        await page.screenshot(path=f"{screenshots_dir}/ops-agents-1280.png")

        await open_tab(page, "Logs")
        logs = page.get_by_role("table", name="Log entries")
        mine = logs.get_by_role("row").filter(has_text=f"marked {SALON}'s webhooks as configured")
        await expect(mine.first).to_contain_text(salon["tenantId"])
        await page.screenshot(path=f"{screenshots_dir}/ops-logs-1280.png")

        await open_tab(page, "Integrations")
        integrations = page.get_by_role("table", name="Integrations")
        await expect(integrations.get_by_role("row").filter(has_text="Voice provider")).to_contain_text("Configured")
        await expect(integrations).to_contain_text("Cal.com")
        await page.screenshot(path=f"{screenshots_dir}/ops-integrations-1280.png")
        assert "tab=integrations" in page.url
        assert page.problems == []


async def test_the_console_fits_a_phone(browser_page, admin_token, gateway_url, stack, screenshots_dir):
    async with browser_page(base_url=gateway_url, viewport=PHONE) as page:
        await page.goto("/admin")
        await page.get_by_role("heading", name="Admin Authentication", level=1).wait_for()
        await page.screenshot(path=f"{screenshots_dir}/ops-login-375.png")
        await sign_in(page, admin_token)
        await kpi(page, "Total Clients").wait_for()
        await page.screenshot(path=f"{screenshots_dir}/ops-overview-375.png", full_page=True)
        assert await overflow(page) == 0, await sticking_out(page)

        await page.get_by_role("button", name="Notifications").click()
        await page.get_by_role("region", name="Alerts & Warnings").wait_for()
        await page.screenshot(path=f"{screenshots_dir}/ops-notifications-375.png")
        await page.keyboard.press("Escape")

        for tab, caption in [("Clients", "Clients"), ("Phones", "Phone numbers"), ("Agents", "Agents"),
                             ("Logs", "Log entries"), ("Integrations", "Integrations")]:
            await open_tab(page, tab)
            await page.get_by_role("list", name=caption, exact=True).wait_for()
            await page.screenshot(path=f"{screenshots_dir}/ops-{tab.lower()}-375.png", full_page=True)
            assert await overflow(page) == 0, f"{tab} scrolls sideways: {await sticking_out(page)}"

        await open_tab(page, "Clients")
        await page.get_by_role("button", name="View details of").first.click()
        await page.get_by_role("dialog").wait_for()
        await page.screenshot(path=f"{screenshots_dir}/ops-client-details-375.png")
        assert page.problems == []


# ---- a fresh platform ------------------------------------------------------------------------------------

async def test_a_fresh_platform_shows_the_empty_states(browser_page, fresh_stack, screenshots_dir):
    base_url = f"http://127.0.0.1:{fresh_stack.gateway_port}"
    async with browser_page(base_url=base_url, viewport=DESKTOP) as page:
        await sign_in(page, (fresh_stack.secrets_dir / "admin-token").read_text().strip())
        await expect(kpi(page, "Total Clients")).to_contain_text("0")
        await expect(kpi(page, "Total Clients")).to_contain_text("+0 new this month")
        await expect(kpi(page, "Active AI Agents")).to_contain_text("0")
        await page.screenshot(path=f"{screenshots_dir}/ops-fresh-overview-1280.png", full_page=True)

        for tab, empty in [("Clients", "No clients found"), ("Phones", "No phone numbers provisioned yet"),
                           ("Agents", "No AI agents provisioned yet"), ("Logs", "No activity logs yet")]:
            await open_tab(page, tab)
            await page.get_by_text(empty, exact=True).wait_for()
            await page.screenshot(path=f"{screenshots_dir}/ops-fresh-{tab.lower()}-1280.png")

        # Integrations are checked at startup, so even a fresh platform lists them.
        await open_tab(page, "Integrations")
        await expect(page.get_by_role("table", name="Integrations").get_by_role("row")).not_to_have_count(1)
        assert page.problems == []

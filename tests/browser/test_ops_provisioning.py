"""The AI Agent Provisioning screen in Chromium against the real stack: the operator signs in with the admin token,
provisions a configured salon's agent with the local voice provider, copies a function's parameters from the webhook
dialog, marks the webhooks configured and sees the agent active with a Test Call (the dial link and the simulated
line)."""

import json
import re
import uuid

import httpx

from ringbook_common.testing.wait import eventually

FUNCTIONS = ["get_business_info", "check_availability", "book_appointment", "reschedule_appointment",
             "cancel_appointment", "request_callback", "join_waitlist"]


async def ready_salon(gateway_url, owner_session, configure_salon, admin_token, *, name: str) -> str:
    """A configured salon the operator can find and the receptionist knows; answers its tenant id."""
    async with owner_session(name="Dana Cruz") as owner:
        tenant_id = await configure_salon(owner, name=name)
    async with httpx.AsyncClient(base_url=gateway_url, timeout=15, headers={"x-admin-token": admin_token}) as operator:
        async def listed() -> bool:
            found = (await operator.get("/api/admin/tenants", params={"search": name})).json()
            return any(tenant["tenantId"] == tenant_id for tenant in found)

        async def known() -> bool:
            return (await operator.get(f"/api/admin/tenants/{tenant_id}/agent")).status_code == 200
        await eventually(listed, timeout=30)
        await eventually(known, timeout=30)
    return tenant_id


OPERATOR = {"reduced_motion": "reduce", "permissions": ["clipboard-read", "clipboard-write"]}


async def enter_token(page, token: str) -> None:
    await page.get_by_role("heading", name="Admin Authentication", level=1).wait_for()
    await page.get_by_label("Admin token").fill(token)
    await page.get_by_label("Admin token").press("Enter")


async def find_card(page, name: str):
    await page.get_by_role("searchbox", name="Search tenants").fill(name)
    card = page.get_by_role("article", name=name)
    await card.wait_for()
    return card


async def test_the_operator_provisions_configures_and_activates_a_salon(browser_page, gateway_url, owner_session,
                                                                       configure_salon, admin_token, screenshots_dir):
    name = f"Salon Ocho {uuid.uuid4().hex[:6]}"
    tenant_id = await ready_salon(gateway_url, owner_session, configure_salon, admin_token, name=name)
    async with browser_page(viewport={"width": 1280, "height": 900}, **OPERATOR) as page:
        # A wrong token is refused by the first call the screen makes, and the token card says so.
        await page.goto("/superadmin")
        await enter_token(page, "not-the-token")
        await page.get_by_text("Invalid admin token").wait_for()
        assert page.problems == ["Failed to load resource: the server responded with a status of 401 (Unauthorized)"]
        page.problems.clear()
        await page.get_by_label("Admin token").fill(admin_token)
        await page.get_by_role("button", name="Access Dashboard").click()
        await page.get_by_role("heading", name="AI Agent Provisioning", level=1).wait_for()
        await page.get_by_role("article").first.wait_for()
        await page.screenshot(path=f"{screenshots_dir}/provisioning-list-1280.png")

        card = await find_card(page, name)
        await card.get_by_text("Not provisioned").wait_for()
        await page.wait_for_url(re.compile(r"[?&]q=Salon\+Ocho"))
        await page.get_by_text("Showing 1\N{EN DASH}1 of 1 tenant").wait_for()

        await card.get_by_role("button", name="Provision AI").click()
        overlay = page.get_by_role("alertdialog", name="Provisioning AI agent")
        await overlay.wait_for()
        await page.screenshot(path=f"{screenshots_dir}/provisioning-overlay-1280.png")
        steps = overlay.get_by_role("list", name="Provisioning steps").get_by_role("listitem")
        assert await steps.count() == 3
        await steps.filter(has_text="Provisioning a toll-free phone number").wait_for()
        # The page behind the overlay is inert: nothing there takes focus.
        assert await page.evaluate("document.querySelector('main').closest('[inert]') !== null")

        await page.get_by_text("Agent provisioned successfully!").wait_for(timeout=30_000)
        dialog = page.get_by_role("dialog", name="Configure Webhooks")
        await dialog.wait_for()
        functions = dialog.get_by_role("list", name="Functions").get_by_role("listitem")
        await functions.first.wait_for()
        assert [await heading.inner_text() for heading in await functions.get_by_role("heading", level=3).all()] \
            == FUNCTIONS
        await overlay.wait_for(state="detached")
        await page.screenshot(path=f"{screenshots_dir}/provisioning-webhooks-1280.png")

        async with httpx.AsyncClient(base_url=gateway_url, timeout=15,
                                     headers={"x-admin-token": admin_token}) as operator:
            config = (await operator.get(f"/api/admin/webhook-config/{tenant_id}")).json()
        await dialog.get_by_text(config["agentId"]).wait_for()
        await dialog.get_by_role("button", name="Copy parameters of book_appointment").click()
        await page.get_by_text("Parameters copied to clipboard!").wait_for()
        copied = await page.evaluate("navigator.clipboard.readText()")
        expected = next(function for function in config["functions"] if function["name"] == "book_appointment")
        assert json.loads(copied) == expected["parameters"]
        assert copied == json.dumps(expected["parameters"], indent=2, ensure_ascii=False)

        await dialog.get_by_role("button", name="Mark as Configured").click()
        await page.get_by_text("Agent activated!").wait_for(timeout=30_000)
        await dialog.wait_for(state="detached")
        await card.get_by_text("Active", exact=True).wait_for()
        await page.screenshot(path=f"{screenshots_dir}/provisioning-active-1280.png")
        # Test Call opens the simulated line, next to the number's dial link.
        await card.get_by_role("button", name="Test Call").click()
        test_call = page.get_by_role("dialog", name=re.compile("^Test call"))
        dial = await test_call.get_by_role("link", name=re.compile("from a phone$")).get_attribute("href")
        assert re.fullmatch(r"tel:\+1800555\d{4}", dial)
        await test_call.get_by_role("button", name="Start call").wait_for()
        await page.keyboard.press("Escape")
        await test_call.wait_for(state="detached")

        # /admin/old shows the same screen; the list has caught up with the active agent by now.
        async with httpx.AsyncClient(base_url=gateway_url, timeout=15,
                                     headers={"x-admin-token": admin_token}) as operator:
            async def caught_up() -> bool:
                found = (await operator.get("/api/admin/tenants", params={"search": name})).json()
                return any(tenant["agentStatus"] == "active" for tenant in found)
            await eventually(caught_up, timeout=30)
        await page.goto("/admin/old")
        await page.get_by_role("heading", name="AI Agent Provisioning", level=1).wait_for()
        card = await find_card(page, name)
        await card.get_by_text("Active", exact=True).wait_for()
        await card.get_by_role("button", name="Test Call").click()
        test_call = page.get_by_role("dialog", name=re.compile("^Test call"))
        assert await test_call.get_by_role("link", name=re.compile("from a phone$")).get_attribute("href") == dial
        assert page.problems == [], page.problems


async def test_the_screen_works_on_a_phone(browser_page, gateway_url, owner_session, configure_salon, admin_token,
                                           screenshots_dir):
    name = f"Salon Nueve {uuid.uuid4().hex[:6]}"
    await ready_salon(gateway_url, owner_session, configure_salon, admin_token, name=name)
    async with browser_page(viewport={"width": 375, "height": 812}, **OPERATOR) as page:
        await page.goto("/superadmin")
        await enter_token(page, admin_token)
        await page.get_by_role("article").first.wait_for()
        await page.screenshot(path=f"{screenshots_dir}/provisioning-list-375.png", full_page=True)
        card = await find_card(page, name)
        assert await page.evaluate("document.documentElement.scrollWidth") <= 375

        await card.get_by_role("button", name="Provision AI").click()
        await page.get_by_role("alertdialog", name="Provisioning AI agent").wait_for()
        await page.screenshot(path=f"{screenshots_dir}/provisioning-overlay-375.png")
        dialog = page.get_by_role("dialog", name="Configure Webhooks")
        await dialog.get_by_role("list", name="Functions").wait_for(timeout=30_000)
        await page.get_by_role("alertdialog").wait_for(state="detached")
        await page.screenshot(path=f"{screenshots_dir}/provisioning-webhooks-375.png")
        await dialog.get_by_role("button", name="Close", exact=True).last.click()
        await dialog.wait_for(state="detached")
        await card.get_by_role("button", name="Configure Webhooks").wait_for()
        assert page.problems == [], page.problems

"""Smaller things an owner and an operator notice, in Chromium against the real stack: the test chat's labels
(only a real failure is red), the operator's search after a paste, the Bookings table at 1280 and 375 px, the
activity log in sentences, unknown public pages answering 404, and a failed Continue on a phone showing the
first error."""

import re
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import httpx
import pytest
from playwright.async_api import expect

EVERY_DAY = {str(day): {"open": "09:00", "close": "18:00", "closed": False} for day in range(7)}
NEW_YORK = ZoneInfo("America/New_York")
WIDE = {"width": 1280, "height": 800}
PHONE = {"width": 375, "height": 740}
OWNERS_PHONE = "+14158675309"  # the test chat calls from the owner's own phone (Settings)
LONG_SERVICE = {"serviceId": "balayage-colour", "name": "Balayage with Toner, Gloss and Blow-Dry Finish",
                "durationMin": 150, "bufferMin": 15, "price": 1250}


async def say(dialog, text: str, expected: str | re.Pattern) -> None:
    """Types a caller's turn and waits for the agent's answer that contains `expected`."""
    await dialog.get_by_label("Your message").fill(text)
    await dialog.get_by_role("button", name="Send").click()
    await dialog.get_by_text(expected, exact=False).last.wait_for()


async def book_by_api(owner: httpx.AsyncClient, day: str, *, customer: str, phone: str, service: str = "haircut",
                      **more: str) -> dict:
    slots = (await owner.get("/api/availability", params={"serviceId": service, "from": day, "to": day})).json()
    booked = await owner.post("/api/appointments", json={"slotId": slots["slots"][0]["slotId"],
                                                         "customerName": customer, "customerPhone": phone, **more})
    assert booked.status_code == 201, booked.text
    return booked.json()


# ---- the test chat -------------------------------------------------------------------------------------------

async def test_the_test_chat_shows_a_question_back_or_nothing_found_as_done_not_as_a_failure(
        owner_session, owner_page, configure_salon, launch_receptionist, screenshots_dir):
    in_three_days = (datetime.now(NEW_YORK).date() + timedelta(days=3)).isoformat()
    async with owner_session(name="Lia Labels") as owner:
        await configure_salon(owner, name="Salon Etiqueta", hours=EVERY_DAY)
        await launch_receptionist(owner)
        await book_by_api(owner, in_three_days, customer="Lia Labels", phone=OWNERS_PHONE)
        async with owner_page(owner, "/app/overview", heading="Overview") as page:
            await page.get_by_role("button", name="Test your receptionist").first.click()
            dialog = page.get_by_role("dialog", name="Test your receptionist")
            await dialog.get_by_role("button", name="Start call").click()
            await dialog.get_by_text("this is Brian").wait_for()
            # Looking up which appointment (and asking) is the cancel function doing its job.
            await say(dialog, "I need to cancel my appointment", "Shall I cancel")
            await expect(dialog.get_by_text("Looked up the appointment to cancel")).to_be_visible()
            await say(dialog, "Yes please", "cancelled")
            await expect(dialog.get_by_text("Cancelled the appointment")).to_be_visible()
            # Nothing free at the hour asked for: the check was done, and found the closest times.
            await say(dialog, "Can I book a haircut tomorrow at 11pm?", re.compile("closest|open from"))
            await expect(dialog.get_by_text("Checked availability").first).to_be_visible()
            await page.screenshot(path=f"{screenshots_dir}/test-chat-labels.png")
            await expect(dialog.get_by_text("Couldn't", exact=False)).to_have_count(0)
            red = await dialog.locator("li .text-destructive").count()
            assert red == 0
        assert page.problems == [], page.problems


# ---- unknown public pages ------------------------------------------------------------------------------------

@pytest.mark.parametrize("path", ["/no/such/page", "/pricing-plans", "/blog/no-such-article"])
async def test_an_unknown_public_page_answers_404_with_the_sites_404_page(browser_page, gateway, path):
    answered = await gateway.get(path, headers={"accept": "text/html"})
    assert answered.status_code == 404
    assert '<div id="root"' in answered.text
    async with browser_page() as page:
        response = await page.goto(path)
        assert response.status == 404
        heading = "Article Not Found" if path.startswith("/blog/") else "404 Page Not Found"
        await expect(page.get_by_role("heading", level=1, name=heading)).to_be_visible()


@pytest.mark.parametrize("path", ["/", "/pricing", "/blog", "/login", "/register", "/verify-email?email=a%40b.co",
                                  "/app/overview", "/app/bookings", "/onboarding", "/admin", "/admin/old"])
async def test_known_pages_and_app_deep_links_still_answer_200(gateway, path):
    answered = await gateway.get(path, headers={"accept": "text/html"})
    assert answered.status_code == 200, path


# ---- the operator console's search ---------------------------------------------------------------------------

async def sign_in_to_console(page, token: str) -> None:
    await page.goto("/admin")
    await page.get_by_label("Admin token").fill(token)
    await page.get_by_label("Admin token").press("Enter")
    await page.get_by_role("heading", name="Platform Admin", level=1).wait_for()


# Every value the page gives the search box (React writes through this setter): a box blanked for a moment is
# seen too.
RECORD_SEARCH_VALUES = """
    window.searchValues = [];
    const own = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
    Object.defineProperty(HTMLInputElement.prototype, 'value', {
        get() { return own.get.call(this); },
        set(value) { if (this.type === 'search') window.searchValues.push(value); own.set.call(this, value); },
    });
"""


async def test_the_console_search_keeps_a_pasted_search_when_enter_follows(
        browser_page, owner_session, onboard_salon, admin_token):
    async with owner_session(name="Pia Paste") as owner:
        await onboard_salon(owner, name="Salon Pegado")
    async with browser_page(permissions=["clipboard-read", "clipboard-write"]) as page:
        await page.context.add_init_script(RECORD_SEARCH_VALUES)
        await sign_in_to_console(page, admin_token)
        search = page.get_by_role("searchbox", name="Search clients")
        await page.evaluate("navigator.clipboard.writeText('Salon Pegado')")
        await page.evaluate("window.searchValues = []")
        await search.focus()
        await page.keyboard.press("Control+V")
        await page.keyboard.press("Enter")
        await expect(page.get_by_role("tab", name="Clients", exact=True)).to_have_attribute("aria-selected", "true")
        await expect(page.get_by_role("cell", name="Salon Pegado").first).to_be_visible()
        await page.wait_for_function("new URLSearchParams(location.search).get('search') === 'Salon Pegado'")
        await expect(search).to_have_value("Salon Pegado")
        # Never blanked on the way, not even while the search's own navigation was under way.
        assert "" not in await page.evaluate("window.searchValues")
        # Clearing still empties it.
        await page.get_by_role("button", name="Clear search").click()
        await expect(search).to_have_value("")
        assert page.problems == [], page.problems


# ---- the Bookings table --------------------------------------------------------------------------------------

async def test_the_bookings_manage_column_shows_whole_at_1280_and_on_a_phone(
        owner_session, owner_page, configure_salon, screenshots_dir):
    in_two_days = (datetime.now(NEW_YORK).date() + timedelta(days=2)).isoformat()
    async with owner_session(name="Bea Columns") as owner:
        await configure_salon(owner, name="Salon Columnas", hours=EVERY_DAY, services=[LONG_SERVICE],
                              staff=[{"name": "Guadalupe Villanueva-Santamaría", "title": "Stylist",
                                      "email": "guadalupe@salon.example"}])
        # As wide as a row gets: long names, an e-mail, a price in the thousands.
        await book_by_api(owner, in_two_days, customer="Maximiliana Fernández-Castellanos", phone="+15550104444",
                          service=LONG_SERVICE["serviceId"],
                          customerEmail="maximiliana.fernandez-castellanos@example.com")
        for viewport, name in ((WIDE, "1280"), (PHONE, "375")):
            async with owner_page(owner, "/app/bookings", heading="Bookings", viewport=viewport) as page:
                manage = page.get_by_role("button", name="Manage Maximiliana")
                await manage.wait_for()
                await page.screenshot(path=f"{screenshots_dir}/bookings-manage-{name}.png", full_page=True)
                # Whole and on screen without scrolling anything sideways: the page, and the list's own box.
                box = await manage.bounding_box()
                assert box["x"] >= 0 and box["x"] + box["width"] <= viewport["width"], (name, box)
                clipped = await manage.evaluate("""(button) => {
                    const mine = button.getBoundingClientRect();
                    for (let box = button.parentElement; box; box = box.parentElement) {
                        const style = getComputedStyle(box);
                        if (style.overflowX === 'visible') continue;
                        const edge = box.getBoundingClientRect();
                        if (mine.right > edge.right + 0.5 || mine.left < edge.left - 0.5) return box.className;
                        if (box.scrollWidth > box.clientWidth + 1) return `scrolls: ${box.className}`;
                    }
                    return null;
                }""")
                assert clipped is None, (name, clipped)
                assert await page.evaluate("document.scrollingElement.scrollWidth <= window.innerWidth")
                await manage.click()
                await page.get_by_role("dialog").wait_for()
                assert page.problems == [], page.problems


# ---- a failed Continue on a phone ----------------------------------------------------------------------------

async def shown_and_focused(page, field) -> None:
    """The field has the focus and is on screen, under no sticky header or footer: what lies at its middle is it."""
    await expect(field).to_be_focused()
    uncovered = await field.evaluate("""(input) => {
        const box = input.getBoundingClientRect();
        if (box.top < 0 || box.bottom > window.innerHeight) return false;
        const found = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return found === input || input.contains(found);
    }""")
    assert uncovered, "the field is off screen or covered"


async def test_a_failed_continue_on_a_phone_shows_and_focuses_the_first_invalid_field(
        owner_session, owner_page, onboard_salon, screenshots_dir):
    async with (owner_session(name="Mia Movil") as owner,
                owner_page(owner, "/onboarding", viewport=PHONE, is_mobile=True, has_touch=True) as page):
        await page.get_by_label("Address").fill("12 Main St, Springfield")
        await page.get_by_role("button", name="Continue").scroll_into_view_if_needed()
        await page.get_by_role("button", name="Continue").tap()
        await expect(page.get_by_text("Please enter a business name")).to_be_visible()
        await shown_and_focused(page, page.get_by_label("Business name"))
        await page.screenshot(path=f"{screenshots_dir}/onboarding-failed-continue-375.png")
        assert page.problems == [], page.problems

    async with owner_session(name="Teo Movil") as owner:
        await onboard_salon(owner, name="Salon Movil", address="")
        async with owner_page(owner, "/setup-ai", viewport=PHONE, is_mobile=True, has_touch=True) as page:
            await page.get_by_role("heading", level=2, name="Connect your calendar").wait_for()
            await page.get_by_role("button", name="Next").tap()
            await page.get_by_role("radio", name="Haircut").first.check()
            await page.get_by_role("button", name="Next").tap()
            await page.get_by_role("heading", level=2, name="Business info").wait_for()
            await page.get_by_label("Location (street address)").fill("12 Main St")
            await page.get_by_label("City").fill("Springfield")
            await page.get_by_label("State").fill("IL")
            await page.get_by_label("ZIP code").fill("62701")
            await page.get_by_label("Preferred area code").fill("12")
            # Next sits at the bottom, below the week's hours: the field that failed is far above it.
            await page.get_by_role("button", name="Next").scroll_into_view_if_needed()
            await page.get_by_role("button", name="Next").tap()
            area_code = page.get_by_label("Preferred area code")
            await expect(area_code).to_have_attribute("aria-invalid", "true")
            await shown_and_focused(page, area_code)
            await page.screenshot(path=f"{screenshots_dir}/wizard-failed-next-375.png")


# ---- the operator's activity log -----------------------------------------------------------------------------

async def test_the_activity_log_reads_as_sentences_not_key_value_dumps(
        browser_page, gateway_url, owner_session, onboard_salon, admin_token, screenshots_dir):
    async with owner_session(name="Ada Registro") as owner:
        await onboard_salon(owner, name="Salon Registro")
        tenant_id = (await owner.get("/portal/whoami")).json()["tenant"]["id"]
    async with httpx.AsyncClient(base_url=gateway_url, headers={"x-admin-token": admin_token}) as operator:
        raised = await operator.put(f"/api/admin/tenants/{tenant_id}/text-limit", json={"dailyLimit": 80})
        assert raised.status_code == 200, raised.text
    async with browser_page(viewport=WIDE) as page:
        await sign_in_to_console(page, admin_token)
        await page.goto(f"/admin?tab=logs&tenant={tenant_id}")
        table = page.get_by_role("table", name="Log entries")
        await expect(table.get_by_text("Salon Registro signed up.")).to_be_visible()
        await expect(table.get_by_text("Salon Registro finished onboarding.")).to_be_visible()
        await expect(table.get_by_text("Salon Registro's services were saved: 1 service on the menu.")).to_be_visible()
        await expect(table.get_by_text(re.compile(r"^Operator \S+ set Salon Registro's daily text limit to 80\.$")))\
            .to_be_visible()
        await page.screenshot(path=f"{screenshots_dir}/activity-log-sentences.png")
        activity = await table.locator("tbody tr td:first-child").all_inner_texts()
        assert activity and not [text for text in activity if "=" in text], activity
        # The overview's recent activity speaks the same way.
        await page.get_by_role("tab", name="Overview", exact=True).click()
        recent = page.get_by_role("heading", name="Recent Activity").locator("xpath=ancestor::div[1]/..")
        await expect(page.get_by_text("Operator", exact=False).first).to_be_visible()
        assert "=" not in await recent.inner_text()
        assert page.problems == [], page.problems

"""Calling the receptionist from the apps, in Chromium against the real stack: the owner's "Test your receptionist"
panel books an appointment that then appears in Bookings, and its recording plays; the operator's Test Call opens
the same simulated line next to the number's dial link."""

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import httpx

from ringbook_common.testing.wait import eventually

EVERY_DAY = {str(day): {"open": "09:00", "close": "18:00", "closed": False} for day in range(7)}
PHONE = {"width": 390, "height": 844}


async def say(dialog, text: str, expected: str) -> None:
    """Types a caller's turn and waits for the agent's answer that contains `expected`."""
    await dialog.get_by_label("Your message").fill(text)
    await dialog.get_by_role("button", name="Send").click()
    await dialog.get_by_text(expected, exact=False).last.wait_for()


async def audio_of(page) -> dict:
    return await page.evaluate("""async () => {
        const audio = document.querySelector('[role=dialog] audio');
        audio.muted = true;
        // preload="none": playing is what fetches it.
        await audio.play();
        audio.pause();
        return {duration: audio.duration, error: audio.error && audio.error.code};
    }""")


async def test_the_owners_test_panel_books_an_appointment_that_shows_in_bookings(
        owner_session, owner_page, gateway_url, configure_salon, launch_receptionist, screenshots_dir):
    async with owner_session(name="Nora Test") as owner:
        await configure_salon(owner, name="Salon Prueba", hours=EVERY_DAY)
        await launch_receptionist(owner)
        # At the product's public address, where the recordings are served (same origin, as owners browse it).
        public = gateway_url.replace("127.0.0.1", "localhost")
        async with owner_page(owner, "/app/overview", heading="Overview", viewport=PHONE, base_url=public) as page:
            await page.get_by_role("button", name="Test your receptionist").first.click()
            dialog = page.get_by_role("dialog", name="Test your receptionist")
            await dialog.get_by_role("button", name="Start call").click()
            await dialog.get_by_text("this is Brian").wait_for()
            await say(dialog, "Hi, can I book a haircut tomorrow at 2pm?", "May I have your name")
            await say(dialog, "Pat Browser", "Shall I book it?")
            await say(dialog, "Yes", "We'll see you then")
            await dialog.get_by_text("Booked the appointment").wait_for()
            await page.screenshot(path=f"{screenshots_dir}/portal-test-call.png")
            await say(dialog, "No, that's all. Bye!", "Thank you for calling Salon Prueba")
            await dialog.get_by_text("Call ended").wait_for()
            played = await audio_of(page)
            await page.screenshot(path=f"{screenshots_dir}/portal-test-call-ended.png")

            calls = (await owner.get("/api/dashboard/call-logs")).json()["calls"]
            assert calls[0]["transcript"].startswith("Agent: Thank you for calling Salon Prueba")
            assert played["error"] is None and abs(played["duration"] - calls[0]["duration"]) <= 1

            await page.keyboard.press("Escape")
            await page.goto("/app/bookings")
            await page.get_by_role("heading", name="Bookings", level=1).wait_for()
            await page.get_by_text("Pat Browser").first.wait_for()
        tomorrow = datetime.now(ZoneInfo("America/New_York")).date() + timedelta(days=1)
        listed = (await owner.get("/api/dashboard/appointments", params={
            "from": tomorrow.isoformat(), "to": tomorrow.isoformat()})).json()["appointments"]
        [booked] = [a for a in listed if a["customerName"] == "Pat Browser"]
        assert datetime.fromisoformat(booked["startsAt"]).astimezone(ZoneInfo("America/New_York")).hour == 14
        assert booked["customerPhone"] == "+14158675309"  # the owner's own phone, from Settings


async def test_the_operators_test_call_reaches_the_salons_receptionist(
        browser_page, gateway_url, owner_session, configure_salon, launch_receptionist, admin_token,
        screenshots_dir):
    async with owner_session(name="Oli Ops") as owner:
        await configure_salon(owner, name="Salon Linea", hours=EVERY_DAY)
        status = await launch_receptionist(owner)
    async with httpx.AsyncClient(base_url=gateway_url, headers={"x-admin-token": admin_token}) as operator:
        async def listed() -> bool:
            found = (await operator.get("/api/admin/tenants", params={"search": "Salon Linea"})).json()
            return any(tenant["agentStatus"] == "active" for tenant in found)
        await eventually(listed, timeout=30)
    async with browser_page("/superadmin", viewport={"width": 1280, "height": 900}) as page:
        await page.get_by_label("Admin token").fill(admin_token)
        await page.get_by_label("Admin token").press("Enter")
        await page.get_by_role("searchbox", name="Search tenants").fill("Salon Linea")
        card = page.get_by_role("article", name="Salon Linea")
        await card.get_by_role("button", name="Test Call").click()
        dialog = page.get_by_role("dialog")
        dial_link = dialog.get_by_role("link", name="(800) 555")
        assert await dial_link.get_attribute("href") == f"tel:{status['phoneNumber']}"
        await dialog.get_by_role("button", name="Start call").click()
        await dialog.get_by_text("Thank you for calling Salon Linea").wait_for()
        await say(dialog, "What are your opening hours?", "Monday to Sunday 9:00 AM to 6:00 PM")
        await page.screenshot(path=f"{screenshots_dir}/ops-test-call.png")
        await dialog.get_by_role("button", name="Hang up").click()
        await dialog.get_by_text("Call ended").wait_for()

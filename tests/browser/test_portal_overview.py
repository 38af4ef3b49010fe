"""The owner's overview in Chromium against the real stack: a booking made through the API shows in the calendar
widget and the upcoming list; a launched receptionist's call (from the provider's signed webhooks) opens in the
call dialog, and its call-back request can be ticked off."""

import re
import time
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

import httpx
from playwright.async_api import expect

from ringbook_common.testing.wait import eventually

CALLER = "+15550107777"
CALLER_SHOWN = "(555) 010-7777"
WIDE = {"width": 1280, "height": 900}
PHONE = {"width": 375, "height": 740}


def next_wednesday() -> date:
    today = datetime.now(ZoneInfo("America/New_York")).date()
    return today + timedelta(days=(2 - today.weekday()) % 7 + 7)


def card(page, heading: str):
    """The card (or section) whose heading is `heading`."""
    return page.locator("div.rounded-lg").filter(has=page.get_by_role("heading", name=heading, exact=True)).last


async def salon_ready(configure_salon, owner: httpx.AsyncClient, *, name: str) -> None:
    """configure_salon, once booking has heard of the Haircut service: the wizard's event-type step asks booking
    for it, and the catalogue travels there by event."""
    haircut = {"serviceId": "haircut", "name": "Haircut", "durationMin": 45, "bufferMin": 15, "price": 45}
    assert (await owner.put("/portal/tenants/services", json=[haircut])).status_code == 200

    async def known() -> bool | None:
        response = await owner.get("/api/availability", params={"serviceId": "haircut"})
        return response.status_code == 200 or None
    await eventually(known, timeout=30)
    await configure_salon(owner, name=name)


async def book_first_slot(owner: httpx.AsyncClient, customer: str) -> dict:
    async def offered() -> list | None:
        response = await owner.get("/api/availability", params={"serviceId": "haircut"})
        return response.json()["slots"] if response.status_code == 200 and response.json()["slots"] else None
    slots = await eventually(offered, timeout=30)
    booked = await owner.post("/api/appointments", headers={"Idempotency-Key": f"overview-{time.time_ns()}"},
                              json={"slotId": slots[0]["slotId"], "customerName": customer,
                                    "customerPhone": "+15550101234"})
    assert booked.status_code == 201, booked.text
    return booked.json()


async def select_day(page, day: str) -> None:
    """Picks `day` in the month view, moving on a month when it is not on the grid yet."""
    await page.get_by_test_id("calendar-period").wait_for()
    button = page.locator(f'[data-day="{day}"]')
    if await button.count() == 0:
        await page.get_by_role("button", name="Next month").click()
    await button.click()
    await expect(button).to_have_attribute("aria-pressed", "true")


async def screenshot_screens(page, path_prefix: str) -> None:
    """A phone's screen at a time, top to bottom (a full-page shot shrinks past reading when viewed whole)."""
    height = await page.evaluate("document.documentElement.scrollHeight")
    step = page.viewport_size["height"] - 100
    for index, top in enumerate(range(0, height, step)):
        await page.evaluate(f"window.scrollTo(0, {top})")
        await page.screenshot(path=f"{path_prefix}-{index + 1}.png")
    await page.evaluate("window.scrollTo(0, 0)")


async def assert_fits_a_phone(page) -> None:
    width = await page.evaluate("document.documentElement.scrollWidth")
    wide = await page.evaluate("""[...document.querySelectorAll('main *')]
        .filter((element) => element.getBoundingClientRect().right > 375)
        .slice(0, 5).map((element) => element.outerHTML.slice(0, 160))""")
    assert width <= 375, f"the overview is {width}px wide at 375px: {wide}"


async def test_a_booking_shows_in_the_calendar_and_the_upcoming_list(owner_session, owner_page, configure_salon,
                                                                     screenshots_dir):
    async with owner_session(name="Lucia Marin") as owner:
        await salon_ready(configure_salon, owner, name="Salon Luz")
        appointment = await book_first_slot(owner, "Jane Doe")
        day = appointment["date"]

        async with owner_page(owner, "/app/overview", heading="Overview", viewport=WIDE) as page:
            receptionist = card(page, "AI Phone Receptionist")
            await expect(receptionist.get_by_text("Not Setup", exact=True)).to_be_visible()
            await expect(receptionist.get_by_role("link", name="Set Up AI Receptionist")).to_have_attribute(
                "href", "/setup-ai")

            # Month view: the booked day says how many it holds, and lists the booking.
            await select_day(page, day)
            count = page.get_by_test_id("selected-day-count")
            await expect(count).to_have_text("1 appointment")
            agenda = page.get_by_role("region", name=date.fromisoformat(day).strftime("%A, %B %-d, %Y"))
            await expect(agenda.get_by_text("Jane Doe")).to_be_visible()
            await expect(page.locator(f'[data-day="{day}"]')).to_have_attribute(
                "aria-label", re.compile(r", 1 appointment$"))
            # Week and day views keep the day; the arrows move by week, then by day.
            await page.get_by_role("button", name="Week", exact=True).click()
            await expect(count).to_have_text("1 appointment")
            await page.get_by_role("button", name="Next week").click()
            await expect(count).to_have_text("0 appointments")
            await page.get_by_role("button", name="Previous week").click()
            await expect(count).to_have_text("1 appointment")
            await card(page, "Calendar").screenshot(path=f"{screenshots_dir}/calendar-week-1280.png")
            await page.get_by_role("button", name="Day", exact=True).click()
            await expect(count).to_have_text("1 appointment")
            await expect(page.locator("[data-day]")).to_have_count(0)
            await page.get_by_role("button", name="Next day").click()
            await expect(count).to_have_text("0 appointments")
            await page.get_by_role("button", name="Previous day").click()
            await expect(count).to_have_text("1 appointment")
            await page.get_by_role("button", name="Month", exact=True).click()

            upcoming = page.get_by_role("list", name="Upcoming appointments")
            await expect(upcoming.get_by_role("listitem")).to_have_count(1)
            for text in ("Jane Doe", "Haircut", "Scheduled"):
                await expect(upcoming.get_by_text(text, exact=True)).to_be_visible()

            await expect(page.get_by_role("link", name="View All Bookings")).to_have_attribute("href", "/app/bookings")
            actions = card(page, "Quick Actions")
            for name, href in [("New Booking", "/app/bookings?action=create"), ("Manage Services", "/app/services"),
                               ("Manage Staff", "/app/staff"), ("Integrations", "/app/integrations")]:
                await expect(actions.get_by_role("link", name=name)).to_have_attribute("href", href)

            # Nothing has called yet.
            await expect(page.get_by_text("No calls yet.", exact=False)).to_be_visible()
            await expect(page.get_by_text("No one is waiting for a call back.")).to_be_visible()
            await expect(page.get_by_text("No calls or bookings yet.", exact=False)).to_have_count(0)

            await page.get_by_role("button", name="Sync").click()
            await expect(page.get_by_text("Calendar synced")).to_be_visible()
            await expect(page.get_by_text(
                "Your appointments have been refreshed from your Ringbook calendar")).to_be_visible()
            await page.screenshot(path=f"{screenshots_dir}/overview-booking-1280.png", full_page=True)
            assert page.problems == [], page.problems

        async with owner_page(owner, "/app/overview", heading="Overview", viewport=PHONE) as page:
            await select_day(page, day)
            await expect(page.get_by_test_id("selected-day-count")).to_have_text("1 appointment")
            await expect(page.get_by_role("list", name="Upcoming appointments").get_by_text("Jane Doe")).to_be_visible()
            await assert_fits_a_phone(page)
            await screenshot_screens(page, f"{screenshots_dir}/overview-booking-375")


async def take_a_call(provider) -> None:
    """A caller books a haircut, asks to be called back about a colour, and hangs up; the call is analysed."""
    started = int(time.time() * 1000) - 95_000
    await provider.webhook("call_started", call_status="ongoing", start_timestamp=started)
    offered = await provider.function("check_availability", service="haircut", date=next_wednesday().isoformat())
    assert offered["ok"], offered
    booked = await provider.function("book_appointment", slot_id=offered["slots"][0]["slot_id"],
                                     customer_name="Jane Doe")
    assert booked["ok"], booked
    asked = await provider.function("request_callback", name="Jane Doe", reason="Wants to talk about a colour",
                                    urgency="urgent", best_time="after 3pm")
    assert asked["ok"], asked
    ended = started + 95_000
    transcript = "Agent: Thanks for calling Salon Sol, this is Brian.\nUser: I'd like a haircut, please."
    await provider.webhook("call_ended", call_status="ended", start_timestamp=started, end_timestamp=ended,
                           duration_ms=95_000, disconnection_reason="user_hangup", transcript=transcript,
                           recording_url="https://recordings.example/call.wav")
    await provider.webhook("call_analyzed", call_status="ended", call_analysis={
        "call_summary": "Jane booked a haircut and asked for a call back about a colour.",
        "user_sentiment": "Positive"})


async def test_a_call_opens_in_its_dialog_and_its_call_back_is_ticked_off(owner_session, owner_page, configure_salon,
                                                                          launch_receptionist, voice_call,
                                                                          screenshots_dir):
    async with owner_session(name="Sol Reyes") as owner:
        await salon_ready(configure_salon, owner, name="Salon Sol")
        status = await launch_receptionist(owner)
        async with voice_call(status["phoneNumber"], caller=CALLER) as provider:
            await take_a_call(provider)

        async def summarised() -> dict | None:
            calls = (await owner.get("/api/dashboard/call-logs")).json()["calls"]
            return calls[0] if calls and calls[0]["outcome"] and calls[0]["summary"] else None
        await eventually(summarised)

        async def counted() -> dict | None:
            numbers = (await owner.get("/api/dashboard/analytics")).json()
            return numbers if numbers["totalCalls"] == 1 else None
        numbers = await eventually(counted)

        async with owner_page(owner, "/app/overview", heading="Overview", viewport=WIDE) as page:
            receptionist = card(page, "AI Phone Receptionist")
            await expect(receptionist.get_by_text("Active", exact=True)).to_be_visible()
            await expect(receptionist.get_by_text(status["formattedPhoneNumber"])).to_be_visible()
            await expect(receptionist.get_by_role("link", name="Manage Settings")).to_have_attribute(
                "href", "/setup-ai?edit=business_info")

            recovered = f"${numbers['recoveredRevenue']:.2f}"
            await expect(card(page, "Revenue booked by phone").get_by_text(recovered)).to_be_visible()
            await expect(page.locator("figcaption")).to_contain_text("1 call and 1 booking in the last 30 days.")

            calls = page.get_by_role("list", name="Calls")
            await expect(calls.get_by_role("button")).to_have_count(1)
            await calls.get_by_role("button").click()
            dialog = page.get_by_role("dialog", name=f"Call from {CALLER_SHOWN}")
            await expect(dialog).to_be_visible()
            await expect(dialog.get_by_text("Booked", exact=True)).to_be_visible()
            await expect(dialog.get_by_text("(95 seconds)")).to_be_visible()
            await expect(dialog.get_by_text("asked for a call back about a colour")).to_be_visible()
            await expect(dialog.get_by_text("I'd like a haircut, please.")).to_be_visible()
            await expect(dialog.locator("audio")).to_have_attribute("src", "https://recordings.example/call.wav")
            await page.screenshot(path=f"{screenshots_dir}/call-dialog-1280.png")
            await dialog.get_by_role("button", name="Close").click()
            await expect(dialog).to_have_count(0)
            await page.screenshot(path=f"{screenshots_dir}/overview-calls-1280.png", full_page=True)

            requests = page.get_by_role("list", name="Call-back requests")
            await expect(requests.get_by_text("Wants to talk about a colour")).to_be_visible()
            await expect(requests.get_by_text("Urgent")).to_be_visible()
            await requests.get_by_label("Called back Jane Doe").check()

            async def done() -> bool | None:
                [callback] = (await owner.get("/api/dashboard/callbacks")).json()["callbacks"]
                return callback["done"] or None
            assert await eventually(done)
            await expect(requests.get_by_label("Called back Jane Doe")).to_be_checked()
            assert page.problems == [], page.problems

        async with owner_page(owner, "/app/overview", heading="Overview", viewport=PHONE) as page:
            # Ticked off: no longer among the open call-backs.
            await expect(page.get_by_text("No one is waiting for a call back.")).to_be_visible()
            await assert_fits_a_phone(page)
            await screenshot_screens(page, f"{screenshots_dir}/overview-calls-375")
            await page.get_by_role("list", name="Calls").get_by_role("button").click()
            dialog = page.get_by_role("dialog", name=f"Call from {CALLER_SHOWN}")
            await expect(dialog.get_by_text("I'd like a haircut, please.")).to_be_visible()
            await page.screenshot(path=f"{screenshots_dir}/call-dialog-375.png")

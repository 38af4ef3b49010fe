"""The owner's Bookings screen in Chromium against the real stack: book, find, reschedule and cancel."""

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

NEW_YORK = ZoneInfo("America/New_York")
WIDE = {"width": 1280, "height": 900}
PHONE = {"width": 375, "height": 800}


def open_weekday(*, days_ahead: int = 2) -> str:
    """A Monday-to-Friday (the salon's open days) at least `days_ahead` days from today, as yyyy-mm-dd."""
    day = datetime.now(NEW_YORK).date() + timedelta(days=days_ahead)
    while day.weekday() >= 5:
        day += timedelta(days=1)
    return day.isoformat()


async def listed(owner, **params) -> list[dict]:
    response = await owner.get("/api/dashboard/appointments", params=params)
    assert response.status_code == 200, response.text
    return response.json()["appointments"]


async def book_by_api(owner, day: str, customer: str) -> dict:
    slots = (await owner.get("/api/availability", params={"serviceId": "haircut", "from": day, "to": day})).json()
    booked = await owner.post("/api/appointments", json={"slotId": slots["slots"][-1]["slotId"],
                                                         "customerName": customer, "customerPhone": "+15550109999"})
    assert booked.status_code == 201, booked.text
    return booked.json()


async def test_the_owner_books_finds_reschedules_and_cancels_a_booking(owner_session, owner_page, configure_salon,
                                                                      screenshots_dir):
    day = open_weekday()
    async with owner_session(name="Rosa Diaz") as owner:
        await configure_salon(owner, name="Salon Rosa")
        # Reduced motion: a screenshot taken right after a click shows the settled colours, not a transition.
        async with owner_page(owner, viewport=WIDE, reduced_motion="reduce") as page:
            # Book in the dialog opened by the link the overview's quick action uses.
            await page.goto("/app/bookings?action=create")
            dialog = page.get_by_role("dialog", name="New Booking")
            await dialog.wait_for()
            assert await dialog.get_by_label("Service").input_value() == "haircut"
            await dialog.get_by_label("Staff").select_option(label="Ana Ruiz")
            await dialog.get_by_label("Day", exact=True).fill(day)
            times = dialog.get_by_role("group", name="Free times on")
            await times.get_by_role("radio").first.wait_for()
            first_time = (await times.locator("label").first.inner_text()).strip()
            await times.get_by_role("radio").first.check()
            await dialog.get_by_label("Customer name").fill("Lena Park")
            await dialog.get_by_label("Phone").fill("+1 555 010 2030")
            await dialog.get_by_label("E-mail (optional)").fill("lena@example.com")
            await dialog.get_by_label("Notes (optional)").fill("First visit")
            await page.screenshot(path=f"{screenshots_dir}/bookings-create-1280.png")
            await dialog.get_by_role("button", name="Book Appointment").click()
            await page.get_by_text("Booking created").wait_for()
            await dialog.wait_for(state="detached")
            assert "action=create" not in page.url

            [booked] = await listed(owner, q="Lena")
            assert (booked["customerName"], booked["customerPhone"], booked["status"], booked["date"]) == (
                "Lena Park", "+15550102030", "scheduled", day)
            assert booked["staffName"] == "Ana Ruiz"

            # The table shows it, and each filter finds it.
            table = page.get_by_role("table", name="Appointments")
            row = table.get_by_role("row").filter(has_text="Lena Park")
            await row.wait_for()
            assert first_time in await row.inner_text()
            await page.get_by_label("Search", exact=True).fill("lena@example")
            await page.wait_for_url("**q=lena%40example**")
            await row.wait_for()
            await page.get_by_label("Search", exact=True).fill("nobody-like-this")
            await page.get_by_text("No appointments found").wait_for()
            await page.get_by_role("button", name="Clear All Filters").click()
            await row.wait_for()
            await page.get_by_label("Status", exact=True).select_option("completed")
            await page.get_by_text("No appointments found").wait_for()
            await page.get_by_label("Status", exact=True).select_option("scheduled")
            await row.wait_for()
            await page.get_by_label("Date", exact=True).fill(day)
            await page.wait_for_url(f"**date={day}**")
            await row.wait_for()
            cards = page.get_by_role("list", name="Booking numbers")
            await cards.get_by_role("listitem").filter(has_text="Scheduled").get_by_text("1", exact=True).wait_for()
            await page.screenshot(path=f"{screenshots_dir}/bookings-table-1280.png", full_page=True)

            # Reschedule to another free time of the same service.
            await row.get_by_role("button", name="Manage Lena Park").click()
            await page.get_by_role("dialog", name="Lena Park").get_by_role("button", name="Reschedule").click()
            reschedule = page.get_by_role("dialog", name="Reschedule Booking")
            await reschedule.wait_for()
            offered = reschedule.get_by_role("group", name="Free times on").get_by_role("radio")
            await offered.first.wait_for()
            await offered.last.check()
            new_time = await reschedule.get_by_role("group", name="Free times on").locator("label").last.inner_text()
            await page.screenshot(path=f"{screenshots_dir}/bookings-reschedule-1280.png")
            await reschedule.get_by_role("button", name="Reschedule", exact=True).click()
            await page.get_by_text("Booking rescheduled").wait_for()
            await reschedule.wait_for(state="detached")
            await row.filter(has_text=new_time.strip()).wait_for()
            [moved] = await listed(owner, q="Lena")
            assert moved["id"] == booked["id"] and moved["time"] != booked["time"]

            # Cancel, after confirming.
            await row.get_by_role("button", name="Manage Lena Park").click()
            await page.get_by_role("dialog", name="Lena Park").get_by_role("button", name="Cancel Booking").click()
            confirm = page.get_by_role("alertdialog", name="Cancel this booking?")
            await confirm.get_by_role("button", name="Cancel Booking").click()
            await page.get_by_text("Booking cancelled").wait_for()
            await page.get_by_label("Status", exact=True).select_option("")
            await row.get_by_text("Cancelled", exact=True).wait_for()
            assert await row.get_by_role("button", name="View Lena Park").is_visible()
            [cancelled] = await listed(owner, q="Lena")
            assert cancelled["status"] == "cancelled"
            assert (await listed(owner, status="cancelled"))[0]["id"] == booked["id"]
            assert page.problems == [], page.problems


async def test_on_a_phone_bookings_are_cards_and_the_dialogs_fit(owner_session, owner_page, configure_salon,
                                                                 screenshots_dir):
    day = open_weekday(days_ahead=3)
    async with owner_session(name="Tom Reyes") as owner:
        await configure_salon(owner, name="Salon Tom")
        await book_by_api(owner, day, "Omar Haddad")
        async with owner_page(owner, viewport=PHONE, reduced_motion="reduce") as page:
            await page.goto("/app/bookings")
            cards = page.get_by_role("list", name="Appointments")
            card = cards.get_by_role("listitem").filter(has_text="Omar Haddad")
            await card.wait_for()
            assert await page.get_by_role("table").count() == 0
            assert await page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
            await page.screenshot(path=f"{screenshots_dir}/bookings-table-375.png", full_page=True)

            await card.get_by_role("button", name="Manage Omar Haddad").click()
            details = page.get_by_role("dialog", name="Omar Haddad")
            await details.get_by_role("button", name="Mark No-show").wait_for()
            await page.screenshot(path=f"{screenshots_dir}/bookings-details-375.png")
            await details.get_by_role("button", name="Reschedule").click()
            reschedule = page.get_by_role("dialog", name="Reschedule Booking")
            await reschedule.get_by_role("radio").first.wait_for()
            await page.screenshot(path=f"{screenshots_dir}/bookings-reschedule-375.png")
            await reschedule.get_by_role("button", name="Keep Current Time").click()
            await reschedule.wait_for(state="detached")

            await page.get_by_role("button", name="New Booking").click()
            create = page.get_by_role("dialog", name="New Booking")
            await create.get_by_label("Day", exact=True).fill(day)
            await create.get_by_role("radio").first.wait_for()
            await page.screenshot(path=f"{screenshots_dir}/bookings-create-375.png")
            assert "action=create" in page.url
            assert await page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
            await create.get_by_role("button", name="Cancel").click()
            await create.wait_for(state="detached")

            # The search is at hand; status, day and order wait behind Filters so the cards start on screen.
            assert await page.get_by_label("Search").is_visible()
            assert await page.get_by_label("Status").is_hidden()
            await page.get_by_role("button", name="Filters").click()
            await page.get_by_label("Status").select_option(label="Completed")
            await cards.wait_for(state="detached")
            await page.get_by_text("No appointments found").wait_for()
            assert await page.get_by_role("button", name="Filters (1)").get_attribute("aria-expanded") == "true"
        async with owner_page(owner, "/app/bookings?status=scheduled", viewport=PHONE) as page:
            # A link that narrows the list opens with its filters shown.
            await page.get_by_role("list", name="Appointments").wait_for()
            assert await page.get_by_label("Status").input_value() == "scheduled"
            assert await page.get_by_label("Status").is_visible()
            assert page.problems == [], page.problems

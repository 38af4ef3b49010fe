"""Numbers as owners type them, in Chromium against the real stack: a US salon's owner books "(646) 555-0144" in
New Booking, and the number is shown in one national style in the bookings list, the booking's details, the call
log and Settings; the salon's country is shown and changed in Settings."""

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from ringbook_common.testing.wait import eventually

WIDE = {"width": 1280, "height": 900}
EVERY_DAY = {str(day): {"open": "09:00", "close": "17:00", "closed": False} for day in range(7)}


def tomorrow_in_new_york() -> str:
    """The salon's next day (it is open every day, so any weekday the test runs on will do)."""
    return (datetime.now(ZoneInfo("America/New_York")).date() + timedelta(days=1)).isoformat()


async def call_from(owner, number: str) -> str:
    """A test call to the salon's receptionist from `number`, hung up at once; answers its id once logged."""
    call = await owner.post("/api/receptionist/test-calls", json={"fromNumber": number})
    assert call.status_code == 201, call.text
    call_id = call.json()["callId"]
    await owner.post(f"/api/receptionist/test-calls/{call_id}/hangup")

    async def logged() -> bool:
        return any(c["id"] == call_id for c in (await owner.get("/api/dashboard/call-logs")).json()["calls"])

    await eventually(logged)
    return call_id


async def test_a_national_number_is_booked_and_shown_in_one_style(owner_session, owner_page, configure_salon,
                                                                 launch_receptionist, screenshots_dir):
    async with owner_session(name="Dana Fox") as owner:
        await configure_salon(owner, name="Salon Dana", hours=EVERY_DAY)
        await launch_receptionist(owner)
        await call_from(owner, "646-555-0144")
        async with owner_page(owner, viewport=WIDE, reduced_motion="reduce") as page:
            await page.goto("/app/bookings?action=create")
            dialog = page.get_by_role("dialog", name="New Booking")
            await dialog.wait_for()
            await dialog.get_by_label("Day", exact=True).fill(tomorrow_in_new_york())
            times = dialog.get_by_role("group", name="Free times on")
            await times.get_by_role("radio").first.wait_for()
            await times.get_by_role("radio").first.check()
            await dialog.get_by_label("Customer name").fill("Nora Quinn")
            phone = dialog.get_by_label("Phone")
            assert await phone.get_attribute("placeholder") == "(201) 555-0123"
            await phone.fill("(646) 555-0144")
            await dialog.get_by_role("button", name="Book Appointment").click()
            await page.get_by_text("Booking created").wait_for()
            await dialog.wait_for(state="detached")

            booked = (await owner.get("/api/dashboard/appointments", params={"q": "Nora"})).json()["appointments"]
            assert [b["customerPhone"] for b in booked] == ["+16465550144"]

            row = page.get_by_role("table", name="Appointments").get_by_role("row").filter(has_text="Nora Quinn")
            await row.wait_for()
            assert "(646) 555-0144" in await row.inner_text()
            assert "+1" not in await row.inner_text()
            await row.get_by_role("button", name="Manage Nora Quinn").click()
            details = page.get_by_role("dialog", name="Nora Quinn")
            link = details.get_by_role("link", name="(646) 555-0144", exact=True)
            await link.wait_for()
            assert await link.get_attribute("href") == "tel:+16465550144"
            await page.screenshot(path=f"{screenshots_dir}/phone-numbers-booking-details.png")
            await page.keyboard.press("Escape")

            # The call log: the same number, the same way.
            await page.goto("/app/overview")
            calls = page.get_by_role("list", name="Calls")
            await calls.get_by_text("(646) 555-0144", exact=True).first.wait_for()

            # Settings: the country (from the salon's time zone), and the numbers typed and shown its way.
            await page.goto("/app/settings")
            country = page.get_by_label("Country")
            await country.wait_for()
            assert await country.input_value() == "US"
            await page.get_by_label("Front desk phone").fill("646.555.0144")
            await page.get_by_role("button", name="Save Settings").click()
            await page.get_by_text("Settings updated successfully").wait_for()
            saved = (await owner.get("/portal/tenants/settings")).json()
            assert (saved["frontDeskPhone"], saved["country"]) == ("+16465550144", "US")
            await page.reload()
            await page.get_by_label("Front desk phone").wait_for()
            assert await page.get_by_label("Front desk phone").input_value() == "(646) 555-0144"

            # A salon in Spain: its numbers are Spanish, the American one international, everywhere.
            await page.get_by_label("Country").select_option("ES")
            assert await page.get_by_label("Front desk phone").input_value() == "+1 646 555 0144"
            await page.get_by_label("Owner phone").fill("612 34 56 78")
            await page.get_by_role("button", name="Save Settings").click()
            await page.get_by_text("Settings updated successfully").wait_for()
            saved = (await owner.get("/portal/tenants/settings")).json()
            assert (saved["ownerPhone"], saved["frontDeskPhone"], saved["country"]) == (
                "+34612345678", "+16465550144", "ES")
            await page.get_by_label("Country").scroll_into_view_if_needed()
            await page.screenshot(path=f"{screenshots_dir}/phone-numbers-settings.png")

            await page.goto("/app/bookings")
            row = page.get_by_role("table", name="Appointments").get_by_role("row").filter(has_text="Nora Quinn")
            await row.wait_for()
            await page.get_by_text("+1 646 555 0144").first.wait_for()

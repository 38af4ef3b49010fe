"""Staff, Settings and Integrations in Chromium against the real stack: an owner adds a staff member, gives them a
split Tuesday and a week off, deletes another member after confirming, removes a stylist whose appointments go to
a colleague or are cancelled, moves the salon to another time zone, books further ahead, and finds Cal.com not
connected; the server agrees with what the screens show."""

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from ringbook_common.testing.wait import eventually

WIDE = {"width": 1280, "height": 900}
PHONE = {"width": 375, "height": 800}
SALON_ZONE = "America/New_York"


async def toast(page, text: str) -> None:
    await page.get_by_role("region", name="Notifications").get_by_text(text, exact=True).wait_for()


async def dismiss_toasts(page) -> None:
    for button in await page.get_by_role("button", name="Dismiss notification").all():
        await button.click()


async def add_staff(page, *, name: str, staff_id: str) -> None:
    await page.get_by_role("button", name="Add Staff", exact=True).click()
    dialog = page.get_by_role("dialog", name="Add Staff")
    await dialog.get_by_label("Name", exact=True).fill(name)
    await dialog.get_by_label("Staff ID").fill(staff_id)
    await dialog.get_by_role("button", name="Add Staff").click()
    await toast(page, "Staff member added successfully")
    await page.get_by_role("listitem", name=name).wait_for()
    await dismiss_toasts(page)


async def full_shot(page, path: str) -> None:
    """The whole page at once: a viewport as tall as the page keeps the sticky sidebar and header in place."""
    size = page.viewport_size
    height = await page.evaluate("document.scrollingElement.scrollHeight")
    await page.set_viewport_size({"width": size["width"], "height": max(height, size["height"])})
    await page.screenshot(path=path)
    await page.set_viewport_size(size)


async def overflow(page) -> int:
    return await page.evaluate("document.scrollingElement.scrollWidth - window.innerWidth")


async def test_an_owner_sets_up_staff_hours_and_time_off(gateway_url, owner_session, owner_page, onboard_salon,
                                                         screenshots_dir):
    async with owner_session(name="Rosa Diaz") as owner:
        await onboard_salon(owner, name="Salon Rosa")
        async with owner_page(owner, "/app/staff", heading="Staff", viewport=WIDE) as page:
            await page.wait_for_load_state("networkidle")
            await page.get_by_text("No staff yet").wait_for()
            await page.get_by_role("button", name="Add Staff", exact=True).click()
            dialog = page.get_by_role("dialog", name="Add Staff")
            await dialog.get_by_role("button", name="Add Staff").click()
            await dialog.get_by_text("Staff ID and name are required").wait_for()
            await dialog.get_by_label("Name", exact=True).fill("  Maria Lopez ")
            await dialog.get_by_label("Staff ID").fill("maria")
            await page.screenshot(path=f"{screenshots_dir}/staff-add-dialog-1280.png")
            await dialog.get_by_role("button", name="Add Staff").click()
            await toast(page, "Staff member added successfully")
            maria = page.get_by_role("listitem", name="Maria Lopez")
            await maria.get_by_text("ID: maria").wait_for()
            await dismiss_toasts(page)

            # A new member starts with the salon's hours (every day, 09:00-18:00); Tuesday becomes a split day.
            await page.get_by_label("Tuesday interval 1 end").wait_for()
            await page.get_by_label("Tuesday interval 1 end").fill("12:00")
            await page.get_by_role("button", name="Add interval on Tuesday").click()
            assert await page.get_by_label("Tuesday interval 2 start").input_value() == "09:00"
            assert await page.get_by_label("Tuesday interval 2 end").input_value() == "17:00"
            await page.get_by_label("Tuesday interval 2 start").fill("13:00")
            await page.get_by_label("Tuesday interval 2 end").fill("18:00")
            await page.get_by_role("button", name="Save Working Hours").click()
            await toast(page, "Working hours updated")
            hours = (await owner.get("/staff/maria/hours")).json()["hours"]
            assert [slot for slot in hours if slot["dow"] == 2] == [
                {"dow": 2, "start": "09:00", "end": "12:00"}, {"dow": 2, "start": "13:00", "end": "18:00"}]
            assert sorted({slot["dow"] for slot in hours}) == [0, 1, 2, 3, 4, 5, 6]
            await full_shot(page, f"{screenshots_dir}/staff-hours-1280.png")
            await dismiss_toasts(page)

            # A week off next month, in whole days of the salon's time zone.
            first = (datetime.now(ZoneInfo(SALON_ZONE)).date().replace(day=1) + timedelta(days=40)).replace(day=10)
            last = first + timedelta(days=6)
            await page.get_by_role("tab", name="Time Off").click()
            await page.get_by_text("No time off coming up.").wait_for()
            await page.get_by_role("button", name="Add Time Off").click()
            await page.get_by_text("Please select both dates").wait_for()
            await page.get_by_label("Start date").fill(first.isoformat())
            await page.get_by_label("End date").fill(last.isoformat())
            await page.get_by_label("Reason (optional)").fill("Vacation")
            await page.get_by_role("button", name="Add Time Off").click()
            await toast(page, "Time off updated")
            ranges = (await owner.get("/staff/maria/timeoff")).json()["ranges"]
            zone = ZoneInfo(SALON_ZONE)
            starts = datetime.combine(first, datetime.min.time(), zone)
            ends = datetime.combine(last + timedelta(days=1), datetime.min.time(), zone)
            assert len(ranges) == 1
            assert datetime.fromisoformat(ranges[0]["timeMin"]) == starts
            assert datetime.fromisoformat(ranges[0]["timeMax"]) == ends
            assert ranges[0]["reason"] == "Vacation"
            await page.get_by_role("list", name="Time off").get_by_text("Vacation").wait_for()
            await full_shot(page, f"{screenshots_dir}/staff-timeoff-1280.png")
            await dismiss_toasts(page)

            # A built-in calendar opens as a private feed to subscribe to.
            await maria.get_by_role("button", name="Open calendar for Maria Lopez").click()
            feed_dialog = page.get_by_role("dialog", name="Maria Lopez's calendar")
            feed = await feed_dialog.get_by_label("Calendar feed link").input_value()
            assert feed.endswith(".ics")
            assert (await owner.get(feed.replace(gateway_url, ""))).status_code == 200
            await page.screenshot(path=f"{screenshots_dir}/staff-feed-dialog-1280.png")
            await feed_dialog.get_by_role("button", name="Close").click()

            # Sharing by e-mail needs Google Calendar, which this salon has not connected.
            await maria.get_by_role("button", name="Add email for Maria Lopez").click()
            email_dialog = page.get_by_role("dialog", name="Add Staff's Email")
            await email_dialog.get_by_text("Google Calendar Not Connected").wait_for()
            await email_dialog.get_by_text(
                "Please connect your Google Calendar first to share calendars with staff").wait_for()
            await page.screenshot(path=f"{screenshots_dir}/staff-email-dialog-1280.png")
            await email_dialog.get_by_role("button", name="Close", exact=True).first.click()

            # Another member, deleted after confirming.
            await add_staff(page, name="Jo Park", staff_id="jo")
            await page.get_by_role("button", name="Delete Jo Park").click()
            confirm = page.get_by_role("alertdialog", name="Delete Jo Park?")
            await confirm.get_by_text("Jo Park will be removed from your team").wait_for()
            await page.screenshot(path=f"{screenshots_dir}/staff-delete-dialog-1280.png")
            await confirm.get_by_role("button", name="Delete").click()
            await toast(page, "Staff member deleted successfully")
            await page.get_by_role("listitem", name="Jo Park").wait_for(state="detached")
            staff = (await owner.get("/staff/calendars")).json()["staff"]
            assert [member["staffId"] for member in staff] == ["maria"]
            await dismiss_toasts(page)
            await full_shot(page, f"{screenshots_dir}/staff-1280.png")
            assert page.problems == []

        async with owner_page(owner, "/app/staff", heading="Staff", viewport=PHONE) as page:
            await page.wait_for_load_state("networkidle")
            await page.get_by_label("Tuesday interval 2 start").wait_for()
            assert await overflow(page) == 0
            await full_shot(page, f"{screenshots_dir}/staff-375.png")
            await page.get_by_role("button", name="Add Staff", exact=True).click()
            await page.get_by_role("dialog", name="Add Staff").wait_for()
            await page.screenshot(path=f"{screenshots_dir}/staff-add-dialog-375.png")
            await page.keyboard.press("Escape")
            await page.get_by_role("tab", name="Time Off").click()
            await page.get_by_role("list", name="Time off").wait_for()
            assert await overflow(page) == 0
            await full_shot(page, f"{screenshots_dir}/staff-timeoff-375.png")
            await page.get_by_role("button", name="Delete Maria Lopez").click()
            await page.get_by_role("alertdialog", name="Delete Maria Lopez?").wait_for()
            await page.screenshot(path=f"{screenshots_dir}/staff-delete-dialog-375.png")
            await page.get_by_role("button", name="Cancel").click()
            await page.get_by_role("button", name="Add email for Maria Lopez").click()
            await page.get_by_text("Google Calendar Not Connected").wait_for()
            await page.screenshot(path=f"{screenshots_dir}/staff-email-dialog-375.png")
            await page.keyboard.press("Escape")
            await page.get_by_role("button", name="Open calendar for Maria Lopez").click()
            await page.get_by_label("Calendar feed link").wait_for()
            await page.screenshot(path=f"{screenshots_dir}/staff-feed-dialog-375.png")
            assert page.problems == []


async def test_an_owner_moves_the_salon_to_another_time_zone(owner_session, owner_page, onboard_salon, screenshots_dir):
    async with owner_session(name="Theo Grant") as owner:
        await onboard_salon(owner, name="Grant Cuts")
        async with owner_page(owner, "/app/settings", heading="Settings", viewport=WIDE) as page:
            await page.wait_for_load_state("networkidle")
            name = page.get_by_label("Business name")
            await name.wait_for()
            assert await name.input_value() == "Grant Cuts"
            assert await page.get_by_label("Owner phone").input_value() == "(415) 867-5309"
            assert await page.get_by_label("Timezone").locator("option").count() > 400
            await name.fill(" ")
            await page.get_by_role("button", name="Save Settings").click()
            await page.get_by_text("Please enter a business name").wait_for()
            await name.fill("Grant Cuts & Color")
            await page.get_by_label("Timezone").select_option("America/Denver")
            await page.get_by_label("Appointment reminders").uncheck()
            await page.get_by_role("button", name="Save Settings").click()
            await toast(page, "Settings updated successfully")
            saved = (await owner.get("/portal/tenants/settings")).json()
            assert saved["timezone"] == "America/Denver"
            assert saved["name"] == "Grant Cuts & Color"
            assert saved["smsReminders"] is False
            # The sidebar's business name follows.
            await page.get_by_role("heading", name="Grant Cuts & Color", level=2).wait_for()
            await full_shot(page, f"{screenshots_dir}/settings-1280.png")
            assert page.problems == []

        async with owner_page(owner, "/app/settings", heading="Settings", viewport=PHONE) as page:
            await page.wait_for_load_state("networkidle")
            await page.get_by_label("Business name").wait_for()
            assert await overflow(page) == 0
            await full_shot(page, f"{screenshots_dir}/settings-375.png")


def hour_on(day, hour: int) -> str:
    return datetime(day.year, day.month, day.day, hour, tzinfo=ZoneInfo(SALON_ZONE)).isoformat()


async def desk_booking(owner, staff_id: str, start: str, phone: str) -> dict:
    """Booked at the desk, once booking has heard of the salon's services (tenants' event)."""
    async def booked():
        response = await owner.post("/api/appointments", json={
            "start": start, "serviceId": "haircut", "staffId": staff_id, "customerName": f"Client {phone[-4:]}",
            "customerPhone": phone})
        return None if response.json().get("error") == "Service not found" else response
    response = await eventually(booked)
    assert response.status_code == 201, response.text
    return response.json()


async def test_an_owner_removes_a_stylist_handing_over_or_cancelling_their_appointments(
        owner_session, owner_page, onboard_salon, screenshots_dir):
    async with owner_session(name="Nina Cole") as owner:
        await onboard_salon(owner, name="Cole Studio")
        for staff_id, name in (("maria", "Maria Lopez"), ("sam", "Sam Reed")):
            assert (await owner.post("/staff/calendars/provision", json={"staffId": staff_id, "name": name})
                    ).status_code == 201
        today = datetime.now(ZoneInfo(SALON_ZONE)).date()
        day = today + timedelta(days=(2 - today.weekday()) % 7 + 7)  # a Wednesday, when both work
        handed_over = await desk_booking(owner, "maria", hour_on(day, 10), "+14155550121")
        cancelled = await desk_booking(owner, "maria", hour_on(day, 14), "+14155550122")
        await desk_booking(owner, "sam", hour_on(day, 14), "+14155550123")

        async with owner_page(owner, "/app/staff", heading="Staff", viewport=PHONE) as page:
            await page.get_by_role("button", name="Delete Maria Lopez").click()
            dialog = page.get_by_role("dialog", name="Delete Maria Lopez?")
            await dialog.get_by_text("Maria Lopez has 2 appointments coming up").wait_for()
            assert await overflow(page) == 0
            await page.screenshot(path=f"{screenshots_dir}/staff-remove-handover-375.png")
            await dialog.get_by_role("button", name="Keep Maria Lopez").click()
            assert page.problems == []

        async with owner_page(owner, "/app/staff", heading="Staff", viewport=WIDE) as page:
            await page.get_by_role("button", name="Delete Maria Lopez").click()
            dialog = page.get_by_role("dialog", name="Delete Maria Lopez?")
            at_ten = dialog.get_by_role("combobox", name="Who takes Client 0121's Haircut")
            assert await at_ten.input_value() == "sam"
            await dialog.get_by_text("No one else is free then").wait_for()
            await page.screenshot(path=f"{screenshots_dir}/staff-remove-handover-1280.png")
            await dialog.get_by_role("button", name="Delete and cancel 1 appointment").click()
            await toast(page, "Staff member deleted successfully")
            await page.get_by_role("listitem", name="Maria Lopez").wait_for(state="detached")
            assert page.problems == []

        listed = {a["id"]: a for a in (await owner.get("/api/dashboard/appointments")).json()["appointments"]}
        assert (listed[handed_over["id"]]["staffId"], listed[handed_over["id"]]["status"]) == ("sam", "scheduled")
        assert listed[cancelled["id"]]["status"] == "cancelled"


async def test_an_owner_lets_clients_book_further_ahead(owner_session, owner_page, onboard_salon, screenshots_dir):
    async with owner_session(name="Ivy Stone") as owner:
        await onboard_salon(owner, name="Stone Bridal")
        async with owner_page(owner, "/app/settings", heading="Settings", viewport=WIDE) as page:
            window = page.get_by_label("Book up to (days ahead)")
            await window.wait_for()
            assert await window.input_value() == "90"
            await window.fill("0")
            await page.get_by_role("button", name="Save booking window").click()
            await page.get_by_text("Enter a whole number of days from 1 to 730").wait_for()
            await window.fill("365")
            await page.get_by_role("button", name="Save booking window").click()
            await toast(page, "Clients can book up to 365 days ahead")
            assert (await owner.get("/calendars/settings")).json()["bookingWindowDays"] == 365
            await page.get_by_role("heading", name="Booking window").scroll_into_view_if_needed()
            await page.screenshot(path=f"{screenshots_dir}/settings-booking-window-1280.png")
            assert page.problems == []

        async with owner_page(owner, "/app/settings", heading="Settings", viewport=PHONE) as page:
            window = page.get_by_label("Book up to (days ahead)")
            await window.wait_for()
            assert await window.input_value() == "365"
            assert await overflow(page) == 0
            await page.get_by_role("heading", name="Booking window").scroll_into_view_if_needed()
            await page.screenshot(path=f"{screenshots_dir}/settings-booking-window-375.png")
            assert page.problems == []


async def test_integrations_show_cal_com_not_connected(owner_session, owner_page, onboard_salon, screenshots_dir):
    async with owner_session(name="Ivy Chen") as owner:
        await onboard_salon(owner, name="Ivy Nails")
        async with owner_page(owner, "/app/integrations", heading="Integrations", viewport=WIDE) as page:
            await page.wait_for_load_state("networkidle")
            calcom = page.get_by_role("region", name="Cal.com")
            await calcom.get_by_text("Not Connected", exact=True).wait_for()
            await page.get_by_role("region", name="Google Calendar").get_by_text("Not Connected", exact=True).wait_for()
            signup = calcom.get_by_role("link", name="Create Account")
            assert await signup.get_attribute("href") == "https://app.cal.com/signup"
            assert await calcom.get_by_role("link", name="Manage Event Types").count() == 0
            await page.get_by_text("More integrations are coming").wait_for()
            assert page.problems == []
            await full_shot(page, f"{screenshots_dir}/integrations-1280.png")

            # This server has no Cal.com sign-in configured: the popup closes and the reason shows.
            async with page.expect_popup() as opened:
                await calcom.get_by_role("button", name="Connect", exact=True).click()
            popup = await opened.value
            await calcom.get_by_role("alert").get_by_text(
                "Failed to start Cal.com connection: Cal.com sign-in is not configured on this server.",
                exact=False).wait_for()
            if not popup.is_closed():
                await popup.wait_for_event("close")
            await calcom.get_by_text("Have a Cal.com API key? Connect with it instead").click()
            await full_shot(page, f"{screenshots_dir}/integrations-error-1280.png")

        async with owner_page(owner, "/app/integrations", heading="Integrations", viewport=PHONE) as page:
            await page.wait_for_load_state("networkidle")
            await page.get_by_role("region", name="Cal.com").get_by_text("Not Connected", exact=True).wait_for()
            assert await overflow(page) == 0
            await full_shot(page, f"{screenshots_dir}/integrations-375.png")

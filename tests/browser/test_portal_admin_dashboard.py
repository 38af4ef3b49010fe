"""The business admin dashboard (/business-admin) and the owner dashboard (/dashboard) in Chromium against the
real stack: what the owner saves in each admin tab is what the server then holds, and a booking made through the
API shows on the dashboard."""

import time
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

import httpx
from playwright.async_api import expect

from ringbook_common.testing.wait import eventually

SALON_ZONE = "America/New_York"
WIDE = {"width": 1280, "height": 900}
PHONE = {"width": 375, "height": 740}


def long_day(day: date) -> str:
    """As the page names a day: "Monday, July 1, 2030"."""
    return day.strftime("%A, %B %-d, %Y")


async def staff_id_of(owner: httpx.AsyncClient, name: str) -> str:
    """The staff member's id, once the wizard's staff has reached booking."""
    async def find() -> str | None:
        staff = (await owner.get("/staff/calendars")).json().get("staff", [])
        return next((member["staffId"] for member in staff if member["name"] == name), None)
    return await eventually(find, timeout=30)


async def assert_fits_a_phone(page) -> None:
    width = await page.evaluate("document.documentElement.scrollWidth")
    assert width <= 375, f"the page is {width}px wide at 375px"


async def test_the_admin_dashboard_saves_settings_services_hours_and_time_off(owner_session, owner_page,
                                                                              configure_salon, screenshots_dir):
    async with owner_session(name="Nora Admin") as owner:
        await configure_salon(owner, name="Salon Nora")
        ana = await staff_id_of(owner, "Ana Ruiz")
        hours_before = (await owner.get(f"/staff/{ana}/hours")).json()["hours"]

        async with owner_page(owner, "/business-admin", heading="Admin Dashboard", viewport=WIDE) as page:
            await expect(page).to_have_title("Ringbook — Admin Dashboard")
            await expect(page.get_by_role("link", name="Back to portal")).to_have_attribute("href", "/app/overview")

            # Settings: every field goes back to the server, the hours as {start, end}.
            await expect(page.get_by_label("Business name")).to_have_value("Salon Nora")
            await expect(page.get_by_label("Timezone")).to_have_value(SALON_ZONE)
            await page.get_by_label("Business name").fill("Salon Nora Studio")
            await page.get_by_label("Timezone").select_option("America/Los_Angeles")
            await page.get_by_label("Hours start").fill("08:30")
            await page.get_by_label("Hours end").fill("19:00")
            await page.get_by_label("Front desk phone").fill("(415) 555-0101")
            await page.get_by_role("button", name="Save Settings").click()
            await expect(page.get_by_text("Settings updated successfully")).to_be_visible()
            settings = (await owner.get("/portal/tenants/settings")).json()
            assert (settings["name"], settings["timezone"], settings["hours"]) == (
                "Salon Nora Studio", "America/Los_Angeles", {"start": "08:30", "end": "19:00"})
            assert (settings["ownerPhone"], settings["frontDeskPhone"]) == ("+14158675309", "+14155550101")
            await page.screenshot(path=f"{screenshots_dir}/admin-settings-1280.png", full_page=True)

            # Services: a duration under 5 minutes is refused; a new row's ID follows its name.
            await page.get_by_role("tab", name="Services").click()
            await expect(page.get_by_label("Service 1 ID")).to_have_value("haircut")
            await page.get_by_role("button", name="Add Service").click()
            await page.get_by_label("Service 2 name").fill("Beard Trim")
            await expect(page.get_by_label("Service 2 ID")).to_have_value("beard-trim")
            await page.get_by_label("Service 2 duration (minutes)").fill("3")
            await page.get_by_role("button", name="Save Services").click()
            await expect(page.get_by_text("Duration must be at least 5 minutes")).to_be_visible()
            await page.get_by_label("Service 2 duration (minutes)").fill("20")
            await page.get_by_label("Service 2 price ($)").fill("15")
            await page.get_by_role("button", name="Save Services").click()
            await expect(page.get_by_text("Services updated successfully")).to_be_visible()
            services = (await owner.get("/portal/tenants/services")).json()
            assert [(s["serviceId"], s["name"], s["durationMin"], s["bufferMin"], s["price"]) for s in services] == [
                ("haircut", "Haircut", 45, 15, 45.0), ("beard-trim", "Beard Trim", 20, 0, 15.0)]
            await page.screenshot(path=f"{screenshots_dir}/admin-services-1280.png", full_page=True)

            # Staff hours: Friday off, Saturday 10-2; only ticked days are sent, and the server agrees.
            await page.get_by_role("tab", name="Staff Hours").click()
            await expect(page.get_by_label("Staff member")).to_have_value(ana)
            for slot in hours_before:
                day = ("Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday")[slot["dow"]]
                await expect(page.get_by_role("checkbox", name=day)).to_be_checked()
            friday = page.get_by_role("checkbox", name="Friday")
            if await friday.is_checked():
                await friday.uncheck()
            await expect(page.get_by_label("Friday start")).to_be_disabled()
            await page.get_by_role("checkbox", name="Saturday").check()
            await page.get_by_label("Saturday start").fill("10:00")
            await page.get_by_label("Saturday end").fill("14:00")
            await page.get_by_role("button", name="Save Hours").click()
            await expect(page.get_by_text("Working hours updated")).to_be_visible()
            expected = [slot for slot in hours_before if slot["dow"] not in (5, 6)]
            expected.append({"dow": 6, "start": "10:00", "end": "14:00"})
            assert (await owner.get(f"/staff/{ana}/hours")).json()["hours"] == expected

            # Time off: entered in the salon's (new) zone, stored as instants.
            await expect(page.get_by_text("Dates and times are in the salon's time zone (America/Los_Angeles).")
                         ).to_be_visible()
            first = (datetime.now(ZoneInfo("America/Los_Angeles")) + timedelta(days=30)).date()
            last = first + timedelta(days=2)
            await page.get_by_role("button", name="Add Time Off").click()
            await page.get_by_role("button", name="Save Time Off").click()
            await expect(page.get_by_text("Please select both dates")).to_be_visible()
            await page.get_by_label("Time off 1 start").fill(f"{first.isoformat()}T09:00")
            await page.get_by_label("Time off 1 end").fill(f"{last.isoformat()}T17:00")
            await page.get_by_label("Time off 1 reason").fill("Vacation")
            await page.get_by_role("button", name="Save Time Off").click()
            await expect(page.get_by_text("Time off updated")).to_be_visible()
            la = ZoneInfo("America/Los_Angeles")
            ranges = (await owner.get(f"/staff/{ana}/timeoff")).json()["ranges"]
            assert [(datetime.fromisoformat(r["timeMin"]), datetime.fromisoformat(r["timeMax"]), r["reason"])
                    for r in ranges] == [
                (datetime(first.year, first.month, first.day, 9, tzinfo=la),
                 datetime(last.year, last.month, last.day, 17, tzinfo=la), "Vacation")]
            # The hours were not sent again with the time off.
            assert (await owner.get(f"/staff/{ana}/hours")).json()["hours"] == expected
            await page.screenshot(path=f"{screenshots_dir}/admin-staff-hours-1280.png", full_page=True)
            assert page.problems == [], page.problems

        # On a phone: every tab fits, and the saved time off reads back in the salon's zone.
        for tab, shot in [("settings", "settings"), ("services", "services"), ("staff-hours", "staff-hours")]:
            async with owner_page(owner, f"/business-admin?tab={tab}", heading="Admin Dashboard",
                                  viewport=PHONE) as page:
                if tab == "settings":
                    await expect(page.get_by_label("Business name")).to_have_value("Salon Nora Studio")
                elif tab == "services":
                    await expect(page.get_by_label("Service 2 name")).to_have_value("Beard Trim")
                else:
                    await expect(page.get_by_label("Time off 1 start")).to_have_value(f"{first.isoformat()}T09:00")
                    await expect(page.get_by_label("Saturday end")).to_have_value("14:00")
                await page.screenshot(path=f"{screenshots_dir}/admin-{shot}-375.png", full_page=True)
                await assert_fits_a_phone(page)


async def book_soonest(owner: httpx.AsyncClient, customer: str) -> dict:
    """Books the first free haircut from today on (in the salon's zone), looking up to two weeks ahead."""
    today = datetime.now(ZoneInfo(SALON_ZONE)).date()

    async def first_slot() -> dict | None:
        for offset in range(15):
            day = (today + timedelta(days=offset)).isoformat()
            response = await owner.get("/api/availability", params={"serviceId": "haircut", "from": day, "to": day})
            if response.status_code == 200 and response.json()["slots"]:
                return response.json()["slots"][0]
        return None
    slot = await eventually(first_slot, timeout=30)
    booked = await owner.post("/api/appointments", headers={"Idempotency-Key": f"dashboard-{time.time_ns()}"},
                              json={"slotId": slot["slotId"], "customerName": customer,
                                    "customerPhone": "+15550101234"})
    assert booked.status_code == 201, booked.text
    return booked.json()


async def show_day(page, day: date, today: date) -> None:
    """Picks `day` in the day picker, moving on a month when it is in the next one."""
    if (day.year, day.month) != (today.year, today.month):
        await page.get_by_role("button", name="Next month").click()
    button = page.get_by_role("button", name=long_day(day), exact=True)
    await button.click()
    await expect(button).to_have_attribute("aria-pressed", "true")


async def test_the_owner_dashboard_shows_the_day_booked(owner_session, owner_page, configure_salon, screenshots_dir):
    async with owner_session(name="Dana Owner") as owner:
        await configure_salon(owner, name="Salon Dana")
        appointment = await book_soonest(owner, "Jane Doe")
        day = date.fromisoformat(appointment["date"])
        today = datetime.now(ZoneInfo(SALON_ZONE)).date()

        for viewport in (WIDE, PHONE):
            async with owner_page(owner, "/dashboard", heading="Dashboard", viewport=viewport) as page:
                await expect(page).to_have_title("Ringbook — Dashboard")
                await expect(page.get_by_role("link", name="Back to portal")).to_have_attribute("href",
                                                                                                "/app/overview")
                todays = page.get_by_role("list", name="Today's scheduled appointments")
                if day == today:
                    await expect(todays.get_by_text("Jane Doe")).to_be_visible()
                else:
                    # Late in the day nothing is free today: the booking is on a later day, picked in the calendar.
                    await expect(page.get_by_text("No scheduled appointments today.")).to_be_visible()
                    await show_day(page, day, today)
                timeline = page.get_by_role("list", name=f"Appointments on {long_day(day)}")
                await expect(timeline.get_by_text("Jane Doe")).to_be_visible()
                await expect(timeline.get_by_text("Scheduled", exact=True)).to_be_visible()
                await expect(page.get_by_text("No calls yet.", exact=False)).to_be_visible()
                await expect(page.get_by_text("Not Setup", exact=True)).to_be_visible()

                await page.get_by_role("button", name="Refresh").click()
                await expect(page.get_by_text("Calendar synced")).to_be_visible()
                await expect(timeline.get_by_text("Jane Doe")).to_be_visible()
                await page.screenshot(path=f"{screenshots_dir}/dashboard-{viewport['width']}.png", full_page=True)
                if viewport == PHONE:
                    await assert_fits_a_phone(page)
                assert page.problems == [], page.problems

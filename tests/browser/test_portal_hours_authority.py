"""Opening hours and the address have one home (DESIGN §11), in Chromium against the real stack on a pinned clock:
what the owner saves in Settings, day by day, is what callers hear and what they can book; the setup wizard shows
onboarding's address and hours and its edits are Settings', and back; a stylist added in the wizard or on the
Staff page works only the days the salon is open."""

import time
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

import httpx
import pytest
from playwright.async_api import expect

from ringbook_common.testing.wait import eventually

ZONE = ZoneInfo("America/New_York")
TUESDAY = date(2030, 6, 4)
WEDNESDAY, THURSDAY = TUESDAY + timedelta(days=1), TUESDAY + timedelta(days=2)
NOW = datetime(2030, 6, 4, 10, 0, tzinfo=ZONE)
WEEKDAYS = ("Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday")
UNTIL_SEVEN = {str(day): {"open": "09:00", "close": "19:00", "closed": False} for day in range(7)}
DESKTOP = {"width": 1280, "height": 900}
CALLER = "+15550107101"


@pytest.fixture
def pinned(stack):
    stack.pin_clock(NOW)
    yield stack
    stack.unpin_clock()


async def say(dialog, text: str, expected: str) -> None:
    await dialog.get_by_label("Your message").fill(text)
    await dialog.get_by_role("button", name="Send").click()
    await dialog.get_by_text(expected, exact=False).last.wait_for()


async def offered(call, day: date) -> list[datetime]:
    found = await call.function("check_availability", service="haircut", date=day.isoformat())
    return [datetime.fromisoformat(slot["start"]).astimezone(ZONE) for slot in found.get("slots") or []]


async def working_days_of_new(owner: httpx.AsyncClient, name: str, days: set[int]) -> set[int]:
    """Adds a stylist through the API and answers the days they work; removed again unless they work `days`."""
    staff_id = f"{name.split()[0].lower()}-{time.time_ns() % 10**9}"
    added = await owner.post("/staff/calendars/provision", json={"staffId": staff_id, "name": name})
    assert added.status_code == 201, added.text
    found = await working_days(owner, name)
    if found != days:
        assert (await owner.delete(f"/staff/calendars/{staff_id}")).status_code == 200
    return found


async def working_days(owner: httpx.AsyncClient, name: str) -> set[int]:
    staff = (await owner.get("/staff/calendars")).json()["staff"]
    [member] = [m for m in staff if m["name"] == name]
    return {slot["dow"] for slot in (await owner.get(f"/staff/{member['staffId']}/hours")).json()["hours"]}


async def to_business_info(page) -> None:
    """The setup wizard's business info step, from the step it opens at: forward from its start (the built-in
    calendar, the Haircut), back from a later step."""
    steps = page.get_by_role("heading", level=2)
    for _ in range(6):
        await expect(steps).to_be_visible()
        step = await steps.inner_text()
        if step == "Business info":
            return
        if step == "Choose an event type":
            await page.get_by_role("radio", name="Haircut").first.check()
        await page.get_by_role("button", name="Back" if step in ("Your staff", "Your services") else "Next").click()
        await expect(steps).not_to_have_text(step)
    raise AssertionError("the wizard never showed its business info step")


async def test_settings_hours_are_what_callers_hear_and_can_book(
        pinned, owner_session, owner_page, configure_salon, launch_receptionist, voice_call, screenshots_dir):
    async with owner_session(name="Hana Hours") as owner:
        await configure_salon(owner, name="Salon Horas", hours=UNTIL_SEVEN)
        number = (await launch_receptionist(owner))["phoneNumber"]

        async with owner_page(owner, "/app/settings", heading="Settings", viewport=DESKTOP) as page:
            for name in WEEKDAYS:
                await page.get_by_label(f"{name} closes").fill("18:00")
            await page.get_by_label("Wednesday closed").check()
            await expect(page.get_by_label("Wednesday opens")).to_be_disabled()
            await page.get_by_role("button", name="Save Settings").click()
            await expect(page.get_by_text("Settings updated successfully")).to_be_visible()
            await page.screenshot(path=f"{screenshots_dir}/settings-hours-per-day.png", full_page=True)
            await page.reload()
            await expect(page.get_by_label("Thursday closes")).to_have_value("18:00")
            await expect(page.get_by_label("Wednesday closed")).to_be_checked()
            assert page.problems == [], page.problems

        async with voice_call(number, caller=CALLER) as call:
            async def told() -> dict | None:
                info = await call.function("get_business_info")
                return info if "6:00 PM" in info["result"] else None
            info = await eventually(told, timeout=30)
            assert "7:00 PM" not in info["result"] and info["hours"]["Wednesday"]["closed"] is True

            async def within_the_new_hours() -> list[datetime] | None:
                thursday = await offered(call, THURSDAY)
                return thursday if thursday and max(thursday) + timedelta(minutes=45) <= datetime(
                    2030, 6, 6, 18, 0, tzinfo=ZONE) else None
            await eventually(within_the_new_hours, timeout=30)
            # Asked for the closed Wednesday, the caller is offered other days only.
            assert all(start.date() != WEDNESDAY for start in await offered(call, WEDNESDAY))

        async with owner_page(owner, "/app/overview", heading="Overview", viewport=DESKTOP) as page:
            await page.get_by_role("button", name="Test your receptionist").first.click()
            dialog = page.get_by_role("dialog", name="Test your receptionist")
            await dialog.get_by_role("button", name="Start call").click()
            await dialog.get_by_text("this is Brian").wait_for()
            await say(dialog, "What time do you close on Thursday?", "6:00 PM")
            await say(dialog, "Can I book a haircut on Thursday at 6:30pm?", "?")
            await page.screenshot(path=f"{screenshots_dir}/settings-hours-test-call.png")
            assert page.problems == [], page.problems

        # Nothing was booked after six or on the closed Wednesday.
        listed = (await owner.get("/api/dashboard/appointments", params={
            "from": TUESDAY.isoformat(), "to": (TUESDAY + timedelta(days=7)).isoformat()})).json()["appointments"]
        for booked in listed:
            start = datetime.fromisoformat(booked["startsAt"]).astimezone(ZONE)
            assert start.date() != WEDNESDAY and start + timedelta(minutes=45) <= start.replace(hour=18, minute=0)


async def free_starts(owner: httpx.AsyncClient, day: date) -> list[datetime]:
    found = await owner.get("/api/availability", params={"serviceId": "haircut", "from": day.isoformat(),
                                                          "to": day.isoformat()})
    assert found.status_code == 200, found.text
    return [datetime.fromisoformat(slot["start"]).astimezone(ZONE) for slot in found.json()["slots"]]


async def test_the_wizard_and_settings_edit_one_address_and_one_week_and_new_stylists_follow_it(
        pinned, owner_session, owner_page, onboard_salon, screenshots_dir):
    sunday, tuesday = date(2030, 6, 9), date(2030, 6, 11)
    async with owner_session(name="Willa Week") as owner:
        await onboard_salon(owner, name="Salon Semana", address="500 Congress Ave, Austin, TX 78701")
        current = (await owner.get("/portal/tenants/settings")).json()
        week = [{"weekday": day, "open": "10:00", "close": "19:00", "closed": day == 1} for day in range(7)]
        saved = await owner.put("/portal/tenants/settings", json={
            **{key: current[key] for key in ("name", "timezone", "address", "ownerPhone", "frontDeskPhone", "hours")},
            "week": week})
        assert saved.status_code == 200, saved.text

        # A stylist added through the API once booking has the week: every day but the closed Monday.
        async def monday_closed_at_booking() -> bool:
            return await working_days_of_new(owner, "Pia Api", {0, 2, 3, 4, 5, 6}) == {0, 2, 3, 4, 5, 6}
        await eventually(monday_closed_at_booking, timeout=30)

        async with owner_page(owner, "/setup-ai", viewport=DESKTOP) as page:
            await to_business_info(page)
            # Onboarding's address and Settings' week (closed on Monday), not a form of its own.
            await expect(page.get_by_label("Location (street address)")).to_have_value("500 Congress Ave")
            await expect(page.get_by_label("City")).to_have_value("Austin")
            await expect(page.get_by_label("State")).to_have_value("TX")
            await expect(page.get_by_label("ZIP code")).to_have_value("78701")
            await expect(page.get_by_label("Tuesday opens")).to_have_value("10:00")
            await expect(page.get_by_label("Tuesday closes")).to_have_value("19:00")
            await expect(page.get_by_label("Monday closed")).to_be_checked()
            await expect(page.get_by_label("Sunday closed")).not_to_be_checked()
            await page.get_by_label("Location (street address)").fill("510 Congress Ave")
            await page.get_by_label("Sunday closed").check()
            await page.screenshot(path=f"{screenshots_dir}/wizard-hours-from-settings.png", full_page=True)
            await page.get_by_role("button", name="Next").click()
            await expect(page.get_by_text("Business info saved!")).to_be_visible()
            await expect(page.get_by_role("heading", level=2, name="Your staff")).to_be_visible()

            # Pia still works Sundays by her own week; once booking has the wizard's closed Sunday, none is free.
            async def sunday_closed_at_booking() -> bool:
                return await free_starts(owner, sunday) == []
            await eventually(sunday_closed_at_booking, timeout=30)

            # A stylist added in the wizard works the salon's open days: Tuesday to Saturday.
            await page.get_by_label("Name", exact=True).fill("Lea Wizard")
            await page.get_by_label("Title").fill("Stylist")
            await page.get_by_label("Email").fill("lea@salon.example")
            await page.get_by_role("button", name="Add Staff Member").click()
            await expect(page.get_by_text("Staff member added!")).to_be_visible()
            assert page.problems == [], page.problems
        assert await working_days(owner, "Lea Wizard") == {2, 3, 4, 5, 6}

        async with owner_page(owner, "/app/settings", heading="Settings", viewport=DESKTOP) as page:
            await expect(page.get_by_label("Address")).to_have_value("510 Congress Ave, Austin, TX 78701")
            await expect(page.get_by_label("Sunday closed")).to_be_checked()
            await expect(page.get_by_label("Monday closed")).to_be_checked()
            await page.get_by_label("Address").fill("9 Oak Rd, Austin, TX 78702")
            await page.get_by_label("Tuesday closes").fill("17:00")
            await page.get_by_label("Monday closed").uncheck()
            await page.get_by_role("button", name="Save Settings").click()
            await expect(page.get_by_text("Settings updated successfully")).to_be_visible()
            assert page.problems == [], page.problems

        async with owner_page(owner, "/setup-ai", viewport=DESKTOP) as page:
            await to_business_info(page)
            await expect(page.get_by_label("Location (street address)")).to_have_value("9 Oak Rd")
            await expect(page.get_by_label("ZIP code")).to_have_value("78702")
            await expect(page.get_by_label("Tuesday closes")).to_have_value("17:00")
            await expect(page.get_by_label("Monday closed")).not_to_be_checked()
            await expect(page.get_by_label("Sunday closed")).to_be_checked()
            assert page.problems == [], page.problems

        # Once booking has the new week (Tuesday until five), a stylist added on the Staff page works the salon's
        # open days as they are now: Monday to Saturday.
        async def tuesday_until_five_at_booking() -> bool:
            starts = await free_starts(owner, tuesday)
            return bool(starts) and max(starts) + timedelta(minutes=45) <= datetime(2030, 6, 11, 17, tzinfo=ZONE)
        await eventually(tuesday_until_five_at_booking, timeout=30)
        async with owner_page(owner, "/app/staff", heading="Staff", viewport=DESKTOP) as page:
            await page.get_by_role("button", name="Add Staff").first.click()
            dialog = page.get_by_role("dialog", name="Add Staff")
            await expect(dialog.get_by_text("start working the days your salon is open")).to_be_visible()
            await dialog.get_by_label("Name").fill("Max Page")
            await dialog.get_by_label("Staff ID").fill("max")
            await dialog.get_by_role("button", name="Add Staff").click()
            await expect(page.get_by_text("Max Page").first).to_be_visible()
            assert page.problems == [], page.problems
        assert await working_days(owner, "Max Page") == {1, 2, 3, 4, 5, 6}

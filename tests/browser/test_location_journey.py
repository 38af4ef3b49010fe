"""The journey of a salon that opens a second location, as one story against the real stack in Chromium at 1280:
the owner of one salon (Ana Ruiz works there Monday to Friday) whose plan the operator raised to two adds a second
location in the portal, open on Saturdays, where Ana works on Saturdays (booking refuses her there on the days she is
at the first, and the owner fixes it) and a haircut costs more; launches its receptionist and gets its own number.
A caller on that number books there; a caller on the first location's number asks about the second and books there
too. The owner sees each booking under its location and all of them under "All locations"; the operator finds the
business by the second location's number. Graded on the screens' rows and on what booking keeps."""

import uuid
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

import httpx
from playwright.async_api import Page, expect

from ringbook_common.testing.wait import eventually
from tests.browser.test_ops_console import sign_in
from tests.browser.test_portal_bookings import book_by_api, open_weekday
from tests.browser.test_portal_locations import EXPECTED_REFUSALS, no_sideways_scroll, plan_of_two
from tests.conftest import SimulatedCall

expect.set_options(timeout=15_000)

DESKTOP = {"width": 1280, "height": 900}
CHICAGO = ZoneInfo("America/Chicago")
SATURDAY = 6  # the API's weekdays: 0 is Sunday
WEEKDAYS = ["Tuesday", "Wednesday", "Thursday", "Friday"]
CUSTOMERS = ("Jane Smith", "John Smith", "Lena Park")


def a_saturday() -> date:
    """A Saturday at least two days from now where the new location is: a day it is open, whatever today is."""
    day = datetime.now(CHICAGO).date() + timedelta(days=2)
    return day + timedelta(days=(5 - day.weekday()) % 7)


async def add_uptown(page: Page, name: str, screenshots_dir: str) -> str:
    """Settings, Manage Locations, Add a Location: where, its hours, who works there, its prices, then its
    receptionist; answers the new location's number as the screen shows it."""
    uptown = f"{name} Uptown"
    await page.get_by_role("link", name="Manage Locations").click()
    await page.get_by_role("button", name="Add a Location").click()
    await page.get_by_label("Location name").fill(uptown)
    await page.get_by_label("Address").fill("400 Broadway, Springfield, IL 62701")
    await page.get_by_label("Timezone").select_option("America/Chicago")
    await page.get_by_role("button", name="Next: Hours").click()

    await expect(page.get_by_role("heading", level=2, name=f"When is {uptown} open?")).to_be_focused()
    await page.get_by_label("Monday closed").check()
    await page.get_by_label("Saturday closed").uncheck()
    await page.get_by_label("Saturday opens").fill("10:00")
    await page.get_by_label("Saturday closes").fill("15:00")
    await page.get_by_role("button", name="Add Location").click()

    # Ticked, Ana works every day it is open: Tuesday to Friday she is at the first location, which booking refuses.
    await expect(page.get_by_role("heading", level=2, name=f"Who works at {uptown}?")).to_be_focused()
    await page.get_by_role("checkbox", name=f"Ana Ruiz works at {uptown}").check()
    await page.get_by_role("button", name="Save and Continue").click()
    ana = page.get_by_test_id("staff-at-location").filter(has_text="Ana Ruiz")
    await expect(ana.get_by_role("alert")).to_contain_text(f"overlaps the hours they work at {name}")
    await expect(page.get_by_role("heading", level=2, name=f"Who works at {uptown}?")).to_be_visible()
    await no_sideways_scroll(page)
    await page.screenshot(path=f"{screenshots_dir}/portal-location-staff-refused-1280.png", full_page=True)
    for day in WEEKDAYS:
        await page.get_by_role("checkbox", name=f"Ana Ruiz works {day}").uncheck()
    await page.get_by_label("Ana Ruiz starts on Saturday").fill("10:00")
    await page.get_by_label("Ana Ruiz finishes on Saturday").fill("15:00")
    await page.screenshot(path=f"{screenshots_dir}/portal-location-staff-1280.png", full_page=True)
    await page.get_by_role("button", name="Save and Continue").click()

    await expect(page.get_by_role("heading", level=2, name=f"Any prices that differ at {uptown}?")).to_be_focused()
    await page.get_by_label("Haircut price").fill("55")
    await page.get_by_role("button", name="Save and Finish").click()
    await expect(page.get_by_role("heading", level=2, name=f"{uptown} is added")).to_be_focused()
    await page.get_by_role("button", name="Launch Its Receptionist").click()
    number = page.get_by_test_id("location-number").get_by_role("link")
    await expect(number).to_be_visible(timeout=60_000)
    return await number.inner_text()


async def book_by_phone(owner: httpx.AsyncClient, caller: str, *, location: str | None, lines: list[str]) -> None:
    """A call on the simulated line to a location's number (None: the first's), the caller saying `lines`."""
    dialled = await owner.post("/api/receptionist/test-calls", params={"location": location} if location else {},
                               json={"fromNumber": caller})
    assert dialled.status_code == 201, dialled.text
    call = SimulatedCall(owner, "/api/receptionist/test-calls", dialled.json())
    for line in lines:
        await call.say(line)
    assert ("book_appointment", True) in call.tools(), call.call["turns"]


async def bookings_shown(page: Page) -> list[str]:
    """The text of each row of the Bookings table, once it has loaded."""
    await expect(page.get_by_text("Loading appointments...")).to_have_count(0)
    await expect(page.locator("[aria-busy=true]")).to_have_count(0)
    rows = page.get_by_role("table", name="Appointments").get_by_role("row")
    return [await rows.nth(index).inner_text() for index in range(1, await rows.count())]


def customers(rows: list[str]) -> list[str]:
    """Whose bookings the rows are, in name order (a row of anyone else as it reads)."""
    return sorted(next((name for name in CUSTOMERS if name in row), row) for row in rows)


async def test_a_salon_opens_a_second_location_whose_callers_book_there(
        owner_session, configure_salon, launch_receptionist, owner_page, browser_page, admin_token, gateway_url,
        screenshots_dir):
    name = f"Bella {uuid.uuid4().hex[:6]}"
    uptown = f"{name} Uptown"
    saturday = a_saturday()
    said_day = f"{saturday:%B} {saturday.day}"
    async with owner_session(name="Bea Journey") as owner, httpx.AsyncClient(
            base_url=gateway_url, timeout=15, headers={"x-admin-token": admin_token}) as operator:
        tenant_id = await configure_salon(owner, name=name)  # Ana Ruiz, Monday to Friday 9 to 5
        await launch_receptionist(owner)
        await book_by_api(owner, open_weekday(), "Lena Park")  # a client of the first location
        await plan_of_two(owner, operator, tenant_id)

        async with owner_page(owner, "/app/settings", heading="Settings", viewport=DESKTOP) as page:
            uptown_number = await add_uptown(page, name, screenshots_dir)
            await page.screenshot(path=f"{screenshots_dir}/portal-location-journey-added-1280.png", full_page=True)
            assert set(page.problems) <= EXPECTED_REFUSALS, page.problems
        locations = {one["name"]: one for one in (await owner.get("/portal/locations")).json()["locations"]}
        uptown_id = locations[uptown]["id"]
        assert [(s["serviceId"], s["price"]) for s in locations[uptown]["services"]] == [("haircut", 55)]
        assert [(s["serviceId"], s["price"]) for s in locations[name]["services"]] == [("haircut", 45)]
        staff = (await owner.get("/staff/calendars")).json()["staff"]
        ana = next(member["staffId"] for member in staff if member["name"] == "Ana Ruiz")
        there = (await owner.get(f"/staff/{ana}/hours", params={"location": uptown_id})).json()["hours"]
        assert there == [{"dow": SATURDAY, "start": "10:00", "end": "15:00"}]
        first = (await owner.get(f"/staff/{ana}/hours")).json()["hours"]
        assert [slot["dow"] for slot in first] == [1, 2, 3, 4, 5]

        # A caller on the new number books there; one on the first number asks about it and books there too.
        await book_by_phone(owner, "+14155550171", location=uptown_id, lines=[
            f"Hi, I'd like a haircut on {said_day} at 11am please", "Jane Smith", "Yes please",
            "No, that's all, thanks"])
        await book_by_phone(owner, "+14155550172", location=None, lines=[
            "Do you have a shop uptown?", f"Great, I'd like a haircut there on {said_day} at 1pm", "John Smith",
            "Yes please", "No, that's all, thanks"])
        day = saturday.isoformat()
        booked = (await owner.get("/api/dashboard/appointments", params={"from": day, "to": day})).json()
        assert sorted((a["customerName"], a["locationId"], a["staffName"],
                       datetime.fromisoformat(a["startsAt"]).astimezone(CHICAGO).strftime("%H:%M"), a["price"])
                      for a in booked["appointments"]) == [
            ("Jane Smith", uptown_id, "Ana Ruiz", "11:00", 55), ("John Smith", uptown_id, "Ana Ruiz", "13:00", 55)]

        async with owner_page(owner, f"/app/bookings?location={uptown_id}", heading="Bookings",
                              viewport=DESKTOP) as page:
            shown = await bookings_shown(page)
            assert customers(shown) == ["Jane Smith", "John Smith"], shown
            assert all("$55.00" in row for row in shown), shown  # Uptown's price, not the catalogue's $45
            await page.screenshot(path=f"{screenshots_dir}/portal-location-journey-bookings-1280.png")
            switcher = page.get_by_role("combobox", name="Location")
            await switcher.select_option(label=name)
            await expect(page.get_by_role("row").filter(has_text="Jane Smith")).to_have_count(0)
            shown = await bookings_shown(page)
            assert customers(shown) == ["Lena Park"], shown
            assert "$45.00" in shown[0], shown
            await switcher.select_option(label="All locations")
            await expect(page.get_by_role("row").filter(has_text="Jane Smith")).to_have_count(1)
            assert customers(await bookings_shown(page)) == ["Jane Smith", "John Smith", "Lena Park"]
            assert page.problems == []

    async with browser_page(base_url=gateway_url, viewport=DESKTOP) as page:
        await sign_in(page, admin_token)
        search = page.get_by_role("searchbox", name="Search clients")
        clients = page.get_by_role("table", name="Clients")
        row = clients.get_by_role("row").filter(has_text=name)

        async def found() -> bool:
            # The console's read model hears of the new number a moment after the receptionist has it.
            await search.fill(uptown_number)
            await search.press("Enter")
            await clients.or_(page.get_by_text("No clients found")).first.wait_for()
            return await row.count() == 1
        await eventually(found, timeout=30)
        await expect(clients.get_by_role("row")).to_have_count(2)
        await page.screenshot(path=f"{screenshots_dir}/ops-search-second-number-1280.png")
        assert page.problems == []

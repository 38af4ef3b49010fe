"""One salon's whole story in Chromium against the real stack, each part as its person lives it.

The owner registers, reads the code from the dev outbox, onboards, adds a stylist with her hours and a day off,
runs the setup wizard with the local voice provider and gets a number. A caller rings it on the simulated line:
the stylist's day off is refused, another day is booked; the owner sees the booking in Overview and Bookings and
the call in the call log. The caller moves it, then cancels it, by phone, and gets a text each time, never the
reminder. The operator finds the salon by its number, active, with every step in its activity log.
"""

import json
import re
import uuid
from datetime import date, datetime, timedelta
from urllib.parse import quote
from zoneinfo import ZoneInfo

import httpx
from playwright.async_api import Page, expect
from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine

from ringbook_common.testing.wait import eventually
from tests.conftest import SimulatedCall

PASSWORD = "a long enough password"
DESKTOP = {"width": 1280, "height": 900}
ZONE = ZoneInfo("America/New_York")
SALON = "Journey Hair Studio"
CALLER = "+14155550177"
CALLER_SHOWN = "(415) 555-0177"
CUSTOMER = "Nora Quinn"

expect.set_options(timeout=20_000)


def weekdays_ahead() -> tuple[date, date]:
    """The day the caller books (a weekday at least two days ahead, so a reminder is due the day before) and the
    stylist's day off (the next weekday after it)."""
    day = datetime.now(ZONE).date() + timedelta(days=2)
    while day.weekday() > 4:
        day += timedelta(days=1)
    off = day + timedelta(days=1)
    while off.weekday() > 4:
        off += timedelta(days=1)
    return day, off


async def toast(page: Page, message: str) -> None:
    await expect(page.get_by_role("region", name="Notifications").get_by_text(message, exact=True)).to_be_visible()
    for dismiss in await page.get_by_role("button", name="Dismiss notification").all():
        await dismiss.click()


async def outbox(page: Page, to: str) -> list[dict]:
    """The dev outbox for one address, as the browser shows it (newest first)."""
    await page.goto(f"/dev/outbox?to={quote(to)}")
    return json.loads(await page.locator("body").inner_text())


# ---- the owner --------------------------------------------------------------------------------------------

async def register_and_verify(page: Page, email: str) -> None:
    await page.goto("/register")
    await page.get_by_label("Full Name").fill("Jo Journey")
    await page.get_by_label("Email").fill(email)
    await page.get_by_label("Password", exact=True).fill(PASSWORD)
    await page.get_by_label("Confirm Password").fill(PASSWORD)
    await page.get_by_role("button", name="Create Account").click()
    await expect(page).to_have_url(re.compile(r"/verify-email\?email="))

    mailbox = await page.context.new_page()

    async def code() -> str | None:
        messages = await outbox(mailbox, email)
        found = re.search(r"\b(\d{6})\b", messages[0]["body"]) if messages else None
        return found.group(1) if found else None
    verification = await eventually(code)
    await mailbox.close()
    await page.get_by_label("Digit 1 of 6").press_sequentially(verification)
    await expect(page).to_have_url(re.compile(r"/portal$"))


async def onboard(page: Page) -> None:
    await expect(page.get_by_role("heading", level=2, name="Business settings")).to_be_visible()
    await page.get_by_label("Business name").fill(SALON)
    await page.get_by_label("Timezone").select_option("America/New_York")
    await page.get_by_label("Address").fill("12 Main St, Springfield")
    await page.get_by_label("Owner phone").fill("(415) 867-5309")
    await page.get_by_role("button", name="Continue").click()
    await expect(page.get_by_role("heading", level=2, name="Your services")).to_be_focused()
    await page.get_by_label("Service 1 name").fill("Haircut")
    await page.get_by_label("Service 1 duration (minutes)").fill("45")
    await page.get_by_label("Service 1 price ($)").fill("45")
    await page.get_by_role("button", name="Complete Setup").click()
    await expect(page).to_have_url(re.compile(r"/app/overview$"))
    await expect(page.get_by_role("heading", level=1, name="Overview")).to_be_visible()


async def set_up_staff(page: Page, day_off: date) -> None:
    """Ana, working Monday to Friday 9 to 5 but starting at 10 on Mondays, with `day_off` off."""
    await page.goto("/app/staff")
    await page.get_by_role("heading", level=1, name="Staff").wait_for()
    await page.get_by_role("button", name="Add Staff", exact=True).click()
    dialog = page.get_by_role("dialog", name="Add Staff")
    await dialog.get_by_label("Name", exact=True).fill("Ana Ruiz")
    await dialog.get_by_label("Staff ID").fill("ana")
    await dialog.get_by_role("button", name="Add Staff").click()
    await toast(page, "Staff member added successfully")

    await page.get_by_label("Monday interval 1 start").fill("10:00")
    await page.get_by_role("button", name="Save Working Hours").click()
    await toast(page, "Working hours updated")

    await page.get_by_role("tab", name="Time Off").click()
    await page.get_by_label("Start date").fill(day_off.isoformat())
    await page.get_by_label("End date").fill(day_off.isoformat())
    await page.get_by_label("Reason (optional)").fill("Training day")
    await page.get_by_role("button", name="Add Time Off").click()
    await toast(page, "Time off updated")
    await expect(page.get_by_role("list", name="Time off").get_by_text("Training day")).to_be_visible()


async def launch_receptionist(page: Page, screenshots: str) -> str:
    """The setup wizard with the built-in calendar and the local voice provider; answers the number shown."""
    await page.goto("/setup-ai")
    await expect(page.get_by_role("heading", level=2, name="Connect your calendar")).to_be_visible()
    await page.get_by_role("button", name="Next").click()
    await page.get_by_role("radio", name=re.compile("Haircut")).check()
    await page.get_by_role("button", name="Next").click()

    await expect(page.get_by_role("heading", level=2, name="Business info")).to_be_focused()
    await page.get_by_label("Location (street address)").fill("12 Main St")
    await page.get_by_label("City").fill("Springfield")
    await page.get_by_label("State").fill("IL")
    await page.get_by_label("ZIP code").fill("62701")
    await page.get_by_role("button", name="Next").click()

    # The stylist added on the Staff page is already the receptionist's.
    await expect(page.get_by_role("heading", level=2, name="Your staff")).to_be_focused()
    await expect(page.get_by_role("list", name="Staff members").get_by_text("Ana Ruiz")).to_be_visible()
    await page.get_by_role("button", name="Next").click()
    await expect(page.get_by_role("heading", level=2, name="Your services")).to_be_focused()
    await expect(page.get_by_role("list", name="Services").get_by_text("Haircut")).to_be_visible()
    await page.get_by_role("button", name="Next").click()

    await expect(page.get_by_role("heading", level=2, name="Review & launch")).to_be_focused()
    await page.get_by_role("button", name="Launch AI Receptionist").click()
    await expect(page.get_by_role("heading", name="AI Receptionist Active!")).to_be_visible(timeout=60_000)
    number = page.get_by_role("link", name=re.compile(r"^\(\d{3}\) \d{3}-\d{4}$"))
    await expect(number).to_be_visible()
    await page.screenshot(path=f"{screenshots}/journey-receptionist-active.png", full_page=True)
    href = await number.get_attribute("href")
    assert href is not None, "the receptionist's number is not a link"
    return href.removeprefix("tel:")


# ---- the caller, on the local provider's simulated line ---------------------------------------------------

async def dial(operator: httpx.AsyncClient, number: str) -> SimulatedCall:
    """The caller's phone ringing the salon on the simulated line (the operator's line, which `make call` dials)."""
    return await SimulatedCall.dial(operator, "/api/admin/test-calls", to=number, fromNumber=CALLER)


def ended(call: SimulatedCall) -> bool:
    return call.call["status"] == "ended"


async def book_by_phone(operator: httpx.AsyncClient, number: str, day: date, day_off: date) -> None:
    call = await dial(operator, number)
    assert "Thank you for calling Journey Hair Studio" in call.call["turns"][0]["text"]
    refused = await call.say(f"Hi, I'd like a haircut with Ana on {day_off:%A} at 10am")
    assert refused.startswith(f"I'm sorry, I have nothing free at 10:00 AM on {day_off:%A} with Ana."), refused
    offered = await call.say(f"What about {day:%A} at 10am then?")
    assert "is free" in offered and "10:00 AM" in offered and "Ana" in offered, offered
    read_back = await call.say(CUSTOMER)
    assert CUSTOMER in read_back and CALLER_SHOWN in read_back, read_back
    assert "booked" in (await call.say("Yes please")).lower()
    await call.say("No, that's all, thanks")
    assert ended(call)


async def move_by_phone(operator: httpx.AsyncClient, number: str, day: date) -> None:
    call = await dial(operator, number)
    asked = await call.say(f"I need to move my haircut to {day:%A} at half past two")
    assert "2:30 PM" in asked and "Shall I go ahead" in asked, asked
    assert "now" in (await call.say("yes")).lower()
    await call.say("no thanks, bye")
    assert ended(call)


async def cancel_by_phone(operator: httpx.AsyncClient, number: str, day: date) -> None:
    call = await dial(operator, number)
    asked = await call.say("I'd like to cancel my appointment please")
    assert f"on {day:%A} at 2:30 PM. Shall I cancel it?" in asked, asked
    assert "is cancelled" in await call.say("yes please")
    await call.say("that's all, goodbye")
    assert ended(call)


async def text_arrives(page: Page, opening: str) -> list[str]:
    """The caller's texts (oldest first), once one starting with `opening` is among them."""
    async def arrived() -> list[str] | None:
        bodies = [m["body"] for m in reversed(await outbox(page, CALLER)) if m["channel"] == "sms"]
        return bodies if any(body.startswith(opening) for body in bodies) else None
    return await eventually(arrived, timeout=30)


# ---- what the owner sees ----------------------------------------------------------------------------------

async def calls_logged(page: Page, count: int) -> None:
    """Until the call log holds `count` calls, each analysed: the provider's webhooks arrive after the call."""
    async def logged() -> bool | None:
        calls = (await (await page.context.request.get("/api/dashboard/call-logs")).json())["calls"]
        return (len(calls) == count and all(call["outcome"] and call["summary"] for call in calls)) or None
    await eventually(logged, timeout=30)


async def owner_sees_the_booking(page: Page, day: date, screenshots: str) -> None:
    await calls_logged(page, 1)
    await page.goto("/app/overview")
    upcoming = page.get_by_role("list", name="Upcoming appointments")
    booking = upcoming.get_by_role("listitem").filter(has_text=CUSTOMER)
    await expect(booking).to_contain_text("Haircut")
    await expect(booking).to_contain_text("Scheduled")

    calls = page.get_by_role("list", name="Calls")
    await expect(calls.get_by_role("button")).to_have_count(1)
    await calls.get_by_role("button").click()
    dialog = page.get_by_role("dialog", name=f"Call from {CALLER_SHOWN}")
    await expect(dialog.get_by_text("Booked", exact=True)).to_be_visible()
    await expect(dialog.get_by_text(f"What about {day:%A} at 10am then?")).to_be_visible()
    await page.screenshot(path=f"{screenshots}/journey-overview-call.png", full_page=True)
    await dialog.get_by_role("button", name="Close").click()

    await page.goto("/app/bookings")
    row = page.get_by_role("table", name="Appointments").get_by_role("row").filter(has_text=CUSTOMER)
    await expect(row).to_contain_text("Haircut")
    await expect(row).to_contain_text("Ana Ruiz")
    await expect(row).to_contain_text("Scheduled")
    await expect(row).to_contain_text(f"{day:%b} {day.day}")
    await page.screenshot(path=f"{screenshots}/journey-bookings.png", full_page=True)


async def owner_sees_it_cancelled(page: Page) -> None:
    await calls_logged(page, 3)
    await page.goto("/app/bookings")
    row = page.get_by_role("table", name="Appointments").get_by_role("row").filter(has_text=CUSTOMER)
    await expect(row).to_contain_text("Cancelled")
    await expect(row).to_contain_text("2:30 PM")
    await page.goto("/app/overview")
    calls = page.get_by_role("list", name="Calls")
    await expect(calls.get_by_role("button")).to_have_count(3)


async def reminder_jobs(database_url: str, appointment_id: str) -> list[tuple[str, str]]:
    """Booking's SMS jobs for the appointment, oldest first: (kind, what became of it)."""
    engine = create_async_engine(database_url)
    try:
        async with engine.connect() as connection:
            rows = await connection.execute(text(
                "SELECT kind, CASE WHEN sent_at IS NOT NULL THEN 'sent' WHEN cancelled_at IS NOT NULL THEN "
                "'called off' WHEN skipped_at IS NOT NULL THEN 'skipped' ELSE 'pending' END FROM reminder_jobs "
                "WHERE appointment_id = :id ORDER BY id"), {"id": appointment_id})
            return [tuple(row) for row in rows]
    finally:
        await engine.dispose()


# ---- the operator -----------------------------------------------------------------------------------------

# Each step of the salon's story, as the activity log tells it.
STEPS = [f"An owner verified their e-mail at {SALON}.", f"{SALON} signed up.", f"{SALON}'s settings were saved.",
         f"{SALON}'s services were saved: ", f"{SALON} finished onboarding.", f"A stylist joined at {SALON}.",
         f"A stylist's details were changed at {SALON}.",
         f"{SALON}'s receptionist setup was saved, now at business info.",
         f"{SALON}'s receptionist setup was saved, now at staff.",
         f"{SALON}'s receptionist setup was saved, now at provisioning.",
         f"{SALON}'s receptionist is now provisioning (step: create llm).",
         f"{SALON}'s receptionist is now provisioning (step: create agent).",
         f"{SALON}'s receptionist is now provisioning (step: buy number).",
         f"{SALON}'s receptionist is now provisioning (step: bind number).",
         f"{SALON}'s receptionist is now active.", f"{SALON}'s receptionist setup is complete.",
         f"Haircut booked at {SALON} for ", "ending in booked.",
         f"An appointment at {SALON} was moved to ", "at 2:30 PM.",
         f"An appointment at {SALON} was cancelled by the AI receptionist.", "ending in cancelled."]


async def operator_finds_the_salon(page: Page, token: str, number: str, screenshots: str) -> list[str]:
    """Signs in, searches the number as a caller would say it, and reads the salon's activity log (every
    page); answers its lines as sentences."""
    await page.goto("/admin")
    await page.get_by_label("Admin token").fill(token)
    await page.get_by_label("Admin token").press("Enter")
    await page.get_by_role("heading", name="Platform Admin", level=1).wait_for()

    digits = number.removeprefix("+1")
    search = page.get_by_role("searchbox", name="Search clients")
    await search.fill(f"{digits[:3]}-{digits[3:6]}-{digits[6:]}")
    await search.press("Enter")
    clients = page.get_by_role("table", name="Clients")
    row = clients.get_by_role("row").filter(has_text=SALON)
    await expect(row).to_have_count(1)
    await expect(row).to_contain_text("Active")
    await page.screenshot(path=f"{screenshots}/journey-operator-search.png", full_page=True)

    await row.get_by_role("button", name=f"View details of {SALON}").click()
    details = page.get_by_role("dialog", name=SALON)
    await expect(details).to_contain_text("Receptionist: Ready")
    await details.get_by_role("button", name="View Activity").click()
    await expect(page.get_by_text("Everything that happened at this salon, newest first.")).to_be_visible()
    log = page.get_by_role("table", name="Log entries")
    # The pages' status line says "Showing 26" (to 50, of 60) once a page's own rows are on screen; while the next
    # one loads, the previous page's rows stay, dimmed, and it says "Loading".
    status = page.get_by_role("navigation", name="Pages of log entries").get_by_role("status")
    actions: list[str] = []
    shown = 1
    while True:
        await expect(status).to_contain_text(re.compile(rf"^Showing {shown}\D"))
        await expect(log.get_by_role("row").nth(1)).to_contain_text(SALON)
        for line in await log.get_by_role("row").all():
            cells = await line.get_by_role("cell").all()
            if cells:
                assert SALON in await cells[1].inner_text()
                actions.append(" | ".join((await cells[0].inner_text()).splitlines()))
        following = page.get_by_role("button", name="Next")
        if await following.count() == 0 or await following.is_disabled():
            break
        shown += len(await log.get_by_role("row").all()) - 1
        await following.click()
    await page.screenshot(path=f"{screenshots}/journey-operator-activity.png", full_page=True)
    return actions


# ---- the story --------------------------------------------------------------------------------------------

async def test_a_salon_signs_up_gets_a_number_and_handles_a_caller_who_books_moves_and_cancels(
        browser_page, gateway_url, admin_token, stack, screenshots_dir):
    day, day_off = weekdays_ahead()
    email = f"journey.{uuid.uuid4().hex[:10]}@salon.example"

    # The stack's public address: call recordings are served from it, and the page's policy only plays media
    # from its own origin.
    public_url = gateway_url.replace("127.0.0.1", "localhost")
    async with browser_page(viewport=DESKTOP, base_url=public_url) as page:
        await register_and_verify(page, email)
        await onboard(page)
        await set_up_staff(page, day_off)
        number = await launch_receptionist(page, screenshots_dir)
        assert page.problems == [], page.problems
        phone = await page.context.new_page()

        async with httpx.AsyncClient(base_url=gateway_url, timeout=30,
                                     headers={"x-admin-token": admin_token}) as operator:
            await book_by_phone(operator, number, day, day_off)
            [confirmation] = await text_arrives(phone, "You're booked:")
            assert confirmation.startswith(f"You're booked: Haircut at {SALON} on {day:%A, %B} {day.day} at 10:00 AM.")
            await owner_sees_the_booking(page, day, screenshots_dir)

            await move_by_phone(operator, number, day)
            texts = await text_arrives(phone, "Moved:")
            assert texts[1] == (f"Moved: your Haircut at {SALON} is now on {day:%A, %B} {day.day} at 2:30 PM. "
                                "Reply or call us to change or cancel.")
            await cancel_by_phone(operator, number, day)
            texts = await text_arrives(phone, "Cancelled:")

        assert [body.split(":")[0] for body in texts] == ["You're booked", "Moved", "Cancelled"]
        assert texts[2] == (f"Cancelled: Haircut at {SALON} on {day:%A, %B} {day.day} at 2:30 PM. "
                            "Reply or call us to book again.")
        await phone.screenshot(path=f"{screenshots_dir}/journey-sms-outbox.png", full_page=True)
        await owner_sees_it_cancelled(page)
        assert page.problems == [], page.problems

        [appointment] = [a for a in (await (await page.context.request.get(
            "/api/dashboard/appointments", params={"from": day.isoformat(), "to": day.isoformat()})).json())[
            "appointments"] if a["customerPhone"] == CALLER]
    # The reminder the booking set for the day before went with the move, and its successor with the
    # cancellation: nothing is left to remind the caller of.
    assert await reminder_jobs(stack.database_url("booking"), appointment["id"]) == [
        ("confirmation", "sent"), ("reminder", "called off"), ("reminder", "called off"), ("moved", "sent"),
        ("cancellation", "sent")]

    async with browser_page(viewport=DESKTOP) as console:
        actions = await operator_finds_the_salon(console, admin_token, number, screenshots_dir)
        assert console.problems == [], console.problems
    missing = [step for step in STEPS if not any(step in line for line in actions)]
    assert not [line for line in actions if "=" in line], actions  # sentences, never key=value dumps
    assert missing == [], f"missing {missing} in {actions}"

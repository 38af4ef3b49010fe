"""The overview's figures reconciled with the bookings list and the call log on screen, each by its definition
(README, "How the overview's figures are defined"), in Chromium against the real stack on a pinned clock.

Bookings are made by phone (the voice provider's signed function calls and webhooks) and in the portal; one is
moved and one cancelled by phone. Then every figure is read off the overview and recomputed from the rows of the
Bookings page and the calls listed: booked by phone and all bookings, the revenue of each, today's appointments,
the calls and their share that ended in a booking. Calls that only moved or cancelled are labelled so."""

import re
import time
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

import httpx
import pytest
from playwright.async_api import expect

from ringbook_common.testing.wait import eventually

ZONE = ZoneInfo("America/New_York")
TUESDAY = date(2030, 6, 4)
THURSDAY = TUESDAY + timedelta(days=2)
NOW = datetime(2030, 6, 4, 10, 0, tzinfo=ZONE)
EVERY_DAY = {str(day): {"open": "09:00", "close": "18:00", "closed": False} for day in range(7)}
HAIRCUT = {"serviceId": "haircut", "name": "Haircut", "durationMin": 45, "bufferMin": 15, "price": 45}
COLOUR = {"serviceId": "colour", "name": "Colour", "durationMin": 60, "bufferMin": 0, "price": 120}
WIDE = {"width": 1280, "height": 900}
ANA, BEN = "+15550107001", "+15550107002"


@pytest.fixture
def pinned(stack):
    stack.pin_clock(NOW)
    yield stack
    stack.unpin_clock()


def dollars(text: str) -> float:
    return float(re.sub(r"[^\d.]", "", text))


async def offered(call, service: str, day: date, preferred: str | None = None) -> list[dict]:
    found = await call.function("check_availability", service=service, date=day.isoformat(),
                                **({"preferred_time": preferred} if preferred else {}))
    assert found["ok"] and found["slots"], found
    return found["slots"]


async def hang_up(call, stack, seconds: int = 60) -> None:
    """The call ends and is analysed, as the provider reports it (it began `seconds` before the pinned now)."""
    ended = int(stack.clock_now().timestamp() * 1000)
    started = ended - seconds * 1000
    transcript = "Agent: Thank you for calling Salon Cifras.\nUser: Hello, it's about my appointment."
    await call.webhook("call_started", call_status="ongoing", start_timestamp=started)
    await call.webhook("call_ended", call_status="ended", start_timestamp=started, end_timestamp=ended,
                       duration_ms=seconds * 1000, disconnection_reason="user_hangup", transcript=transcript)


async def phone_calls(voice_call, number: str, stack) -> None:
    """Ana books a haircut and Ben a colour (two calls); Ana moves hers, Ben cancels his (two more)."""
    async with voice_call(number, caller=ANA) as call:
        booked = await call.function("book_appointment", slot_id=(await offered(call, "haircut", THURSDAY))[0][
            "slot_id"], customer_name="Ana Phone")
        assert booked["ok"], booked
        await hang_up(call, stack)
    async with voice_call(number, caller=BEN) as call:
        coloured = await call.function("book_appointment", slot_id=(await offered(call, "colour", THURSDAY))[-1][
            "slot_id"], customer_name="Ben Phone")
        assert coloured["ok"], coloured
        await hang_up(call, stack)
    async with voice_call(number, caller=ANA) as call:
        later = await offered(call, "haircut", THURSDAY, preferred="14:00")
        moved = await call.function("reschedule_appointment", appointment_id=booked["appointment_id"],
                                    new_slot_id=later[0]["slot_id"])
        assert moved["ok"], moved
        await hang_up(call, stack)
    async with voice_call(number, caller=BEN) as call:
        cancelled = await call.function("cancel_appointment", appointment_id=coloured["appointment_id"])
        assert cancelled["ok"], cancelled
        await hang_up(call, stack)


async def in_the_portal(owner: httpx.AsyncClient, start: datetime, service: str, customer: str) -> None:
    stylist = (await owner.get("/staff/calendars")).json()["staff"][0]["staffId"]
    made = await owner.post("/api/appointments", headers={"Idempotency-Key": f"figures-{time.time_ns()}"}, json={
        "start": start.isoformat(), "serviceId": service, "staffId": stylist, "customerName": customer,
        "customerPhone": "+15550107003"})
    assert made.status_code == 201, made.text


async def rows_on_screen(page) -> list[dict]:
    """The bookings table as the owner reads it: date, price, status and how each was made."""
    table = page.get_by_role("table")
    await expect(table.locator("tbody tr").first).to_be_visible()
    headers = [text.strip() for text in await table.locator("thead th").all_inner_texts()]
    day, price, status_column = (next(n for n, text in enumerate(headers) if text.startswith(label))
                                 for label in ("Date & Time", "Price", "Status"))
    rows = []
    for row in await table.locator("tbody tr").all():
        cells = [text.strip() for text in await row.locator("td").all_inner_texts()]
        status, _, made = cells[status_column].partition("\n")
        rows.append({"day": cells[day].split("\n")[0], "price": dollars(cells[price]), "status": status.strip(),
                     "made": made.strip()})
    return rows


def stat(page, label: str):
    return page.get_by_role("listitem").filter(has=page.get_by_role("heading", name=label, exact=True))


async def test_the_overview_figures_reconcile_with_the_bookings_and_the_calls(
        pinned, owner_session, owner_page, configure_salon, launch_receptionist, voice_call, screenshots_dir):
    async with owner_session(name="Cora Cifras") as owner:
        await configure_salon(owner, name="Salon Cifras", services=[HAIRCUT, COLOUR], hours=EVERY_DAY)
        status = await launch_receptionist(owner)
        await phone_calls(voice_call, status["phoneNumber"], pinned)
        await in_the_portal(owner, datetime(2030, 6, 4, 15, 0, tzinfo=ZONE), "colour", "Pia Portal")
        await in_the_portal(owner, datetime(2030, 6, 6, 16, 0, tzinfo=ZONE), "haircut", "Paul Portal")

        async def counted() -> dict | None:
            numbers = (await owner.get("/api/dashboard/analytics")).json()
            return numbers if numbers["totalCalls"] == 4 and numbers["totalBookings"] == 3 else None
        await eventually(counted, timeout=30)

        async with owner_page(owner, "/app/bookings", heading="Bookings", viewport=WIDE) as page:
            rows = await rows_on_screen(page)
            await page.screenshot(path=f"{screenshots_dir}/figures-bookings-1280.png", full_page=True)
            assert page.problems == [], page.problems
        standing = [row for row in rows if row["status"] != "Cancelled"]
        by_phone = [row for row in standing if row["made"] == "By phone"]
        today = [row for row in standing if row["day"] == "Tue, Jun 4, 2030"]
        assert len(rows) == 4 and {row["made"] for row in rows} == {"By phone", "In the portal"}

        async with owner_page(owner, "/app/overview", heading="Overview", viewport=WIDE) as page:
            await expect(page.get_by_test_id("figures-period")).to_have_text(
                "Last 30 days, May 6 \u2013 Jun 4 (America/New_York)")
            # Booked by phone: bookings made by phone, not cancelled; part of all bookings, made in any way.
            phone_card = stat(page, "Booked by phone")
            await expect(phone_card.locator("p").first).to_have_text(str(len(by_phone)))
            await expect(phone_card).to_contain_text(f"of {len(standing)} bookings in all")
            # Revenue: the prices of those bookings, as listed.
            await expect(stat(page, "Revenue of all bookings").locator("p").first).to_have_text(
                f"${sum(row['price'] for row in standing):,.2f}")
            revenue_by_phone = page.locator("div.rounded-lg").filter(
                has=page.get_by_role("heading", name="Revenue booked by phone", exact=True)).last
            await expect(revenue_by_phone).to_contain_text(f"${sum(row['price'] for row in by_phone):,.2f}")
            await expect(revenue_by_phone).to_contain_text(f"From the {len(by_phone)} booking your AI receptionist")
            # Today's appointments: those of the salon's today, not cancelled.
            await expect(stat(page, "Today's Appointments").locator("p").first).to_have_text(str(len(today)))
            # Calls: every call listed; the share that ended in a booking is the share labelled Booked.
            calls = page.get_by_role("list", name="Calls").get_by_role("listitem")
            await expect(calls).to_have_count(4)
            labels = {label: await calls.get_by_text(label, exact=True).count()
                      for label in ("Booked", "Rescheduled", "Cancelled")}
            assert labels == {"Booked": 2, "Rescheduled": 1, "Cancelled": 1}, labels
            calls_card = stat(page, "Total Calls")
            await expect(calls_card.locator("p").first).to_have_text("4")
            await expect(calls_card).to_contain_text(f"{labels['Booked'] * 100 / 4:.1f}% ended in a booking")
            await expect(page.locator("figcaption")).to_contain_text(
                f"4 calls and {len(standing)} bookings in the last 30 days.")
            await page.screenshot(path=f"{screenshots_dir}/figures-overview-1280.png", full_page=True)
            assert page.problems == [], page.problems

        # The owner dashboard shows the same figures under the same labels.
        async with owner_page(owner, "/dashboard", heading="Dashboard", viewport=WIDE) as page:
            glance = page.get_by_role("list", name="At a glance")
            by_phone_there = glance.get_by_role("listitem").filter(has_text="Booked by phone")
            await expect(by_phone_there).to_contain_text(str(len(by_phone)))
            await expect(by_phone_there).to_contain_text(f"of {len(standing)} bookings in all, last 30 days")
            today_there = glance.get_by_role("listitem").filter(has_text="Today")
            await expect(today_there).to_contain_text(f"{len(today)}appointments, not cancelled")
            await expect(glance.get_by_role("listitem").filter(has_text="Calls")).to_contain_text(
                "4last 30 days · 50.0% ended in a booking")
            assert page.problems == [], page.problems

"""Service names as a salon prints them on its menu, in Chromium against the real stack: the owner adds
"Women's Cut & Colour (long)" and "Pédicure" in onboarding and on the admin dashboard's services tab, each gets an
id made from its name that stays through a rename, and callers book each of them by phone."""

import re
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import httpx
from playwright.async_api import expect

from ringbook_common.testing.wait import eventually
from tests.conftest import ANA, SimulatedCall

expect.set_options(timeout=15_000)

ZONE = ZoneInfo("America/New_York")
DESKTOP = {"width": 1280, "height": 800}
EVERY_DAY = {str(day): {"open": "09:00", "close": "18:00", "closed": False} for day in range(7)}
WOMENS = "Women's Cut & Colour (long)"
PEDICURE = "Pédicure"


async def onboard_in_the_portal(page) -> None:
    """Portal onboarding as a new owner does it: settings, then the services as printed on the menu."""
    await page.get_by_role("heading", level=2, name="Business settings").wait_for()
    await page.get_by_label("Business name").fill("Salon Étoile")
    await page.get_by_label("Timezone").select_option("America/New_York")
    await page.get_by_label("Address").fill("12 Main St, Springfield")
    await page.get_by_label("Owner phone").fill("(415) 867-5309")
    await page.get_by_role("button", name="Continue").click()
    await expect(page.get_by_role("heading", level=2, name="Your services")).to_be_focused()
    await page.get_by_label("Service 1 name").fill("Women's Cut & Colour")
    await page.get_by_label("Service 1 duration (minutes)").fill("60")
    await page.get_by_label("Service 1 price ($)").fill("85")
    await page.get_by_role("button", name="Add Service").click()
    await page.get_by_label("Service 2 name").fill("Men's Cut")
    await page.get_by_role("button", name="Complete Setup").click()
    await expect(page).to_have_url(re.compile(r"/app/overview$"))


async def edit_on_the_services_tab(page) -> None:
    """The existing service's id is shown read-only and kept through a rename; a new one gets its id on saving."""
    await page.goto("/business-admin?tab=services")
    await page.get_by_role("heading", level=1, name="Admin Dashboard").wait_for()
    first_id = page.get_by_label("Service 1 ID")
    await expect(first_id).to_have_value("womens-cut-colour")
    await expect(first_id).to_have_attribute("readonly", "")
    await page.get_by_label("Service 1 name").fill(WOMENS)
    await expect(first_id).to_have_value("womens-cut-colour")

    await page.get_by_role("button", name="Add Service").click()
    await page.get_by_label("Service 3 name").fill(PEDICURE)
    await expect(page.get_by_label("Service 3 ID")).to_have_value("pedicure")
    await page.get_by_label("Service 3 duration (minutes)").fill("45")
    await page.get_by_label("Service 3 price ($)").fill("40")
    await page.get_by_role("button", name="Save Services").click()
    await expect(page.get_by_text("Services updated successfully")).to_be_visible()
    await expect(page.get_by_label("Service 3 ID")).to_have_attribute("readonly", "")

    await page.reload()
    await expect(page.get_by_label("Service 1 name")).to_have_value(WOMENS)
    await expect(page.get_by_label("Service 1 ID")).to_have_value("womens-cut-colour")
    await expect(page.get_by_label("Service 3 name")).to_have_value(PEDICURE)
    await expect(page.get_by_label("Service 3 ID")).to_have_value("pedicure")


async def finish_the_wizard(owner: httpx.AsyncClient) -> None:
    """The setup wizard's remaining answers (its services step re-adds the names as typed, which updates them),
    every stylist at work whenever the salon is open, then the launch."""
    steps = [("/api/receptionist/event-types", {"defaultEventTypeId": "womens-cut-colour",
                                                "serviceEventTypeMappings": []}),
             ("/api/receptionist/business-info", {
                 "location": "12 Main St", "city": "Springfield", "state": "IL", "zipCode": "62701",
                 "areaCode": "", "aiName": "Brian", "voiceId": "male", "additionalLanguages": ["French"],
                 "operatingHours": EVERY_DAY}),
             ("/api/receptionist/staff", ANA),
             ("/api/receptionist/services", {"services": [{"name": WOMENS, "durationMin": 60, "price": 85},
                                                          {"name": PEDICURE, "durationMin": 45, "price": 40}]})]
    for path, body in steps:
        async def post(path=path, body=body) -> httpx.Response | None:
            response = await owner.post(path, json=body)
            return None if response.status_code == 422 and "No event types found" in response.text else response
        response = await eventually(post)
        assert response.status_code in (200, 201), f"{path}: {response.text}"
    week = [{"dow": int(day), "start": "09:00", "end": "18:00"} for day in EVERY_DAY]
    for member in (await owner.get("/staff/calendars")).json()["staff"]:
        saved = await owner.put("/staff/hours", json={"staffId": member["staffId"], "hours": week})
        assert saved.status_code == 200, saved.text
    assert (await owner.post("/api/receptionist/provision", json={})).status_code == 202

    async def ready() -> bool:
        return (await owner.get("/api/receptionist/status")).json()["status"] == "ready"
    await eventually(ready, timeout=60)


async def book_by_phone(owner: httpx.AsyncClient, caller: str, turns: list[str]) -> None:
    """A call on the owner's test line: the request, the caller's name, yes, goodbye."""
    call = await SimulatedCall.dial(owner, "/api/receptionist/test-calls", fromNumber=caller)
    for text in turns:
        await call.say(text)
    assert ("book_appointment", True) in call.tools(), call.call["turns"]


async def test_service_names_from_the_menu_are_saved_keep_their_ids_and_are_booked_by_phone(
        owner_session, owner_page):
    async with owner_session(name="Elise Martin") as owner:
        async with owner_page(owner, "/portal", viewport=DESKTOP) as page:
            await onboard_in_the_portal(page)
            await edit_on_the_services_tab(page)
            assert page.problems == [], page.problems
        catalogue = [("womens-cut-colour", WOMENS), ("mens-cut", "Men's Cut"), ("pedicure", PEDICURE)]
        assert [(s["serviceId"], s["name"]) for s in (await owner.get("/portal/tenants/services")).json()] == catalogue

        await finish_the_wizard(owner)
        assert [(s["serviceId"], s["name"]) for s in (await owner.get("/portal/tenants/services")).json()] == catalogue

        await book_by_phone(owner, "+14155550161", [
            "Hi, can I book a women's cut and colour tomorrow at 2pm?", "Claire Dubois", "Yes", "No, bye"])
        await book_by_phone(owner, "+14155550162", [
            "Bonjour, je voudrais une pédicure demain à 11 heures", "Julie Moreau", "Oui", "Non merci, au revoir"])
        await book_by_phone(owner, "+14155550163", [
            "Can I get a pedicure tomorrow at 4pm?", "Sam Reed", "Yes", "No, bye"])

        tomorrow = datetime.now(ZONE).date() + timedelta(days=1)
        listed = (await owner.get("/api/dashboard/appointments", params={
            "from": tomorrow.isoformat(), "to": tomorrow.isoformat()})).json()["appointments"]
        booked = sorted((datetime.fromisoformat(a["startsAt"]).astimezone(ZONE).strftime("%H:%M"),
                         a["customerName"], a["service"]) for a in listed)
        assert booked == [("11:00", "Julie Moreau", PEDICURE), ("14:00", "Claire Dubois", WOMENS),
                          ("16:00", "Sam Reed", PEDICURE)]

        async with owner_page(owner, "/app/bookings", heading="Bookings", viewport=DESKTOP) as page:
            for name, service in (("Claire Dubois", WOMENS), ("Julie Moreau", PEDICURE), ("Sam Reed", PEDICURE)):
                await expect(page.get_by_role("row").filter(has_text=name)).to_contain_text(service)
            assert page.problems == [], page.problems

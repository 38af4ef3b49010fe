"""Numbers as owners type them, through the gateway: national in the salon's country (a setting defaulted from
its time zone) or international, wherever numbers come in; kept E.164; a bad one a clear 422, never a 500."""

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from ringbook_common.testing.wait import eventually

EVERY_DAY = {str(day): {"open": "09:00", "close": "17:00", "closed": False} for day in range(7)}
MADRID = {"name": "Peluquería Sol", "timezone": "Europe/Madrid", "hours": {"start": "09:00", "end": "19:00"},
          "address": "Calle Mayor 1, Madrid", "ownerPhone": "612 34 56 78", "frontDeskPhone": "+1 (646) 555-0144"}


async def test_a_us_salon_takes_national_numbers_in_new_booking_and_test_calls(owner_session, configure_salon,
                                                                               launch_receptionist):
    async with owner_session(name="Dana Fox") as owner:
        await configure_salon(owner, name="Salon Dana", hours=EVERY_DAY)
        day = (datetime.now(ZoneInfo("America/New_York")).date() + timedelta(days=1)).isoformat()
        slots = (await owner.get("/api/availability", params={"serviceId": "haircut", "from": day, "to": day})).json()
        booking = {"slotId": slots["slots"][0]["slotId"], "customerName": "Nora Quinn"}
        refused = await owner.post("/api/appointments", json={**booking, "customerPhone": "(646) 555-01"})
        assert refused.status_code == 422
        assert refused.json()["error"] == "Please enter a valid phone number, like (201) 555-0123"
        booked = await owner.post("/api/appointments", json={**booking, "customerPhone": "(646) 555-0144"})
        assert booked.status_code == 201, booked.text
        assert booked.json()["customerPhone"] == "+16465550144"

        await launch_receptionist(owner)
        call = await owner.post("/api/receptionist/test-calls", json={"fromNumber": "(646) 555-0144"})
        assert call.status_code == 201, call.text
        assert call.json()["fromNumber"] == "+16465550144"
        await owner.post(f"/api/receptionist/test-calls/{call.json()['callId']}/hangup")
        refused = await owner.post("/api/receptionist/test-calls", json={"fromNumber": "646"})
        assert refused.status_code == 422 and "error" in refused.json()


async def test_a_spanish_salon_onboards_and_adds_staff_with_spanish_numbers(owner_session):
    async with owner_session(name="Lucía Gil") as owner:
        saved = await owner.put("/portal/tenants/settings", json=MADRID)
        assert saved.status_code == 200, saved.text
        assert (saved.json()["country"], saved.json()["ownerPhone"], saved.json()["frontDeskPhone"]) == (
            "ES", "+34612345678", "+16465550144")
        refused = await owner.put("/portal/tenants/settings", json={**MADRID, "frontDeskPhone": "(646) 555-0144"})
        assert refused.status_code == 422
        assert refused.json()["fields"] == {"frontDeskPhone": "Please enter a valid phone number, like 612 34 56 78"}

        # Booking learns the country from the tenants service's event.
        async def staff_with_a_spanish_mobile() -> dict | None:
            made = await owner.post("/staff/calendars/provision", json={
                "staffId": "marta", "name": "Marta", "phone": "699 11 22 33"})
            return made.json() if made.status_code == 201 else None

        assert (await eventually(staff_with_a_spanish_mobile))["phone"] == "+34699112233"
        changed = await owner.put("/staff/calendars/marta/phone", json={"phone": "611 22 33 44"})
        assert (changed.status_code, changed.json()["phone"]) == (200, "+34611223344")
        refused = await owner.put("/staff/calendars/marta/phone", json={"phone": "611"})
        assert refused.status_code == 422 and "error" in refused.json()

        # The setup wizard's stylist is read the same way, by booking.
        wizard = await owner.post("/api/receptionist/staff", json={
            "name": "Pilar Ortiz", "email": "pilar@sol.example", "phone": "622 33 44 55"})
        assert wizard.status_code in (200, 201), wizard.text
        members = (await owner.get("/staff/calendars")).json()["staff"]
        assert {m["name"]: m["phone"] for m in members}["Pilar Ortiz"] == "+34622334455"
        bad = await owner.post("/api/receptionist/staff", json={
            "name": "Rosa Ortiz", "email": "rosa@sol.example", "phone": "62"})
        assert bad.status_code == 422 and "like 612 34 56 78" in bad.json()["error"]

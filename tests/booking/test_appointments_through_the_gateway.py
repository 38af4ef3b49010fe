"""A real owner's services (tenants) and staff (booking) become bookable slots through the gateway; bookings
show in the dashboard list and numbers; another owner sees none of it."""

from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

from ringbook_common.testing.wait import eventually


def next_wednesday() -> date:
    today = datetime.now(ZoneInfo("America/New_York")).date()
    return today + timedelta(days=(2 - today.weekday()) % 7 + 7)


async def test_services_and_staff_become_slots_then_bookings(owner_session):
    async with owner_session(name="Maria Lopez") as owner, owner_session(name="Sam Other") as other:
        saved = await owner.put("/portal/tenants/services", json=[
            {"name": "Womens Cut", "durationMin": 45, "bufferMin": 15, "price": 65}])
        assert saved.status_code == 200, saved.text
        assert (await owner.post("/staff/calendars/provision", json={"staffId": "maria", "name": "Maria"})
                ).status_code == 201
        day = next_wednesday()

        async def offered():
            response = await owner.get("/api/availability", params={"serviceId": "womens-cut",
                                                                    "from": day.isoformat()})
            return response.json()["slots"] if response.status_code == 200 and response.json()["slots"] else None

        slots = await eventually(offered)
        assert slots[0]["start"].startswith(f"{day.isoformat()}T09:00")
        booked = await owner.post("/api/appointments", headers={"Idempotency-Key": "desk-1"}, json={
            "slotId": slots[0]["slotId"], "customerName": "Jane Doe", "customerPhone": "+15550101234"})
        assert booked.status_code == 201, booked.text
        taken = await owner.post("/api/appointments", json={
            "slotId": slots[0]["slotId"], "customerName": "John", "customerPhone": "+15550109999"})
        assert taken.status_code == 409 and len(taken.json()["alternatives"]) == 3
        listed = (await owner.get("/api/dashboard/appointments")).json()
        assert [(a["customerName"], a["service"], a["price"]) for a in listed["appointments"]] == [
            ("Jane Doe", "Womens Cut", 65.0)]
        # Made today in the portal: among the last 30 days' bookings, at the price it was booked at.
        numbers = (await owner.get("/api/dashboard/analytics")).json()
        assert (numbers["totalBookings"], numbers["totalRevenue"], numbers["successfulBookings"]) == (1, 65.0, 0)

        assert (await other.get("/api/dashboard/appointments")).json()["total"] == 0
        assert (await other.patch(f"/api/appointments/{booked.json()['id']}",
                                  json={"status": "cancelled"})).status_code == 404
        assert (await other.post("/api/appointments", json={
            "slotId": slots[1]["slotId"], "customerName": "X", "customerPhone": "+15550108888"})).status_code == 422

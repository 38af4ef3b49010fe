"""The owner's figures per location, each on its own clock, and "all" their sum."""

from datetime import UTC, datetime, timedelta

from booking.analytics.handlers import on_call_ended
from ringbook.receptionist.v1 import events_pb2 as receptionist
from ringbook_common.bus.envelope import new_envelope

from ..factories import at, book
from .factories import LOS_ANGELES, save_location, two_salons


async def call_at(app, owner, location: str, call_id: str, outcome: str = "booked") -> None:
    event = receptionist.CallEnded(call_id=call_id, from_number="+15550104444", duration_seconds=60, outcome=outcome)
    event.started_at.FromDatetime(datetime.now(UTC) - timedelta(hours=1))
    async with app.state.sessionmaker() as session, session.begin():
        await on_call_ended(session, new_envelope(event, event_type="receptionist.call_ended",
                                                  tenant_id=owner.tenant_id, location_id=location))


async def figures(client, owner, location: str | None = None) -> dict:
    response = await client.get("/api/dashboard/analytics", headers=owner.headers,
                                params={"location": location} if location else None)
    assert response.status_code == 200, response.text
    return response.json()


async def test_each_location_has_its_figures_and_all_is_their_sum(app, client, owner, db):
    business = await two_salons(app, client, owner)
    assert (await book(client, owner, start=at(business.monday, "09:00").isoformat(), serviceId="cut",
                       staffId="maria")).status_code == 201
    for hour in ("09:00", "11:00"):
        assert (await book(client, owner, start=at(business.tuesday, hour, LOS_ANGELES).isoformat(),
                           serviceId="cut", staffId="maria", location=business.venice)).status_code == 201
    await call_at(app, owner, business.venice, "call-venice")
    [row] = await db.rows("SELECT location_id FROM calls")
    assert str(row["location_id"]) == business.venice

    new_york = await figures(client, owner, business.new_york)
    venice = await figures(client, owner, business.venice)
    everywhere = await figures(client, owner)
    assert (new_york["totalBookings"], new_york["totalRevenue"], new_york["totalCalls"]) == (1, 45.0, 0)
    assert (venice["totalBookings"], venice["totalRevenue"], venice["totalCalls"]) == (2, 90.0, 1)
    assert (venice["timezone"], everywhere["timezone"]) == ("America/Los_Angeles", "America/New_York")
    for figure in ("totalBookings", "totalRevenue", "totalCalls", "successfulBookings", "upcomingThisWeek",
                   "todayAppointments"):
        assert everywhere[figure] == new_york[figure] + venice[figure], figure
    assert everywhere["averageBookingValue"] == 45.0
    assert sum(day["bookings"] for day in everywhere["series"]) == 3
    assert await figures(client, owner, "all") == everywhere


async def test_another_businesss_location_has_no_figures_here(app, client, owner, make_owner):
    await two_salons(app, client, owner)
    theirs = await save_location(app, make_owner().tenant_id)
    response = await client.get("/api/dashboard/analytics", headers=owner.headers, params={"location": theirs})
    assert (response.status_code, response.json()) == (404, {"error": "Location not found"})

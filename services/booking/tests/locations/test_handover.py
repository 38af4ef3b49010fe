"""Removing a stylist who works at two locations: each appointment is offered to those free at its location,
shown on its clock."""

from ..factories import add_staff, at, book, put_hours
from .factories import LOS_ANGELES, two_salons


async def test_takers_of_an_appointment_are_those_who_work_at_its_location(app, client, owner):
    business = await two_salons(app, client, owner)
    await add_staff(client, owner, "sam", "Sam")  # New York every day, the salon's hours
    await add_staff(client, owner, "lee", "Lee")
    assert (await put_hours(client, owner, "lee", [])).status_code == 200
    tuesdays = [{"dow": 2, "start": "09:00", "end": "17:00"}]
    assert (await put_hours(client, owner, "lee", tuesdays, location=business.venice)).status_code == 200
    booked = await book(client, owner, start=at(business.tuesday, "10:00", LOS_ANGELES).isoformat(),
                        serviceId="cut", staffId="maria", location=business.venice)
    assert booked.status_code == 201, booked.text
    response = await client.get("/staff/calendars/maria/upcoming", headers=owner.headers)
    assert response.status_code == 200, response.text
    [upcoming] = response.json()["appointments"]
    assert upcoming["time"] == "10:00"
    assert [taker["staffId"] for taker in upcoming["reassignTo"]] == ["lee"]

"""The staff of a location are those who work there; the business's staff are everyone."""

from ..factories import add_staff
from .factories import two_salons


async def staff_ids(client, owner, **params) -> list[str]:
    response = await client.get("/staff/calendars", headers=owner.headers, params=params)
    assert response.status_code == 200, response.text
    return [member["staffId"] for member in response.json()["staff"]]


async def test_a_locations_staff_are_those_with_hours_there(app, client, owner):
    business = await two_salons(app, client, owner)
    await add_staff(client, owner, "sam", "Sam")  # starts with the first location's hours
    assert await staff_ids(client, owner) == ["maria", "sam"]
    assert await staff_ids(client, owner, location="all") == ["maria", "sam"]
    assert await staff_ids(client, owner, location=business.new_york) == ["maria", "sam"]
    assert await staff_ids(client, owner, location=business.venice) == ["maria"]
    missing = await client.get("/staff/calendars", headers=owner.headers, params={"location": "elsewhere"})
    assert (missing.status_code, missing.json()) == (404, {"error": "Location not found"})

"""The owner's appointment table per location: one location's, or every location's ("all")."""

from ..factories import at, book
from .factories import LOS_ANGELES, save_location, two_salons


async def listed(client, owner, **params) -> list[dict]:
    response = await client.get("/api/dashboard/appointments", headers=owner.headers, params=params)
    assert response.status_code == 200, response.text
    return response.json()["appointments"]


async def test_each_location_lists_its_own_and_all_lists_both(app, client, owner, make_owner):
    business = await two_salons(app, client, owner)
    assert (await book(client, owner, start=at(business.monday, "09:00").isoformat(), serviceId="cut",
                       staffId="maria")).status_code == 201
    assert (await book(client, owner, start=at(business.tuesday, "09:00", LOS_ANGELES).isoformat(),
                       serviceId="cut", staffId="maria", location=business.venice)).status_code == 201
    venice = await listed(client, owner, location=business.venice)
    assert [(a["locationId"], a["date"], a["time"]) for a in venice] == [
        (business.venice, business.tuesday.isoformat(), "09:00")]
    assert [a["locationId"] for a in await listed(client, owner, location=business.new_york)] == [business.new_york]
    assert [a["locationId"] for a in await listed(client, owner)] == [business.new_york, business.venice]
    assert await listed(client, owner, location="all") == await listed(client, owner)
    on_tuesday = await listed(client, owner, location=business.venice, **{"from": business.tuesday.isoformat(),
                                                                          "to": business.tuesday.isoformat()})
    assert len(on_tuesday) == 1
    theirs = await save_location(app, make_owner().tenant_id)
    refused = await client.get("/api/dashboard/appointments", headers=owner.headers, params={"location": theirs})
    assert (refused.status_code, refused.json()) == (404, {"error": "Location not found"})

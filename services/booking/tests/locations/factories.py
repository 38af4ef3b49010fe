"""A business with two salons in different time zones, as tenants' events deliver them, and one stylist who works
at both on different days."""

import uuid
from dataclasses import dataclass
from datetime import date
from zoneinfo import ZoneInfo

from booking.locations.handlers import on_location_saved
from ringbook.tenants.v1 import events_pb2 as tenants
from ringbook_common.bus.envelope import new_envelope

from ..factories import add_staff, next_weekday, put_hours, set_up_salon

LOS_ANGELES = ZoneInfo("America/Los_Angeles")
OPEN_EARLY = [tenants.OpeningDay(weekday=day, open="04:00", close="20:00", closed=day == 0) for day in range(7)]


@dataclass(frozen=True)
class Business:
    new_york: str  # the first location: the tenant's id
    venice: str    # Los Angeles
    monday: date
    tuesday: date
    thursday: date  # Venice is closed that day


async def save_location(app, tenant_id: str, *, name: str = "Venice", timezone: str = "America/Los_Angeles",
                        closures: tuple[date, ...] = (), location_id: str | None = None,
                        services: tuple[dict, ...] = ()) -> str:
    """`services`: where its catalogue differs from the business's (tenants' LocationService fields)."""
    location_id = location_id or str(uuid.uuid4())
    event = tenants.LocationSaved(created=True, location=tenants.Location(
        location_id=location_id, tenant_id=tenant_id, name=name, timezone=timezone, week=OPEN_EARLY, position=1,
        closures=[tenants.Closure(date=day.isoformat(), reason="Holiday") for day in closures],
        services=[tenants.LocationService(**service) for service in services]))
    async with app.state.sessionmaker() as session, session.begin():
        await on_location_saved(session, new_envelope(event, event_type="tenants.location_saved",
                                                      tenant_id=tenant_id, location_id=location_id))
    return location_id


async def two_salons(app, client, owner) -> Business:
    """New York (first location, 09:00-18:00) and Venice, Los Angeles (04:00-20:00, closed Sundays and one
    Thursday). Maria works in New York on Mondays 09:00-12:00 and Wednesdays, in Venice on Tuesdays and
    Thursdays."""
    await set_up_salon(app, owner)
    monday, tuesday, thursday = next_weekday(0), next_weekday(1), next_weekday(3)
    venice = await save_location(app, owner.tenant_id, closures=(thursday,))
    await add_staff(client, owner, "maria", "Maria")
    new_york_week = [{"dow": 1, "start": "09:00", "end": "12:00"}, {"dow": 3, "start": "09:00", "end": "17:00"}]
    assert (await put_hours(client, owner, "maria", new_york_week)).status_code == 200
    venice_week = [{"dow": 2, "start": "09:00", "end": "17:00"}, {"dow": 4, "start": "09:00", "end": "17:00"}]
    assert (await put_hours(client, owner, "maria", venice_week, location=venice)).status_code == 200
    return Business(new_york=owner.tenant_id, venice=venice, monday=monday, tuesday=tuesday, thursday=thursday)


async def slots_at(client, owner, day: date, location: str | None, *, service: str = "cut") -> list[dict]:
    params = {"serviceId": service, "from": day.isoformat(), "to": day.isoformat()}
    if location:
        params["location"] = location
    response = await client.get("/api/availability", headers=owner.headers, params=params)
    assert response.status_code == 200, response.text
    return response.json()["slots"]

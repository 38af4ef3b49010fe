"""Private iCalendar feeds per staff member: parsed with the icalendar library, in the salon's time zone, revocable,
and never another tenant's."""

import uuid
from datetime import UTC, date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from icalendar import Calendar

from ..factories import add_staff, at, book, next_weekday, set_up_salon


async def feed_url(client, owner, staff_id: str) -> str:
    response = await client.get(f"/calendars/feeds/{staff_id}", headers=owner.headers)
    assert response.status_code == 200, response.text
    return response.json()["url"]


async def fetch(client, url: str):
    # The feed is public: no session, only the token in its URL.
    return await client.get(url.split("http://ringbook.test", 1)[1])


async def test_a_members_feed_lists_their_appointments_in_the_salons_zone(app, client, owner):
    await set_up_salon(app, owner)
    await add_staff(client, owner, "maria", "Maria")
    await add_staff(client, owner, "sam", "Sam")
    day = next_weekday()
    kept = (await book(client, owner, start=at(day, "10:00").isoformat(), serviceId="cut", staffId="maria",
                       customerName="Ana Ruiz", notes="Fringe only")).json()
    gone = (await book(client, owner, start=at(day, "14:00").isoformat(), serviceId="cut", staffId="maria",
                       phone="+15550109999")).json()
    await client.patch(f"/api/appointments/{gone['id']}", headers=owner.headers, json={"status": "cancelled"})
    await book(client, owner, start=at(day, "10:00").isoformat(), serviceId="cut", staffId="sam")

    url = await feed_url(client, owner, "maria")
    assert url == await feed_url(client, owner, "maria")  # the same link every time
    response = await fetch(client, url)
    assert response.status_code == 200 and response.headers["content-type"].startswith("text/calendar")
    calendar = Calendar.from_ical(response.content)
    events = {str(e["uid"]): e for e in calendar.walk("VEVENT")}
    assert set(events) == {f"{kept['id']}@ringbook", f"{gone['id']}@ringbook"}
    event = events[f"{kept['id']}@ringbook"]
    assert event.decoded("dtstart") == at(day, "10:00") and event.decoded("dtend") == at(day, "10:45")
    assert event["dtstart"].params["TZID"] == "America/New_York"
    assert str(event["summary"]) == "Haircut — Ana Ruiz" and "Fringe only" in str(event["description"])
    assert str(events[f"{gone['id']}@ringbook"]["status"]) == "CANCELLED"
    assert [str(tz["tzid"]) for tz in calendar.walk("VTIMEZONE")] == ["America/New_York"]


def clock_change_within_the_feed() -> tuple[ZoneInfo, date]:
    """A zone and a day on which it changes its clocks, inside the feed's window (a month back, six ahead)."""
    today = datetime.now(UTC).date()
    for zone in (ZoneInfo("Europe/London"), ZoneInfo("Australia/Sydney")):
        for n in range(-25, 175):
            day = today + timedelta(days=n)
            noon = datetime.combine(day, time(12), tzinfo=zone)
            if noon.utcoffset() != (noon + timedelta(days=1)).utcoffset():
                return zone, day + timedelta(days=1)
    raise AssertionError("no clock change found")


async def test_times_stay_local_across_a_dst_change(app, client, owner, db):
    zone, change = clock_change_within_the_feed()
    await set_up_salon(app, owner, timezone=zone.key)
    await add_staff(client, owner, "maria", "Maria")
    [staff] = await db.rows("SELECT id FROM staff WHERE tenant_id = :t", t=owner.tenant_id)
    ids = []
    for day in (change - timedelta(days=3), change + timedelta(days=3)):
        # Written straight to the table: the feed reaches further than the booking horizon.
        appointment = uuid.uuid4()
        start = datetime.combine(day, time(10), tzinfo=zone)
        await db.execute(
            "INSERT INTO appointments (id, tenant_id, staff_key, service_id, service_name, duration_min, buffer_min, "
            "processing_min, price_cents, starts_at, ends_at, customer_name, customer_phone, source) VALUES (:id, "
            ":t, :k, 'cut', 'Haircut', 45, 15, 0, 4500, :s, :e, 'Ana', '+15550101234', 'owner')",
            id=appointment, t=owner.tenant_id, k=staff["id"], s=start, e=start + timedelta(minutes=45))
        ids.append(appointment)
    calendar = Calendar.from_ical((await fetch(client, await feed_url(client, owner, "maria"))).content)
    starts = {str(e["uid"]): e.decoded("dtstart") for e in calendar.walk("VEVENT")}
    assert [starts[f"{i}@ringbook"].astimezone(zone).strftime("%H:%M") for i in ids] == ["10:00", "10:00"]
    assert starts[f"{ids[0]}@ringbook"].utcoffset() != starts[f"{ids[1]}@ringbook"].utcoffset()
    assert [str(tz["tzid"]) for tz in calendar.walk("VTIMEZONE")] == [zone.key]


async def test_a_revoked_feed_stops_and_the_next_link_is_new(app, client, owner):
    await set_up_salon(app, owner)
    await add_staff(client, owner, "maria", "Maria")
    url = await feed_url(client, owner, "maria")
    assert (await client.delete("/calendars/feeds/maria", headers=owner.headers)).status_code == 204
    gone = await fetch(client, url)
    assert (gone.status_code, gone.json()) == (404, {"error": "Calendar feed not found"})
    fresh = await feed_url(client, owner, "maria")
    assert fresh != url and (await fetch(client, fresh)).status_code == 200


async def test_feeds_are_private_to_their_tenant(app, client, owner, make_owner):
    await set_up_salon(app, owner)
    await add_staff(client, owner, "maria", "Maria")
    stranger = make_owner()
    assert (await client.get("/calendars/feeds/maria", headers=stranger.headers)).status_code == 404
    assert (await client.get("/calendars/feeds/maria")).status_code == 401
    assert (await client.get("/calendars/not-a-real-token.ics")).status_code == 404

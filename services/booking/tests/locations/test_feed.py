"""A stylist's feed shows every location's appointments, each on its location's clock and with its name."""

from icalendar import Calendar

from ..factories import at, book
from ..feeds.test_ics import feed_url, fetch
from .factories import LOS_ANGELES, two_salons


async def test_the_feed_shows_both_locations_each_in_its_zone_and_name(app, client, owner):
    business = await two_salons(app, client, owner)
    here = (await book(client, owner, start=at(business.monday, "09:00").isoformat(), serviceId="cut",
                       staffId="maria")).json()
    there = (await book(client, owner, start=at(business.tuesday, "09:00", LOS_ANGELES).isoformat(),
                        serviceId="cut", staffId="maria", location=business.venice)).json()
    calendar = Calendar.from_ical((await fetch(client, await feed_url(client, owner, "maria"))).content)
    events = {str(e["uid"]): e for e in calendar.walk("VEVENT")}
    new_york, venice = events[f"{here['id']}@ringbook"], events[f"{there['id']}@ringbook"]
    assert (new_york["dtstart"].params["TZID"], str(new_york["location"])) == ("America/New_York", "Salon Uno")
    assert (venice["dtstart"].params["TZID"], str(venice["location"])) == ("America/Los_Angeles", "Venice")
    assert venice.decoded("dtstart") == at(business.tuesday, "09:00", LOS_ANGELES)

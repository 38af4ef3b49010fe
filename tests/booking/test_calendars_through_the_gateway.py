"""Calendar integrations from the outside: a staff member's feed is fetched through the gateway with no session
(a calendar app subscribes to it), the calendar settings answer the built-in default, and a provider that is not
configured on this server says so instead of failing."""

import httpx
from icalendar import Calendar


async def test_a_feed_through_the_gateway_and_the_built_in_default(gateway_url, owner_session):
    async with owner_session(name="Maria Lopez") as owner:
        added = await owner.post("/staff/calendars/provision", json={"staffId": "ana", "name": "Ana Ruiz"})
        assert added.status_code == 201, added.text
        link = (await owner.get("/calendars/feeds/ana")).json()
        assert link["url"].startswith(gateway_url.replace("127.0.0.1", "localhost"))
        assert link["webcalUrl"].startswith("webcal://")
        path = "/" + link["url"].split("/", 3)[3]
        async with httpx.AsyncClient(base_url=gateway_url, timeout=15) as calendar_app:
            response = await calendar_app.get(path)
            assert response.status_code == 200, response.text
            calendar = Calendar.from_ical(response.content)
            assert str(calendar["x-wr-calname"]).startswith("Ana Ruiz")

        settings = (await owner.get("/calendars/settings")).json()
        assert settings["bookingCalendar"] == "builtin"
        assert settings["calcom"]["connected"] is False and settings["google"]["connected"] is False
        assert (await owner.get("/auth/google/status")).json() == {"connected": False}
        refused = await owner.put("/calendars/settings", json={"bookingCalendar": "calcom"})
        assert (refused.status_code, refused.json()["error"]) == (422, "Connect Cal.com first")
        # The dev stack has no Google client registered: the start says so, never a 500.
        start = await owner.get("/oauth/google/start")
        assert start.status_code == 503 and "not configured" in start.json()["error"]

"""Staff calendars kept in Google: created per member, shared by e-mail (ACL writer), deleted when asked."""

from datetime import timedelta

from ringbook_common import clock
from ringbook_common.testing.wait import eventually

from ..factories import add_staff, set_up_salon
from .flows import connect, retry_pending, staff_list

NOT_CONNECTED = {"error": "Please connect your Google Calendar first to share calendars with staff",
                 "title": "Google Calendar Not Connected"}


class TestProvision:
    async def test_a_new_member_gets_a_secondary_calendar_in_the_salons_zone(self, app, client, owner, google):
        await set_up_salon(app, owner, timezone="Europe/London")
        await connect(client, owner)

        maria = await add_staff(client, owner, "maria", "Maria Lopez")

        assert maria["calendarPending"] is False
        calendar = google.calendars[maria["calendarId"]]
        assert maria["calendarId"].endswith("@group.calendar.google.com")
        assert (calendar.summary, calendar.time_zone) == ("Maria Lopez — Salon Uno", "Europe/London")

    async def test_without_google_the_member_gets_a_built_in_calendar(self, client, owner, google):
        maria = await add_staff(client, owner, "maria")
        assert maria["calendarId"].startswith("builtin:") and maria["calendarPending"] is False
        assert google.calendars == {}

    async def test_when_google_fails_the_member_is_added_pending_and_the_retry_creates_it(
            self, app, client, owner, google, db):
        await connect(client, owner)
        google.fail(status=500)

        maria = await add_staff(client, owner, "maria", "Maria Lopez")

        assert (maria["calendarPending"], maria["calendarId"]) == (True, "")
        assert await retry_pending(app) == 0  # still down: still pending
        assert (await staff_list(client, owner))["maria"]["calendarPending"] is True
        google.recover()

        await retry_pending(app)

        maria = (await staff_list(client, owner))["maria"]
        assert maria["calendarPending"] is False
        assert google.calendars[maria["calendarId"]].summary == "Maria Lopez"
        assert await retry_pending(app) == 0

    async def test_a_calendar_google_never_creates_falls_back_to_a_built_in_one(self, app, client, owner, google):
        await connect(client, owner)
        google.fail()
        await add_staff(client, owner, "maria")

        await retry_pending(app, now=clock.now() + timedelta(hours=25))

        maria = (await staff_list(client, owner))["maria"]
        assert maria["calendarId"].startswith("builtin:") and maria["calendarPending"] is False

    async def test_connecting_gives_existing_members_google_calendars(self, client, owner, google):
        before = await add_staff(client, owner, "maria", "Maria Lopez")
        assert before["calendarId"].startswith("builtin:")

        await connect(client, owner)  # the worker is woken once the sign-in commits

        async def created():
            maria = (await staff_list(client, owner))["maria"]
            return not maria["calendarPending"] and maria["calendarId"] in google.calendars
        await eventually(created)


class TestShare:
    async def test_sharing_adds_a_writer_rule_for_the_email(self, client, owner, google):
        await connect(client, owner)
        maria = await add_staff(client, owner, "maria")

        shared = await client.post("/staff/calendars/maria/share", headers=owner.headers,
                                   json={"email": "maria@salon.example"})

        assert shared.status_code == 200, shared.text
        assert shared.json()["email"] == "maria@salon.example"
        [rule] = google.calendars[maria["calendarId"]].acl
        assert {key: rule[key] for key in ("id", "role", "scope", "sendNotifications")} == {
            "id": "user:maria@salon.example", "role": "writer",
            "scope": {"type": "user", "value": "maria@salon.example"}, "sendNotifications": "true"}

    async def test_without_google_connected_it_is_the_not_connected_error(self, client, owner, google):
        await add_staff(client, owner, "maria")
        response = await client.post("/staff/calendars/maria/share", headers=owner.headers,
                                     json={"email": "maria@salon.example"})
        assert (response.status_code, response.json()) == (409, NOT_CONNECTED)

    async def test_when_google_is_down_the_owner_gets_a_clear_error_and_nothing_changes(self, client, owner,
                                                                                           google, db):
        await connect(client, owner)
        maria = await add_staff(client, owner, "maria")
        google.fail()

        response = await client.post("/staff/calendars/maria/share", headers=owner.headers,
                                     json={"email": "maria@salon.example"})

        assert (response.status_code, response.json()) == (
            503, {"error": "Google Calendar is not answering right now. Please try again in a moment."})
        assert (await staff_list(client, owner))["maria"] == maria
        assert await db.outbox_subjects() == ["ringbook.booking.staff_added"]

    async def test_a_pending_calendar_is_created_when_the_owner_shares_it(self, client, owner, google):
        await connect(client, owner)
        google.fail()
        await add_staff(client, owner, "maria")
        google.recover()

        shared = await client.post("/staff/calendars/maria/share", headers=owner.headers,
                                   json={"email": "maria@salon.example"})

        assert shared.status_code == 200, shared.text
        assert shared.json()["calendarPending"] is False
        assert google.calendars[shared.json()["calendarId"]].acl[0]["role"] == "writer"


class TestDelete:
    async def test_delete_calendar_true_deletes_the_google_calendar(self, client, owner, google):
        await connect(client, owner)
        maria = await add_staff(client, owner, "maria")

        removed = await client.request("DELETE", "/staff/calendars/maria", headers=owner.headers,
                                       json={"deleteCalendar": True})

        assert (removed.status_code, removed.json()["calendarDeleted"]) == (200, True)
        assert maria["calendarId"] not in google.calendars
        assert google.deleted_calendars == [maria["calendarId"]]

    async def test_without_delete_calendar_the_google_calendar_stays(self, client, owner, google):
        await connect(client, owner)
        maria = await add_staff(client, owner, "maria")
        removed = await client.delete("/staff/calendars/maria", headers=owner.headers)
        assert (removed.status_code, removed.json()["calendarDeleted"]) == (200, False)
        assert maria["calendarId"] in google.calendars

    async def test_a_google_failure_does_not_stop_the_removal(self, client, owner, google):
        await connect(client, owner)
        maria = await add_staff(client, owner, "maria")
        google.fail()

        removed = await client.request("DELETE", "/staff/calendars/maria", headers=owner.headers,
                                       json={"deleteCalendar": True})

        assert (removed.status_code, removed.json()["calendarDeleted"]) == (200, False)
        assert await staff_list(client, owner) == {}
        assert maria["calendarId"] in google.calendars

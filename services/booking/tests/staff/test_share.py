import pytest

from ..factories import add_staff

NOT_CONNECTED = {"error": "Please connect your Google Calendar first to share calendars with staff",
                 "title": "Google Calendar Not Connected"}


class TestShare:
    async def test_without_a_connected_google_calendar_it_is_409_and_nothing_changes(self, client, owner, db):
        before = await add_staff(client, owner, "maria")
        response = await client.post("/staff/calendars/maria/share", headers=owner.headers,
                                     json={"email": "maria@salon.example"})
        assert (response.status_code, response.json()) == (409, NOT_CONNECTED)
        assert (await client.get("/staff/calendars", headers=owner.headers)).json()["staff"] == [before]
        assert await db.outbox_subjects() == ["ringbook.booking.staff_added"]

    @pytest.mark.parametrize("email", ["", "   ", None])
    async def test_the_email_is_required(self, client, owner, email):
        await add_staff(client, owner, "maria")
        response = await client.post("/staff/calendars/maria/share", headers=owner.headers, json={"email": email})
        assert (response.status_code, response.json()["error"]) == (422, "Email is required")

    async def test_a_missing_email_field_is_required_too(self, client, owner):
        await add_staff(client, owner, "maria")
        response = await client.post("/staff/calendars/maria/share", headers=owner.headers, json={})
        assert (response.status_code, response.json()["error"]) == (422, "Email is required")

    async def test_the_email_must_be_valid(self, client, owner):
        await add_staff(client, owner, "maria")
        response = await client.post("/staff/calendars/maria/share", headers=owner.headers, json={"email": "nope"})
        assert (response.status_code, response.json()["error"]) == (422, "Please enter a valid email")

    async def test_an_unknown_member_is_404(self, client, owner):
        response = await client.post("/staff/calendars/nobody/share", headers=owner.headers,
                                     json={"email": "maria@salon.example"})
        assert (response.status_code, response.json()) == (404, {"error": "Staff member not found"})

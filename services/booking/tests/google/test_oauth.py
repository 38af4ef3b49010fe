"""Connecting Google Calendar: the OAuth round trip against the fake Google over real HTTP."""

import httpx

from .flows import connect, sign_in, staff_list, status

GOOGLE_SCOPES = {"https://www.googleapis.com/auth/calendar.app.created",
                 "https://www.googleapis.com/auth/calendar.acls",
                 "https://www.googleapis.com/auth/calendar.freebusy"}


class TestConnect:
    async def test_the_round_trip_connects_and_stores_the_tokens_encrypted(self, client, owner, google, db):
        assert await status(client, owner) is False
        start = (await client.get("/oauth/google/start", headers=owner.headers)).json()["url"]
        query = httpx.URL(start).params
        assert start.startswith(f"{google.url}/o/oauth2/v2/auth?")
        assert (query["client_id"], query["response_type"], query["code_challenge_method"]) == (
            "ringbook-google-test", "code", "S256")
        assert set(query["scope"].split()) == GOOGLE_SCOPES
        assert (query["access_type"], query["redirect_uri"]) == ("offline", "http://ringbook.test/oauth/google/callback")

        await connect(client, owner)

        assert await status(client, owner) is True
        [row] = await db.rows("SELECT access_token, refresh_token, status FROM calendar_connections "
                              "WHERE provider = 'google'")
        assert row["status"] == "connected"
        assert not row["access_token"].startswith("ya29.") and not row["refresh_token"].startswith("1//")

    async def test_a_tampered_state_is_refused_and_nothing_is_connected(self, client, owner, google):
        done = await sign_in(client, owner, tamper_state=True)
        assert done.status_code == 303
        assert "ok=0" in done.headers["location"] and "expired" in done.headers["location"]
        assert await status(client, owner) is False

    async def test_the_state_belongs_to_the_session_that_started_it(self, client, owner, make_owner, google):
        start = (await client.get("/oauth/google/start", headers=owner.headers)).json()["url"]
        async with httpx.AsyncClient() as browser:
            back = httpx.URL((await browser.get(start)).headers["location"])
        stranger = make_owner()
        done = await client.get("/oauth/google/callback", params=dict(back.params), headers=stranger.headers)
        assert "ok=0" in done.headers["location"]
        assert await status(client, owner) is False and await status(client, stranger) is False

    async def test_the_code_is_only_exchanged_with_the_right_pkce_verifier(self, client, owner, google):
        # What the callback relies on: the fake, like Google, refuses a code without its verifier.
        start = (await client.get("/oauth/google/start", headers=owner.headers)).json()["url"]
        async with httpx.AsyncClient() as browser:
            code = httpx.URL((await browser.get(start)).headers["location"]).params["code"]
            refused = await browser.post(f"{google.url}/token", data={
                "grant_type": "authorization_code", "code": code, "code_verifier": "x" * 64,
                "redirect_uri": "http://ringbook.test/oauth/google/callback",
                "client_id": "ringbook-google-test", "client_secret": "google-test-secret"})
        assert (refused.status_code, refused.json()["error"]) == (400, "invalid_grant")

    async def test_a_denied_consent_comes_back_as_a_failure(self, client, owner, google):
        done = await client.get("/oauth/google/callback", headers=owner.headers,
                                params={"error": "access_denied", "state": "whatever"})
        assert done.headers["location"] == \
            "http://ringbook.test/auth/popup-complete?provider=google&ok=0&error=access_denied"
        assert await status(client, owner) is False


class TestRefresh:
    async def test_an_expired_token_is_refreshed_before_calling_google(self, client, owner, google, db):
        await connect(client, owner)
        [before] = await db.rows("SELECT access_token FROM calendar_connections")
        google.expire_tokens()
        await db.execute("UPDATE calendar_connections SET expires_at = now() - interval '1 minute'")

        added = await client.post("/staff/calendars/provision", headers=owner.headers,
                                  json={"staffId": "maria", "name": "Maria Lopez"})

        assert added.status_code == 201, added.text
        assert added.json()["calendarPending"] is False
        assert google.refreshes == 1
        [after] = await db.rows("SELECT access_token, expires_at > now() AS fresh FROM calendar_connections")
        assert after["access_token"] != before["access_token"] and after["fresh"]
        assert (await staff_list(client, owner))["maria"]["calendarId"] in google.calendars

"""Connecting Cal.com: the OAuth round trip through the fake (state bound to the session, PKCE S256), refreshing
before expiry, a personal API key instead, and what connecting / disconnecting registers at Cal.com."""

from datetime import timedelta
from urllib.parse import parse_qs, urlencode, urlsplit

import httpx
import pytest

from ringbook_common import clock
from ringbook_common.auth import Principal

from ..factories import set_up_salon
from .conftest import connect_with_key


async def start(client, headers) -> str:
    response = await client.get("/oauth/calcom/start", headers=headers)
    assert response.status_code == 200, response.text
    return response.json()["url"]


async def authorize(url: str) -> dict[str, str]:
    """The owner approves at (the fake) Cal.com, which sends the browser back with code and state."""
    async with httpx.AsyncClient() as browser:
        response = await browser.get(url)
    assert response.status_code == 302, response.text
    back = urlsplit(response.headers["location"])
    assert back.path == "/oauth/calcom/callback"
    return {k: v[0] for k, v in parse_qs(back.query).items()}


async def callback(client, headers, params) -> dict[str, str]:
    response = await client.get("/oauth/calcom/callback", headers=headers, params=params)
    assert response.status_code == 303, response.text
    popup = urlsplit(response.headers["location"])
    assert popup.path == "/auth/popup-complete"
    return {k: v[0] for k, v in parse_qs(popup.query).items()}


async def calcom_state(client, owner) -> dict:
    response = await client.get("/calendars/settings", headers=owner.headers)
    assert response.status_code == 200
    return response.json()["calcom"]


class TestOAuth:
    async def test_round_trip_connects_and_registers_the_webhook(self, client, owner, calcom, db):
        url = await start(client, owner.headers)
        query = parse_qs(urlsplit(url).query)
        assert query["code_challenge_method"] == ["S256"] and query["client_id"] == ["ringbook-test-client"]
        popup = await callback(client, owner.headers, await authorize(url))
        assert popup == {"provider": "calcom", "ok": "1"}
        assert await calcom_state(client, owner) == {"connected": True, "status": "connected",
                                                     "account": "salon-uno", "authKind": "oauth",
                                                     "defaultEventTypeId": None}
        [webhook] = calcom.state.webhooks.values()
        assert webhook["subscriberUrl"] == f"http://ringbook.test/api/webhooks/calcom/{owner.tenant_id}"
        assert webhook["triggers"] == ["BOOKING_CREATED", "BOOKING_RESCHEDULED", "BOOKING_CANCELLED"]
        [row] = await db.rows("SELECT access_token, refresh_token, webhook_secret, webhook_id FROM "
                              "calendar_connections WHERE provider = 'calcom'")
        assert row["webhook_id"] == webhook["id"]
        # Tokens and the webhook secret are encrypted at rest.
        assert row["access_token"] not in calcom.state.access_tokens
        assert row["refresh_token"] not in calcom.state.refresh_tokens
        assert webhook["secret"] not in row["webhook_secret"]

    async def test_a_wrong_state_is_refused(self, client, owner, calcom, db):
        params = await authorize(await start(client, owner.headers))
        popup = await callback(client, owner.headers, {**params, "state": "not-the-state"})
        assert popup["ok"] == "0" and "expired" in popup["error"]
        assert await db.count("calendar_connections") == 0

    async def test_another_sessions_state_is_refused(self, client, make_owner, owner, signer, calcom, db):
        mine = {"x-ringbook-principal": signer.sign(Principal(subject="owner-1", role="owner",
                                                              tenant_id=owner.tenant_id, session_id="session-a"))}
        other_tab = {"x-ringbook-principal": signer.sign(Principal(
            subject="owner-1", role="owner", tenant_id=owner.tenant_id, session_id="session-b"))}
        params = await authorize(await start(client, mine))
        popup = await callback(client, other_tab, params)
        assert popup["ok"] == "0" and "another session" in popup["error"]
        stranger = make_owner()
        params = await authorize(await start(client, mine))
        assert (await callback(client, stranger.headers, params))["ok"] == "0"
        assert await db.count("calendar_connections") == 0

    async def test_a_replayed_state_is_refused(self, client, owner, calcom):
        params = await authorize(await start(client, owner.headers))
        assert (await callback(client, owner.headers, params))["ok"] == "1"
        again = await callback(client, owner.headers, params)
        assert again["ok"] == "0"

    async def test_a_code_bound_to_another_challenge_is_refused_by_pkce(self, client, owner, calcom, db):
        url = await start(client, owner.headers)
        scheme, netloc, path, query, _ = urlsplit(url)
        params = {k: v[0] for k, v in parse_qs(query).items()} | {"code_challenge": "A" * 43}
        popup = await callback(client, owner.headers, await authorize(f"{scheme}://{netloc}{path}?{urlencode(params)}"))
        assert popup["ok"] == "0" and "code_verifier" in popup["error"]
        assert await db.count("calendar_connections") == 0

    async def test_the_provider_saying_no_comes_back_as_not_ok(self, client, owner, calcom):
        popup = await callback(client, owner.headers, {"error": "access_denied", "state": "x"})
        assert popup == {"provider": "calcom", "ok": "0", "error": "access_denied"}

    async def test_the_token_is_refreshed_before_it_expires(self, app, client, owner, calcom, db):
        await set_up_salon(app, owner)
        await callback(client, owner.headers, await authorize(await start(client, owner.headers)))
        # Two minutes left: inside the refresh margin.
        await db.execute("UPDATE calendar_connections SET expires_at = :soon", soon=clock.now() + timedelta(minutes=2))
        calcom.expire_access_tokens()
        response = await client.get("/calcom/event-types", headers=owner.headers)
        assert response.status_code == 200, response.text
        assert [e["id"] for e in response.json()] == [101, 102]
        assert calcom.state.refreshes == 1
        [row] = await db.rows("SELECT expires_at FROM calendar_connections")
        assert row["expires_at"] > clock.now() + timedelta(minutes=25)
        # Kept: the next call needs no refresh.
        assert (await client.get("/calcom/event-types", headers=owner.headers)).status_code == 200
        assert calcom.state.refreshes == 1

    async def test_a_refused_refresh_asks_to_connect_again(self, client, owner, calcom, db):
        await callback(client, owner.headers, await authorize(await start(client, owner.headers)))
        await db.execute("UPDATE calendar_connections SET expires_at = :soon", soon=clock.now() + timedelta(minutes=2))
        calcom.state.refresh_tokens.clear()
        response = await client.get("/calcom/event-types", headers=owner.headers)
        assert response.status_code == 503 and "connected again" in response.json()["error"]
        assert (await calcom_state(client, owner))["status"] == "failing"


class TestApiKey:
    async def test_a_personal_key_connects(self, client, owner, calcom, db):
        answer = await connect_with_key(client, owner, calcom)
        assert answer["calcom"]["connected"] and answer["calcom"]["authKind"] == "api_key"
        assert answer["calcom"]["account"] == "salon-uno"
        assert len(calcom.state.webhooks) == 1
        [row] = await db.rows("SELECT access_token, auth_kind FROM calendar_connections")
        assert not row["access_token"].startswith("cal_test_")

    @pytest.mark.parametrize("key", ["cal_live_not-known", "sk_live_123"])
    async def test_a_refused_key_is_422(self, client, owner, calcom, db, key):
        response = await client.put("/calcom/api-key", headers=owner.headers, json={"apiKey": key})
        assert response.status_code == 422
        assert response.json()["error"] == "Cal.com did not accept this API key"
        assert await db.count("calendar_connections") == 0

    async def test_cal_com_down_is_503_and_nothing_is_kept(self, client, owner, calcom, db):
        calcom.down()
        response = await client.put("/calcom/api-key", headers=owner.headers, json={"apiKey": calcom.issue_api_key()})
        assert response.status_code == 503
        assert response.json()["error"].startswith("Cal.com is not answering right now")
        assert await db.count("calendar_connections") == 0


class TestDisconnect:
    async def test_the_webhook_is_removed(self, client, owner, calcom):
        await connect_with_key(client, owner, calcom)
        response = await client.delete("/calendars/connections/calcom", headers=owner.headers)
        assert response.status_code == 200 and not response.json()["calcom"]["connected"]
        assert calcom.state.webhooks == {}

    async def test_cal_com_down_does_not_stop_disconnecting(self, client, owner, calcom, db):
        await connect_with_key(client, owner, calcom)
        calcom.down()
        response = await client.delete("/calendars/connections/calcom", headers=owner.headers)
        assert response.status_code == 200
        assert await db.count("calendar_connections") == 0



import re
import uuid
from urllib.parse import parse_qs, urlsplit

import pytest

from leads.newsletter import tokens
from ringbook.leads.v1.events_pb2 import Subscribed, Unsubscribed

from ..conftest import SECRET

EMAIL = "ana@salon.example"
BAD_LINK = ("This unsubscribe link doesn't work. Please use the link in your latest Ringbook newsletter, "
            "or reply to it and we'll take you off the list.")


def link_in(email: dict) -> str:
    [url] = re.findall(r"https?://\S+", email["body"])
    return url


def token_in(email: dict) -> str:
    return parse_qs(urlsplit(link_in(email)).query)["token"][0]


class TestSubscribe:
    async def test_an_address_is_stored_confirmed_and_announced(self, client, db, mailbox, events):
        response = await client.post("/api/subscribe", json={"email": EMAIL})
        assert response.status_code == 200
        assert response.json() == {"status": "subscribed"}
        [row] = await db.rows("SELECT id, email, unsubscribed_at FROM newsletter_subscribers")
        assert (row["email"], row["unsubscribed_at"]) == (EMAIL, None)

        [confirmation] = await mailbox.to(EMAIL)
        assert confirmation["subject"] == "You're subscribed to the Ringbook newsletter"
        assert link_in(confirmation).startswith("http://ringbook.test/api/unsubscribe?token=")

        _, event = await events.next("leads.subscribed", Subscribed, subscriber_id=str(row["id"]))
        assert event.resubscribed is False

    async def test_subscribing_twice_is_fine_and_keeps_one_row(self, client, db, mailbox):
        first = await client.post("/api/subscribe", json={"email": EMAIL})
        again = await client.post("/api/subscribe", json={"email": "  ANA@Salon.Example "})
        assert (first.status_code, again.status_code) == (200, 200)
        assert first.json() == again.json()
        assert await db.count("newsletter_subscribers") == 1
        assert len(await mailbox.to(EMAIL)) == 1, "no second welcome for someone already on the list"
        assert await db.outbox_subjects() == ["ringbook.leads.subscribed"]

    @pytest.mark.parametrize(("body", "message"), [
        ({"email": ""}, "Please enter your email"),
        ({"email": "   "}, "Please enter your email"),
        ({}, "Please enter your email"),
        ({"email": None}, "Please enter your email"),
        ({"email": "ana@"}, "Please enter a valid email address"),
        ({"email": "ana.salon.example"}, "Please enter a valid email address"),
        ({"email": ["ana@salon.example"]}, "Please enter a valid email address"),
    ])
    async def test_a_bad_address_is_refused_with_its_message(self, client, db, body, message):
        response = await client.post("/api/subscribe", json=body)
        assert response.status_code == 422
        assert response.json() == {"error": message, "fields": {"email": message}}
        assert await db.count("newsletter_subscribers") == 0

    async def test_a_filled_hidden_field_is_dropped_quietly(self, client, db, mailbox):
        response = await client.post("/api/subscribe", json={"email": EMAIL, "companyFax": "x"})
        assert (response.status_code, response.json()) == (200, {"status": "subscribed"})
        assert await db.count("newsletter_subscribers") == 0
        assert await mailbox.all() == []


class TestUnsubscribe:
    async def subscribe(self, client, mailbox) -> dict:
        await client.post("/api/subscribe", json={"email": EMAIL})
        [confirmation] = await mailbox.to(EMAIL)
        return confirmation

    async def test_the_link_in_the_email_unsubscribes(self, client, db, mailbox, events):
        confirmation = await self.subscribe(client, mailbox)
        response = await client.get(link_in(confirmation).removeprefix("http://ringbook.test"))
        assert response.status_code == 200
        assert response.json() == {"status": "unsubscribed",
                                   "message": "You're unsubscribed. You won't get the Ringbook newsletter any more."}
        [row] = await db.rows("SELECT id, unsubscribed_at FROM newsletter_subscribers")
        assert row["unsubscribed_at"] is not None
        await events.next("leads.unsubscribed", Unsubscribed, subscriber_id=str(row["id"]))

    async def test_clicking_twice_is_fine_and_announced_once(self, client, db, mailbox):
        token = token_in(await self.subscribe(client, mailbox))
        for _ in range(2):
            response = await client.get("/api/unsubscribe", params={"token": token})
            assert response.status_code == 200
        assert await db.outbox_subjects() == ["ringbook.leads.subscribed", "ringbook.leads.unsubscribed"]

    async def test_a_browser_gets_a_short_page(self, client, mailbox):
        token = token_in(await self.subscribe(client, mailbox))
        response = await client.get("/api/unsubscribe", params={"token": token},
                                    headers={"accept": "text/html,application/xhtml+xml"})
        assert response.status_code == 200
        assert response.headers["content-type"].startswith("text/html")
        assert "You're unsubscribed" in response.text

    async def test_mail_apps_one_click_post_works(self, client, db, mailbox):
        token = token_in(await self.subscribe(client, mailbox))
        response = await client.post("/api/unsubscribe", params={"token": token},
                                     content=b"List-Unsubscribe=One-Click",
                                     headers={"content-type": "application/x-www-form-urlencoded"})
        assert response.status_code == 200
        [row] = await db.rows("SELECT unsubscribed_at FROM newsletter_subscribers")
        assert row["unsubscribed_at"] is not None

    async def test_subscribing_again_after_leaving_welcomes_back(self, client, db, mailbox, events):
        token = token_in(await self.subscribe(client, mailbox))
        await client.get("/api/unsubscribe", params={"token": token})
        response = await client.post("/api/subscribe", json={"email": EMAIL})
        assert response.status_code == 200
        [row] = await db.rows("SELECT id, unsubscribed_at FROM newsletter_subscribers")
        assert row["unsubscribed_at"] is None
        assert len(await mailbox.to(EMAIL)) == 2
        await events.next("leads.unsubscribed", Unsubscribed, subscriber_id=str(row["id"]))
        await events.next("leads.subscribed", Subscribed, subscriber_id=str(row["id"]), resubscribed=True)

    @pytest.mark.parametrize("token", [
        "", "garbage", "not-a-uuid.abc", f"{uuid.uuid4()}.", f"{uuid.uuid4()}.AAAA", "x" * 5000, "é.ü",
    ])
    async def test_a_bad_link_is_a_400_json_error(self, client, token):
        response = await client.get("/api/unsubscribe", params={"token": token})
        assert response.status_code == 400
        assert response.json() == {"error": BAD_LINK}

    async def test_a_link_without_a_token_is_a_400(self, client):
        response = await client.get("/api/unsubscribe")
        assert (response.status_code, response.json()) == (400, {"error": BAD_LINK})

    async def test_a_tampered_link_is_refused(self, client, db, mailbox):
        token = token_in(await self.subscribe(client, mailbox))
        subscriber, mac = token.split(".")
        someone_else = f"{uuid.uuid4()}.{mac}"
        assert (await client.get("/api/unsubscribe", params={"token": someone_else})).status_code == 400
        flipped = f"{subscriber}.{mac[:-1]}{'A' if mac[-1] != 'A' else 'B'}"
        assert (await client.get("/api/unsubscribe", params={"token": flipped})).status_code == 400
        [row] = await db.rows("SELECT unsubscribed_at FROM newsletter_subscribers")
        assert row["unsubscribed_at"] is None


class TestTokens:
    def test_a_token_is_tied_to_the_secret_and_the_subscriber(self):
        subscriber = uuid.uuid4()
        token = tokens.sign(SECRET.encode(), subscriber)
        assert tokens.verify(SECRET.encode(), token) == subscriber
        assert tokens.verify(b"another secret", token) is None
        assert "@" not in token, "a link names nobody"

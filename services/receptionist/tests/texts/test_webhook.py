"""Texts to a salon's number through Twilio's webhook: signed exactly as Twilio signs, stored once per message,
opt-out, opt-in and help words per location, everything else handed to the conversation as an event."""

import base64
import hashlib
import hmac
import uuid
from datetime import UTC, datetime, timedelta
from urllib.parse import urlencode

import pytest

from receptionist.models import Agent
from receptionist.texts import routes
from ringbook.booking.v1 import events_pb2 as booking_events
from ringbook.receptionist.v1 import events_pb2 as events
from ringbook_common.bus.envelope import new_envelope

from ..conftest import SHARED_SENDER, TWILIO_TOKEN
from ..factories import add_location, set_up_salon

URL = "http://ringbook.test/api/receptionist/texts/twilio"
PATH = "/api/receptionist/texts/twilio"
CLIENT = "+15555550142"
EMPTY = '<?xml version="1.0" encoding="UTF-8"?><Response/>'


def twilio_signature(url: str, fields: list[tuple[str, str]], token: str) -> str:
    """providers.md §7.3: the URL, then each field's name and value, names in byte order; HMAC-SHA1; base64."""
    signed = url + "".join(f"{name}{value}" for name, value in sorted(fields))
    return base64.b64encode(hmac.new(token.encode(), signed.encode(), hashlib.sha1).digest()).decode()


def fields_of(*, to: str, body: str, sender: str = CLIENT, sid: str | None = None) -> list[tuple[str, str]]:
    return [("ToCountry", "US"), ("SmsMessageSid", sid or ""), ("NumMedia", "0"), ("From", sender),
            ("MessageSid", sid or "SM" + uuid.uuid4().hex), ("AccountSid", "AC" + "0" * 32), ("To", to),
            ("Body", body), ("NumSegments", "1"), ("ApiVersion", "2010-04-01")]


async def post_text(client, fields: list[tuple[str, str]], *, signature: str | None = "sign", url: str = URL):
    headers = {"content-type": "application/x-www-form-urlencoded"}
    if signature == "sign":
        signature = twilio_signature(url, fields, TWILIO_TOKEN)
    if signature is not None:
        headers["x-twilio-signature"] = signature
    return await client.post(PATH, content=urlencode(fields), headers=headers)


async def text(client, *, to: str, body: str, sender: str = CLIENT, sid: str | None = None):
    return await post_text(client, fields_of(to=to, body=body, sender=sender, sid=sid))


async def give_number(app, tenant_id: str, location_id: str, number: str) -> None:
    async with app.state.sessionmaker() as session, session.begin():
        session.add(Agent(tenant_id=uuid.UUID(tenant_id), location_id=uuid.UUID(location_id), provider="local",
                          status="active", phone_number=number, agent_id=f"agent_{uuid.uuid4().hex[:12]}",
                          number_bound=True))


@pytest.fixture
async def salons(app, client, make_owner):
    """Two locations of one business, each with its number, and another business with its own."""
    first, other = make_owner(), make_owner()
    await set_up_salon(app, first, name="Salon Uno")
    second_location = await add_location(app, first, name="Oak Street", address="1 Oak St, Springfield")
    await set_up_salon(app, other, name="Other Cuts")
    await give_number(app, first.tenant_id, first.tenant_id, "+15555550101")
    await give_number(app, first.tenant_id, second_location, "+15555550102")
    await give_number(app, other.tenant_id, other.tenant_id, "+15555550201")
    return {"first": first, "second_location": second_location, "other": other}


async def inbound(db) -> int:
    """The clients' texts stored (the agent's replies are the conversation's: tests/texts/test_conversation.py)."""
    [row] = await db.rows("SELECT count(*) AS n FROM text_messages WHERE direction = 'in'")
    return int(row["n"])


async def opt_outs(db) -> list[tuple[str, str, bool]]:
    rows = await db.rows("SELECT tenant_id, location_id, phone, opted_out FROM text_opt_outs")
    return [(str(row["location_id"]), row["phone"], row["opted_out"]) for row in rows]


class TestSignature:
    async def test_a_correctly_signed_text_is_taken(self, client, db, salons):
        response = await text(client, to="+15555550101", body="Hello, do you have time Friday?")
        assert response.status_code == 200
        assert response.headers["content-type"].startswith("text/xml")
        assert response.text == EMPTY
        assert await inbound(db) == 1

    async def test_a_forged_signature_is_refused_and_nothing_kept(self, client, db, salons):
        fields = fields_of(to="+15555550101", body="hello")
        forged = twilio_signature(URL, fields, "not-our-token")
        response = await post_text(client, fields, signature=forged)
        assert response.status_code == 401
        assert "error" in response.json()
        assert await inbound(db) == 0
        assert await db.count("text_threads") == 0

    async def test_a_missing_signature_is_refused(self, client, db, salons):
        response = await post_text(client, fields_of(to="+15555550101", body="hello"), signature=None)
        assert response.status_code == 401
        assert "error" in response.json()
        assert await inbound(db) == 0

    async def test_a_field_added_after_signing_is_refused(self, client, db, salons):
        fields = fields_of(to="+15555550101", body="hello")
        signature = twilio_signature(URL, fields, TWILIO_TOKEN)
        response = await post_text(client, [*fields, ("FromCity", "SPRINGFIELD")], signature=signature)
        assert response.status_code == 401
        assert await inbound(db) == 0

    async def test_a_changed_body_is_refused(self, client, db, salons):
        fields = fields_of(to="+15555550101", body="hello")
        signature = twilio_signature(URL, fields, TWILIO_TOKEN)
        changed = [(name, "STOP" if name == "Body" else value) for name, value in fields]
        response = await post_text(client, changed, signature=signature)
        assert response.status_code == 401
        assert await db.count("text_opt_outs") == 0

    async def test_a_signature_over_another_url_is_refused(self, client, db, salons):
        fields = fields_of(to="+15555550101", body="hello")
        signature = twilio_signature("http://ringbook.test:8080/api/receptionist/texts/twilio", fields, TWILIO_TOKEN)
        response = await post_text(client, fields, signature=signature)
        assert response.status_code == 401

    async def test_fields_twilio_adds_without_notice_are_signed_like_the_rest(self, client, db, salons):
        fields = [*fields_of(to="+15555550101", body="hi"), ("SomethingNew", "x"), ("MediaUrl0", "https://a/b?c=d")]
        response = await post_text(client, fields)
        assert response.status_code == 200
        assert await inbound(db) == 1

    async def test_the_query_string_is_part_of_what_is_signed(self, client, db, salons):
        fields = fields_of(to="+15555550101", body="hi")
        headers = {"content-type": "application/x-www-form-urlencoded",
                   "x-twilio-signature": twilio_signature(URL + "?site=a%20b", fields, TWILIO_TOKEN)}
        response = await client.post(PATH + "?site=a%20b", content=urlencode(fields), headers=headers)
        assert response.status_code == 200
        unsigned_query = await client.post(PATH + "?site=other", content=urlencode(fields), headers=headers)
        assert unsigned_query.status_code == 401


class TestBadInput:
    async def test_json_is_not_a_form(self, client, salons):
        response = await client.post(PATH, json={"From": CLIENT}, headers={"x-twilio-signature": "x"})
        assert response.status_code == 415
        assert "form" in response.json()["error"]

    async def test_a_signed_form_without_its_fields_is_a_clear_400(self, client, db):
        response = await post_text(client, [("Body", "hi")])
        assert response.status_code == 400
        assert response.json()["error"] == "MessageSid is missing"

    async def test_a_sender_that_is_no_phone_number_is_a_clear_400(self, client, salons):
        response = await text(client, to="+15555550101", body="hi", sender="not a number")
        assert response.status_code == 400
        assert response.json()["error"] == "From must be a phone number"

    async def test_characters_postgres_cannot_store_are_dropped_not_a_500(self, client, db, salons):
        response = await text(client, to="+15555550101", body="hi\x00 there")
        assert response.status_code == 200
        [row] = await db.rows("SELECT body FROM text_messages WHERE direction = 'in'")
        assert row["body"] == "hi there"


class TestRouting:
    async def test_a_number_that_is_no_salons_keeps_nothing_and_says_nothing(self, client, db, salons):
        response = await text(client, to="+15555550999", body="HELP")
        assert response.status_code == 200
        assert response.text == EMPTY
        assert await db.count("text_threads") == 0
        assert await inbound(db) == 0
        assert await db.outbox_subjects() == []

    async def test_a_thread_per_location_and_client(self, client, db, salons):
        await text(client, to="+15555550101", body="one")
        await text(client, to="+15555550101", body="two")
        await text(client, to="+15555550102", body="three")
        await text(client, to="+15555550101", body="four", sender="+15555550143")
        threads = await db.rows("SELECT t.location_id, t.phone, count(m.id) AS n FROM text_threads t "
                                "JOIN text_messages m ON m.thread_id = t.id AND m.direction = 'in' "
                                "GROUP BY t.id ORDER BY n DESC, phone")
        first = salons["first"].tenant_id
        assert [(str(row["location_id"]), row["phone"], row["n"]) for row in threads] == [
            (first, CLIENT, 2), (salons["second_location"], CLIENT, 1), (first, "+15555550143", 1)]

    async def test_the_same_message_delivered_again_is_stored_once(self, client, db, salons):
        sid = "SM" + "a" * 32
        first = await text(client, to="+15555550101", body="Can I come at 3?", sid=sid)
        again = await text(client, to="+15555550101", body="Can I come at 3?", sid=sid)
        assert first.status_code == again.status_code == 200
        assert await inbound(db) == 1
        assert len(await db.events("receptionist.text_received", events.TextReceived)) == 1


class TestConversation:
    async def test_a_text_is_stored_and_handed_on_as_text_received(self, client, db, salons):
        response = await text(client, to="+15555550102", body="Do you do balayage?")
        assert response.text == EMPTY
        [(envelope, received)] = await db.events("receptionist.text_received", events.TextReceived)
        [message] = await db.rows("SELECT id, thread_id, direction, body, provider_sid FROM text_messages "
                                  "WHERE direction = 'in'")
        assert envelope.tenant_id == received.tenant_id == salons["first"].tenant_id
        assert envelope.location_id == received.location_id == salons["second_location"]
        assert (received.phone, received.body) == (CLIENT, "Do you do balayage?")
        assert (received.message_id, received.thread_id) == (str(message["id"]), str(message["thread_id"]))
        assert message["direction"] == "in"
        assert message["provider_sid"].startswith("SM")

    async def test_yes_from_a_number_still_texted_is_conversation(self, client, db, salons):
        await text(client, to="+15555550101", body="yes")
        assert len(await db.events("receptionist.text_received", events.TextReceived)) == 1
        assert await opt_outs(db) == []


class TestOptOut:
    @pytest.mark.parametrize("word", ["STOP", "stop", " Stop ", "cancel", "UNSUBSCRIBE"])
    async def test_an_opt_out_word_opts_out_of_that_location_only(self, client, db, salons, word):
        response = await text(client, to="+15555550101", body=word)
        assert response.status_code == 200
        assert response.text == EMPTY  # Twilio answers STOP itself
        assert await opt_outs(db) == [(salons["first"].tenant_id, CLIENT, True)]
        [(envelope, out)] = await db.events("receptionist.text_opted_out", events.TextOptedOut)
        assert (envelope.tenant_id, envelope.location_id) == (salons["first"].tenant_id, salons["first"].tenant_id)
        assert (out.tenant_id, out.location_id, out.phone) == (
            salons["first"].tenant_id, salons["first"].tenant_id, CLIENT)
        assert await db.events("receptionist.text_received", events.TextReceived) == []

        # The business's other location and another business still hear from that number.
        for number in ("+15555550102", "+15555550201"):
            assert (await text(client, to=number, body="HELP")).text != EMPTY
            await text(client, to=number, body="hello")
        received = await db.events("receptionist.text_received", events.TextReceived)
        assert sorted(event.location_id for _, event in received) == sorted(
            [salons["second_location"], salons["other"].tenant_id])

    async def test_an_opted_out_number_hears_nothing(self, client, db, salons):
        await text(client, to="+15555550101", body="STOP")
        assert (await text(client, to="+15555550101", body="hello")).text == EMPTY
        assert (await text(client, to="+15555550101", body="HELP")).text == EMPTY
        assert (await text(client, to="+15555550101", body="yes please")).text == EMPTY
        assert await db.events("receptionist.text_received", events.TextReceived) == []
        assert await inbound(db) == 4  # kept in the thread all the same

    async def test_stop_again_changes_nothing(self, client, db, salons):
        await text(client, to="+15555550101", body="STOP")
        await text(client, to="+15555550101", body="stop")
        assert len(await db.events("receptionist.text_opted_out", events.TextOptedOut)) == 1

    @pytest.mark.parametrize("word", ["START", "unstop", "Yes"])
    async def test_an_opt_in_word_opts_back_in(self, client, db, salons, word):
        await text(client, to="+15555550101", body="STOP")
        response = await text(client, to="+15555550101", body=word)
        assert response.text == EMPTY
        assert await opt_outs(db) == [(salons["first"].tenant_id, CLIENT, False)]
        [(_, back)] = await db.events("receptionist.text_opted_in", events.TextOptedIn)
        assert (back.tenant_id, back.location_id, back.phone) == (
            salons["first"].tenant_id, salons["first"].tenant_id, CLIENT)
        await text(client, to="+15555550101", body="hello again")
        [(_, received)] = await db.events("receptionist.text_received", events.TextReceived)
        assert received.body == "hello again"

    async def test_start_from_a_number_never_opted_out_changes_nothing(self, client, db, salons):
        assert (await text(client, to="+15555550101", body="START")).text == EMPTY
        assert await opt_outs(db) == []
        assert await db.outbox_subjects() == []


class TestHelp:
    async def test_help_names_the_salon_its_number_and_how_to_stop(self, client, db, salons):
        response = await text(client, to="+15555550101", body="help")
        assert response.status_code == 200
        assert "<Message>Salon Uno: " in response.text
        assert "(555) 555-0101" in response.text
        assert "Reply STOP to opt out." in response.text
        rows = await db.rows("SELECT direction, body FROM text_messages ORDER BY at, direction")
        assert [row["direction"] for row in rows] == ["in", "out"]
        assert await db.events("receptionist.text_received", events.TextReceived) == []

    async def test_another_location_answers_with_its_own_name(self, client, salons):
        response = await text(client, to="+15555550102", body="INFO")
        assert "<Message>Oak Street: " in response.text
        assert "(555) 555-0102" in response.text

    async def test_a_salon_name_is_escaped_in_twiml(self, app, client, make_owner):
        owner = make_owner()
        await set_up_salon(app, owner, name="Cuts & <Curls>")
        await give_number(app, owner.tenant_id, owner.tenant_id, "+15555550301")
        response = await text(client, to="+15555550301", body="HELP")
        assert "<Message>Cuts &amp; &lt;Curls&gt;: " in response.text


def sent_envelope(tenant_id: str, location_id: str, *, sender: str = "", phone: str = CLIENT,
                  at: datetime | None = None):
    envelope = new_envelope(booking_events.TextSent(tenant_id=tenant_id, location_id=location_id, phone=phone,
                                                    sender=sender, purpose="reminder"),
                            event_type="booking.text_sent", tenant_id=tenant_id, location_id=location_id)
    if at is not None:
        envelope.occurred_at.FromDatetime(at)
    return envelope


async def booking_sent(app, envelope) -> None:
    async with app.state.sessionmaker() as session, session.begin():
        await routes.on_text_sent(session, envelope)


class TestSharedSender:
    """A location whose number does not text yet has its texts sent from the shared sender: the client's reply
    there belongs to the location that texted them last from it."""

    async def test_a_reply_reaches_the_location_that_texted_last(self, app, client, db, salons):
        first, second = salons["first"].tenant_id, salons["second_location"]
        now = datetime.now(UTC)
        await booking_sent(app, sent_envelope(first, first, at=now - timedelta(hours=2)))
        await booking_sent(app, sent_envelope(first, second, at=now - timedelta(hours=1)))
        await text(client, to=SHARED_SENDER, body="Can I move it to Saturday?")
        [(envelope, received)] = await db.events("receptionist.text_received", events.TextReceived)
        assert (envelope.tenant_id, received.location_id, received.phone) == (first, second, CLIENT)

        # Another business texts the client later: their next reply is that business's.
        other = salons["other"].tenant_id
        await booking_sent(app, sent_envelope(other, other, at=now))
        await text(client, to=SHARED_SENDER, body="Is 3 free?")
        received = [event for _, event in await db.events("receptionist.text_received", events.TextReceived)]
        assert [event.location_id for event in received] == [second, other]

    async def test_an_older_text_arriving_late_and_a_salons_own_number_change_nothing(self, app, client, db,
                                                                                       salons):
        first, second = salons["first"].tenant_id, salons["second_location"]
        now = datetime.now(UTC)
        await booking_sent(app, sent_envelope(first, second, at=now))
        await booking_sent(app, sent_envelope(first, first, at=now - timedelta(minutes=5)))
        await booking_sent(app, sent_envelope(first, first, sender="+15555550101", at=now + timedelta(minutes=5)))
        await text(client, to=SHARED_SENDER, body="hello")
        [(_, received)] = await db.events("receptionist.text_received", events.TextReceived)
        assert received.location_id == second

    async def test_stop_to_the_shared_sender_opts_out_of_that_location_only(self, app, client, db, salons):
        first, second = salons["first"].tenant_id, salons["second_location"]
        await booking_sent(app, sent_envelope(first, second))
        response = await text(client, to=SHARED_SENDER, body="STOP")
        assert response.text == EMPTY
        assert await opt_outs(db) == [(second, CLIENT, True)]
        assert (await text(client, to="+15555550101", body="HELP")).text != EMPTY  # the first location still texts

    async def test_a_client_no_salon_texted_from_it_is_answered_with_nothing(self, app, client, db, salons):
        await booking_sent(app, sent_envelope(salons["first"].tenant_id, salons["first"].tenant_id,
                                              phone="+15555550177"))
        response = await text(client, to=SHARED_SENDER, body="who is this?")
        assert (response.status_code, response.text) == (200, EMPTY)
        assert await inbound(db) == 0 and await db.count("text_threads") == 0

"""The owner's inbox of texts: a location's threads and their texts, taking one over (the agent then stays
silent), replying by hand through booking's texts, handing it back, and a thread left idle for a day going back
to the agent with the owner told. The clock is pinned and moved, never waited for."""

import json
import uuid
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta

import pytest

from receptionist.inbox import idle
from ringbook.receptionist.v1 import events_pb2 as events
from ringbook_common.testing import clock as pinned

from ..factories import add_location, set_up_salon
from ..texts.test_webhook import CLIENT, give_number, text

THREADS = "/api/receptionist/texts/threads"
START = datetime(2026, 12, 1, 15, 0, tzinfo=UTC)


def about(moment: str | None, expected: datetime) -> bool:
    """The pinned clock runs on from where it was set: a moment within seconds of it."""
    return moment is not None and abs(datetime.fromisoformat(moment) - expected) < timedelta(seconds=5)


@pytest.fixture
def moved_clock(tmp_path) -> Iterator[Callable[[timedelta], datetime]]:
    with pinned.pinned_here(tmp_path / "clock.json") as moved:
        moved.set(START)
        yield moved.move


@pytest.fixture
async def salons(app, client, make_owner, moved_clock):
    """Two locations of one business with their numbers, and another business."""
    first, other = make_owner(), make_owner()
    await set_up_salon(app, first, name="Salon Uno", owner_email="uno@salon.example")
    second_location = await add_location(app, first, name="Oak Street", address="1 Oak St, Springfield")
    await set_up_salon(app, other, name="Other Cuts")
    await give_number(app, first.tenant_id, first.tenant_id, "+15555550101")
    await give_number(app, first.tenant_id, second_location, "+15555550102")
    await give_number(app, other.tenant_id, other.tenant_id, "+15555550201")
    return {"first": first, "second_location": second_location, "other": other}


async def owner_replies(db) -> list:
    """The texts the inbox asked booking to send (the agent's answers to the client are requested too)."""
    return [(envelope, requested) for envelope, requested in await db.events("receptionist.text_requested",
                                                                              events.TextRequested)
            if requested.purpose == "owner_reply"]


async def threads(client, owner, location: str | None = None) -> list[dict]:
    response = await client.get(THREADS, params={"location": location} if location else None, headers=owner.headers)
    assert response.status_code == 200, response.text
    return response.json()["threads"]


async def a_thread(client, owner, *, to: str = "+15555550101", body: str = "Hi, any time Friday?",
                   sender: str = CLIENT, location: str | None = None) -> dict:
    await text(client, to=to, body=body, sender=sender)
    return next(found for found in await threads(client, owner, location) if found["phone"] == sender)


class TestThreads:
    async def test_a_locations_threads_latest_first_with_the_last_text_and_unread(self, client, salons, moved_clock):
        owner = salons["first"]
        await text(client, to="+15555550101", body="First question", sender="+15555550111")
        moved_clock(timedelta(minutes=5))
        await text(client, to="+15555550101", body="Hello?", sender="+15555550122")
        await text(client, to="+15555550101", body="Still there?", sender="+15555550122")
        await text(client, to="+15555550102", body="Oak Street question", sender="+15555550133")

        listed = await threads(client, owner)
        assert [found["phone"] for found in listed] == ["+15555550122", "+15555550111"]
        assert listed[0]["lastMessage"]["by"] == "agent"  # the receptionist answered "Still there?"
        assert (listed[0]["unread"], listed[0]["answeredBy"], listed[0]["optedOut"]) == (2, "agent", False)
        oak = await threads(client, owner, salons["second_location"])
        assert [found["phone"] for found in oak] == ["+15555550133"]

    async def test_reading_a_thread_shows_its_texts_and_counts_them_read(self, client, salons):
        owner = salons["first"]
        thread = await a_thread(client, owner)
        await text(client, to="+15555550101", body="HELP")
        response = await client.get(f"{THREADS}/{thread['id']}", headers=owner.headers)
        assert response.status_code == 200
        detail = response.json()
        texts = [(message["by"], message["body"]) for message in detail["messages"]]
        assert [body for by, body in texts if by == "client"] == ["Hi, any time Friday?", "HELP"]
        assert texts[-1][0] == "agent"  # HELP is answered
        assert (await threads(client, owner))[0]["unread"] == 0

    async def test_another_businesss_thread_is_not_found(self, client, salons):
        thread = await a_thread(client, salons["first"])
        other = salons["other"]
        for method, path, body in [("GET", "", None), ("POST", "/take-over", None),
                                   ("POST", "/replies", {"body": "hi"}), ("POST", "/hand-back", None)]:
            response = await client.request(method, f"{THREADS}/{thread['id']}{path}", json=body,
                                            headers=other.headers)
            assert response.status_code == 404, path
            assert response.json()["error"] == "No such conversation"
        assert (await client.get(f"{THREADS}/{uuid.uuid4()}", headers=other.headers)).status_code == 404
        assert await threads(client, other) == []

    async def test_another_businesss_location_is_not_found(self, client, salons):
        response = await client.get(THREADS, params={"location": salons["second_location"]},
                                    headers=salons["other"].headers)
        assert response.status_code == 404
        assert response.json()["error"] == "Location not found"
        response = await client.get(THREADS, params={"location": "not-an-id"}, headers=salons["other"].headers)
        assert response.status_code == 404

    async def test_only_an_owner_sees_threads(self, client, salons):
        assert (await client.get(THREADS)).status_code == 401


class TestTakingOver:
    async def test_taking_over_silences_the_agent_and_handing_back_wakes_it(self, client, db, salons):
        owner = salons["first"]
        thread = await a_thread(client, owner)
        response = await client.post(f"{THREADS}/{thread['id']}/take-over", headers=owner.headers)
        assert response.status_code == 200
        taken = response.json()["thread"]
        assert taken["answeredBy"] == "owner" and about(taken["takenOverAt"], START)
        [row] = await db.rows("SELECT taken_over_by FROM text_threads")
        assert uuid.UUID(row["taken_over_by"])  # the owner who took it over

        await text(client, to="+15555550101", body="Are you a person now?")
        assert len(await db.events("receptionist.text_received", events.TextReceived)) == 1  # only the first
        assert (await threads(client, owner))[0]["lastMessage"]["body"] == "Are you a person now?"

        handed = await client.post(f"{THREADS}/{thread['id']}/hand-back", headers=owner.headers)
        assert handed.status_code == 200
        assert (handed.json()["thread"]["answeredBy"], handed.json()["thread"]["takenOverAt"]) == ("agent", None)
        await text(client, to="+15555550101", body="OK, book me Friday")
        assert len(await db.events("receptionist.text_received", events.TextReceived)) == 2

    async def test_taking_over_twice_keeps_the_first_moment(self, client, salons, moved_clock):
        owner = salons["first"]
        thread = await a_thread(client, owner)
        await client.post(f"{THREADS}/{thread['id']}/take-over", headers=owner.headers)
        moved_clock(timedelta(minutes=10))
        again = await client.post(f"{THREADS}/{thread['id']}/take-over", headers=owner.headers)
        assert about(again.json()["thread"]["takenOverAt"], START)


class TestReplying:
    async def test_a_reply_is_kept_as_the_owners_and_sent_through_booking(self, client, db, salons):
        owner = salons["first"]
        thread = await a_thread(client, owner, to="+15555550102", location=salons["second_location"])
        response = await client.post(f"{THREADS}/{thread['id']}/replies", json={"body": "Yes, 3pm works!"},
                                     headers=owner.headers)
        assert response.status_code == 201, response.text
        detail = response.json()
        assert detail["messages"][-1]["by"] == "owner"
        assert detail["messages"][-1]["body"] == "Yes, 3pm works!"
        assert detail["thread"]["answeredBy"] == "owner"  # replying takes it over
        [(envelope, requested)] = await owner_replies(db)
        assert (requested.to, requested.body) == (CLIENT, "Yes, 3pm works!")
        assert envelope.tenant_id == requested.tenant_id == owner.tenant_id
        assert envelope.location_id == salons["second_location"]
        [row] = await db.rows("SELECT direction, sent_by FROM text_messages WHERE sent_by IS NOT NULL")
        assert (row["direction"], row["sent_by"]) == ("out", "owner")

    @pytest.mark.parametrize("body", [{"body": ""}, {"body": "   \n "}, {}, {"body": "x" * 1601}, {"body": 5},
                                      {"body": "hi\x00"}, {"body": "hi", "tenantId": str(uuid.uuid4())}])
    async def test_an_empty_or_too_long_reply_is_refused(self, client, db, salons, body):
        owner = salons["first"]
        thread = await a_thread(client, owner)
        response = await client.post(f"{THREADS}/{thread['id']}/replies", json=body, headers=owner.headers)
        assert response.status_code == 422
        assert response.json()["error"]
        assert await owner_replies(db) == []

    async def test_the_longest_text_is_taken(self, client, salons):
        owner = salons["first"]
        thread = await a_thread(client, owner)
        response = await client.post(f"{THREADS}/{thread['id']}/replies", json={"body": "x" * 1600},
                                     headers=owner.headers)
        assert response.status_code == 201

    async def test_a_client_who_opted_out_is_not_texted(self, client, db, salons):
        owner = salons["first"]
        thread = await a_thread(client, owner)
        await text(client, to="+15555550101", body="STOP")
        assert (await threads(client, owner))[0]["optedOut"] is True
        response = await client.post(f"{THREADS}/{thread['id']}/replies", json={"body": "Sorry to see you go"},
                                     headers=owner.headers)
        assert response.status_code == 409
        assert "STOP" in response.json()["error"]
        assert await owner_replies(db) == []


def emails_to(app, to: str) -> list[dict]:
    path = app.state.settings.dev_outbox_path()
    lines = path.read_text().splitlines() if path.exists() else []
    return [entry for entry in map(json.loads, lines) if entry["channel"] == "email" and entry["to"] == to]


class TestIdle:
    async def test_a_thread_idle_a_day_goes_back_to_the_agent_and_the_owner_is_told(self, app, client, db, salons,
                                                                                    moved_clock):
        owner = salons["first"]
        thread = await a_thread(client, owner, to="+15555550102", location=salons["second_location"])
        await client.post(f"{THREADS}/{thread['id']}/take-over", headers=owner.headers)
        before = len(emails_to(app, "uno@salon.example"))

        moved_clock(timedelta(hours=23, minutes=59))
        assert await idle.sweep_round(app.state.context) == 0
        moved_clock(timedelta(minutes=2))
        assert await idle.sweep_round(app.state.context) == 1

        [listed] = await threads(client, owner, salons["second_location"])
        assert (listed["answeredBy"], listed["takenOverAt"]) == ("agent", None)
        assert about(listed["returnedAt"], START + timedelta(hours=24, minutes=1))
        [email] = emails_to(app, "uno@salon.example")[before:]
        assert email["subject"] == "A text conversation went back to your receptionist"
        assert CLIENT in email["body"] and "Salon Uno (Oak Street)" in email["body"]
        assert await idle.sweep_round(app.state.context) == 0  # once

        await text(client, to="+15555550102", body="Hello again")
        assert len(await db.events("receptionist.text_received", events.TextReceived)) == 2

    async def test_a_reply_or_a_clients_text_keeps_it_with_the_owner(self, app, client, salons, moved_clock):
        owner = salons["first"]
        thread = await a_thread(client, owner)
        await client.post(f"{THREADS}/{thread['id']}/take-over", headers=owner.headers)
        moved_clock(timedelta(hours=20))
        await client.post(f"{THREADS}/{thread['id']}/replies", json={"body": "Let me check"}, headers=owner.headers)
        moved_clock(timedelta(hours=20))
        await text(client, to="+15555550101", body="Any news?")
        moved_clock(timedelta(hours=23))
        assert await idle.sweep_round(app.state.context) == 0
        assert (await threads(client, owner))[0]["answeredBy"] == "owner"
        moved_clock(timedelta(hours=2))
        assert await idle.sweep_round(app.state.context) == 1


async def test_a_thread_id_that_is_no_id_names_no_conversation(client, salons):
    for path in ["not-an-id", "not-an-id/take-over", "%00/hand-back"]:
        response = await client.request("GET" if "/" not in path else "POST", f"{THREADS}/{path}",
                                        headers=salons["first"].headers)
        assert (response.status_code, response.json()) == (404, {"error": "No such conversation"}), path

"""How long a salon keeps its recordings: the owner's setting (90 days unless changed, 1 to 365), and the sweep
that deletes older recordings while the call log keeps the call and says its recording expired. Time is moved
by writing old moments in the database, never by waiting."""

import secrets
import uuid
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import insert, select

from receptionist.calls import retention
from receptionist.models import Call, SimulatedCall

PATH = "/api/receptionist/recordings/retention"
NOW = datetime.now(UTC)


class TestTheSetting:
    async def test_ninety_days_unless_the_owner_changes_it(self, client, owner, make_owner):
        assert (await client.get(PATH, headers=owner.headers)).json() == {"days": 90}
        saved = await client.put(PATH, json={"days": 30}, headers=owner.headers)
        assert (saved.status_code, saved.json()) == (200, {"days": 30})
        assert (await client.get(PATH, headers=owner.headers)).json() == {"days": 30}
        assert (await client.get(PATH, headers=make_owner().headers)).json() == {"days": 90}

    @pytest.mark.parametrize("body", [{"days": 0}, {"days": 366}, {"days": -5}, {"days": 10**30}])
    async def test_days_out_of_range_are_refused_readably(self, client, owner, body):
        response = await client.put(PATH, json=body, headers=owner.headers)
        assert response.status_code == 422
        assert response.json()["error"] == "Keep recordings between 1 and 365 days"
        assert (await client.get(PATH, headers=owner.headers)).json() == {"days": 90}

    @pytest.mark.parametrize("body", [{"days": "30"}, {"days": 30.5}, {"days": True}, {"days": None}, {},
                                      {"days": 30, "tenantId": str(uuid.uuid4())}])
    async def test_anything_but_a_whole_number_of_days_is_refused(self, client, owner, body):
        response = await client.put(PATH, json=body, headers=owner.headers)
        assert response.status_code == 422 and response.json()["error"]

    async def test_only_an_owner_sees_or_changes_it(self, client):
        assert (await client.get(PATH)).status_code == 401
        assert (await client.put(PATH, json={"days": 30})).status_code == 401


async def a_recorded_call(app, tenant_id: uuid.UUID, *, days_ago: float) -> tuple[str, str]:
    """A simulated call of the salon that ended `days_ago`, its recording, and its row in the call log."""
    ended = NOW - timedelta(days=days_ago)
    call_id, token = f"call_{secrets.token_hex(16)}", secrets.token_urlsafe(24)
    async with app.state.sessionmaker() as session, session.begin():
        await session.execute(insert(SimulatedCall).values(
            call_id=call_id, agent_id="agent_x", tenant_id=tenant_id, from_number="+12025550143",
            to_number="+18005550100", status="ended", turns=[], memory={}, started_at=ended - timedelta(minutes=2),
            ended_at=ended, duration_ms=120_000, recording_token=token, recording=b"RIFF audio"))
        await session.execute(insert(Call).values(
            call_id=call_id, tenant_id=tenant_id, started_at=ended - timedelta(minutes=2), ended_at=ended,
            call_status="ended", outcome="inquiry", recording_url=f"http://ringbook.test/api/receptionist/simulator/"
                                                                  f"recordings/{token}.wav"))
    return call_id, token


async def sweep(app) -> int:
    async with app.state.sessionmaker() as session, session.begin():
        return await retention.sweep(session, now=NOW)


class TestTheSweep:
    async def test_recordings_older_than_the_salon_keeps_them_are_deleted(self, app, client, owner, make_owner):
        mine, theirs = uuid.UUID(owner.tenant_id), make_owner()
        await client.put(PATH, json={"days": 30}, headers=owner.headers)
        old, _ = await a_recorded_call(app, mine, days_ago=31)
        recent, _ = await a_recorded_call(app, mine, days_ago=29)
        theirs_kept, _ = await a_recorded_call(app, uuid.UUID(theirs.tenant_id), days_ago=31)  # 90 days for them
        theirs_old, _ = await a_recorded_call(app, uuid.UUID(theirs.tenant_id), days_ago=91)

        assert await sweep(app) == 2
        async with app.state.sessionmaker() as session:
            kept = dict((await session.execute(select(SimulatedCall.call_id, SimulatedCall.recording))).all())
        assert kept == {old: None, recent: b"RIFF audio", theirs_kept: b"RIFF audio", theirs_old: None}
        assert await sweep(app) == 0  # nothing twice

    async def test_the_call_log_keeps_the_call_and_says_its_recording_expired(self, app, client, owner):
        old, token = await a_recorded_call(app, uuid.UUID(owner.tenant_id), days_ago=91)
        recent, _ = await a_recorded_call(app, uuid.UUID(owner.tenant_id), days_ago=1)
        await sweep(app)

        calls = {c["id"]: c for c in (await client.get("/api/dashboard/call-logs", headers=owner.headers)).json()[
            "calls"]}
        assert (calls[old]["recordingUrl"], calls[old]["recordingExpired"], calls[old]["outcome"]) == (
            "", True, "inquiry")
        assert calls[recent]["recordingUrl"].endswith(".wav") and calls[recent]["recordingExpired"] is False
        gone = await client.get(f"/api/receptionist/simulator/recordings/{token}.wav")
        assert gone.status_code == 404 and gone.json()["error"].startswith("This recording has expired")

    async def test_a_shorter_retention_applies_to_recordings_already_kept(self, app, client, owner):
        call_id, _ = await a_recorded_call(app, uuid.UUID(owner.tenant_id), days_ago=10)
        assert await sweep(app) == 0
        await client.put(PATH, json={"days": 7}, headers=owner.headers)
        assert await sweep(app) == 1
        async with app.state.sessionmaker() as session:
            assert await session.scalar(select(Call.recording_expired).where(Call.call_id == call_id)) is True

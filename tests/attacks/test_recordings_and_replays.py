"""What a call leaves behind, attacked from outside: a voice function's kept answer replayed at another salon, and
recordings that could grow without bound, be read whole for one byte, or be kept forever."""

import asyncio
import random
import string

import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine

from ringbook_common.testing.wait import eventually
from services.receptionist.tests.simulator import mulaw
from tests.conftest import SimulatedCall, _configure_salon, _launch_receptionist, signed_in_owner

CALLER = "+14155550177"
MESSAGE = {"name": "Jane Doe", "reason": "Wants to move her colour appointment", "phone": CALLER}


@pytest.fixture
async def two_salons(owner_session, configure_salon, launch_receptionist):
    """Two launched salons: their owners' clients and their receptionists' numbers."""
    async with owner_session(name="Maria Lopez") as first, owner_session(name="Nora Diaz") as second:
        await asyncio.gather(configure_salon(first, name="Salon Primo"), configure_salon(second, name="Salon Segundo"))
        numbers = [status["phoneNumber"] for status in await asyncio.gather(
            launch_receptionist(first), launch_receptionist(second))]
        yield (first, numbers[0]), (second, numbers[1])


async def callbacks_of(owner) -> list[dict]:
    response = await owner.get("/api/dashboard/callbacks")
    assert response.status_code == 200, response.text
    return response.json()["callbacks"]


class TestAKeptAnswerBelongsToItsSalon:
    async def test_the_same_call_id_at_another_salon_is_that_salons_own_call(self, two_salons, voice_call):
        (first, first_number), (second, second_number) = two_salons
        async with voice_call(first_number, caller=CALLER) as at_first, \
                voice_call(second_number, caller=CALLER) as at_second:
            at_second.call["call_id"] = at_first.call["call_id"]
            kept = await at_first.function("request_callback", **MESSAGE)
            replayed = await at_second.function("request_callback", **MESSAGE)

        assert kept["ok"] and "Salon Primo" in kept["result"]
        assert replayed["ok"] and "Salon Segundo" in replayed["result"], replayed
        assert replayed["callback_id"] != kept["callback_id"]
        [message] = await callbacks_of(second)
        assert (message["id"], message["reason"]) == (replayed["callback_id"], MESSAGE["reason"])
        assert [c["id"] for c in await callbacks_of(first)] == [kept["callback_id"]]

    async def test_the_same_call_id_is_logged_at_each_salon_as_its_own_call(self, two_salons, voice_call):
        (first, first_number), (second, second_number) = two_salons
        async with voice_call(first_number, caller=CALLER) as at_first, \
                voice_call(second_number, caller="+14155550178") as at_second:
            at_second.call["call_id"] = at_first.call["call_id"]
            for call, seconds in ((at_first, 95), (at_second, 42)):
                await call.webhook("call_ended", call_status="ended", start_timestamp=1_760_000_000_000,
                                   end_timestamp=1_760_000_000_000 + seconds * 1000, duration_ms=seconds * 1000,
                                   transcript="Agent: Hello\nUser: Hi")
        call_id = at_first.call["call_id"]

        async def logged(owner) -> dict | None:
            calls = (await owner.get("/api/dashboard/call-logs")).json()["calls"]
            return next((c for c in calls if c["id"] == call_id and c["outcome"]), None)
        first_log, second_log = await eventually(lambda: logged(first)), await eventually(lambda: logged(second))
        assert (first_log["phoneNumber"], first_log["duration"]) == (CALLER, 95)
        assert (second_log["phoneNumber"], second_log["duration"]) == ("+14155550178", 42)

    async def test_a_retry_at_the_same_salon_still_gets_the_kept_answer(self, two_salons, voice_call):
        (first, first_number), _ = two_salons
        async with voice_call(first_number, caller=CALLER) as call:
            asked = await call.function("request_callback", **MESSAGE)
            again = await call.function("request_callback", **MESSAGE)
        assert again == asked
        assert [c["id"] for c in await callbacks_of(first)] == [asked["callback_id"]]


# ---- recordings ---------------------------------------------------------------------------------------------
TEST_LINE = "/api/receptionist/test-calls"
# A recording holds at most ten minutes of 8 kHz µ-law: a byte a sample.
LONGEST_RECORDING_BYTES = 8000 * 600 + 64


def spelled(seed: int) -> str:
    """500 characters (the most a turn takes) that espeak-ng spells out one by one: over a minute each."""
    chosen = random.Random(seed)
    return "".join(chosen.choice(string.ascii_letters + string.digits) for _ in range(500))


def path_of(url: str) -> str:
    return "/" + url.split("/", 3)[3]


async def ended_call(owner, turns: list[str]) -> dict:
    call = await SimulatedCall.dial(owner, TEST_LINE, fromNumber=CALLER)
    for said in turns:
        await call.say(said)
    ended = await owner.post(f"{TEST_LINE}/{call.call_id}/hangup", json={})
    assert ended.status_code == 200, ended.text
    return ended.json()


@pytest.fixture(scope="module")
async def launched(gateway_url, stack):
    async with signed_in_owner(gateway_url, name="Maria Lopez") as owner:
        await _configure_salon(owner, name="Salon Largo")
        await _launch_receptionist(owner)
        yield owner


class TestRecordingsAreBounded:
    async def test_a_call_of_very_long_turns_stores_a_bounded_telephone_recording(self, launched, gateway):
        ended = await ended_call(launched, [spelled(seed) for seed in range(16)])
        audio = await gateway.get(path_of(ended["recordingUrl"]))
        assert audio.status_code == 200 and audio.headers["content-type"] == "audio/wav"
        assert len(audio.content) <= LONGEST_RECORDING_BYTES, f"{len(audio.content)} bytes"
        found, samples = mulaw.read(audio.content)
        assert (found.encoding, found.rate, found.bits) == (7, 8000, 8)
        assert round(len(samples) / found.rate) == ended["durationSeconds"] <= 600

    async def test_one_byte_asked_is_one_byte_served(self, launched, gateway):
        ended = await ended_call(launched, ["Hi, how much is a haircut?"])
        path = path_of(ended["recordingUrl"])
        whole = await gateway.get(path)
        one = await gateway.get(path, headers={"range": "bytes=8-8"})
        assert one.status_code == 206 and one.content == b"W" == whole.content[8:9]
        assert one.headers["content-range"] == f"bytes 8-8/{len(whole.content)}"


@pytest.fixture(scope="module")
def sweeping_stack(new_stack):
    """A product of its own whose recordings' retention is swept every moment, not every hour."""
    with new_stack("stack-retention.log", env={"RECEPTIONIST_RECORDING_SWEEP_SECONDS": "0.5"}) as stack:
        yield stack


async def age_call(stack, call_id: str, days: int) -> None:
    """Moves a call `days` into the past, in the receptionist's own records, instead of waiting for it."""
    engine = create_async_engine(stack.database_url("receptionist"))
    try:
        async with engine.begin() as connection:
            for table in ("simulated_calls", "calls"):
                await connection.execute(text(
                    f"UPDATE {table} SET started_at = started_at - make_interval(days => :days), "  # noqa: S608
                    "ended_at = ended_at - make_interval(days => :days) WHERE call_id = :call_id"),
                    {"days": days, "call_id": call_id})
    finally:
        await engine.dispose()


class TestRecordingsAreKeptAsLongAsTheSalonSays:
    async def test_a_recording_older_than_the_retention_expires_and_the_call_stays(self, sweeping_stack):
        gateway_url = f"http://127.0.0.1:{sweeping_stack.gateway_port}"
        async with signed_in_owner(gateway_url, name="Maria Lopez") as owner:
            await _configure_salon(owner, name="Salon Breve")
            await _launch_receptionist(owner)
            kept = await owner.get("/api/receptionist/recordings/retention")
            assert kept.json() == {"days": 90}
            assert (await owner.put("/api/receptionist/recordings/retention", json={"days": 7})).json() == {"days": 7}

            old = await ended_call(owner, ["Hi, how much is a haircut?"])
            recent = await ended_call(owner, ["Hi, are you open on Saturday?"])

            async def logged() -> dict | None:
                calls = {c["id"]: c for c in (await owner.get("/api/dashboard/call-logs")).json()["calls"]}
                return calls if {old["callId"], recent["callId"]} <= calls.keys() else None
            await eventually(logged)
            await age_call(sweeping_stack, old["callId"], days=8)
            await age_call(sweeping_stack, recent["callId"], days=6)

            async def expired() -> dict | None:
                calls = await logged()
                return calls if calls is not None and calls[old["callId"]]["recordingExpired"] else None
            calls = await eventually(expired)
            assert calls[old["callId"]]["recordingUrl"] == "" and calls[old["callId"]]["outcome"]
            assert calls[recent["callId"]]["recordingExpired"] is False
            gone = await owner.get(path_of(old["recordingUrl"]))
            assert gone.status_code == 404 and gone.json()["error"].startswith("This recording has expired")
            assert (await owner.get(path_of(recent["recordingUrl"]))).status_code == 200

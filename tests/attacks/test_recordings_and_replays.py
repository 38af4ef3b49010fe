"""What a call leaves behind, attacked from outside: a voice function's kept answer replayed at another salon, and
recordings that could grow without bound, be read whole for one byte, or be kept forever."""

import asyncio

import pytest

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

    async def test_a_retry_at_the_same_salon_still_gets_the_kept_answer(self, two_salons, voice_call):
        (first, first_number), _ = two_salons
        async with voice_call(first_number, caller=CALLER) as call:
            asked = await call.function("request_callback", **MESSAGE)
            again = await call.function("request_callback", **MESSAGE)
        assert again == asked
        assert [c["id"] for c in await callbacks_of(first)] == [asked["callback_id"]]

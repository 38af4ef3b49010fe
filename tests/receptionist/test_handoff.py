"""Hand-off to a person on the simulated line, through the whole product: a salon with a front-desk number gives
its agent Retell's transfer tool; the line hands the caller over (the call ends `call_transfer` and the call log
says `transferred`), or, when nobody answers, tells the agent so and the call goes on to a call-back (`message`).
A model plays the agent here, so the transfer is asked for exactly as the production agent asks for it."""

import json

import httpx
import pytest

from ringbook_common.testing.wait import eventually
from services.receptionist.tests.fakes.openai import FakeOpenAI, tool_call
from tests.conftest import SimulatedCall, _configure_salon, _launch_receptionist, signed_in_owner

EVERY_DAY = {str(day): {"open": "09:00", "close": "18:00", "closed": False} for day in range(7)}
# Outside the fictional 555-0100..0199 range: a phone the simulated line hands the call to.
FRONT_DESK = "+14158675309"
# In the fictional range and no agent's line: it rings unanswered.
UNANSWERED = "+12125550123"


@pytest.fixture(scope="module")
def model():
    fake = FakeOpenAI(api_key="sk-test-handoff-key").start()
    yield fake
    fake.stop()


@pytest.fixture(scope="module")
def handoff_stack(new_stack, model, tmp_path_factory):
    key_file = tmp_path_factory.mktemp("model") / "model-key"
    key_file.write_text("sk-test-handoff-key")
    env = {"RECEPTIONIST_SIMULATOR_LLM_URL": model.base_url, "RECEPTIONIST_SIMULATOR_LLM_MODEL": "test-model",
           "RECEPTIONIST_SIMULATOR_LLM_KEY_FILE": str(key_file), "RECEPTIONIST_SIMULATOR_LLM_ROLE": "agent"}
    with new_stack("stack-handoff.log", env=env) as stack:
        yield f"http://127.0.0.1:{stack.gateway_port}"


async def set_front_desk(owner: httpx.AsyncClient, number: str) -> None:
    settings = (await owner.get("/portal/tenants/settings")).json()
    saved = await owner.put("/portal/tenants/settings", json={**settings, "frontDeskPhone": number})
    assert saved.status_code == 200, saved.text


async def dial(owner: httpx.AsyncClient, caller: str) -> SimulatedCall:
    return await SimulatedCall.dial(owner, "/api/receptionist/test-calls", fromNumber=caller)


async def ask_for_a_person(owner: httpx.AsyncClient, model: FakeOpenAI, caller: str, then: str) -> SimulatedCall:
    """A call in which the caller asks for a person and the agent transfers them, then says `then`."""
    call = await dial(owner, caller)
    model.answer(None, tool_call("transfer_call", {}, call_id="call_transfer"))
    model.answer(then)
    await call.say("Can I speak to a real person please?")
    return call


def transfers(call: SimulatedCall) -> list[dict]:
    return [turn for turn in call.call["turns"] if turn["role"] == "transfer"]


async def logged_call(owner: httpx.AsyncClient, call_id: str) -> dict:
    async def analyzed() -> dict | None:
        calls = (await owner.get("/api/dashboard/call-logs")).json()["calls"]
        found = [c for c in calls if c["id"] == call_id]
        return found[0] if found and found[0]["summary"] and found[0]["outcome"] else None
    return await eventually(analyzed)


async def test_a_caller_who_asks_for_a_person_is_handed_to_the_front_desk_and_the_log_says_so(handoff_stack,
                                                                                                model):
    async with signed_in_owner(handoff_stack, name="Tess Transfer") as owner:
        await _configure_salon(owner, name="Salon Desk", hours=EVERY_DAY)
        await set_front_desk(owner, FRONT_DESK)
        await _launch_receptionist(owner)

        async def handed_over() -> SimulatedCall | None:
            call = await ask_for_a_person(owner, model, "+14155550131", "Putting you through now.")
            if transfers(call) and transfers(call)[0]["ok"]:
                return call
            await owner.post(f"/api/receptionist/test-calls/{call.call_id}/hangup")
            return None
        call = await eventually(handed_over)
        assert transfers(call) == [{"role": "transfer", "to": FRONT_DESK, "ok": True}]
        assert (call.call["status"], call.call["endedReason"], call.call["transferredTo"]) == (
            "ended", "call_transfer", FRONT_DESK)
        told = [json.loads(m["content"]) for m in model.requests[-1]["messages"]
                if m["role"] == "tool" and m["tool_call_id"] == "call_transfer"]
        assert told[-1] == {"ok": True, "transferred_to": FRONT_DESK}
        prompt = model.requests[-1]["messages"][0]["content"]
        assert "During business hours only" in prompt and "transfer_call" in prompt

        logged = await logged_call(owner, call.call_id)
        assert logged["outcome"] == "transferred"
        # The caller is with the front desk now: the agent's call is over.
        later = await owner.post(f"/api/receptionist/test-calls/{call.call_id}/turns", json={"text": "Hello?"})
        assert later.status_code == 409


async def test_an_unanswered_transfer_goes_on_to_a_call_back_after_the_number_changes(handoff_stack, model):
    async with signed_in_owner(handoff_stack, name="Una Answered") as owner:
        await _configure_salon(owner, name="Salon Quiet", hours=EVERY_DAY)
        await set_front_desk(owner, FRONT_DESK)
        await _launch_receptionist(owner)
        await set_front_desk(owner, UNANSWERED)  # the agent is provisioned again with the new number

        async def rings_out() -> SimulatedCall | None:
            call = await ask_for_a_person(owner, model, "+14155550132", "Nobody is free at the desk right now.")
            if call.call["status"] == "ongoing" and transfers(call) and transfers(call)[0]["to"] == UNANSWERED:
                return call
            if call.call["status"] == "ongoing":
                await owner.post(f"/api/receptionist/test-calls/{call.call_id}/hangup")
            return None
        call = await eventually(rings_out)
        assert transfers(call) == [{"role": "transfer", "to": UNANSWERED, "ok": False}]
        assert call.call["transferredTo"] is None
        [told] = [json.loads(m["content"]) for m in model.requests[-1]["messages"]
                  if m["role"] == "tool" and m["tool_call_id"] == "call_transfer"]
        assert told["ok"] is False and UNANSWERED in told["result"]

        model.answer(None, tool_call("request_callback", {"name": "Una Answered", "reason": "Wants to talk to "
                                                          "the owner about a refund", "urgency": "normal"}))
        model.answer("I've passed that on; the team will call you back. Goodbye!", tool_call("end_call"))
        await call.say("Fine, have them call me back, it's about my refund")
        assert (call.call["status"], call.call["endedReason"]) == ("ended", "agent_hangup")

        logged = await logged_call(owner, call.call_id)
        assert logged["outcome"] == "message"
        [callback] = (await owner.get("/api/dashboard/callbacks")).json()["callbacks"]
        assert callback["urgency"] == "urgent"  # a refund is a complaint

"""The owner's test line plays the salon's own engine and understanding (the simulator's "salon" role), as its
live line does: a salon whose operator chose the LLM understanding has the model read each caller turn, a salon on
the built-in understanding never asks the model, and a salon on Retell's hosted LLM has the model play the whole
agent."""

import httpx
import pytest

from services.receptionist.tests.fakes.openai import FakeOpenAI
from tests.conftest import SimulatedCall, _configure_salon, _launch_receptionist, signed_in_owner

EVERY_DAY = {str(day): {"open": "09:00", "close": "18:00", "closed": False} for day in range(7)}


@pytest.fixture(scope="module")
def model():
    fake = FakeOpenAI(api_key="sk-salon-model-key").start()
    yield fake
    fake.stop()


@pytest.fixture(scope="module")
def salon_role_stack(new_stack, model, tmp_path_factory):
    key_file = tmp_path_factory.mktemp("salon-model") / "model-key"
    key_file.write_text("sk-salon-model-key")
    env = {"RECEPTIONIST_SIMULATOR_LLM_URL": model.base_url, "RECEPTIONIST_SIMULATOR_LLM_MODEL": "salon-model",
           "RECEPTIONIST_SIMULATOR_LLM_KEY_FILE": str(key_file), "RECEPTIONIST_SIMULATOR_LLM_ROLE": "salon"}
    with new_stack("stack-salon-engine.log", env=env) as stack:
        yield stack


async def launched_salon(stack, owner: httpx.AsyncClient, name: str, **choice: str) -> None:
    """A launched salon whose operator set its engine settings (`voiceEngine`, `understanding`) first."""
    tenant_id = await _configure_salon(owner, name=name, hours=EVERY_DAY)
    if choice:
        token = (stack.secrets_dir / "admin-token").read_text().strip()
        async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{stack.gateway_port}", timeout=15,
                                     headers={"x-admin-token": token}) as operator:
            chosen = await operator.patch(f"/api/admin/tenants/{tenant_id}/agent/engine", json=choice)
            assert chosen.status_code == 200, chosen.text
    await _launch_receptionist(owner)


async def test_each_salon_is_answered_as_its_operator_chose(salon_role_stack, model):
    gateway = f"http://127.0.0.1:{salon_role_stack.gateway_port}"
    async with signed_in_owner(gateway, name="Bea Builtin") as owner:
        await launched_salon(salon_role_stack, owner, "Salon Rules")
        model.reset()
        call = await SimulatedCall.dial(owner, "/api/receptionist/test-calls", fromNumber="+14155550131")
        assert await call.say("What are your hours?")
        assert model.requests == []  # the built-in understanding read it

    async with signed_in_owner(gateway, name="Lou Llm") as owner:
        await launched_salon(salon_role_stack, owner, "Salon Reads", understanding="llm")
        model.reset()
        model.reads("What are your hours?", questions=["hours"])
        call = await SimulatedCall.dial(owner, "/api/receptionist/test-calls", fromNumber="+14155550132")
        assert await call.say("What are your hours?")
        assert model.read == ["What are your hours?"]  # the model read the turn for our engine

    async with signed_in_owner(gateway, name="Hal Hosted") as owner:
        await launched_salon(salon_role_stack, owner, "Salon Hosted", voiceEngine="hosted")
        model.reset()
        model.answer("We are open every day from nine to six.")
        call = await SimulatedCall.dial(owner, "/api/receptionist/test-calls", fromNumber="+14155550133")
        assert await call.say("What are your hours?") == "We are open every day from nine to six."
        assert "Salon Hosted" in model.requests[0]["messages"][0]["content"]  # the prompt Retell's LLM reads

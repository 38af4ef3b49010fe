"""Provisioning against the fake Retell (real HTTP, the documented contract): every step, failures with Retell's
own message, Retry from the failed step, and never a second number."""

import uuid

import httpx

from receptionist.live.auth import socket_token
from receptionist.provisioning import saga, worker
from receptionist.provisioning.errors import NotRetryable
from receptionist.provisioning.prompt import FUNCTION_NAMES
from receptionist.voice.retell import RetellProvider
from ringbook.receptionist.v1 import events_pb2

from ..conftest import VOICE_KEY
from .conftest import agent_of, ready_salon, setup_status, start


async def retry(app, owner):
    async with app.state.sessionmaker() as session, session.begin():
        return await saga.retry(session, uuid.UUID(owner.tenant_id))


class TestSteps:
    async def test_every_step_speaks_the_contract(self, app, client, owner, retell, retell_settings,
                                                  retell_context):
        await ready_salon(app, owner)
        await start(app, retell_settings, owner)
        await worker.run_round(retell_context)

        agent = await agent_of(app, owner)
        assert (agent.status, agent.provider, agent.webhooks_configured) == ("active", "retell", True)
        [llm_body] = retell.calls("create_llm")
        assert llm_body["start_speaker"] == "agent" and llm_body["model"] == retell_settings.retell_model
        assert "Salon Uno" in llm_body["general_prompt"] and "Ava" in llm_body["begin_message"]
        tools = {tool["name"]: tool for tool in llm_body["general_tools"]}
        assert [t["name"] for t in llm_body["general_tools"] if t["type"] == "custom"] == list(FUNCTION_NAMES)
        assert tools["end_call"]["type"] == "end_call"
        assert tools["transfer_call"]["transfer_destination"]["number"] == "+15550100002"
        assert tools["check_availability"]["url"] == "http://ringbook.test/api/receptionist/functions/check_availability"

        [agent_body] = retell.calls("create_agent")
        # Our engine answers (the salon's default): Retell opens our socket, with the token only it is given.
        assert agent_body["response_engine"] == {
            "type": "custom-llm",
            "llm_websocket_url": f"ws://ringbook.test/api/receptionist/retell/llm/{socket_token(VOICE_KEY)}"}
        assert agent_body["voice_id"] == retell_settings.retell_voice_female
        assert agent_body["language"] == ["en-US", "es-419"]
        assert agent_body["webhook_url"] == "http://ringbook.test/api/receptionist/webhooks/voice"

        # One call buys the number answered by the agent: nothing is left to bind.
        assert retell.calls("create_phone_number") == [
            {"toll_free": True, "inbound_agents": [{"agent_id": agent.agent_id, "weight": 1}]}]
        assert retell.calls("update_phone_number") == []
        number = retell.state.numbers[agent.phone_number]
        assert number["inbound_agents"] == [{"agent_id": agent.agent_id, "weight": 1}]
        assert (agent.llm_id in retell.state.llms, agent.agent_id in retell.state.agents) == (True, True)
        assert agent.phone_number_pretty == number["phone_number_pretty"]
        assert agent.texting == "shared"  # a number Retell bought takes calls only: texts go from the shared sender

    async def test_a_local_area_code_is_asked_for_when_given(self, app, client, owner, retell, retell_settings,
                                                             retell_context):
        await ready_salon(app, owner, area_code="415", voice="male", languages=())
        await start(app, retell_settings, owner)
        await worker.run_round(retell_context)
        [bought] = retell.calls("create_phone_number")
        assert bought["area_code"] == 415 and "toll_free" not in bought
        assert (await agent_of(app, owner)).phone_number.startswith("+1415")
        [agent_body] = retell.calls("create_agent")
        assert (agent_body["voice_id"], agent_body["language"]) == (retell_settings.retell_voice_male, "en-US")

    async def test_the_fake_refuses_the_removed_inbound_agent_id(self, retell):
        async with httpx.AsyncClient(base_url=retell.base_url) as http:
            answer = await http.post("/create-phone-number", json={"toll_free": True, "inbound_agent_id": "agent_x"},
                                     headers={"Authorization": f"Bearer {VOICE_KEY}"})
        assert answer.status_code == 400 and "inbound_agents" in answer.json()["message"]


class TestCrashResume:
    async def test_a_restart_continues_without_a_second_number(self, app, client, owner, retell, retell_settings,
                                                               retell_context, db):
        await ready_salon(app, owner)
        await start(app, retell_settings, owner)
        await worker.run_round(retell_context, steps=3)
        assert (await agent_of(app, owner)).step == "bind_number"
        # The process died mid-step, holding its claim; the claim runs out and another replica carries on.
        await db.execute("UPDATE agents SET claimed_until = now() - interval '1 second' WHERE tenant_id = :t",
                         t=uuid.UUID(owner.tenant_id))
        await worker.run_round(retell_context)
        assert (await agent_of(app, owner)).status == "active"
        assert [len(retell.calls(op)) for op in ("create_llm", "create_agent", "create_phone_number",
                                                  "update_phone_number")] == [1, 1, 1, 0]
        assert len(retell.state.numbers) == 1


class TestFailure:
    async def test_a_refusal_fails_the_agent_with_retells_message_after_the_allowed_attempts(
            self, app, client, owner, retell, retell_settings, retell_context, published):
        await ready_salon(app, owner)
        await start(app, retell_settings, owner)
        retell.fail("create_phone_number", times=5, status=402, message="Insufficient balance to buy a number")
        for attempt in range(1, retell_settings.provisioning_max_attempts):
            await worker.run_round(retell_context)
            agent = await agent_of(app, owner)
            assert (agent.status, agent.step, agent.attempts) == ("provisioning", "buy_number", attempt)
        await worker.run_round(retell_context)

        agent = await agent_of(app, owner)
        assert (agent.status, agent.step) == ("failed", "buy_number")
        assert agent.error == "Retell 402: Insufficient balance to buy a number"
        assert await setup_status(app, owner) == "review"
        _, event = await published.next("receptionist.agent_updated", events_pb2.AgentUpdated,
                                        tenant_id=owner.tenant_id, status="failed")
        assert event.error == agent.error
        await worker.run_round(retell_context)  # a failed agent waits for Retry
        assert len(retell.calls("create_phone_number")) == retell_settings.provisioning_max_attempts
        assert (await agent_of(app, owner)).status == "failed"

    async def test_a_passing_outage_is_retried(self, app, client, owner, retell, retell_settings, retell_context):
        await ready_salon(app, owner)
        await start(app, retell_settings, owner)
        retell.fail("create_agent", times=1, status=503, message="Service temporarily unavailable")
        await worker.run_round(retell_context)
        agent = await agent_of(app, owner)
        assert (agent.status, agent.step, agent.error) == ("provisioning", "create_agent",
                                                           "Retell 503: Service temporarily unavailable")
        await worker.run_round(retell_context)
        agent = await agent_of(app, owner)
        assert (agent.status, agent.attempts, agent.error) == ("active", 0, None)
        assert len(retell.calls("create_llm")) == 1

    async def test_a_wrong_key_fails_with_retells_answer(self, app, client, owner, retell, retell_settings,
                                                         retell_context):
        await ready_salon(app, owner)
        await start(app, retell_settings, owner)
        wrong_key = RetellProvider(api_url=retell.base_url, api_key="key_wrong", timeout=5.0, model="gpt-4.1",
                                   voices={"male": "retell-Cimo"})
        await saga.advance(app.state.sessionmaker, retell_settings.model_copy(update={"provisioning_max_attempts": 1}),
                           uuid.UUID(owner.tenant_id), provider=wrong_key)
        agent = await agent_of(app, owner)
        assert (agent.status, agent.error) == ("failed", "Retell 401: Invalid API key")


class TestRetry:
    async def test_retry_continues_from_the_failed_step_without_a_second_number(
            self, app, client, owner, retell, retell_settings, retell_context, published):
        await ready_salon(app, owner)
        await start(app, retell_settings, owner)
        retell.fail("create_phone_number", times=retell_settings.provisioning_max_attempts, status=500,
                    message="Telephony provider error")
        for _ in range(retell_settings.provisioning_max_attempts):
            await worker.run_round(retell_context)
        failed = await agent_of(app, owner)
        assert (failed.status, failed.step, failed.phone_number) == ("failed", "buy_number", None)
        assert failed.error == "Retell 500: Telephony provider error"

        await retry(app, owner)
        agent = await agent_of(app, owner)
        assert (agent.status, agent.attempts, agent.error) == ("provisioning", 0, None)
        assert await setup_status(app, owner) == "provisioning"
        await worker.run_round(retell_context)

        agent = await agent_of(app, owner)
        assert (agent.status, agent.agent_id, agent.number_bound) == ("active", failed.agent_id, True)
        assert len(retell.state.numbers) == 1
        assert len(retell.calls("create_llm")) == 1 and len(retell.calls("create_agent")) == 1
        assert await setup_status(app, owner) == "ready"

    async def test_only_a_failed_agent_can_be_retried(self, app, client, owner, settings, local_context):
        await ready_salon(app, owner)
        await start(app, settings, owner)
        try:
            await retry(app, owner)
        except NotRetryable as refused:
            assert refused.status_code == 409
        else:
            raise AssertionError("a running provisioning was retried")

    async def test_starting_again_after_a_failure_is_a_retry(self, app, client, owner, retell, retell_settings,
                                                             retell_context):
        await ready_salon(app, owner)
        await start(app, retell_settings, owner)
        retell.fail("create_llm", times=retell_settings.provisioning_max_attempts, status=400,
                    message="general_prompt is too long")
        for _ in range(retell_settings.provisioning_max_attempts):
            await worker.run_round(retell_context)
        assert (await agent_of(app, owner)).status == "failed"
        await start(app, retell_settings, owner)
        await worker.run_round(retell_context)
        assert (await agent_of(app, owner)).status == "active"

"""Provisioning with the local provider (the default): every step, durable progress, claims, numbers."""

import uuid

from receptionist.models import VoiceAgent, VoiceLlm, VoiceNumber
from receptionist.provisioning import saga, worker
from receptionist.provisioning.errors import AlreadyProvisioned
from receptionist.provisioning.prompt import FUNCTION_NAMES
from receptionist.voice.local import LocalProvider, local_number
from receptionist.voice.ports import ResponseEngine, VoiceProviderError
from ringbook.receptionist.v1 import events_pb2

from .conftest import agent_of, ready_salon, setup_status, start

STEP_ORDER = ["create_agent", "buy_number", "bind_number", "release_number", "done"]
FUNCTIONS = list(FUNCTION_NAMES)


async def _nothing() -> set[str]:
    return set()


class TestOwnerProvisioning:
    async def test_every_step_runs_and_the_receptionist_is_ready(self, app, client, owner, settings, local_context,
                                                                 published):
        await ready_salon(app, owner)
        await start(app, settings, owner)
        assert await setup_status(app, owner) == "provisioning"

        assert await worker.run_round(local_context) == 1

        agent = await agent_of(app, owner)
        assert (agent.status, agent.step, agent.provider, agent.requested_by) == ("active", "done", "local", "owner")
        assert agent.llm_id.startswith("llm_local_") and agent.agent_id.startswith("agent_local_")
        assert (agent.phone_number, agent.phone_number_pretty) == ("+18005550100", "(800) 555-0100")
        assert agent.number_bound and agent.webhooks_configured and agent.provisioned_at is not None
        assert agent.texting == "own"  # the local line's numbers take texts too
        assert (agent.voice, agent.attempts, agent.error, agent.claimed_until) == ("female", 0, None, None)
        assert agent.prompt_digest
        assert await setup_status(app, owner) == "ready"
        _, event = await published.next("receptionist.agent_updated", events_pb2.AgentUpdated,
                                        tenant_id=owner.tenant_id, status="active")
        assert (event.phone_number, event.step, event.webhooks_configured, event.texting) == (
            "+18005550100", "done", True, "own")
        assert event.provisioned_at.seconds > 0

    async def test_the_provider_keeps_what_a_simulated_call_plays(self, app, client, owner, settings, local_context):
        await ready_salon(app, owner)
        await start(app, settings, owner)
        await worker.run_round(local_context)
        agent = await agent_of(app, owner)
        async with app.state.sessionmaker() as session:
            number = await session.get(VoiceNumber, "+18005550100")
            kept_agent = await session.get(VoiceAgent, agent.agent_id)
            llm = await session.get(VoiceLlm, agent.llm_id)
        assert number.agent_id == agent.agent_id and kept_agent.llm_id == agent.llm_id
        assert kept_agent.voice == "female" and kept_agent.languages == ["en-US", "es-419"]
        assert kept_agent.webhook_url == "http://ringbook.test/api/receptionist/webhooks/voice"
        assert llm.begin_message.startswith("Thank you for calling Salon Uno")
        assert "Salon Uno" in llm.prompt
        assert [tool["name"] for tool in llm.tools][:len(FUNCTIONS)] == FUNCTIONS
        assert llm.tools[0]["url"] == "http://ringbook.test/api/receptionist/functions/get_business_info"

        provider = LocalProvider(step_seconds=0, numbers_in_use=lambda: _nothing(), sessionmaker=app.state.sessionmaker)
        await provider.update_llm(agent.llm_id, prompt="new prompt", begin_message="Hello!", tools=[])
        await provider.update_agent_language(agent.agent_id, ["en-US", "it-IT", "pt-BR"])
        async with app.state.sessionmaker() as session:
            updated = await session.get(VoiceLlm, agent.llm_id)
            relocalised = await session.get(VoiceAgent, agent.agent_id)
        assert (updated.prompt, updated.begin_message, updated.tools) == ("new prompt", "Hello!", [])
        # The list a simulated call's conversation reads its languages from.
        assert relocalised.languages == ["en-US", "it-IT", "pt-BR"]
        await provider.update_agent_language(agent.agent_id, "en-US")
        async with app.state.sessionmaker() as session:
            assert (await session.get(VoiceAgent, agent.agent_id)).languages == ["en-US"]

    async def test_each_step_is_stored_and_published_before_the_next(self, app, client, owner, settings,
                                                                     local_context, published):
        await ready_salon(app, owner)
        await start(app, settings, owner)
        for expected in STEP_ORDER:
            await worker.run_round(local_context, steps=1)
            agent = await agent_of(app, owner)
            assert agent.step == expected and agent.claimed_until is None
            await published.next("receptionist.agent_updated", events_pb2.AgentUpdated,
                                 tenant_id=owner.tenant_id, step=expected)
            if expected == "create_agent":
                assert agent.llm_id and agent.agent_id is None and agent.status == "provisioning"
            if expected == "bind_number":
                # Bought answered by the agent: binding it is left to a number bought unbound.
                assert agent.phone_number and agent.number_bound
        assert (await agent_of(app, owner)).status == "active"

    async def test_starting_twice_changes_nothing_and_a_live_agent_is_not_provisioned_again(
            self, app, client, owner, settings, local_context):
        await ready_salon(app, owner)
        await start(app, settings, owner)
        await start(app, settings, owner)
        assert (await agent_of(app, owner)).status == "provisioning"
        await worker.run_round(local_context)
        try:
            await start(app, settings, owner)
        except AlreadyProvisioned as refused:
            assert refused.status_code == 409
        else:
            raise AssertionError("a live agent was provisioned again")


class TestOperatorProvisioning:
    async def test_ends_waiting_for_webhooks_and_leaves_the_setup_alone(self, app, client, owner, settings,
                                                                       local_context):
        await ready_salon(app, owner, status="services")
        await start(app, settings, owner, requested_by="operator")
        await worker.run_round(local_context)
        agent = await agent_of(app, owner)
        assert (agent.status, agent.webhooks_configured, agent.number_bound) == ("webhooks_pending", False, True)
        assert await setup_status(app, owner) == "services"


class TestResume:
    async def test_a_crashed_replicas_claim_is_waited_out_then_the_saga_continues(
            self, app, client, owner, settings, local_context, db):
        await ready_salon(app, owner)
        await start(app, settings, owner)
        await worker.run_round(local_context, steps=3)
        before = await agent_of(app, owner)
        assert before.step == "bind_number" and before.phone_number == "+18005550100"

        # A replica claimed the agent and died before finishing the step.
        await db.execute("UPDATE agents SET claimed_until = now() + interval '1 minute' WHERE tenant_id = :t",
                         t=uuid.UUID(owner.tenant_id))
        assert await worker.run_round(local_context) == 0
        assert (await agent_of(app, owner)).step == "bind_number"

        await db.execute("UPDATE agents SET claimed_until = now() - interval '1 second' WHERE tenant_id = :t",
                         t=uuid.UUID(owner.tenant_id))
        assert await worker.run_round(local_context) == 1
        after = await agent_of(app, owner)
        assert (after.status, after.llm_id, after.agent_id, after.phone_number) == (
            "active", before.llm_id, before.agent_id, before.phone_number)

    async def test_a_stored_result_is_never_fetched_twice(self, app, client, owner, settings, local_context, db):
        await ready_salon(app, owner)
        await start(app, settings, owner)
        await worker.run_round(local_context, steps=3)
        stored = await agent_of(app, owner)
        # As if the process stopped right after storing the number, before moving the step on.
        await db.execute("UPDATE agents SET step = 'create_llm' WHERE tenant_id = :t", t=uuid.UUID(owner.tenant_id))
        await worker.run_round(local_context)
        agent = await agent_of(app, owner)
        assert (agent.status, agent.llm_id, agent.agent_id, agent.phone_number) == (
            "active", stored.llm_id, stored.agent_id, stored.phone_number)


class TestLocalNumbers:
    async def test_each_salon_gets_its_own_number_from_the_fictional_range(self, app, client, make_owner,
                                                                          settings, local_context):
        owners = [make_owner() for _ in range(3)]
        for owner in owners:
            await ready_salon(app, owner)
            await start(app, settings, owner)
            await worker.run_round(local_context)
        numbers = [(await agent_of(app, owner)).phone_number for owner in owners]
        assert numbers == ["+18005550100", "+18005550101", "+18005550102"]

    async def test_a_full_range_is_a_failure_with_a_reason(self):
        async def everything() -> set[str]:
            return {local_number(index) for index in range(100, 200)}

        provider = LocalProvider(step_seconds=0, numbers_in_use=everything)
        try:
            await provider.buy_number(toll_free=True)
        except VoiceProviderError as failure:
            assert "no numbers left" in failure.message
        else:
            raise AssertionError("a number outside the range was handed out")

    async def test_each_step_pauses_like_a_real_provider(self, monkeypatch) -> None:
        pauses: list[float] = []

        async def pause(seconds: float) -> None:
            pauses.append(seconds)

        async def none_used() -> set[str]:
            return set()

        monkeypatch.setattr("receptionist.voice.local.asyncio.sleep", pause)
        provider = LocalProvider(step_seconds=3.5, numbers_in_use=none_used)
        llm_id = await provider.create_llm(prompt="p", begin_message="b", tools=[])
        agent_id = await provider.create_agent(engine=ResponseEngine(llm_id), voice="male", language="en-US",
                                               webhook_url="u", name="n")
        number = await provider.buy_number(toll_free=True)
        await provider.bind_number(number.number, agent_id)
        assert pauses == [3.5, 3.5, 3.5]  # creating the agent itself is instant

    async def test_salons_provisioned_at_once_get_different_numbers(self, app, client, make_owner, settings,
                                                                    local_context):
        owners = [make_owner() for _ in range(4)]
        for owner in owners:
            await ready_salon(app, owner)
            await start(app, settings, owner)
        assert await worker.run_round(local_context) == 4  # one round, the four sagas side by side
        agents = [await agent_of(app, owner) for owner in owners]
        assert {agent.status for agent in agents} == {"active"}
        assert sorted(agent.phone_number for agent in agents) == [local_number(i) for i in range(100, 104)]

    async def test_a_number_that_stays_taken_is_a_failed_attempt(self, app, client, make_owner, settings,
                                                                local_context):
        first, second = make_owner(), make_owner()
        await ready_salon(app, first)
        await start(app, settings, first)
        await worker.run_round(local_context)

        async def none_seen() -> set[str]:
            return set()  # a provider that keeps handing out the first salon's number

        await ready_salon(app, second)
        await start(app, settings, second)
        await saga.advance(app.state.sessionmaker, settings, uuid.UUID(second.tenant_id),
                           provider=LocalProvider(step_seconds=0, numbers_in_use=none_seen))
        agent = await agent_of(app, second)
        assert (agent.status, agent.step, agent.attempts, agent.phone_number) == (
            "provisioning", "buy_number", 1, None)
        assert agent.error == "The number +18005550100 was taken by another salon meanwhile"
        await worker.run_round(local_context)
        assert (await agent_of(app, second)).phone_number == "+18005550101"


class TestUnexpectedErrors:
    async def test_a_crashing_step_counts_as_an_attempt(self, app, client, owner, settings):
        class Broken(LocalProvider):
            async def create_llm(self, **_) -> str:
                raise RuntimeError("bug")

        async def none_used() -> set[str]:
            return set()

        await ready_salon(app, owner)
        await start(app, settings, owner)
        await saga.advance(app.state.sessionmaker, settings, uuid.UUID(owner.tenant_id),
                           provider=Broken(step_seconds=0, numbers_in_use=none_used))
        agent = await agent_of(app, owner)
        assert (agent.status, agent.attempts, agent.claimed_until) == ("provisioning", 1, None)
        assert agent.error == "Unexpected error during create_llm: RuntimeError"

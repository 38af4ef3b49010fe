"""`rpc.receptionist.*` as the admin service asks it: provision, read, webhook config, mark configured."""

import json
import uuid

import pytest

from receptionist.provisioning import worker
from receptionist.provisioning.prompt import FUNCTION_NAMES
from ringbook.receptionist.v1 import rpc_pb2 as rpc
from ringbook_common.bus.rpc import RpcFailed

from ..factories import add_location
from ..provisioning.conftest import ready_salon
from .conftest import agent_of, fail_agent


async def provision(operator, tenant_id: str) -> rpc.AgentState:
    return await operator.ask("provision_agent", rpc.ProvisionAgentRequest(tenant_id=tenant_id, operator="alice"),
                              rpc.AgentState)


async def state(operator, tenant_id: str) -> rpc.AgentState:
    return await operator.ask("agent", rpc.AgentRequest(tenant_id=tenant_id), rpc.AgentState)


async def refused(call) -> RpcFailed:
    with pytest.raises(RpcFailed) as caught:
        await call
    return caught.value


async def pending(app, operator, owner, local_context) -> rpc.AgentState:
    await ready_salon(app, owner)
    await provision(operator, owner.tenant_id)
    await worker.run_round(local_context)
    found = await state(operator, owner.tenant_id)
    assert found.status == "webhooks_pending"
    return found


class TestProvisionAgent:
    async def test_starts_provisioning_that_ends_waiting_for_webhooks(self, app, operator, owner, local_context):
        await ready_salon(app, owner)

        started = await provision(operator, owner.tenant_id)

        assert (started.tenant_id, started.status, started.requested_by) == (owner.tenant_id, "provisioning",
                                                                              "operator")
        await worker.run_round(local_context)
        done = await state(operator, owner.tenant_id)
        assert done.status == "webhooks_pending" and not done.webhooks_configured
        assert done.agent_id and done.phone_number.startswith("+") and done.formatted_phone_number
        assert done.step == "done" and done.provisioned_at

    async def test_an_unknown_tenant_is_not_found(self, app, operator):
        for tenant_id in (str(uuid.uuid4()), "not-a-tenant"):
            failure = await refused(provision(operator, tenant_id))
            assert (failure.status_code, failure.message) == (404, "No salon with this id")
        assert await agent_of(app, str(uuid.uuid4())) is None

    async def test_an_agent_being_provisioned_or_provisioned_is_a_conflict(self, app, operator, owner,
                                                                          local_context):
        await ready_salon(app, owner)
        await provision(operator, owner.tenant_id)

        failure = await refused(provision(operator, owner.tenant_id))
        assert failure.status_code == 409 and "provisioning" in failure.message

        await worker.run_round(local_context)
        failure = await refused(provision(operator, owner.tenant_id))
        assert failure.status_code == 409 and "webhooks_pending" in failure.message
        assert (await agent_of(app, owner.tenant_id)).status == "webhooks_pending"

    async def test_a_failed_agent_is_provisioned_again(self, app, operator, owner, local_context):
        await ready_salon(app, owner)
        await provision(operator, owner.tenant_id)
        await fail_agent(app, owner.tenant_id)
        assert (await state(operator, owner.tenant_id)).error == "No numbers left"

        retried = await provision(operator, owner.tenant_id)

        assert retried.status == "provisioning" and retried.error == ""
        await worker.run_round(local_context)
        assert (await state(operator, owner.tenant_id)).status == "webhooks_pending"


class TestAgent:
    async def test_a_salon_without_an_agent_is_not_provisioned(self, app, operator, owner):
        await ready_salon(app, owner)
        found = await state(operator, owner.tenant_id)
        assert (found.tenant_id, found.status, found.agent_id) == (owner.tenant_id, "not_provisioned", "")

    async def test_an_unknown_tenant_is_not_found(self, operator):
        assert (await refused(state(operator, str(uuid.uuid4())))).status_code == 404


class TestWebhookConfig:
    async def test_has_the_agent_and_exactly_six_functions(self, app, operator, owner, local_context):
        agent = await pending(app, operator, owner, local_context)

        config = await operator.ask("webhook_config", rpc.WebhookConfigRequest(tenant_id=owner.tenant_id),
                                    rpc.WebhookConfigReply)

        assert config.agent_id == agent.agent_id and config.dashboard_url == ""  # the local provider has none
        assert [function.name for function in config.functions] == list(FUNCTION_NAMES)
        for function in config.functions:
            assert function.url == f"http://ringbook.test/api/receptionist/functions/{function.name}"
            assert function.method == "POST" and function.description
            assert json.loads(function.parameters_json)["type"] == "object"

    async def test_a_salon_without_an_agent_has_none(self, app, operator, owner):
        await ready_salon(app, owner)
        failure = await refused(operator.ask("webhook_config", rpc.WebhookConfigRequest(tenant_id=owner.tenant_id),
                                             rpc.WebhookConfigReply))
        assert (failure.status_code, failure.message) == (404, "This salon has no voice agent yet")


class TestMarkConfigured:
    async def mark(self, operator, tenant_id: str) -> rpc.AgentState:
        return await operator.ask("mark_configured", rpc.MarkConfiguredRequest(tenant_id=tenant_id, operator="alice"),
                                  rpc.AgentState)

    async def test_a_passing_self_test_makes_the_agent_active(self, app, operator, owner, local_context,
                                                             functions_reachable):
        await pending(app, operator, owner, local_context)

        active = await self.mark(operator, owner.tenant_id)

        assert (active.status, active.webhooks_configured) == ("active", True)
        assert sorted(name for name, _, _ in functions_reachable.received) == sorted(FUNCTION_NAMES)

    async def test_a_failing_function_is_named_and_the_agent_stays_pending(self, app, operator, owner,
                                                                           local_context, functions_reachable):
        await pending(app, operator, owner, local_context)
        functions_reachable.statuses["cancel_appointment"] = 500

        failure = await refused(self.mark(operator, owner.tenant_id))

        assert failure.status_code == 409
        assert "cancel_appointment" in failure.message and "HTTP 500" in failure.message
        assert (await state(operator, owner.tenant_id)).status == "webhooks_pending"

    async def test_an_agent_not_waiting_for_webhooks_is_a_conflict(self, app, operator, owner):
        await ready_salon(app, owner)
        await provision(operator, owner.tenant_id)
        failure = await refused(self.mark(operator, owner.tenant_id))
        assert failure.status_code == 409 and "waiting for its webhooks" in failure.message

    async def test_an_unknown_tenant_is_not_found(self, operator):
        assert (await refused(self.mark(operator, str(uuid.uuid4())))).status_code == 404


async def choose_engine(operator, tenant_id: str, **choice) -> rpc.AgentState:
    return await operator.ask("choose_engine", rpc.ChooseEngineRequest(tenant_id=tenant_id, operator="alice",
                                                                       **choice), rpc.AgentState)


class TestChooseEngine:
    async def test_the_agent_state_names_the_engine_and_understanding(self, app, operator, owner, local_context):
        await pending(app, operator, owner, local_context)
        before = await state(operator, owner.tenant_id)
        assert (before.voice_engine, before.understanding) == ("ringbook", "built_in")

        chosen = await choose_engine(operator, owner.tenant_id, voice_engine="hosted", understanding="llm")

        assert (chosen.voice_engine, chosen.understanding, chosen.status) == ("hosted", "llm", "webhooks_pending")
        read = await state(operator, owner.tenant_id)
        assert (read.voice_engine, read.understanding) == ("hosted", "llm")

    async def test_an_empty_field_is_left_as_it_is(self, app, operator, owner):
        await ready_salon(app, owner)
        assert (await state(operator, owner.tenant_id)).voice_engine == "ringbook"  # no agent yet
        await choose_engine(operator, owner.tenant_id, voice_engine="hosted")
        chosen = await choose_engine(operator, owner.tenant_id, understanding="llm")
        assert (chosen.voice_engine, chosen.understanding) == ("hosted", "llm")

    async def test_refusals_carry_their_status(self, app, operator, owner):
        await ready_salon(app, owner)
        failure = await refused(choose_engine(operator, owner.tenant_id, voice_engine="retell"))
        assert failure.status_code == 422 and "ringbook, hosted" in failure.message
        failure = await refused(choose_engine(operator, str(uuid.uuid4()), understanding="llm"))
        assert failure.status_code == 404


class TestAnotherLocation:
    """Each request may name one of the tenant's locations: its own agent."""

    async def test_a_locations_agent_is_provisioned_read_and_configured_on_its_own(self, app, operator, owner,
                                                                                   local_context, make_owner):
        await ready_salon(app, owner)
        location_id = await add_location(app, owner, name="Salon Uno Downtown", address="40 Oak Street, Springfield")
        started = await operator.ask("provision_agent", rpc.ProvisionAgentRequest(
            tenant_id=owner.tenant_id, location_id=location_id, operator="alice"), rpc.AgentState)
        assert (started.tenant_id, started.location_id, started.status) == (owner.tenant_id, location_id,
                                                                            "provisioning")
        await worker.run_round(local_context)
        there = await operator.ask("agent", rpc.AgentRequest(tenant_id=owner.tenant_id, location_id=location_id),
                                   rpc.AgentState)
        first = await state(operator, owner.tenant_id)
        assert (there.status, first.status, first.location_id) == ("webhooks_pending", "not_provisioned",
                                                                   owner.tenant_id)
        config = await operator.ask("webhook_config", rpc.WebhookConfigRequest(
            tenant_id=owner.tenant_id, location_id=location_id), rpc.WebhookConfigReply)
        assert (config.agent_id, config.location_id) == (there.agent_id, location_id)
        parameters = {function.name: json.loads(function.parameters_json) for function in config.functions}
        assert "location" in parameters["check_availability"]["properties"]

        stranger = make_owner()
        theirs = await add_location(app, stranger, name="Theirs", address="1 Elm Ave")
        for location in (theirs, str(uuid.uuid4()), "downtown"):
            failure = await refused(operator.ask("agent", rpc.AgentRequest(
                tenant_id=owner.tenant_id, location_id=location), rpc.AgentState))
            assert (failure.status_code, failure.message) == (404, "Location not found")

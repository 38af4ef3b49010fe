"""Mark as Configured (operator provisioning): a signed self-test call to each of the seven function URLs must
succeed before the agent goes active."""

import uuid

from receptionist.provisioning import saga, worker
from receptionist.provisioning.errors import NotAwaitingWebhooks, SelfTestFailed
from receptionist.provisioning.prompt import FUNCTION_NAMES
from ringbook.receptionist.v1 import events_pb2

from .conftest import agent_of, ready_salon, setup_status, start


async def mark(app, settings, owner, base_url: str):
    async with app.state.sessionmaker() as session, session.begin():
        return await saga.mark_configured(session, settings, uuid.UUID(owner.tenant_id), base_url=base_url)


async def pending(app, settings, owner, local_context):
    await ready_salon(app, owner)
    await start(app, settings, owner, requested_by="operator")
    await worker.run_round(local_context)
    agent = await agent_of(app, owner)
    assert agent.status == "webhooks_pending"
    return agent


class TestMarkConfigured:
    async def test_a_passing_self_test_activates_the_agent(self, app, client, owner, settings, local_context,
                                                          function_endpoints, published):
        agent = await pending(app, settings, owner, local_context)
        await mark(app, settings, owner, function_endpoints.base_url)

        assert sorted(name for name, _, _ in function_endpoints.received) == sorted(FUNCTION_NAMES)
        for name, body, signed in function_endpoints.received:
            assert signed and body["name"] == name and body["args"] == {}
            assert body["call"]["agent_id"] == agent.agent_id and body["call"]["to_number"] == agent.phone_number
            assert body["call"]["metadata"] == {"ringbook_self_test": True}
        after = await agent_of(app, owner)
        assert (after.status, after.webhooks_configured) == ("active", True)
        assert await setup_status(app, owner) == "ready"
        await published.next("receptionist.agent_updated", events_pb2.AgentUpdated, tenant_id=owner.tenant_id,
                             status="active", webhooks_configured=True)

        await mark(app, settings, owner, function_endpoints.base_url)  # again: nothing changes
        assert (await agent_of(app, owner)).status == "active"

    async def test_a_failing_function_refuses_activation_and_names_it(self, app, client, owner, settings,
                                                                      local_context, function_endpoints):
        await pending(app, settings, owner, local_context)
        function_endpoints.statuses["book_appointment"] = 500
        try:
            await mark(app, settings, owner, function_endpoints.base_url)
        except SelfTestFailed as refused:
            assert refused.status_code == 409 and refused.function == "book_appointment"
            assert "book_appointment" in refused.message and "HTTP 500" in refused.message
            assert refused.body()["function"] == "book_appointment"
        else:
            raise AssertionError("an agent with a failing function was activated")
        after = await agent_of(app, owner)
        assert (after.status, after.webhooks_configured) == ("webhooks_pending", False)

    async def test_a_url_that_does_not_answer_refuses_activation(self, app, client, owner, settings, local_context,
                                                                 function_endpoints):
        await pending(app, settings, owner, local_context)
        nobody = function_endpoints.base_url.rsplit(":", 1)[0] + ":9"  # the discard port: refused at once
        try:
            await mark(app, settings, owner, nobody)
        except SelfTestFailed as refused:
            assert refused.function == "get_business_info" and "no answer" in refused.message
        else:
            raise AssertionError("an agent whose functions cannot be reached was activated")

    async def test_only_an_agent_waiting_for_webhooks_can_be_marked(self, app, client, owner, settings,
                                                                    local_context, function_endpoints):
        await ready_salon(app, owner)
        await start(app, settings, owner, requested_by="operator")
        try:
            await mark(app, settings, owner, function_endpoints.base_url)
        except NotAwaitingWebhooks as refused:
            assert refused.status_code == 409
        else:
            raise AssertionError("a provisioning agent was marked as configured")
        assert function_endpoints.received == []

"""The webhook config an operator copies into the provider's dashboard."""

import uuid

from receptionist.provisioning import worker
from receptionist.provisioning.errors import AgentNotFound
from receptionist.provisioning.webhook_config import webhook_config_for

from .conftest import agent_of, ready_salon, start


async def config(app, settings, owner) -> dict:
    async with app.state.sessionmaker() as session:
        return await webhook_config_for(session, settings, uuid.UUID(owner.tenant_id))


async def test_has_the_agent_and_exactly_the_seven_functions(app, client, owner, retell, retell_settings,
                                                           retell_context):
    await ready_salon(app, owner)
    await start(app, retell_settings, owner, requested_by="operator")
    await worker.run_round(retell_context)
    agent = await agent_of(app, owner)

    found = await config(app, retell_settings, owner)
    assert found["agentId"] == agent.agent_id
    assert found["dashboardUrl"] == f"https://dashboard.retellai.com/agents/{agent.agent_id}"
    assert len(found["functions"]) == 7
    assert [f["name"] for f in found["functions"]] == ["get_business_info", "check_availability", "book_appointment",
                                                       "reschedule_appointment", "cancel_appointment",
                                                       "request_callback", "join_waitlist"]
    for function in found["functions"]:
        assert set(function) == {"name", "description", "url", "method", "parameters"}
        assert function["url"] == f"http://ringbook.test/api/receptionist/functions/{function['name']}"
        assert function["method"] == "POST" and function["description"]
        assert function["parameters"]["type"] == "object"


async def test_the_local_provider_has_no_dashboard(app, client, owner, settings, local_context):
    await ready_salon(app, owner)
    await start(app, settings, owner, requested_by="operator")
    await worker.run_round(local_context)
    found = await config(app, settings, owner)
    assert found["agentId"].startswith("agent_local_") and found["dashboardUrl"] == ""


async def test_a_salon_without_an_agent_is_not_found(app, client, owner, settings):
    try:
        await config(app, settings, owner)
    except AgentNotFound as missing:
        assert missing.status_code == 404
    else:
        raise AssertionError("a config was made up for a salon without an agent")

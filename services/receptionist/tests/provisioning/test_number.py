"""The salon's number: in the area code asked for (toll-free when the provider has none there, which is kept so the
owner is told), and a new number only when the owner asks for one, the old one released once the new one
answers."""

import uuid

from sqlalchemy import update

from receptionist.models import Setup, VoiceNumber
from receptionist.provisioning import saga, worker

from .conftest import agent_of, ready_salon, setup_status, start


async def provisioned(app, owner, settings, context, **setup):
    await ready_salon(app, owner, **setup)
    await start(app, settings, owner)
    await worker.run_round(context)
    agent = await agent_of(app, owner)
    assert agent.status == "active"
    return agent


async def ask_for_a_new_number(app, owner, area_code: str) -> None:
    """As the wizard does: the area code becomes the salon's, then the saga gets the number."""
    async with app.state.sessionmaker() as session, session.begin():
        await session.execute(update(Setup).where(Setup.tenant_id == uuid.UUID(owner.tenant_id))
                              .values(area_code=area_code))
        await saga.replace_number(session, uuid.UUID(owner.tenant_id))


class TestAreaCode:
    async def test_the_local_provider_gives_a_number_in_the_area_code_asked_for(self, app, client, owner, settings,
                                                                                 local_context):
        agent = await provisioned(app, owner, settings, local_context, area_code="718")
        assert (agent.phone_number, agent.phone_number_pretty) == ("+17185550100", "(718) 555-0100")
        assert agent.number_area_code == "718"

    async def test_a_toll_free_area_code_gets_a_toll_free_number(self, app, client, owner, settings, local_context):
        agent = await provisioned(app, owner, settings, local_context, area_code="888")
        assert agent.phone_number.startswith("+1800") and agent.number_area_code == ""

    async def test_retell_without_numbers_there_gives_a_toll_free_one_and_says_what_was_asked(
            self, app, client, owner, retell, retell_settings, retell_context):
        retell.state.unavailable_area_codes.add(718)
        agent = await provisioned(app, owner, retell_settings, retell_context, area_code="718")
        asked = [{key: body[key] for key in ("area_code", "toll_free") if key in body}
                 for body in retell.calls("create_phone_number")]
        assert asked == [{"area_code": 718}, {"toll_free": True}]
        assert agent.phone_number.startswith("+1833") and agent.number_area_code == "718"
        assert retell.state.numbers[agent.phone_number]["inbound_agents"] == [
            {"agent_id": agent.agent_id, "weight": 1}]

    async def test_retell_refusing_for_another_reason_is_a_failure_not_a_toll_free_number(
            self, app, client, owner, retell, retell_settings, retell_context):
        await ready_salon(app, owner, area_code="718")
        await start(app, retell_settings, owner)
        retell.fail("create_phone_number", times=1, status=402, message="Insufficient balance")
        await worker.run_round(retell_context)
        agent = await agent_of(app, owner)
        assert (agent.status, agent.phone_number, agent.error) == (
            "provisioning", None, "Retell 402: Insufficient balance")
        assert len(retell.calls("create_phone_number")) == 1


class TestNewNumber:
    async def test_the_old_local_number_answers_until_the_new_one_does(self, app, client, owner, settings,
                                                                       local_context):
        before = await provisioned(app, owner, settings, local_context)
        await ask_for_a_new_number(app, owner, "646")
        asked = await agent_of(app, owner)
        assert (asked.status, asked.phone_number, asked.old_phone_number) == (
            "provisioning", before.phone_number, before.phone_number)

        await worker.run_round(local_context)
        agent = await agent_of(app, owner)
        assert (agent.status, agent.phone_number, agent.old_phone_number) == ("active", "+16465550100", None)
        assert (agent.number_area_code, agent.agent_id, agent.llm_id) == ("646", before.agent_id, before.llm_id)
        async with app.state.sessionmaker() as session:
            assert await session.get(VoiceNumber, before.phone_number) is None
            assert (await session.get(VoiceNumber, "+16465550100")).agent_id == before.agent_id
        assert await setup_status(app, owner) == "ready"

    async def test_retell_releases_the_old_number_after_the_new_one_is_bought(
            self, app, client, owner, retell, retell_settings, retell_context):
        before = await provisioned(app, owner, retell_settings, retell_context)
        await ask_for_a_new_number(app, owner, "415")
        await worker.run_round(retell_context)
        agent = await agent_of(app, owner)
        assert agent.phone_number.startswith("+1415") and agent.status == "active"
        assert retell.calls("create_phone_number")[-1] == {
            "area_code": 415, "inbound_agents": [{"agent_id": before.agent_id, "weight": 1}]}
        operations = [operation for operation, _, _ in retell.state.requests]
        assert operations[-2:] == ["create_phone_number", "delete_phone_number"]
        assert set(retell.state.numbers) == {agent.phone_number}
        assert len(retell.calls("create_agent")) == 1 and len(retell.calls("create_llm")) == 1

    async def test_when_no_new_number_can_be_had_the_old_one_keeps_answering(
            self, app, client, owner, retell, retell_settings, retell_context):
        before = await provisioned(app, owner, retell_settings, retell_context)
        await ask_for_a_new_number(app, owner, "415")
        retell.fail("create_phone_number", times=retell_settings.provisioning_max_attempts, status=500,
                    message="Telephony provider error")
        for _ in range(retell_settings.provisioning_max_attempts):
            await worker.run_round(retell_context)
        failed = await agent_of(app, owner)
        assert (failed.status, failed.phone_number, failed.old_phone_number) == (
            "failed", before.phone_number, before.phone_number)
        assert before.phone_number in retell.state.numbers and retell.calls("delete_phone_number") == []
        assert await setup_status(app, owner) == "ready"

        await ask_for_a_new_number(app, owner, "415")  # asking again retries
        await worker.run_round(retell_context)
        agent = await agent_of(app, owner)
        assert (agent.status, agent.old_phone_number) == ("active", None) and agent.phone_number.startswith("+1415")
        assert set(retell.state.numbers) == {agent.phone_number}

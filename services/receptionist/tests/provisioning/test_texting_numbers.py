"""With our own Twilio account behind Retell, a salon's number is bought there (in its area code, else toll-free;
texts posted to our webhook, calls down the SIP trunk) and imported into Retell answered by the agent. Its texting
is pending until the salon's registration is approved (test_texting_registration.py): booking texts from the
shared sender meanwhile."""

from receptionist.provisioning import worker
from receptionist.voice.factory import provider_for
from ringbook.receptionist.v1 import events_pb2

from .conftest import TRUNK, agent_of, ready_salon, start


async def test_a_local_number_is_bought_on_our_trunk_imported_into_retell_and_pending(
        app, client, owner, retell, twilio, trunk_settings, trunk_context, published):
    await ready_salon(app, owner, area_code="415")
    await start(app, trunk_settings, owner)
    await worker.run_round(trunk_context)

    agent = await agent_of(app, owner)
    assert (agent.status, agent.texting) == ("active", "pending")
    [bought] = twilio.owned()
    assert bought["phone_number"] == agent.phone_number and agent.phone_number.startswith("+1415")
    assert (bought["sms_url"], bought["trunk_sid"]) == ("http://ringbook.test/api/receptionist/texts/twilio", TRUNK)
    assert retell.calls("create_phone_number") == []
    [imported] = retell.calls("import_phone_number")
    assert (imported["phone_number"], imported["termination_uri"], imported["sip_trunk_auth_username"]) == (
        agent.phone_number, "ringbook.pstn.twilio.com", "retell")
    assert imported["inbound_agents"] == [{"agent_id": agent.agent_id, "weight": 1}]
    assert retell.state.numbers[agent.phone_number]["phone_number_type"] == "custom"
    _, event = await published.next("receptionist.agent_updated", events_pb2.AgentUpdated,
                                    tenant_id=owner.tenant_id, status="active")
    assert event.texting == "pending"


async def test_an_area_code_twilio_has_none_in_gets_a_toll_free_number_on_our_account_too(
        app, client, owner, retell, twilio, trunk_settings, trunk_context):
    twilio.state.empty_area_codes.add("415")
    await ready_salon(app, owner, area_code="415")
    await start(app, trunk_settings, owner)
    await worker.run_round(trunk_context)
    agent = await agent_of(app, owner)
    assert (agent.status, agent.texting, agent.number_area_code) == ("active", "pending", "415")
    [bought] = twilio.owned()
    assert bought["phone_number"] == agent.phone_number and agent.phone_number.startswith("+1833")
    assert retell.calls("create_phone_number") == []
    assert [call["phone_number"] for call in retell.calls("import_phone_number")] == [agent.phone_number]


async def test_a_number_retell_would_not_import_is_given_back(app, client, owner, retell, twilio, trunk_settings,
                                                              trunk_context):
    retell.fail("import_phone_number", times=5, status=400, message="Invalid termination URI")
    await ready_salon(app, owner, area_code="415")
    await start(app, trunk_settings, owner)
    await worker.run_round(trunk_context)
    agent = await agent_of(app, owner)
    assert agent.status != "active" and "Invalid termination URI" in (agent.error or "")
    assert twilio.owned() == []  # never paid for while no one answers it


async def test_a_released_number_leaves_our_account_too(app, client, owner, retell, twilio, trunk_settings,
                                                        trunk_context):
    await ready_salon(app, owner, area_code="415")
    await start(app, trunk_settings, owner)
    await worker.run_round(trunk_context)
    number = (await agent_of(app, owner)).phone_number
    await provider_for("retell", trunk_settings, app.state.sessionmaker).release_number(number)
    assert twilio.owned() == [] and number not in retell.state.numbers


async def test_a_number_taken_meanwhile_by_a_stale_row_is_given_back_and_another_bought(
        app, client, owner, make_owner, retell, twilio, trunk_settings, trunk_context):
    other = make_owner()
    await ready_salon(app, other, area_code="415")
    await start(app, trunk_settings, other)
    await worker.run_round(trunk_context)
    held = (await agent_of(app, other)).phone_number
    twilio.reset()  # Twilio offers the same number again, while our row still holds it
    retell.reset()

    await ready_salon(app, owner, area_code="415")
    await start(app, trunk_settings, owner)
    await worker.run_round(trunk_context)
    agent = await agent_of(app, owner)
    assert agent.status == "active" and agent.phone_number != held
    assert [number["phone_number"] for number in twilio.owned()] == [agent.phone_number]
    assert list(retell.state.numbers) == [agent.phone_number]

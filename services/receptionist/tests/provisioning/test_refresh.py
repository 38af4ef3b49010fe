"""The agent's prompt, languages and voice follow the salon: a change marks them stale in the change's own
transaction, and the worker pushes them to the provider (update_llm, update_agent) when what the agent is told
really changed."""

import uuid

from sqlalchemy import select, update

from receptionist.app import SPEC
from receptionist.models import SalonService, SalonStaff, Setup
from receptionist.provisioning import refresh, repository, worker
from ringbook.booking.v1 import events_pb2 as booking
from ringbook.tenants.v1 import events_pb2 as tenants
from ringbook_common.bus.envelope import new_envelope, subject_for
from ringbook_common.testing.wait import eventually

from ..factories import COLOUR, CUT, apply_event
from .conftest import agent_of, prompt_change_pending, ready_salon, start

BLOW_DRY = {"service_id": "blow-dry", "name": "Blow-dry", "duration_min": 30, "price_cents": 3500, "all_staff": True}


async def services_changed(app, owner, services) -> None:
    """As the consumer applies `tenants.services_updated`: through the app's handler for that event type."""
    await apply_event(app, SPEC.event_handlers["tenants.services_updated"], tenants.ServicesUpdated(
        tenant_id=owner.tenant_id, services=[tenants.Service(**s) for s in services]),
        "tenants.services_updated", owner.tenant_id)


async def languages_changed(app, db, owner, languages: list[str]) -> None:
    """The wizard saved the salon's languages: it records the change in its own transaction."""
    async with app.state.sessionmaker() as session, session.begin():
        await session.execute(update(Setup).where(Setup.tenant_id == uuid.UUID(owner.tenant_id))
                              .values(additional_languages=languages))
        await refresh.profile_changed(session, uuid.UUID(owner.tenant_id))


async def voice_changed(app, owner, voice: str, ai_name: str) -> None:
    async with app.state.sessionmaker() as session, session.begin():
        await session.execute(update(Setup).where(Setup.tenant_id == uuid.UUID(owner.tenant_id))
                              .values(voice_id=voice, ai_name=ai_name))
        await refresh.profile_changed(session, uuid.UUID(owner.tenant_id))


async def provisioned(app, owner, retell, retell_settings, retell_context):
    await ready_salon(app, owner)
    await start(app, retell_settings, owner)
    await worker.run_round(retell_context)
    agent = await agent_of(app, owner)
    assert agent.status == "active"
    return agent


class TestRefresh:
    async def test_a_new_service_reaches_the_agents_prompt(self, app, client, owner, retell, retell_settings,
                                                           retell_context):
        before = await provisioned(app, owner, retell, retell_settings, retell_context)

        await services_changed(app, owner, (CUT, COLOUR, BLOW_DRY))
        async with app.state.sessionmaker() as session:
            # The read model and the stale mark were written by the same handler, in one transaction.
            assert await session.get(SalonService, (uuid.UUID(owner.tenant_id), "blow-dry")) is not None
        assert await prompt_change_pending(app, owner)
        assert retell.calls("update_llm") == []

        await worker.run_round(retell_context)
        [update] = retell.calls("update_llm")
        assert "- Blow-dry: 30 minutes, $35" in update["general_prompt"]
        assert update["general_tools"] == retell.state.llms[before.llm_id]["general_tools"]
        assert retell.state.llms[before.llm_id]["version"] == 1
        after = await agent_of(app, owner)
        assert after.prompt_digest != before.prompt_digest
        assert (after.status, after.llm_id) == ("active", before.llm_id)

    async def test_a_change_that_says_nothing_new_is_not_sent(self, app, client, owner, retell, retell_settings,
                                                              retell_context):
        before = await provisioned(app, owner, retell, retell_settings, retell_context)
        await services_changed(app, owner, (CUT, COLOUR))
        await worker.run_round(retell_context)
        assert retell.calls("update_llm") == []
        after = await agent_of(app, owner)
        assert after.prompt_digest == before.prompt_digest

    async def test_a_refused_update_is_kept_for_later(self, app, client, owner, retell, retell_settings,
                                                      retell_context, db):
        await provisioned(app, owner, retell, retell_settings, retell_context)
        await services_changed(app, owner, (CUT, BLOW_DRY))
        retell.fail("update_llm", times=1, status=500, message="Internal error")
        await worker.run_round(retell_context)
        agent = await agent_of(app, owner)
        assert await prompt_change_pending(app, owner)
        assert agent.claimed_until is not None  # held off for a while, not every round
        assert await worker.run_round(retell_context) == 0

        await db.execute("UPDATE agents SET claimed_until = now() - interval '1 second' WHERE tenant_id = :t",
                         t=uuid.UUID(owner.tenant_id))
        await worker.run_round(retell_context)
        assert len(retell.calls("update_llm")) == 2
        assert "Blow-dry" in retell.state.llms[agent.llm_id]["general_prompt"]

    async def test_languages_turned_on_after_launch_reach_the_agents_locales(self, app, client, owner, retell,
                                                                               retell_settings, retell_context, db):
        before = await provisioned(app, owner, retell, retell_settings, retell_context)
        assert retell.state.agents[before.agent_id]["language"] == ["en-US", "es-419"]

        await languages_changed(app, db, owner, ["Spanish", "French", "Chinese"])
        await worker.run_round(retell_context)
        assert retell.calls("update_agent") == [{"language": ["en-US", "es-419", "fr-FR"]}]
        assert retell.state.agents[before.agent_id]["language"] == ["en-US", "es-419", "fr-FR"]
        assert "Languages: English, Spanish, French." in retell.state.llms[before.llm_id]["general_prompt"]

        await languages_changed(app, db, owner, [])
        await worker.run_round(retell_context)
        assert retell.state.agents[before.agent_id]["language"] == "en-US"

    async def test_a_refused_language_update_is_sent_again(self, app, client, owner, retell, retell_settings,
                                                           retell_context, db):
        before = await provisioned(app, owner, retell, retell_settings, retell_context)
        await languages_changed(app, db, owner, ["German"])
        retell.fail("update_agent", times=1, status=500, message="Internal error")
        await worker.run_round(retell_context)
        assert await prompt_change_pending(app, owner)
        assert (await agent_of(app, owner)).prompt_digest == before.prompt_digest

        await db.execute("UPDATE agents SET claimed_until = now() - interval '1 second' WHERE tenant_id = :t",
                         t=uuid.UUID(owner.tenant_id))
        await worker.run_round(retell_context)
        assert retell.state.agents[before.agent_id]["language"] == ["en-US", "de-DE"]
        assert not await prompt_change_pending(app, owner)

    async def test_a_change_during_provisioning_is_in_the_first_prompt(self, app, client, owner, retell,
                                                                       retell_settings, retell_context):
        await ready_salon(app, owner)
        await start(app, retell_settings, owner)
        await services_changed(app, owner, (CUT, BLOW_DRY))
        await worker.run_round(retell_context)
        [created] = retell.calls("create_llm")
        assert "Blow-dry" in created["general_prompt"]
        assert retell.calls("update_llm") == []

    async def test_every_salon_event_that_shapes_the_prompt_is_handled(self):
        for event_type in ("tenants.tenant_updated", "tenants.services_updated", "booking.staff_added",
                           "booking.staff_updated", "booking.staff_removed"):
            assert event_type in SPEC.event_handlers, event_type

    async def test_a_new_name_and_voice_reach_the_agent(self, app, client, owner, retell, retell_settings,
                                                         retell_context):
        before = await provisioned(app, owner, retell, retell_settings, retell_context)
        await voice_changed(app, owner, "male", "Sofia")
        await worker.run_round(retell_context)
        [update_llm] = retell.calls("update_llm")
        assert "You are Sofia" in update_llm["general_prompt"] and "this is Sofia" in update_llm["begin_message"]
        assert retell.calls("update_agent")[-1] == {"voice_id": retell_settings.retell_voice_male}
        assert retell.state.agents[before.agent_id]["voice_id"] == retell_settings.retell_voice_male
        assert (await agent_of(app, owner)).voice == "male"
        assert not await prompt_change_pending(app, owner)

    async def test_a_voice_alone_is_sent_without_the_prompt(self, app, client, owner, retell, retell_settings,
                                                            retell_context):
        before = await provisioned(app, owner, retell, retell_settings, retell_context)
        await voice_changed(app, owner, "male", "Ava")
        await worker.run_round(retell_context)
        assert retell.calls("update_llm") == []
        assert retell.calls("update_agent") == [{"voice_id": retell_settings.retell_voice_male}]
        assert (await agent_of(app, owner)).prompt_digest == before.prompt_digest

    async def test_a_change_stays_pending_until_what_was_pushed_reached_the_provider(
            self, app, client, owner, retell, retell_settings, retell_context):
        await provisioned(app, owner, retell, retell_settings, retell_context)
        tenant_id = uuid.UUID(owner.tenant_id)
        await voice_changed(app, owner, "male", "Sofia")
        async with app.state.sessionmaker() as session:
            read = await repository.prompt_change_version(session, tenant_id)
        assert read is not None
        # The owner changes something again while the worker's push of what it read is on its way.
        await voice_changed(app, owner, "female", "Sofia")
        async with app.state.sessionmaker() as session, session.begin():
            await repository.forget_prompt_change(session, tenant_id, read)
        assert await prompt_change_pending(app, owner)

        await worker.run_round(retell_context)
        assert not await prompt_change_pending(app, owner)
        assert (await agent_of(app, owner)).voice == "female"


class TestFromTheBus:
    async def test_a_published_staff_change_reaches_the_prompt(self, app, client, owner, bus, settings,
                                                                   local_context):
        await ready_salon(app, owner)
        await start(app, settings, owner)
        await worker.run_round(local_context)
        event = booking.StaffAdded(tenant_id=owner.tenant_id, staff_id="ana", staff_key=str(uuid.uuid4()),
                                   name="Ana Ruiz", calendar_id="builtin:ana")
        envelope = new_envelope(event, event_type="booking.staff_added", tenant_id=owner.tenant_id)
        await bus.ensure_stream("booking")
        await bus.js.publish(subject_for("booking.staff_added"), envelope.SerializeToString())

        async def applied() -> bool:
            # The staff row and the change record are written in one transaction.
            async with app.state.sessionmaker() as session:
                found = await session.execute(select(SalonStaff).where(
                    SalonStaff.tenant_id == uuid.UUID(owner.tenant_id), SalonStaff.staff_id == "ana"))
                return found.first() is not None

        await eventually(applied)
        before = (await agent_of(app, owner)).prompt_digest
        await worker.run_round(local_context)
        after = await agent_of(app, owner)
        assert after.prompt_digest != before

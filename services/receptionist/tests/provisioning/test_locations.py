"""Each location of a business has its own agent and number, provisioned by the same saga, and a change to the
business reaches every location's agent (each one's prompt lists the others)."""

import uuid

from receptionist.models import Agent, Setup
from receptionist.provisioning import saga, worker

from ..factories import add_location, set_up_salon

OAK = {"name": "Salon Uno Oak Street", "address": "40 Oak Street, Springfield, IL 62702",
       "timezone": "America/Chicago"}


class TestALocationsOwnAgent:
    async def test_a_second_location_gets_its_own_agent_and_number(self, app, owner, settings, local_context):
        await set_up_salon(app, owner, staff=(("maria", "Maria Lopez"),))
        tenant_id = uuid.UUID(owner.tenant_id)
        location_id = uuid.UUID(await add_location(app, owner, **OAK))
        async with app.state.sessionmaker() as session, session.begin():
            await saga.start(session, settings, tenant_id, requested_by="operator")
            await saga.start(session, settings, tenant_id, location_id=location_id, requested_by="operator")
        await worker.run_round(local_context)
        async with app.state.sessionmaker() as session:
            first = await session.get(Agent, tenant_id)
            second = await session.get(Agent, location_id)
            agents = (await session.execute(Agent.__table__.select().where(Agent.tenant_id == tenant_id))).all()
        assert len(agents) == 2
        assert (first.tenant_id, second.tenant_id, second.location_id) == (tenant_id, tenant_id, location_id)
        assert first.phone_number and second.phone_number and first.phone_number != second.phone_number
        assert first.agent_id != second.agent_id and second.status == "webhooks_pending"

    async def test_a_change_to_the_business_reaches_every_locations_agent(self, app, owner, settings,
                                                                          local_context, db):
        await set_up_salon(app, owner)
        tenant_id = uuid.UUID(owner.tenant_id)
        location_id = uuid.UUID(await add_location(app, owner, **OAK))
        async with app.state.sessionmaker() as session, session.begin():
            await saga.start(session, settings, tenant_id, requested_by="operator")
            await saga.start(session, settings, tenant_id, location_id=location_id, requested_by="operator")
        await worker.run_round(local_context)
        await add_location(app, owner, name="Salon Uno Hillside", address="7 Elm Ave, Shelbyville", position=2)
        waiting = await db.rows("SELECT location_id FROM prompt_changes WHERE tenant_id = :tenant",
                                tenant=owner.tenant_id)
        assert {row["location_id"] for row in waiting} == {tenant_id, location_id}
        async with app.state.sessionmaker() as session:
            assert await session.get(Setup, location_id) is None  # an operator's launch moves no wizard

"""The business's plan as an operator sets it: admin's `admin.plan_set`, delivered over real NATS as admin's
outbox relay publishes it, sets the tenant's number of locations; a replayed or older event never undoes a newer
plan."""

import uuid
from datetime import UTC, datetime, timedelta

from sqlalchemy import text

from ringbook.admin.v1.events_pb2 import PlanSet
from ringbook.common.v1.envelope_pb2 import Envelope
from ringbook_common.bus.envelope import new_envelope
from ringbook_common.testing.wait import eventually

SET_AT = datetime(2030, 3, 14, 15, 0, tzinfo=UTC)


async def new_tenant(client, owner) -> str:
    tenant_id, headers = owner()
    assert (await client.get("/portal/tenants/settings", headers=headers)).status_code == 200
    return tenant_id


def plan_set(tenant_id: str, locations: int, when: datetime) -> Envelope:
    envelope = new_envelope(PlanSet(tenant_id=tenant_id, locations=locations, operator="operator:alice"),
                            event_type="admin.plan_set", tenant_id=tenant_id)
    envelope.occurred_at.FromDatetime(when)
    return envelope


async def deliver(app, envelope: Envelope) -> None:
    """Published as admin's relay does, then waited for until the tenants consumer acknowledged it."""
    bus = app.state.bus
    await bus.ensure_stream("admin")
    sent = await bus.js.publish("ringbook.admin.plan_set", envelope.SerializeToString())

    async def acknowledged() -> bool:
        info = await bus.js.consumer_info("RINGBOOK_ADMIN", "tenants-admin")
        return info.ack_floor.stream_seq >= sent.seq

    await eventually(acknowledged)


async def plan_of(db, tenant_id: str) -> int:
    async with db.connect() as conn:
        return await conn.scalar(text("SELECT plan_locations FROM tenants WHERE id = :id"), {"id": tenant_id})


class TestPlanSet:
    async def test_a_tenant_starts_with_one_location_and_takes_the_operators_number(self, app, client, db, owner):
        tenant_id = await new_tenant(client, owner)
        assert await plan_of(db, tenant_id) == 1
        await deliver(app, plan_set(tenant_id, 3, SET_AT))
        assert await plan_of(db, tenant_id) == 3

    async def test_a_replayed_or_older_event_does_not_undo_a_newer_plan(self, app, client, db, owner):
        tenant_id = await new_tenant(client, owner)
        first = plan_set(tenant_id, 2, SET_AT)
        await deliver(app, first)
        await deliver(app, plan_set(tenant_id, 5, SET_AT + timedelta(minutes=5)))
        await deliver(app, first)  # redelivered (a new stream message with the same event)
        await deliver(app, plan_set(tenant_id, 4, SET_AT + timedelta(minutes=1)))  # set earlier, arriving late
        assert await plan_of(db, tenant_id) == 5

    async def test_a_plan_for_another_tenant_leaves_this_one_alone(self, app, client, db, owner):
        tenant_id = await new_tenant(client, owner)
        await deliver(app, plan_set(str(uuid.uuid4()), 7, SET_AT))
        await deliver(app, plan_set("not-a-tenant", 7, SET_AT))
        assert await plan_of(db, tenant_id) == 1

"""A tenant is created from identity's user_verified event, over real NATS; twice is still once."""

import uuid

from sqlalchemy import text

from ringbook.identity.v1.events_pb2 import UserVerified
from ringbook_common.bus.envelope import new_envelope
from ringbook_common.testing.wait import eventually


async def tenant_rows(db, tenant_id: str) -> list:
    async with db.connect() as conn:
        return (await conn.execute(text("SELECT name, timezone, owner_email FROM tenants WHERE id = :id"),
                                   {"id": tenant_id})).all()


async def test_user_verified_creates_the_tenant_once(app, client, db):
    tenant_id = str(uuid.uuid4())
    envelope = new_envelope(UserVerified(user_id=str(uuid.uuid4()), email="ana@salon.example", tenant_id=tenant_id),
                            event_type="identity.user_verified", tenant_id=tenant_id)
    bus = app.state.bus
    await bus.ensure_stream("identity")
    await bus.js.publish("ringbook.identity.user_verified", envelope.SerializeToString(),
                         headers={"Nats-Msg-Id": envelope.event_id})
    [row] = await eventually(lambda: tenant_rows(db, tenant_id))
    assert (row.name, row.timezone, row.owner_email) == ("", "America/New_York", "ana@salon.example")
    # Delivered again (a redelivery, not a JetStream duplicate): nothing new happens.
    second = await bus.js.publish("ringbook.identity.user_verified", envelope.SerializeToString())

    async def second_delivery_settled() -> bool:
        info = await bus.js.consumer_info("RINGBOOK_IDENTITY", "tenants-identity")
        return info.ack_floor.stream_seq >= second.seq

    await eventually(second_delivery_settled)
    async with db.connect() as conn:
        created = await conn.scalar(text(
            "SELECT count(*) FROM outbox WHERE subject = 'ringbook.tenants.tenant_created'"))
    assert created == 1
    assert len(await tenant_rows(db, tenant_id)) == 1


async def test_an_owner_quicker_than_the_event_still_gets_a_tenant(app, client, db, principal_headers):
    tenant_id, user_id = str(uuid.uuid4()), str(uuid.uuid4())
    response = await client.get("/portal/tenants/settings", headers=principal_headers(user_id=user_id,
                                                                                      tenant_id=tenant_id))
    assert response.status_code == 200
    envelope = new_envelope(UserVerified(user_id=user_id, email="late@salon.example", tenant_id=tenant_id),
                            event_type="identity.user_verified", tenant_id=tenant_id)
    await app.state.bus.ensure_stream("identity")
    await app.state.bus.js.publish("ringbook.identity.user_verified", envelope.SerializeToString(),
                                   headers={"Nats-Msg-Id": envelope.event_id})
    [row] = await eventually(lambda: _owner_email_set(db, tenant_id))
    assert row.owner_email == "late@salon.example"


async def _owner_email_set(db, tenant_id: str):
    rows = await tenant_rows(db, tenant_id)
    return rows if rows and rows[0].owner_email else None

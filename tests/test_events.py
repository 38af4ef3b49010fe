"""Events cross services for real: identity's outbox -> NATS JetStream -> admin's audit log."""

import asyncio

import pytest
from sqlalchemy import text

from ringbook.identity.v1.events_pb2 import UserRegistered
from ringbook_common.bus import outbox
from ringbook_common.db import create_engine, create_sessionmaker
from ringbook_common.testing.wait import eventually


@pytest.fixture
async def identity_db(stack):
    engine = create_engine(stack.database_url("identity"))
    yield create_sessionmaker(engine)
    await engine.dispose()


@pytest.fixture
async def admin_db(stack):
    engine = create_engine(stack.database_url("admin"))
    yield engine
    await engine.dispose()


async def record_in_identity(sessionmaker, user_id: str) -> str:
    """What the identity service does when someone registers: the change and its event, one commit."""
    async with sessionmaker() as session:
        event_id = await outbox.publish(session, UserRegistered(user_id=user_id, email=f"{user_id}@example.com"),
                                        event_type="identity.user_registered")
        await session.commit()
    return event_id


async def audit_rows(engine, event_id: str) -> list:
    async with engine.connect() as conn:
        result = await conn.execute(text("SELECT event_type, details FROM audit_log WHERE event_id = :id"),
                                    {"id": event_id})
        return result.all()


class TestEventRoundTrip:
    async def test_an_identity_event_lands_in_the_admin_audit_log(self, identity_db, admin_db):
        event_id = await record_in_identity(identity_db, "user-a")
        rows = await eventually(lambda: audit_rows(admin_db, event_id))
        assert rows[0].event_type == "identity.user_registered"
        assert "userId=user-a" in rows[0].details
        assert "example.com" not in rows[0].details, "personal data stays out of the audit log"

    async def test_an_event_recorded_while_nats_is_down_arrives_once_after_it_returns(
            self, stack, identity_db, admin_db, gateway):
        stack.nats.stop()
        try:
            event_id = await record_in_identity(identity_db, "user-b")
            await asyncio.sleep(1.0)
            assert await audit_rows(admin_db, event_id) == []
            health = await gateway.get("/healthz")
            assert health.status_code == 503 and health.json()["components"]["nats"] == "down"
        finally:
            stack.nats.start()
        rows = await eventually(lambda: audit_rows(admin_db, event_id), timeout=30)
        await asyncio.sleep(1.0)  # any second delivery would land by now
        assert len(await audit_rows(admin_db, event_id)) == len(rows) == 1
        await eventually(lambda: _healthy(gateway), timeout=30)


async def _healthy(gateway) -> bool:
    return (await gateway.get("/healthz")).status_code == 200

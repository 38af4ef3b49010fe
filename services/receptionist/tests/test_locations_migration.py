"""Migration 0016 on a database filled by the schema before locations: every agent, setup, call, call-back and
function call belongs to the business's only location (id = the tenant's), nothing is lost, and an agent and a
setup are a location's from then on."""

import asyncio
import uuid
from datetime import UTC, datetime

import pytest
from sqlalchemy import text
from sqlalchemy.exc import IntegrityError

from ringbook_common.db import create_engine
from ringbook_common.migrations import upgrade

from .conftest import ALEMBIC_INI

BEFORE_LOCATIONS = "0015"
OWNED = ("agents", "setups", "prompt_changes", "calls", "callbacks", "function_calls")
STARTED = datetime(2030, 3, 14, 15, 0, tzinfo=UTC)


async def _fill(url: str, tenant: uuid.UUID) -> None:
    engine = create_engine(url)
    try:
        async with engine.begin() as conn:
            await conn.execute(text("INSERT INTO setups (tenant_id, status, location, city) "
                                    "VALUES (:t, 'ready', '12 Main St', 'Austin')"), {"t": tenant})
            await conn.execute(text(
                "INSERT INTO agents (tenant_id, provider, status, step, agent_id, phone_number) "
                "VALUES (:t, 'local', 'active', 'done', 'agent-1', '+15125550100')"), {"t": tenant})
            await conn.execute(text("INSERT INTO prompt_changes (tenant_id) VALUES (:t)"), {"t": tenant})
            await conn.execute(text(
                "INSERT INTO calls (tenant_id, call_id, agent_id, started_at, outcome) "
                "VALUES (:t, 'call-1', 'agent-1', :at, 'booked')"), {"t": tenant, "at": STARTED})
            await conn.execute(text(
                "INSERT INTO callbacks (id, tenant_id, call_id, name, phone, reason) "
                "VALUES (:id, :t, 'call-1', 'Ann', '+16465550144', 'A question')"), {"id": uuid.uuid4(), "t": tenant})
            await conn.execute(text(
                "INSERT INTO function_calls (tenant_id, call_id, name, args_digest, ok) "
                "VALUES (:t, 'call-1', 'check_availability', 'digest', true)"), {"t": tenant})
    finally:
        await engine.dispose()


@pytest.fixture(scope="module")
async def migrated(make_database):
    """A database at the schema before locations, filled with one salon's rows, then upgraded to the head."""
    url = await make_database("receptionist_locations_migration", None)
    tenant = uuid.uuid4()
    await asyncio.to_thread(upgrade, str(ALEMBIC_INI), url, BEFORE_LOCATIONS)
    await _fill(url, tenant)
    await asyncio.to_thread(upgrade, str(ALEMBIC_INI), url)
    engine = create_engine(url)
    yield engine, tenant
    await engine.dispose()


async def test_every_owned_row_belongs_to_the_first_location(migrated):
    engine, tenant = migrated
    async with engine.connect() as conn:
        for table in OWNED:
            rows = (await conn.execute(text(f"SELECT tenant_id, location_id FROM {table}"))).all()  # noqa: S608
            assert len(rows) == 1, table
            assert rows[0].location_id == tenant == rows[0].tenant_id, table
        nullable = (await conn.execute(text(
            "SELECT table_name FROM information_schema.columns WHERE column_name = 'location_id' "
            "AND is_nullable = 'YES'"))).scalars().all()
        assert nullable == []
        agent = (await conn.execute(text("SELECT status, phone_number FROM agents"))).one()
        assert tuple(agent) == ("active", "+15125550100")


async def test_a_row_written_without_its_location_is_the_first_locations(migrated):
    """What a replica still running the code from before locations writes during the roll-out."""
    engine, tenant = migrated
    async with engine.begin() as conn:
        written = (await conn.execute(text(
            "INSERT INTO calls (tenant_id, call_id) VALUES (:t, 'call-2') RETURNING location_id"),
            {"t": tenant})).scalar_one()
    assert written == tenant


async def test_a_second_location_has_an_agent_of_its_own_but_never_a_number_already_taken(migrated):
    engine, tenant = migrated
    second = uuid.uuid4()
    async with engine.begin() as conn:
        await conn.execute(text(
            "INSERT INTO agents (tenant_id, location_id, provider, status, phone_number) "
            "VALUES (:t, :l, 'local', 'active', '+15125550101')"), {"t": tenant, "l": second})
        await conn.execute(text("INSERT INTO setups (tenant_id, location_id) VALUES (:t, :l)"),
                           {"t": tenant, "l": second})
        count = (await conn.execute(text("SELECT count(*) FROM agents WHERE tenant_id = :t"),
                                    {"t": tenant})).scalar_one()
    assert count == 2
    with pytest.raises(IntegrityError):
        async with engine.begin() as conn:
            await conn.execute(text(
                "INSERT INTO agents (tenant_id, location_id, provider, status, phone_number) "
                "VALUES (:t, :l, 'local', 'active', '+15125550100')"), {"t": tenant, "l": uuid.uuid4()})

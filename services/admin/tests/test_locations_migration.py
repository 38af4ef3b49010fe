"""Migrations 0008 and 0009 on a database filled by the schema before locations: each tenant's first location (id: the
tenant's) is there with the receptionist its row held, so the numbers and agents stay listed before any rebuild."""

import asyncio
import uuid
from datetime import UTC, datetime

import pytest
from sqlalchemy import text

from ringbook_common.db import create_engine
from ringbook_common.migrations import upgrade

from .conftest import ALEMBIC_INI

BEFORE_LOCATIONS = "0007"
AT = datetime(2030, 3, 14, 15, 0, tzinfo=UTC)


@pytest.fixture(scope="module")
async def migrated(make_database):
    url = await make_database("admin_locations_migration", None)
    live, bare = str(uuid.uuid4()), str(uuid.uuid4())
    await asyncio.to_thread(upgrade, str(ALEMBIC_INI), url, BEFORE_LOCATIONS)
    engine = create_engine(url)
    try:
        async with engine.begin() as conn:
            await conn.execute(text(
                "INSERT INTO tenant_profiles (tenant_id, name, created_at, agent_status, agent_id, phone_number, "
                "formatted_phone_number, phone_digits, voice, webhooks_configured, agent_event_at, agent_status_since, "
                "receptionist_status, setup_updated_at) VALUES (:live, 'Salon Rosa', :at, 'active', 'agent_1', "
                "'+18005550123', '(800) 555-0123', '18005550123', 'female', true, :at, :at, 'ready', :at), "
                "(:bare, 'New Salon', :at, 'not_provisioned', '', '', '', '', '', false, null, null, 'not_started', "
                "null)"),
                {"live": live, "bare": bare, "at": AT})
            await conn.execute(text(
                "INSERT INTO audit_log (event_id, event_type, tenant_id, occurred_at, details) "
                "VALUES (:id, 'tenants.tenant_created', :live, :at, '')"),
                {"id": str(uuid.uuid4()), "live": live, "at": AT})
    finally:
        await engine.dispose()
    await asyncio.to_thread(upgrade, str(ALEMBIC_INI), url)
    engine = create_engine(url)
    yield engine, live, bare
    await engine.dispose()


async def test_every_tenant_has_its_first_location_with_its_receptionist(migrated):
    engine, live, bare = migrated
    async with engine.connect() as conn:
        rows = (await conn.execute(text(
            "SELECT location_id, tenant_id, name, position, agent_status, agent_id, formatted_phone_number, "
            "phone_digits, voice, webhooks_configured, agent_event_at, agent_status_since, receptionist_status "
            "FROM location_profiles ORDER BY name, location_id"))).mappings().all()
        entries = (await conn.execute(text("SELECT location_id FROM audit_log"))).scalars().all()
    by_id = {row["location_id"]: dict(row) for row in rows}
    assert set(by_id) == {live, bare}
    assert by_id[live] == {
        "location_id": live, "tenant_id": live, "name": "", "position": 0, "agent_status": "active",
        "agent_id": "agent_1", "formatted_phone_number": "(800) 555-0123", "phone_digits": "18005550123",
        "voice": "female", "webhooks_configured": True, "agent_event_at": AT, "agent_status_since": AT,
        "receptionist_status": "ready"}
    assert (by_id[bare]["agent_status"], by_id[bare]["receptionist_status"]) == ("not_provisioned", "not_started")
    # Entries written before locations were about the first location: they name none.
    assert entries == [None]

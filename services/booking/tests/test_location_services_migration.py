"""Migration 0015 on a database filled by the schema before a location's own services: every location books as
the business's catalogue says (no differences kept), nothing else changes, and a difference kept afterwards makes
kept availability answers stale."""

import asyncio
import uuid

import pytest
from alembic import command
from alembic.config import Config
from sqlalchemy import text

from ringbook_common.db import create_engine
from ringbook_common.migrations import upgrade

from .conftest import ALEMBIC_INI

BEFORE = "0014"


async def _fill(url: str, tenant: uuid.UUID, second: uuid.UUID) -> None:
    engine = create_engine(url)
    try:
        async with engine.begin() as conn:
            await conn.execute(text("INSERT INTO tenant_profiles (tenant_id, name) VALUES (:t, 'Salon')"),
                               {"t": tenant})
            await conn.execute(text(
                "INSERT INTO catalogue_services (tenant_id, service_id, position, name, duration_min, buffer_min, "
                "processing_min, price_cents, staff_ids, all_staff) "
                "VALUES (:t, 'cut', 0, 'Haircut', 45, 15, 0, 4500, '{}', true)"), {"t": tenant})
            await conn.execute(text(
                "INSERT INTO locations (tenant_id, location_id, name, timezone, closures, position) "
                "VALUES (:t, :l, 'Uptown', 'America/Chicago', '{}', 1)"), {"t": tenant, "l": second})
    finally:
        await engine.dispose()


@pytest.fixture(scope="module")
async def migrated(make_database):
    """A business with a catalogue and a second location at the schema before, then upgraded to the head."""
    url = await make_database("booking_location_services_migration", None)
    tenant, second = uuid.uuid4(), uuid.uuid4()
    await asyncio.to_thread(upgrade, str(ALEMBIC_INI), url, BEFORE)
    await _fill(url, tenant, second)
    await asyncio.to_thread(upgrade, str(ALEMBIC_INI), url)
    engine = create_engine(url)
    yield engine, tenant, second
    await engine.dispose()


async def test_every_location_keeps_the_catalogue(migrated):
    engine, tenant, second = migrated
    async with engine.connect() as conn:
        differences = (await conn.execute(text("SELECT count(*) FROM location_services"))).scalar_one()
        catalogue = (await conn.execute(text(
            "SELECT service_id, duration_min, price_cents FROM catalogue_services WHERE tenant_id = :t"),
            {"t": tenant})).all()
        kept = (await conn.execute(text("SELECT location_id, name FROM locations WHERE tenant_id = :t"),
                                   {"t": tenant})).all()
    assert differences == 0
    assert [tuple(row) for row in catalogue] == [("cut", 45, 4500)]
    assert [tuple(row) for row in kept] == [(second, "Uptown")]


async def test_a_locations_own_price_makes_kept_availability_stale(migrated):
    engine, tenant, second = migrated
    async with engine.connect() as conn:
        before = (await conn.execute(text("SELECT version FROM availability_versions WHERE tenant_id = :t"),
                                     {"t": tenant})).scalar_one()
    async with engine.begin() as conn:
        await conn.execute(text(
            "INSERT INTO location_services (tenant_id, location_id, service_id, offered, price_cents, duration_min) "
            "VALUES (:t, :l, 'cut', true, 5500, 60)"), {"t": tenant, "l": second})
    async with engine.connect() as conn:
        after = (await conn.execute(text("SELECT version FROM availability_versions WHERE tenant_id = :t"),
                                    {"t": tenant})).scalar_one()
    assert after != before


def _downgrade(url: str, revision: str) -> None:
    config = Config(str(ALEMBIC_INI))
    config.attributes["database_url"] = url
    command.downgrade(config, revision)


async def test_it_can_be_undone(migrated):
    engine, tenant, _ = migrated
    url = engine.url.render_as_string(hide_password=False)
    await asyncio.to_thread(_downgrade, url, BEFORE)
    async with engine.connect() as conn:
        table = (await conn.execute(text("SELECT to_regclass('location_services')"))).scalar_one()
        catalogue = (await conn.execute(text("SELECT count(*) FROM catalogue_services WHERE tenant_id = :t"),
                                        {"t": tenant})).scalar_one()
    assert (table, catalogue) == (None, 1)
    await asyncio.to_thread(upgrade, str(ALEMBIC_INI), url)

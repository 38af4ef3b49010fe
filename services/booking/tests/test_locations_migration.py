"""Migration 0013 on a database filled by the schema before locations: every row a location owns belongs to the
business's only location (id = the tenant's), nothing is lost, and the new rules hold from then on."""

import asyncio
import uuid
from datetime import UTC, datetime, timedelta

import pytest
from alembic import command
from alembic.config import Config
from sqlalchemy import text
from sqlalchemy.exc import IntegrityError

from ringbook_common.db import create_engine
from ringbook_common.migrations import upgrade

from .conftest import ALEMBIC_INI

BEFORE_LOCATIONS = "0012"
OWNED = ("working_hours", "appointments", "reminder_jobs", "calls", "queued_texts")
START = datetime(2030, 3, 14, 15, 0, tzinfo=UTC)


async def _fill(url: str, tenant: uuid.UUID, staff: uuid.UUID) -> None:
    engine = create_engine(url)
    appointment = uuid.uuid4()
    try:
        async with engine.begin() as conn:
            await conn.execute(text("INSERT INTO tenant_profiles (tenant_id, name) VALUES (:t, 'Salon')"),
                               {"t": tenant})
            await conn.execute(text(
                "INSERT INTO staff (id, tenant_id, staff_id, name, calendar_provider, calendar_id) "
                "VALUES (:s, :t, 'maria', 'Maria', 'builtin', 'builtin:1')"), {"s": staff, "t": tenant})
            await conn.execute(text(
                "INSERT INTO working_hours (tenant_id, staff_key, dow, start_minute, end_minute) "
                "VALUES (:t, :s, 1, 540, 1020), (:t, :s, 2, 540, 1020)"), {"s": staff, "t": tenant})
            await conn.execute(text(
                "INSERT INTO time_off (tenant_id, staff_key, time_min, time_max) VALUES (:t, :s, :a, :b)"),
                {"s": staff, "t": tenant, "a": START, "b": START + timedelta(days=1)})
            await conn.execute(text(
                "INSERT INTO appointments (id, tenant_id, staff_key, service_id, service_name, duration_min, "
                "buffer_min, processing_min, price_cents, starts_at, ends_at, customer_name, customer_phone, source) "
                "VALUES (:a, :t, :s, 'cut', 'Cut', 60, 0, 0, 5000, :start, :end, 'Ann', '+16465550144', 'owner')"),
                {"a": appointment, "t": tenant, "s": staff, "start": START, "end": START + timedelta(hours=1)})
            await conn.execute(text(
                "INSERT INTO reminder_jobs (tenant_id, appointment_id, kind, send_at) "
                "VALUES (:t, :a, 'reminder', :at)"),
                {"t": tenant, "a": appointment, "at": START - timedelta(days=1)})
            await conn.execute(text(
                "INSERT INTO calls (tenant_id, call_id, started_at, outcome) VALUES (:t, 'call-1', :at, 'booked')"),
                {"t": tenant, "at": START})
            await conn.execute(text(
                "INSERT INTO queued_texts (tenant_id, recipient, body, purpose, attempts) "
                "VALUES (:t, '+16465550144', 'Hello', 'notice', 0)"), {"t": tenant})
    finally:
        await engine.dispose()


@pytest.fixture(scope="module")
async def migrated(make_database):
    """A database at the schema before locations, filled with one salon's rows, then upgraded to the head."""
    url = await make_database("booking_locations_migration", None)
    tenant, staff = uuid.uuid4(), uuid.uuid4()
    await asyncio.to_thread(upgrade, str(ALEMBIC_INI), url, BEFORE_LOCATIONS)
    await _fill(url, tenant, staff)
    await asyncio.to_thread(upgrade, str(ALEMBIC_INI), url)
    engine = create_engine(url)
    yield engine, tenant, staff
    await engine.dispose()


async def test_every_owned_row_belongs_to_the_first_location(migrated):
    engine, tenant, _ = migrated
    async with engine.connect() as conn:
        for table in OWNED:
            rows = (await conn.execute(text(f"SELECT tenant_id, location_id FROM {table}"))).all()  # noqa: S608
            assert rows, table
            assert all(row.location_id == tenant == row.tenant_id for row in rows), table
        nullable = (await conn.execute(text(
            "SELECT table_name FROM information_schema.columns WHERE column_name = 'location_id' "
            "AND is_nullable = 'YES'"))).scalars().all()
        assert set(nullable) == {"time_off"}
        away = (await conn.execute(text("SELECT location_id FROM time_off"))).scalars().all()
        assert away == [None]  # time off from before locations keeps the member away everywhere
        hours = (await conn.execute(text("SELECT dow FROM working_hours WHERE location_id = :t ORDER BY dow"),
                                    {"t": tenant})).scalars().all()
        assert hours[:2] == [1, 2]


async def test_a_row_written_without_its_location_is_the_first_locations(migrated):
    """What a replica still running the code from before locations writes during the roll-out."""
    engine, tenant, staff = migrated
    async with engine.begin() as conn:
        written = (await conn.execute(text(
            "INSERT INTO working_hours (tenant_id, staff_key, dow, start_minute, end_minute) "
            "VALUES (:t, :s, 3, 540, 1020) RETURNING location_id"), {"s": staff, "t": tenant})).scalar_one()
    assert written == tenant


async def test_one_member_may_work_the_same_wall_hours_at_another_location(migrated):
    """The database keeps a location's own week free of overlaps; across locations the service compares real
    time (zones differ)."""
    engine, tenant, staff = migrated
    other = uuid.uuid4()
    async with engine.begin() as conn:
        await conn.execute(text(
            "INSERT INTO working_hours (tenant_id, staff_key, location_id, dow, start_minute, end_minute) "
            "VALUES (:t, :s, :l, 1, 540, 600)"), {"s": staff, "t": tenant, "l": other})
    with pytest.raises(IntegrityError):
        async with engine.begin() as conn:
            await conn.execute(text(
                "INSERT INTO working_hours (tenant_id, staff_key, location_id, dow, start_minute, end_minute) "
                "VALUES (:t, :s, :t, 1, 600, 660)"), {"s": staff, "t": tenant})


def _downgrade(url: str, revision: str) -> None:
    config = Config(str(ALEMBIC_INI))
    config.attributes["database_url"] = url
    command.downgrade(config, revision)


async def test_it_can_be_undone_keeping_the_first_locations_rows(migrated):
    engine, tenant, _ = migrated
    url = engine.url.render_as_string(hide_password=False)
    await asyncio.to_thread(_downgrade, url, BEFORE_LOCATIONS)
    async with engine.connect() as conn:
        columns = (await conn.execute(text(
            "SELECT count(*) FROM information_schema.columns WHERE column_name = 'location_id'"))).scalar_one()
        appointments = (await conn.execute(text("SELECT count(*) FROM appointments WHERE tenant_id = :t"),
                                           {"t": tenant})).scalar_one()
    assert (columns, appointments) == (0, 1)
    await asyncio.to_thread(upgrade, str(ALEMBIC_INI), url)

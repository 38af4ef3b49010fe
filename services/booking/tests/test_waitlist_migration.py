"""Migration 0017 on a database with appointments: the waitlist's tables arrive empty, an appointment may come from
the waitlist afterwards, and undoing it keeps every appointment (one from the waitlist is then the receptionist's,
the source the old schema knows a text booking by)."""

import asyncio
import uuid

import pytest
from alembic import command
from alembic.config import Config
from sqlalchemy import text
from sqlalchemy.exc import IntegrityError

from ringbook_common.db import create_engine
from ringbook_common.migrations import upgrade

from .conftest import ALEMBIC_INI

BEFORE = "0016"

_APPOINTMENT = text(
    "INSERT INTO appointments (id, tenant_id, staff_key, location_id, service_id, service_name, duration_min, "
    "buffer_min, processing_min, price_cents, starts_at, ends_at, customer_name, customer_phone, source, status) "
    "VALUES (:id, :t, :s, :t, 'cut', 'Haircut', 45, 15, 0, 4500, '2031-03-05 15:00+00', '2031-03-05 15:45+00', "
    "'Ana', '+15550123999', :source, 'scheduled')")


async def _fill(url: str, tenant: uuid.UUID, staff: uuid.UUID) -> None:
    engine = create_engine(url)
    try:
        async with engine.begin() as conn:
            await conn.execute(text(
                "INSERT INTO staff (id, tenant_id, staff_id, name, calendar_provider, calendar_id) "
                "VALUES (:s, :t, 'maria', 'Maria', 'builtin', 'builtin:x')"), {"s": staff, "t": tenant})
            await conn.execute(_APPOINTMENT, {"id": uuid.uuid4(), "t": tenant, "s": staff, "source": "owner"})
    finally:
        await engine.dispose()


@pytest.fixture(scope="module")
async def migrated(make_database):
    url = await make_database("booking_waitlist_migration", None)
    tenant, staff = uuid.uuid4(), uuid.uuid4()
    await asyncio.to_thread(upgrade, str(ALEMBIC_INI), url, BEFORE)
    await _fill(url, tenant, staff)
    await asyncio.to_thread(upgrade, str(ALEMBIC_INI), url)
    engine = create_engine(url)
    yield engine, tenant, staff
    await engine.dispose()


def _downgrade(url: str, revision: str) -> None:
    config = Config(str(ALEMBIC_INI))
    config.attributes["database_url"] = url
    command.downgrade(config, revision)


async def test_empty_tables_and_the_waitlist_as_a_source(migrated):
    engine, tenant, staff = migrated
    async with engine.begin() as conn:
        for table in ("waitlist_entries", "waitlist_openings", "waitlist_offers", "waitlist_settings"):
            assert (await conn.execute(text(f"SELECT count(*) FROM {table}"))).scalar_one() == 0  # noqa: S608
        await conn.execute(text("DELETE FROM appointments"))
        await conn.execute(_APPOINTMENT, {"id": uuid.uuid4(), "t": tenant, "s": staff, "source": "waitlist"})
    with pytest.raises(IntegrityError):
        async with engine.begin() as conn:
            await conn.execute(_APPOINTMENT, {"id": uuid.uuid4(), "t": tenant, "s": staff, "source": "walk_in"})


async def test_it_can_be_undone(migrated):
    engine, tenant, _ = migrated
    url = engine.url.render_as_string(hide_password=False)
    await asyncio.to_thread(_downgrade, url, BEFORE)
    async with engine.connect() as conn:
        table = (await conn.execute(text("SELECT to_regclass('waitlist_entries')"))).scalar_one()
        sources = (await conn.execute(text("SELECT source FROM appointments WHERE tenant_id = :t"),
                                      {"t": tenant})).scalars().all()
    assert (table, sources) == (None, ["ai_receptionist"])
    await asyncio.to_thread(upgrade, str(ALEMBIC_INI), url)

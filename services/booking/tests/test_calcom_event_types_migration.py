"""Migration 0014 on a database filled by the schema before Cal.com's event types per location: the account's
default event type becomes its first location's (id = the tenant's), an account without one has none, and bookings
keep going where they went."""

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

BEFORE = "0013"
CONNECTION = ("INSERT INTO calendar_connections (tenant_id, provider, auth_kind, access_token, account, "
              "default_event_type_id) VALUES (:t, :p, 'api_key', 'sealed', 'salon-uno', :e)")


async def _fill(url: str, *, chosen: uuid.UUID, unchosen: uuid.UUID) -> None:
    engine = create_engine(url)
    try:
        async with engine.begin() as conn:
            await conn.execute(text(CONNECTION), {"t": chosen, "p": "calcom", "e": 102})
            await conn.execute(text(CONNECTION), {"t": unchosen, "p": "calcom", "e": None})
            await conn.execute(text(CONNECTION), {"t": chosen, "p": "google", "e": None})
    finally:
        await engine.dispose()


@pytest.fixture(scope="module")
async def migrated(make_database):
    """A database at the schema before event types per location, with two Cal.com accounts (one with a default
    event type), then upgraded to the head."""
    url = await make_database("booking_calcom_event_types_migration", None)
    chosen, unchosen = uuid.uuid4(), uuid.uuid4()
    await asyncio.to_thread(upgrade, str(ALEMBIC_INI), url, BEFORE)
    await _fill(url, chosen=chosen, unchosen=unchosen)
    await asyncio.to_thread(upgrade, str(ALEMBIC_INI), url)
    engine = create_engine(url)
    yield engine, chosen, unchosen
    await engine.dispose()


async def test_the_default_event_type_is_the_first_locations(migrated):
    engine, chosen, _ = migrated
    async with engine.connect() as conn:
        rows = (await conn.execute(text(
            "SELECT tenant_id, location_id, provider, event_type_id FROM calcom_event_types"))).all()
        column = (await conn.execute(text(
            "SELECT count(*) FROM information_schema.columns WHERE table_name = 'calendar_connections' "
            "AND column_name = 'default_event_type_id'"))).scalar_one()
    assert [tuple(row) for row in rows] == [(chosen, chosen, "calcom", 102)]
    assert column == 0  # one place for it from now on


async def test_one_event_type_takes_one_locations_bookings(migrated):
    engine, chosen, _ = migrated
    with pytest.raises(IntegrityError):
        async with engine.begin() as conn:
            await conn.execute(text(
                "INSERT INTO calcom_event_types (tenant_id, location_id, event_type_id) VALUES (:t, :l, 102)"),
                {"t": chosen, "l": uuid.uuid4()})


async def test_only_a_connected_account_has_event_types(migrated):
    engine, _, _ = migrated
    with pytest.raises(IntegrityError):
        async with engine.begin() as conn:
            await conn.execute(text(
                "INSERT INTO calcom_event_types (tenant_id, location_id, event_type_id) VALUES (:t, :t, 101)"),
                {"t": uuid.uuid4()})


def _downgrade(url: str, revision: str) -> None:
    config = Config(str(ALEMBIC_INI))
    config.attributes["database_url"] = url
    command.downgrade(config, revision)


async def test_it_can_be_undone_keeping_the_first_locations_event_type(migrated):
    engine, chosen, unchosen = migrated
    url = engine.url.render_as_string(hide_password=False)
    await asyncio.to_thread(_downgrade, url, BEFORE)
    async with engine.connect() as conn:
        defaults = dict((await conn.execute(text(
            "SELECT tenant_id, default_event_type_id FROM calendar_connections WHERE provider = 'calcom'"))).all())
    assert defaults == {chosen: 102, unchosen: None}
    await asyncio.to_thread(upgrade, str(ALEMBIC_INI), url)

"""Migration 0008 on a database filled by the schema before locations (0006): every tenant, whatever its shape,
becomes a business with one location whose id is the tenant's and whose details are its settings; nothing else
changes."""

import asyncio
import json
import uuid
from typing import Any

import pytest
from sqlalchemy import text

from ringbook_common.db import create_engine
from ringbook_common.migrations import upgrade

from .conftest import ALEMBIC_INI

BEFORE_LOCATIONS = "0006"
SALON_WEEK = {str(day): {"open": "10:00", "close": "19:00", "closed": day in (0, 1)} for day in range(7)}


def every_day(start: str, end: str) -> dict:
    return {str(day): {"open": start, "close": end, "closed": False} for day in range(7)}


def tenant(**values: Any) -> dict[str, Any]:
    """A tenant's row as the schema before locations held it: its defaults, then `values`."""
    return {"id": str(uuid.uuid4()), "name": "", "address": "", "timezone": "America/New_York", "week": None,
            "hours_start": "09:00", "hours_end": "18:00", "front_desk_phone": "", "owner_phone": "",
            "onboarding_complete": False, **values}


NAMED = tenant(name="Ana's Hair Studio", address="12 Main St, Austin, TX", timezone="America/Chicago",
               week=SALON_WEEK, hours_start="10:00", hours_end="19:00", front_desk_phone="+12125550123",
               owner_phone="+14158675309", onboarding_complete=True)
UNNAMED = tenant()
NEVER_SAVED_A_WEEK = tenant(name="Barber Co", address="1 Elm St, Madrid", timezone="Europe/Madrid",
                            hours_start="08:00", hours_end="20:30", front_desk_phone="+34612345678",
                            onboarding_complete=True)
EMPTY_WEEK = {**NEVER_SAVED_A_WEEK, "id": str(uuid.uuid4()), "name": "Nails", "week": {}}
TENANTS = [NAMED, UNNAMED, NEVER_SAVED_A_WEEK, EMPTY_WEEK]
EXPECTED_WEEK = {NAMED["id"]: SALON_WEEK, UNNAMED["id"]: every_day("09:00", "18:00"),
                 NEVER_SAVED_A_WEEK["id"]: every_day("08:00", "20:30"), EMPTY_WEEK["id"]: every_day("08:00", "20:30")}


async def fill(engine) -> None:
    async with engine.begin() as conn:
        for tenant in TENANTS:
            await conn.execute(text(
                "INSERT INTO tenants (id, owner_user_id, owner_email, name, address, timezone, week, hours_start, "
                "hours_end, front_desk_phone, owner_phone, onboarding_complete, created_at, updated_at) VALUES "
                "(:id, :owner, 'owner@salon.example', :name, :address, :timezone, CAST(:week AS jsonb), "
                ":hours_start, :hours_end, :front_desk_phone, :owner_phone, :onboarding_complete, "
                "'2026-01-05 10:00+00', '2026-02-01 12:00+00')"),
                {**tenant, "owner": str(uuid.uuid4()),
                 "week": None if tenant["week"] is None else json.dumps(tenant["week"])})
        for position, (name, price) in enumerate((("Cut", "40.00"), ("Colour", "90.50"))):
            await conn.execute(text(
                "INSERT INTO services (tenant_id, service_id, position, name, duration_min, buffer_min, "
                "processing_min, price) VALUES (:tenant, :sid, :position, :name, 45, 0, 0, :price)"),
                {"tenant": NAMED["id"], "sid": name.lower(), "position": position, "name": name, "price": price})


async def rows(engine, sql: str) -> list[dict]:
    async with engine.connect() as conn:
        return [dict(row) for row in (await conn.execute(text(sql))).mappings()]


TENANT_COLUMNS = ("id, owner_user_id, owner_email, name, timezone, country, hours_start, hours_end, week, address, "
                  "owner_phone, front_desk_phone, onboarding_complete, sms_confirmations, sms_reminders, "
                  "reminder_hours_before, plan_locations, created_at, updated_at")


@pytest.fixture(scope="module")
async def migrated(make_database):
    """(tenants and services before, the database after) for a database filled at 0006 then upgraded to head."""
    url = await make_database("tenants_before_locations", None)
    await asyncio.to_thread(upgrade, str(ALEMBIC_INI), url, BEFORE_LOCATIONS)
    engine = create_engine(url)
    try:
        await fill(engine)
        before = (await rows(engine, f"SELECT {TENANT_COLUMNS} FROM tenants ORDER BY id"),  # noqa: S608
                  await rows(engine, "SELECT * FROM services ORDER BY id"))
        await asyncio.to_thread(upgrade, str(ALEMBIC_INI), url, "head")
        yield before, engine
    finally:
        await engine.dispose()


async def test_every_tenant_has_its_first_location_with_its_settings(migrated):
    _, engine = migrated
    found = {row["id"]: row for row in await rows(engine, "SELECT *, id::text AS id, tenant_id::text AS tenant_id "
                                                          "FROM locations")}
    assert set(found) == {tenant["id"] for tenant in TENANTS}
    for tenant in TENANTS:
        location = found[tenant["id"]]
        assert {key: location[key] for key in ("tenant_id", "name", "address", "timezone", "front_desk_phone",
                                               "position", "closures")} == {
            "tenant_id": tenant["id"], "name": tenant["name"], "address": tenant["address"],
            "timezone": tenant["timezone"], "front_desk_phone": tenant["front_desk_phone"], "position": 0,
            "closures": []}
        assert location["week"] == EXPECTED_WEEK[tenant["id"]]


async def test_no_location_differs_from_the_catalogue(migrated):
    _, engine = migrated
    assert await rows(engine, "SELECT * FROM location_services") == []


async def test_nothing_else_changed(migrated):
    (tenants, services), engine = migrated
    assert await rows(engine, f"SELECT {TENANT_COLUMNS} FROM tenants ORDER BY id") == tenants  # noqa: S608
    assert await rows(engine, "SELECT * FROM services ORDER BY id") == services

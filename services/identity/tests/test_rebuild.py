"""`python -m identity.rebuild`: identity's copy of each tenant (whoami's name, onboarding and locations) comes back
from the tenants stream through the live consumer's handlers, over real NATS and PostgreSQL, with each location in
place; a tenant older than the stream is kept."""

import asyncio
import os
import sys
import uuid

from identity.rebuild import rebuild
from ringbook.tenants.v1.events_pb2 import Location, LocationSaved, OnboardingCompleted, TenantCreated, TenantUpdated
from ringbook_common.bus.connection import stream_name
from ringbook_common.testing.database import Database
from ringbook_common.testing.wait import eventually

from .conftest import PASSWORD
from .test_tenant_view import publish

COPIES = {"tenant_profiles": "tenant_id", "location_profiles": "location_id"}


async def copy_of(db: Database, tenant_id: str) -> dict[str, list[dict]]:
    return {table: [dict(row) for row in await db.rows(
        f"SELECT * FROM {table} WHERE tenant_id = :id ORDER BY {key}", id=tenant_id)]  # noqa: S608
        for table, key in COPIES.items()}


async def drop(db: Database, tenant_id: str) -> None:
    for table in COPIES:
        await db.execute(f"DELETE FROM {table} WHERE tenant_id = :id", id=tenant_id)  # noqa: S608


async def save_location(app, tenant_id: str, location_id: str, name: str, position: int) -> None:
    event = LocationSaved(location=Location(location_id=location_id, tenant_id=tenant_id, name=name,
                                            position=position))
    await publish(app, event, "tenants.location_saved", tenant_id)


async def applied(db: Database, tenant_id: str, *, locations: int) -> bool:
    copy = await copy_of(db, tenant_id)
    return bool(copy["tenant_profiles"]) and copy["tenant_profiles"][0]["onboarding_complete"] \
        and len(copy["location_profiles"]) == locations


class TestRebuild:
    async def test_a_dropped_copy_comes_back_with_both_locations(self, app, client, engine):
        db, tenant_id, harbour = Database(engine), str(uuid.uuid4()), str(uuid.uuid4())
        await publish(app, TenantCreated(tenant_id=tenant_id, name="Old Harbour Group"), "tenants.tenant_created",
                      tenant_id)
        await publish(app, OnboardingCompleted(tenant_id=tenant_id), "tenants.onboarding_completed", tenant_id)
        await save_location(app, tenant_id, tenant_id, "Old Harbour Group", 0)
        await save_location(app, tenant_id, harbour, "Harbour", 1)
        await eventually(lambda: applied(db, tenant_id, locations=2))
        before = await copy_of(db, tenant_id)

        await drop(db, tenant_id)
        rebuilt = await rebuild(app.state.sessionmaker, app.state.bus)

        assert await copy_of(db, tenant_id) == before
        assert [(str(row["location_id"]), row["name"]) for row in before["location_profiles"]] == sorted(
            [(tenant_id, "Old Harbour Group"), (harbour, "Harbour")])
        assert rebuilt.events["tenants"] >= 4

    async def test_events_without_a_location_are_the_business_s_only_one(self, app, client, engine, register,
                                                                         principal_headers):
        db = Database(engine)
        await register(verify=True)
        me = (await client.post("/auth/login", json={"email": "ana@salon.example", "password": PASSWORD})).json()
        tenant_id = me["tenant"]["id"]
        headers = principal_headers(user_id=me["user"]["id"], tenant_id=tenant_id)
        # As every event written before locations: none names one.
        await publish(app, TenantCreated(tenant_id=tenant_id, name=""), "tenants.tenant_created", tenant_id)
        await publish(app, TenantUpdated(tenant_id=tenant_id, name="Ana's Hair Studio"), "tenants.tenant_updated",
                      tenant_id)
        await eventually(lambda: _named(db, tenant_id, "Ana's Hair Studio"))

        await drop(db, tenant_id)
        await rebuild(app.state.sessionmaker, app.state.bus)

        whoami = (await client.get("/portal/whoami", headers=headers)).json()
        assert whoami["tenant"]["name"] == "Ana's Hair Studio"
        assert whoami["locations"] == [{"id": tenant_id, "name": "Ana's Hair Studio", "position": 0}]

    async def test_a_tenant_older_than_the_stream_is_kept(self, app, client, engine):
        db, tenant_id, harbour = Database(engine), str(uuid.uuid4()), str(uuid.uuid4())
        await publish(app, TenantCreated(tenant_id=tenant_id, name="Old Harbour Group"), "tenants.tenant_created",
                      tenant_id)
        await publish(app, OnboardingCompleted(tenant_id=tenant_id), "tenants.onboarding_completed", tenant_id)
        await save_location(app, tenant_id, tenant_id, "Old Harbour Group", 0)
        await eventually(lambda: applied(db, tenant_id, locations=1))
        before = await copy_of(db, tenant_id)
        # What 30 days of retention does to the stream's early events; then the business opens Harbour.
        await app.state.bus.js.purge_stream(stream_name("tenants"))
        await save_location(app, tenant_id, harbour, "Harbour", 1)

        rebuilt = await rebuild(app.state.sessionmaker, app.state.bus)

        after = await copy_of(db, tenant_id)
        assert after["tenant_profiles"] == before["tenant_profiles"]
        assert [(str(row["location_id"]), row["name"]) for row in after["location_profiles"]] == sorted(
            [(tenant_id, "Old Harbour Group"), (harbour, "Harbour")])
        assert rebuilt.events["tenants"] >= 1

    async def test_the_command_rebuilds_with_the_service_settings(self, app, client, engine, settings):
        db, tenant_id = Database(engine), str(uuid.uuid4())
        await publish(app, TenantCreated(tenant_id=tenant_id, name="Command Salon"), "tenants.tenant_created",
                      tenant_id)
        await eventually(lambda: _named(db, tenant_id, "Command Salon"))
        await drop(db, tenant_id)

        output = await command("identity", settings)

        assert b"replayed" in output
        assert await _named(db, tenant_id, "Command Salon")


async def command(service: str, settings) -> bytes:
    """`python -m <service>.rebuild` with the service's settings from its environment."""
    prefix = service.upper()
    env = {**os.environ, f"{prefix}_DATABASE_URL": settings.database_url, f"{prefix}_NATS_URL": settings.nats_url}
    process = await asyncio.create_subprocess_exec(sys.executable, "-m", f"{service}.rebuild", env=env,
                                                   stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT)
    output, _ = await process.communicate()
    assert process.returncode == 0, output.decode()
    return output


async def _named(db: Database, tenant_id: str, name: str) -> bool:
    return [row["name"] for row in await db.rows("SELECT name FROM tenant_profiles WHERE tenant_id = :id",
                                                 id=tenant_id)] == [name]

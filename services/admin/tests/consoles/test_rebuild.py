"""Rebuilding the read models from the streams gives the same answers as the live consumers did."""

import asyncio
import os
import sys
from datetime import UTC, datetime, timedelta

from admin.rebuild import rebuild
from ringbook_common.testing.wait import eventually

from ..factories import Salon


async def snapshot(db, tenant_ids: list[str]) -> dict:
    tenants = await db.rows("SELECT * FROM tenant_profiles WHERE tenant_id = ANY(:ids) ORDER BY tenant_id",
                            ids=tenant_ids)
    locations = await db.rows("SELECT * FROM location_profiles WHERE tenant_id = ANY(:ids) ORDER BY location_id",
                              ids=tenant_ids)
    bookings = await db.rows("SELECT * FROM bookings WHERE tenant_id = ANY(:ids) ORDER BY appointment_id",
                             ids=tenant_ids)
    audit = await db.rows("SELECT event_id, event_type, tenant_id, location_id, occurred_at, details FROM audit_log "
                          "WHERE tenant_id = ANY(:ids) ORDER BY event_id", ids=tenant_ids)
    return {"tenants": [dict(row) for row in tenants], "locations": [dict(row) for row in locations],
            "bookings": [dict(row) for row in bookings], "audit": [dict(row) for row in audit]}


async def records(client, headers, tenant_ids: list[str]) -> list[dict]:
    answers: list[dict] = []
    for path in ("/api/admin/tenants", "/api/admin/phone-numbers", "/api/admin/agents"):
        response = await client.get(path, headers=headers, params={"pageSize": 200})
        answers.extend(item for item in response.json() if item["tenantId"] in tenant_ids)
    for tenant_id in tenant_ids:
        response = await client.get("/api/admin/audit-logs", headers=headers,
                                    params={"pageSize": 200, "tenantId": tenant_id})
        # An audit entry's id is the row's own: a rebuilt entry has a new one, and entries of the same moment may
        # come in another order.
        entries = [{key: value for key, value in item.items() if key != "id"} for item in response.json()]
        answers.extend(sorted(entries, key=lambda entry: (entry["timestamp"], entry["action"], entry["details"])))
    return answers


OAK_STREET = "0e6f3c52-7d1a-4a8e-9c3b-5b2f8d1e4a70"


async def story(publish) -> list[Salon]:
    """Two salons; the first has a second location, Oak Street, with its own receptionist, while its first
    location's events name no location (as every event before locations) or name it by the tenant's id."""
    now = datetime.now(UTC)
    active = Salon(publish, name="Rebuilt Active")
    await active.verified(when=now - timedelta(days=2))
    await active.created(when=now - timedelta(days=2))
    await active.updated(when=now - timedelta(days=2))
    await active.services(2)
    await active.staff_added(1)
    await active.setup("ready")
    await active.agent("provisioning", when=now - timedelta(days=1))
    await active.agent("webhooks_pending", agent_id="agent_r", phone="+18005550111", pretty="(800) 555-0111",
                       when=now - timedelta(hours=20))
    await active.agent("active", agent_id="agent_r", phone="+18005550111", pretty="(800) 555-0111",
                       webhooks=True, provisioned=now - timedelta(hours=20), texting="own")
    booked = await active.booked()
    await active.booked()
    await active.cancelled(booked)
    await active.plan_set(5, when=now - timedelta(hours=2))
    await active.plan_set(3, when=now - timedelta(hours=1))
    await active.location_saved(name="Rebuilt Active", address="1 Main St", when=now - timedelta(minutes=55))
    await active.location_saved(location_id=OAK_STREET, name="Oak Street", address="48 Oak Street", position=1,
                                front_desk_phone="(217) 555-0177", when=now - timedelta(minutes=50))
    await active.location_saved(location_id=OAK_STREET, name="Oak Street West", address="50 Oak Street",
                                position=1, when=now - timedelta(minutes=40))
    await active.setup("provisioning", location_id=OAK_STREET, when=now - timedelta(minutes=30))
    await active.agent("provisioning", location_id=OAK_STREET, when=now - timedelta(minutes=30))
    await active.agent("active", agent_id="agent_oak", phone="+18005550456", pretty="(800) 555-0456",
                       webhooks=True, texting="pending", location_id=OAK_STREET, when=now - timedelta(minutes=20))
    await active.setup("ready", location_id=active.tenant_id, when=now - timedelta(minutes=10))
    await active.booked(location_id=OAK_STREET)
    failed = Salon(publish, name="Rebuilt Failed")
    await failed.created()
    await failed.agent("failed", error="Provider down")
    return [active, failed]


class TestRebuild:
    async def test_rebuilt_read_models_equal_the_live_ones(self, app, client, db, publish, operator_headers):
        salons = await story(publish)
        ids = [salon.tenant_id for salon in salons]

        async def live_settled() -> bool:
            rows = await db.rows("SELECT agent_status FROM tenant_profiles WHERE tenant_id = ANY(:ids) "
                                 "ORDER BY agent_status", ids=ids)
            booked = await db.rows("SELECT cancelled FROM bookings WHERE tenant_id = ANY(:ids)", ids=ids)
            audited = await db.rows("SELECT count(*) AS n FROM audit_log WHERE event_id::text = ANY(:sent)",
                                    sent=publish.sent)
            return [row["agent_status"] for row in rows] == ["active", "failed"] and \
                sorted(row["cancelled"] for row in booked) == [False, False, True] and \
                audited[0]["n"] == len(publish.sent)
        await eventually(live_settled)
        live_rows = await snapshot(db, ids)
        assert {row["tenant_id"]: row["plan_locations"] for row in live_rows["tenants"]} == {ids[0]: 3, ids[1]: 1}
        assert sorted((row["location_id"], row["name"], row["agent_id"], row["receptionist_status"], row["texting"])
                      for row in live_rows["locations"]) == sorted([
            (ids[0], "Rebuilt Active", "agent_r", "ready", "own"),
            (OAK_STREET, "Oak Street West", "agent_oak", "provisioning", "pending"),
            (ids[1], "", "", "not_started", "")])
        live_answers = await records(client, operator_headers, ids)
        assert "An appointment booked at Rebuilt Active (Oak Street West)." in {
            answer.get("summary") for answer in live_answers}

        # Lost read models (and audit entries) come back from the streams.
        await db.execute("DELETE FROM tenant_profiles")
        await db.execute("DELETE FROM location_profiles")
        await db.execute("DELETE FROM bookings")
        await db.execute("DELETE FROM audit_log WHERE tenant_id = ANY(:ids)", ids=ids)
        replayed = await rebuild(app.state.sessionmaker, app.state.bus)

        assert replayed.events["tenants"] >= 4 and replayed.events["receptionist"] >= 5
        assert await snapshot(db, ids) == live_rows
        assert await records(client, operator_headers, ids) == live_answers

    async def test_the_command_rebuilds_with_the_service_settings(self, app, client, db, publish, settings):
        salon = Salon(publish, name="Command Salon")
        await salon.created()
        await salon.updated()
        await eventually(lambda: db.rows("SELECT 1 FROM tenant_profiles WHERE name = 'Command Salon'"))
        await db.execute("DELETE FROM tenant_profiles")
        env = {**os.environ, "ADMIN_DATABASE_URL": settings.database_url, "ADMIN_NATS_URL": settings.nats_url}
        process = await asyncio.create_subprocess_exec(sys.executable, "-m", "admin.rebuild", env=env,
                                                       stdout=asyncio.subprocess.PIPE,
                                                       stderr=asyncio.subprocess.STDOUT)
        output, _ = await process.communicate()
        assert process.returncode == 0, output.decode()
        assert b"replayed" in output
        rows = await db.rows("SELECT name, owner_email FROM tenant_profiles WHERE tenant_id = :id", id=salon.tenant_id)
        assert rows == [{"name": "Command Salon", "owner_email": salon.email}]

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
    bookings = await db.rows("SELECT * FROM bookings WHERE tenant_id = ANY(:ids) ORDER BY appointment_id",
                             ids=tenant_ids)
    audit = await db.rows("SELECT event_id, event_type, tenant_id, occurred_at, details FROM audit_log "
                          "WHERE tenant_id = ANY(:ids) ORDER BY event_id", ids=tenant_ids)
    return {"tenants": [dict(row) for row in tenants], "bookings": [dict(row) for row in bookings],
            "audit": [dict(row) for row in audit]}


async def records(client, headers, tenant_ids: list[str]) -> list[dict]:
    answers: list[dict] = []
    for path in ("/api/admin/tenants", "/api/admin/phone-numbers", "/api/admin/agents"):
        response = await client.get(path, headers=headers, params={"pageSize": 200})
        answers.extend(item for item in response.json() if item["tenantId"] in tenant_ids)
    return answers


async def story(publish) -> list[Salon]:
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
                       webhooks=True, provisioned=now - timedelta(hours=20))
    booked = await active.booked()
    await active.booked()
    await active.cancelled(booked)
    await active.plan_set(5, when=now - timedelta(hours=2))
    await active.plan_set(3, when=now - timedelta(hours=1))
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
                sorted(row["cancelled"] for row in booked) == [False, True] and audited[0]["n"] == len(publish.sent)
        await eventually(live_settled)
        live_rows = await snapshot(db, ids)
        assert {row["tenant_id"]: row["plan_locations"] for row in live_rows["tenants"]} == {ids[0]: 3, ids[1]: 1}
        live_answers = await records(client, operator_headers, ids)

        # Lost read models (and audit entries) come back from the streams.
        await db.execute("DELETE FROM tenant_profiles")
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

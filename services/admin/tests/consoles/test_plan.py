"""A tenant's plan in the operator's view: one location until an operator sets it; set, audited and announced to
tenants (which owns the plan), and rebuilt from the stream like every read model."""

import uuid

from admin.rebuild import rebuild
from ringbook.admin.v1.events_pb2 import PlanSet
from ringbook_common.testing.wait import eventually

from ..factories import Salon
from .test_read_models import settled

URL = "/api/admin/tenants/{}/plan"


class TestSetPlan:
    async def test_the_plan_is_kept_audited_and_announced(self, client, publish, published, operator_headers, db):
        salon = Salon(publish)
        await salon.created()
        record = await settled(client, operator_headers, salon.tenant_id)
        assert record["planLocations"] == 1

        answer = await client.put(URL.format(salon.tenant_id), headers=operator_headers, json={"locations": 3})
        assert answer.status_code == 200, answer.text
        assert answer.json()["tenantId"] == salon.tenant_id and answer.json()["planLocations"] == 3

        _, event = await published.next("admin.plan_set", PlanSet, tenant_id=salon.tenant_id)
        assert (event.tenant_id, event.locations, event.operator) == (salon.tenant_id, 3, "operator:alice")
        [entry] = await db.rows("SELECT details FROM audit_log WHERE tenant_id = :id "
                                "AND event_type = 'admin.plan_set'", id=salon.tenant_id)
        assert entry["details"] == "operator=operator:alice, outcome=ok, locations=3, previous=1"
        listed = await client.get("/api/admin/clients", headers=operator_headers,
                                  params={"search": salon.email, "pageSize": 200})
        assert [row["planLocations"] for row in listed.json() if row["tenantId"] == salon.tenant_id] == [3]

    async def test_a_second_change_is_audited_from_the_first(self, client, publish, operator_headers, db):
        salon = Salon(publish)
        await salon.created()
        await settled(client, operator_headers, salon.tenant_id)
        for locations in (4, 2):
            answer = await client.put(URL.format(salon.tenant_id), headers=operator_headers,
                                      json={"locations": locations})
            assert answer.status_code == 200, answer.text
        rows = await db.rows("SELECT details FROM audit_log WHERE tenant_id = :id AND event_type = 'admin.plan_set' "
                             "ORDER BY id", id=salon.tenant_id)
        assert [row["details"] for row in rows] == ["operator=operator:alice, outcome=ok, locations=4, previous=1",
                                                    "operator=operator:alice, outcome=ok, locations=2, previous=4"]
        assert (await settled(client, operator_headers, salon.tenant_id, planLocations=2))["planLocations"] == 2

    async def test_wrong_numbers_and_unknown_salons_are_refused(self, client, publish, operator_headers, db):
        salon = Salon(publish)
        await salon.created()
        await settled(client, operator_headers, salon.tenant_id)
        for body in ({"locations": 0}, {"locations": 51}, {"locations": -1}, {"locations": "3"},
                     {"locations": 1.5}, {"locations": True}, {"locations": None}, {}, {"plan": 3}):
            refused = await client.put(URL.format(salon.tenant_id), headers=operator_headers, json=body)
            assert refused.status_code == 422, (body, refused.text)
            assert set(refused.json()) == {"error", "fields"} and "locations" in refused.json()["fields"], body
        unknown_salon = str(uuid.uuid4())
        for unknown in (unknown_salon, "not-a-tenant", "%00", "x" * 300):
            missing = await client.put(URL.format(unknown), headers=operator_headers, json={"locations": 2})
            assert missing.status_code == 404 and missing.json() == {"error": "No salon with this id"}, unknown
        # Scoped to these salons: an earlier test's event may still reach the audit consumer.
        assert await db.rows("SELECT 1 FROM audit_log WHERE event_type = 'admin.plan_set' "
                             "AND tenant_id = ANY(:ids)", ids=[salon.tenant_id, unknown_salon]) == []
        assert (await settled(client, operator_headers, salon.tenant_id))["planLocations"] == 1

    async def test_only_operators_may_set_it(self, client, publish, principal_headers):
        salon = Salon(publish)
        await salon.created()
        owner = principal_headers(user_id=str(uuid.uuid4()), tenant_id=salon.tenant_id, role="owner")
        refused = await client.put(URL.format(salon.tenant_id), headers=owner, json={"locations": 10})
        assert refused.status_code == 403, refused.text


class TestRebuild:
    async def test_the_plan_set_in_the_console_comes_back_from_the_stream(self, app, client, publish, db,
                                                                          operator_headers):
        salon = Salon(publish, name="Plan Rebuilt")
        await salon.created()
        await settled(client, operator_headers, salon.tenant_id)
        for locations in (5, 3):
            answer = await client.put(URL.format(salon.tenant_id), headers=operator_headers,
                                      json={"locations": locations})
            assert answer.status_code == 200, answer.text

        async def applied_live() -> list[dict]:
            """Once the live consumer applied both of the console's events (the rows it leaves are compared)."""
            pending = await db.rows("SELECT 1 FROM audit_log a WHERE a.tenant_id = :id "
                                    "AND a.event_type = 'admin.plan_set' AND NOT EXISTS (SELECT 1 FROM "
                                    "processed_events p WHERE p.event_id = a.event_id)", id=salon.tenant_id)
            return [] if pending else await db.rows("SELECT * FROM tenant_profiles WHERE tenant_id = :id",
                                                    id=salon.tenant_id)
        before = await eventually(applied_live)

        await db.execute("DELETE FROM tenant_profiles")
        await rebuild(app.state.sessionmaker, app.state.bus)
        after = await db.rows("SELECT * FROM tenant_profiles WHERE tenant_id = :id", id=salon.tenant_id)
        assert [dict(row) for row in after] == [dict(row) for row in before]
        assert after[0]["plan_locations"] == 3

"""A tenant's texting in the operator's view: the limits of today, the texts held back (counted once per event),
and the operator's daily limit, set, audited and announced to booking."""

import uuid

from admin.events import apply_to_read_models
from ringbook.admin.v1.events_pb2 import TextLimitSet
from ringbook.booking.v1.events_pb2 import TextWithheld
from ringbook_common.testing.wait import eventually

from ..factories import Salon, at
from .test_read_models import settled

URL = "/api/admin/tenants/{}/text-limit"


def texting(**expected) -> dict:
    return {"dailyLimit": 100, "perNumberLimit": 3, "operatorLimit": None, "withheld": 0, "lastWithheldAt": None,
            **expected}


class TestWithheld:
    async def test_each_text_held_back_is_counted(self, client, publish, operator_headers):
        salon = Salon(publish)
        await salon.created()
        await salon.text_withheld()
        await salon.text_withheld(cap="daily")
        record = await eventually(lambda: settled_withheld(client, operator_headers, salon.tenant_id, 2))
        assert record["texting"]["lastWithheldAt"]

    async def test_an_event_applied_twice_counts_once(self, app, client, publish, operator_headers):
        """A rebuild replays events the live consumer may apply again after it."""
        salon = Salon(publish)
        await salon.created()
        await settled(client, operator_headers, salon.tenant_id)
        envelope = at(TextWithheld(tenant_id=salon.tenant_id, purpose="reminder", cap="daily", limit=100,
                                   day="2030-01-02"), "booking.text_withheld", salon.tenant_id)
        for _ in range(2):
            async with app.state.sessionmaker() as session, session.begin():
                await apply_to_read_models(session, envelope)
        assert await settled_withheld(client, operator_headers, salon.tenant_id, 1)


async def settled_withheld(client, headers, tenant_id: str, count: int) -> dict | None:
    response = await client.get("/api/admin/tenants", headers=headers, params={"pageSize": 200})
    return next((r for r in response.json() if r["tenantId"] == tenant_id and r["texting"]["withheld"] == count),
                None)


class TestSetLimit:
    async def test_the_limit_is_kept_audited_and_announced(self, client, publish, published, operator_headers, db):
        salon = Salon(publish)
        await salon.created()
        record = await settled(client, operator_headers, salon.tenant_id)
        assert record["texting"] == texting()

        answer = await client.put(URL.format(salon.tenant_id), headers=operator_headers, json={"dailyLimit": 750})
        assert answer.status_code == 200, answer.text
        assert answer.json()["texting"] == texting(dailyLimit=750, perNumberLimit=10, operatorLimit=750)

        _, event = await published.next("admin.text_limit_set", TextLimitSet, tenant_id=salon.tenant_id)
        assert (event.daily_limit, event.operator) == (750, "operator:alice")
        [entry] = await db.rows("SELECT event_type, details FROM audit_log WHERE tenant_id = :id "
                                "AND event_type = 'admin.text_limit_set'", id=salon.tenant_id)
        assert entry["details"] == "operator=operator:alice, outcome=ok, dailyLimit=750, previous=default"
        listed = await settled(client, operator_headers, salon.tenant_id)
        assert listed["texting"]["operatorLimit"] == 750

    async def test_wrong_limits_and_unknown_salons_are_refused(self, client, publish, operator_headers, db):
        salon = Salon(publish)
        await salon.created()
        await settled(client, operator_headers, salon.tenant_id)
        for body in ({"dailyLimit": 0}, {"dailyLimit": 100_001}, {"dailyLimit": "many"}, {"dailyLimit": 1.5}, {}):
            refused = await client.put(URL.format(salon.tenant_id), headers=operator_headers, json=body)
            assert refused.status_code == 422, (body, refused.text)
            assert set(refused.json()) == {"error", "fields"} and "dailyLimit" in refused.json()["fields"]
        for unknown in (uuid.uuid4(), "not-a-tenant", "%00", "x" * 300):
            missing = await client.put(URL.format(unknown), headers=operator_headers, json={"dailyLimit": 5})
            assert missing.status_code == 404 and missing.json() == {"error": "No salon with this id"}, unknown
        assert await db.rows("SELECT 1 FROM audit_log WHERE event_type = 'admin.text_limit_set'") == []

    async def test_only_operators_may_set_it(self, client, publish, principal_headers):
        salon = Salon(publish)
        await salon.created()
        owner = principal_headers(user_id=str(uuid.uuid4()), tenant_id=salon.tenant_id, role="owner")
        refused = await client.put(URL.format(salon.tenant_id), headers=owner, json={"dailyLimit": 1000})
        assert refused.status_code == 403, refused.text

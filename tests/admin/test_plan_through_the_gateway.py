"""The plan's number of locations through the whole product: an operator sets it in the console's API, the audit
log names who did it, and the tenants service (which holds new locations to it) has it; the public custom-plan
form, anonymous, sets no tenant's plan even when a signed-in owner sends it."""

import uuid

import httpx
import pytest
from sqlalchemy import text

from ringbook_common.db import create_engine
from ringbook_common.testing.wait import eventually

CUSTOM_PLAN_LOCATIONS = 7


@pytest.fixture
async def operator(gateway_url, stack):
    token = (stack.secrets_dir / "admin-token").read_text().strip()
    async with httpx.AsyncClient(base_url=gateway_url, timeout=15, headers={"x-admin-token": token}) as client:
        yield client


@pytest.fixture
async def tenants_db(stack):
    engine = create_engine(stack.database_url("tenants"))
    yield engine
    await engine.dispose()


async def plans(tenants_db) -> dict[str, int]:
    async with tenants_db.connect() as conn:
        rows = await conn.execute(text("SELECT id::text, plan_locations FROM tenants"))
        return {tenant_id: locations for tenant_id, locations in rows}


async def listed_client(operator: httpx.AsyncClient, tenant_id: str, search: str) -> dict:
    async def found() -> dict | None:
        clients = (await operator.get("/api/admin/clients", params={"search": search})).json()
        return next((client for client in clients if client["tenantId"] == tenant_id), None)
    return await eventually(found, timeout=30)


async def test_an_operator_sets_a_salons_plan_and_tenants_holds_it(owner_session, onboard_salon, operator,
                                                                   tenants_db):
    name = f"Plan Salon {uuid.uuid4().hex[:6]}"
    async with owner_session(name="Paula Plan") as owner:
        await onboard_salon(owner, name=name)
        tenant_id = (await owner.get("/portal/whoami")).json()["tenant"]["id"]
    assert (await listed_client(operator, tenant_id, name))["planLocations"] == 1
    assert (await plans(tenants_db))[tenant_id] == 1

    answer = await operator.put(f"/api/admin/tenants/{tenant_id}/plan", json={"locations": 3})
    assert answer.status_code == 200, answer.text
    assert (answer.json()["tenantId"], answer.json()["planLocations"]) == (tenant_id, 3)

    log = (await operator.get("/api/admin/audit-logs", params={"tenantId": tenant_id,
                                                               "action": "admin.plan_set"})).json()
    assert [entry["summary"] for entry in log] == [f"Operator dev set {name}'s plan to 3 locations."]

    async def applied() -> bool:
        return (await plans(tenants_db))[tenant_id] == 3
    await eventually(applied, timeout=30)
    assert (await listed_client(operator, tenant_id, name))["planLocations"] == 3

    refused = await operator.put(f"/api/admin/tenants/{tenant_id}/plan", json={"locations": 51})
    assert refused.status_code == 422 and "locations" in refused.json()["fields"], refused.text
    unknown = await operator.put(f"/api/admin/tenants/{uuid.uuid4()}/plan", json={"locations": 3})
    assert unknown.status_code == 404 and unknown.json() == {"error": "No salon with this id"}


async def test_the_custom_plan_form_sets_no_tenants_plan(owner_session, onboard_salon, operator, tenants_db):
    name = f"Form Salon {uuid.uuid4().hex[:6]}"
    async with owner_session(name="Fiona Form") as owner:
        await onboard_salon(owner, name=name)
        tenant_id = (await owner.get("/portal/whoami")).json()["tenant"]["id"]
        before = await plans(tenants_db)
        # Sent by the signed-in owner (the session cookie goes with it): the form still speaks for no tenant.
        submitted = await owner.post("/api/custom-plan", headers={"Idempotency-Key": str(uuid.uuid4())}, json={
            "businessName": name, "contactName": "Fiona Form", "email": f"fiona.{uuid.uuid4().hex[:8]}@salon.example",
            "phone": "+1 555 300 1200", "businessType": "salon", "callsPerMonth": 500, "avgCallDuration": 4,
            "locations": CUSTOM_PLAN_LOCATIONS, "smsConfirmations": True, "smsReminders": True,
            "avgRevenuePerClient": 90, "missedCallsPerDay": 5, "conversionRate": 0.4, "businessDaysPerMonth": 26,
            "agreeToTerms": True, "agreeToPrivacy": True})
    assert submitted.status_code == 201, submitted.text
    plan_id = submitted.json()["id"]

    # The submission has gone over the bus: admin has it in the audit log, under no tenant.
    async def audited() -> list[dict]:
        log = (await operator.get("/api/admin/audit-logs", params={
            "action": "leads.custom_plan_submitted", "pageSize": 100})).json()
        return [entry for entry in log if f"planId={plan_id}" in entry["details"]]
    [entry] = await eventually(audited, timeout=30)
    assert entry["tenantId"] is None and f"locations={CUSTOM_PLAN_LOCATIONS}" in entry["details"]

    after = await plans(tenants_db)
    assert after[tenant_id] == 1
    assert {tenant: after[tenant] for tenant in before} == before
    assert (await listed_client(operator, tenant_id, name))["planLocations"] == 1
    assert (await operator.get("/api/admin/audit-logs", params={"tenantId": tenant_id,
                                                                "action": "admin.plan_set"})).json() == []

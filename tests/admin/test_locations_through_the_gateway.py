"""A salon's second location through the whole product: the owner adds it in the portal (tenants publishes it), and
the operator finds the salon in the console's search by that location's name and address, with both locations in
its record and the addition in its activity log under the location's name."""

import uuid

import httpx
import pytest

from ringbook_common.testing.wait import eventually


@pytest.fixture
async def operator(gateway_url, stack):
    token = (stack.secrets_dir / "admin-token").read_text().strip()
    async with httpx.AsyncClient(base_url=gateway_url, timeout=15, headers={"x-admin-token": token}) as client:
        yield client


async def added_location(owner: httpx.AsyncClient, body: dict) -> dict:
    """The new location, once tenants has applied the operator's plan (until then the plan's limit refuses it)."""
    async def created() -> dict | None:
        answer = await owner.post("/portal/locations", json=body)
        if answer.status_code == 409:
            return None
        assert answer.status_code == 201, answer.text
        return answer.json()
    return await eventually(created, timeout=30)


async def found_by(operator: httpx.AsyncClient, search: str) -> list[dict]:
    async def matching() -> list[dict] | None:
        answer = await operator.get("/api/admin/clients", params={"search": search})
        assert answer.status_code == 200, answer.text
        return answer.json() or None
    return await eventually(matching, timeout=30)


async def test_an_operator_finds_a_salon_by_its_second_locations_name(owner_session, onboard_salon, operator):
    suffix = uuid.uuid4().hex[:6]
    name, second = f"Rosa Group {suffix}", f"Juniper Corner {suffix}"
    async with owner_session(name="Lena Locations") as owner:
        await onboard_salon(owner, name=name)
        tenant_id = (await owner.get("/portal/whoami")).json()["tenant"]["id"]
        plan = await operator.put(f"/api/admin/tenants/{tenant_id}/plan", json={"locations": 2})
        assert plan.status_code == 200, plan.text
        location = await added_location(owner, {"name": second, "address": f"{suffix} Birch Lane, Springfield"})

    [record] = await found_by(operator, second)
    assert record["tenantId"] == tenant_id and record["name"] == name
    assert [(place["locationId"], place["name"]) for place in record["locations"]] == [
        (tenant_id, name), (location["id"], second)]
    assert record["locations"][1]["address"] == f"{suffix} Birch Lane, Springfield"
    assert [client["tenantId"] for client in await found_by(operator, f"{suffix} birch lane")] == [tenant_id]

    async def added() -> list[str] | None:
        log = (await operator.get("/api/admin/audit-logs",
                                  params={"tenantId": tenant_id, "action": "tenants.location_saved"})).json()
        summaries = [entry["summary"] for entry in log]
        return summaries if f"A location was added at {name} ({second})." in summaries else None
    assert await eventually(added, timeout=30)

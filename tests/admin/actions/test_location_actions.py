"""The operator's actions on one location's receptionist: each names the location, acts on it alone, and its audit
entry says which."""

import uuid

from ringbook.tenants.v1 import events_pb2 as tenants
from ringbook_common.bus.envelope import new_envelope
from ringbook_common.testing.wait import eventually

from .test_endpoints import agent_of


async def second_location(publish, client, headers, tenant_id: str, *, name: str = "Harbour") -> str:
    """A location added to the salon, once the receptionist (and the consoles' read model) know it."""
    location_id = str(uuid.uuid4())
    event = tenants.LocationSaved(location=tenants.Location(
        location_id=location_id, tenant_id=tenant_id, name=name, address="2 Quay Road", timezone="America/New_York",
        position=1))
    await publish("tenants.location_saved", event, envelope=new_envelope(
        event, event_type="tenants.location_saved", tenant_id=tenant_id, location_id=location_id))

    async def known() -> bool:
        agent = await client.get(f"/api/admin/tenants/{tenant_id}/agent", headers=headers,
                                 params={"location": location_id})
        listed = await client.get("/api/admin/tenants", headers=headers, params={"search": name})
        return agent.status_code == 200 and any(
            place["locationId"] == location_id for tenant in listed.json() for place in tenant["locations"])

    await eventually(known)
    return location_id


async def summaries(client, headers, tenant_id: str, action: str) -> list[str]:
    response = await client.get("/api/admin/audit-logs", headers=headers,
                                params={"tenantId": tenant_id, "action": action})
    return [entry["summary"] for entry in response.json()]


class TestActionsOnALocation:
    async def test_provisioning_a_location_leaves_the_first_alone_and_is_audited_under_its_name(
            self, client, operator_headers, salons, publish):
        tenant_id = await salons.create(name="Salon Duo")
        harbour = await second_location(publish, client, operator_headers, tenant_id)

        response = await client.post(f"/api/admin/provision-agent/{tenant_id}", headers=operator_headers,
                                     params={"location": harbour})

        assert response.status_code == 200, response.text
        assert (response.json()["locationId"], response.json()["agentStatus"]) == (harbour, "provisioning")

        async def pending() -> dict | None:
            agent = (await client.get(f"/api/admin/tenants/{tenant_id}/agent", headers=operator_headers,
                                      params={"location": harbour})).json()
            return agent if agent["agentStatus"] == "webhooks_pending" else None

        agent = await eventually(pending)
        assert agent["locationId"] == harbour and agent["phoneNumber"]
        first = await agent_of(client, operator_headers, tenant_id)
        assert (first["locationId"], first["agentStatus"]) == (tenant_id, "not_provisioned")
        config = await client.get(f"/api/admin/webhook-config/{tenant_id}", headers=operator_headers,
                                  params={"location": harbour})
        assert (config.json()["agentId"], config.json()["locationId"]) == (agent["agentId"], harbour)
        assert await summaries(client, operator_headers, tenant_id, "admin.provision_agent") == [
            "Operator alice launched Salon Duo (Harbour)'s receptionist; the receptionist is now provisioning."]

    async def test_the_engine_of_a_location_is_its_own(self, client, operator_headers, salons, publish):
        tenant_id = await salons.create(name="Salon Trio")
        harbour = await second_location(publish, client, operator_headers, tenant_id)

        response = await client.patch(f"/api/admin/tenants/{tenant_id}/agent/engine", headers=operator_headers,
                                      params={"location": harbour}, json={"voiceEngine": "hosted"})

        assert response.status_code == 200, response.text
        assert (response.json()["locationId"], response.json()["voiceEngine"]) == (harbour, "hosted")
        assert (await agent_of(client, operator_headers, tenant_id))["voiceEngine"] == "ringbook"

    async def test_another_salons_location_is_not_found_and_never_named(self, client, operator_headers, salons,
                                                                        publish):
        mine = await salons.create(name="Salon Mine")
        theirs = await salons.create(name="Salon Theirs")
        their_location = await second_location(publish, client, operator_headers, theirs, name="Their Harbour")

        for location in (their_location, str(uuid.uuid4()), "not-a-location"):
            response = await client.post(f"/api/admin/provision-agent/{mine}", headers=operator_headers,
                                         params={"location": location})
            assert (response.status_code, response.json()) == (404, {"error": "Location not found"})
        assert (await agent_of(client, operator_headers, theirs))["agentStatus"] == "not_provisioned"
        said = await summaries(client, operator_headers, mine, "admin.provision_agent")
        assert len(said) == 3 and not any("Harbour" in sentence for sentence in said)

    async def test_a_location_longer_than_an_id_is_refused_as_input(self, client, operator_headers, salons):
        tenant_id = await salons.create()
        response = await client.get(f"/api/admin/tenants/{tenant_id}/agent", headers=operator_headers,
                                    params={"location": "x" * 61})
        assert response.status_code == 422 and "location" in response.json()["error"]

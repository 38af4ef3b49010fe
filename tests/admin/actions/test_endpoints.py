"""The operator's actions through the admin app, answered by the real receptionist over NATS."""

import uuid

from ringbook_common.testing.wait import eventually

from .conftest import fail_agent

FUNCTIONS = ["get_business_info", "check_availability", "book_appointment", "reschedule_appointment",
             "cancel_appointment", "request_callback", "join_waitlist"]


async def audit_entries(db, tenant_id: str, event_type: str) -> list:
    return await db.rows("SELECT event_type, tenant_id, details FROM audit_log WHERE tenant_id = :tenant_id "
                         "AND event_type = :event_type ORDER BY id", tenant_id=tenant_id, event_type=event_type)


async def agent_of(client, headers, tenant_id: str) -> dict:
    response = await client.get(f"/api/admin/tenants/{tenant_id}/agent", headers=headers)
    assert response.status_code == 200, response.text
    return response.json()


async def provisioned(client, headers, salons) -> str:
    """A salon whose agent the operator provisioned, now waiting for its webhooks."""
    tenant_id = await salons.create()
    assert (await client.post(f"/api/admin/provision-agent/{tenant_id}", headers=headers)).status_code == 200

    async def pending() -> dict | None:
        agent = await agent_of(client, headers, tenant_id)
        return agent if agent["agentStatus"] == "webhooks_pending" else None

    await eventually(pending)
    return tenant_id


class TestProvisionAgent:
    async def test_answers_the_agent_fields_and_audits_the_operator(self, client, db, operator_headers, salons):
        tenant_id = await salons.create()

        response = await client.post(f"/api/admin/provision-agent/{tenant_id}", headers=operator_headers)

        assert response.status_code == 200, response.text
        body = response.json()
        assert body["tenantId"] == tenant_id and body["agentStatus"] == "provisioning"
        assert {"agentId", "phoneNumber", "formattedPhoneNumber", "webhooksConfigured"} <= set(body)
        assert "error" not in body
        [entry] = await audit_entries(db, tenant_id, "admin.provision_agent")
        assert "operator=operator:alice" in entry["details"] and "outcome=ok" in entry["details"]
        assert "agentStatus=provisioning" in entry["details"]

    async def test_the_local_provider_ends_waiting_for_webhooks_with_a_number(self, client, operator_headers,
                                                                           salons):
        tenant_id = await provisioned(client, operator_headers, salons)
        agent = await agent_of(client, operator_headers, tenant_id)
        assert agent["agentId"] and agent["phoneNumber"].startswith("+") and agent["formattedPhoneNumber"]
        assert agent["webhooksConfigured"] is False and agent["provisionedAt"]

    async def test_a_second_provision_is_a_conflict_and_audited(self, client, db, operator_headers, salons):
        tenant_id = await provisioned(client, operator_headers, salons)

        response = await client.post(f"/api/admin/provision-agent/{tenant_id}", headers=operator_headers)

        assert response.status_code == 409
        assert "webhooks_pending" in response.json()["error"]
        ok, refused = await audit_entries(db, tenant_id, "admin.provision_agent")
        assert "outcome=ok" in ok["details"]
        assert "outcome=failed" in refused["details"] and "status=409" in refused["details"]
        assert "operator=operator:alice" in refused["details"]

    async def test_an_unknown_tenant_is_not_found_and_audited(self, client, db, operator_headers, receptionist):
        tenant_id = str(uuid.uuid4())

        response = await client.post(f"/api/admin/provision-agent/{tenant_id}", headers=operator_headers)

        assert (response.status_code, response.json()) == (404, {"error": "No salon with this id"})
        [entry] = await audit_entries(db, tenant_id, "admin.provision_agent")
        assert "outcome=failed" in entry["details"] and "status=404" in entry["details"]

    async def test_only_operators_may_act(self, client, owner_headers, receptionist):
        tenant_id = str(uuid.uuid4())
        assert (await client.post(f"/api/admin/provision-agent/{tenant_id}")).status_code == 401
        response = await client.post(f"/api/admin/provision-agent/{tenant_id}", headers=owner_headers)
        assert response.status_code == 403


class TestWebhookConfig:
    async def test_has_the_agent_and_exactly_the_six_functions(self, client, operator_headers, salons,
                                                              receptionist):
        tenant_id = await provisioned(client, operator_headers, salons)
        agent = await agent_of(client, operator_headers, tenant_id)

        response = await client.get(f"/api/admin/webhook-config/{tenant_id}", headers=operator_headers)

        assert response.status_code == 200, response.text
        config = response.json()
        assert set(config) == {"agentId", "locationId", "dashboardUrl", "functions"}
        assert config["locationId"] == tenant_id
        assert config["agentId"] == agent["agentId"] and config["dashboardUrl"] == ""  # local provider
        assert [function["name"] for function in config["functions"]] == FUNCTIONS
        base_url = receptionist.state.settings.public_base_url
        for function in config["functions"]:
            assert set(function) == {"name", "description", "url", "method", "parameters"}
            assert function["url"] == f"{base_url}/api/receptionist/functions/{function['name']}"
            assert function["method"] == "POST" and function["description"]
            assert function["parameters"]["type"] == "object"

    async def test_a_salon_without_an_agent_has_none(self, client, operator_headers, salons):
        tenant_id = await salons.create()
        response = await client.get(f"/api/admin/webhook-config/{tenant_id}", headers=operator_headers)
        assert (response.status_code, response.json()) == (404, {"error": "This salon has no voice agent yet"})


class TestMarkWebhooksConfigured:
    async def test_the_self_test_passes_and_the_agent_is_active(self, client, db, operator_headers, salons):
        tenant_id = await provisioned(client, operator_headers, salons)

        response = await client.patch(f"/api/admin/tenants/{tenant_id}/webhooks", json={"configured": True},
                                      headers=operator_headers)

        assert response.status_code == 200, response.text
        assert (response.json()["agentStatus"], response.json()["webhooksConfigured"]) == ("active", True)
        assert (await agent_of(client, operator_headers, tenant_id))["agentStatus"] == "active"
        [entry] = await audit_entries(db, tenant_id, "admin.mark_webhooks_configured")
        assert "operator=operator:alice" in entry["details"] and "agentStatus=active" in entry["details"]

    async def test_a_failed_agent_is_a_conflict_and_audited(self, client, db, operator_headers, salons,
                                                           receptionist):
        tenant_id = await provisioned(client, operator_headers, salons)
        await fail_agent(receptionist, tenant_id)

        response = await client.patch(f"/api/admin/tenants/{tenant_id}/webhooks", json={"configured": True},
                                      headers=operator_headers)

        assert response.status_code == 409
        assert response.json() == {"error": "Only an agent waiting for its webhooks can be marked as configured"}
        [entry] = await audit_entries(db, tenant_id, "admin.mark_webhooks_configured")
        assert "outcome=failed" in entry["details"] and "status=409" in entry["details"]

    async def test_configured_false_is_refused_as_input(self, client, operator_headers, salons):
        tenant_id = await salons.create()
        for body in ({"configured": False}, {}):
            response = await client.patch(f"/api/admin/tenants/{tenant_id}/webhooks", json=body,
                                          headers=operator_headers)
            assert response.status_code == 422 and response.json()["fields"]["configured"]
        assert (await agent_of(client, operator_headers, tenant_id))["agentStatus"] == "not_provisioned"

    async def test_a_salon_without_an_agent_is_not_found(self, client, operator_headers, salons):
        tenant_id = await salons.create()
        response = await client.patch(f"/api/admin/tenants/{tenant_id}/webhooks", json={"configured": True},
                                      headers=operator_headers)
        assert response.status_code == 404


class TestRetry:
    async def test_a_failed_agent_is_provisioned_again(self, client, operator_headers, salons, receptionist):
        tenant_id = await provisioned(client, operator_headers, salons)
        number = (await agent_of(client, operator_headers, tenant_id))["phoneNumber"]
        await fail_agent(receptionist, tenant_id)
        assert (await agent_of(client, operator_headers, tenant_id))["provisioningError"] == "Provider refused"

        response = await client.post(f"/api/admin/provision-agent/{tenant_id}", headers=operator_headers)

        assert response.status_code == 200 and response.json()["agentStatus"] == "provisioning"

        async def pending_again() -> bool:
            return (await agent_of(client, operator_headers, tenant_id))["agentStatus"] == "webhooks_pending"

        await eventually(pending_again)
        assert (await agent_of(client, operator_headers, tenant_id))["phoneNumber"] == number  # never a second


class TestChooseEngine:
    async def test_the_agent_shows_the_choice_and_a_change_is_audited(self, client, db, operator_headers, salons):
        tenant_id = await provisioned(client, operator_headers, salons)
        agent = await agent_of(client, operator_headers, tenant_id)
        assert (agent["voiceEngine"], agent["understanding"]) == ("ringbook", "built_in")

        response = await client.patch(f"/api/admin/tenants/{tenant_id}/agent/engine", headers=operator_headers,
                                      json={"voiceEngine": "hosted", "understanding": "llm"})

        assert response.status_code == 200, response.text
        assert (response.json()["voiceEngine"], response.json()["understanding"]) == ("hosted", "llm")
        assert response.json()["agentStatus"] == "webhooks_pending"
        agent = await agent_of(client, operator_headers, tenant_id)
        assert (agent["voiceEngine"], agent["understanding"]) == ("hosted", "llm")
        [entry] = await audit_entries(db, tenant_id, "admin.choose_engine")
        assert "operator=operator:alice" in entry["details"] and "outcome=ok" in entry["details"]
        assert "voiceEngine=hosted" in entry["details"] and "understanding=llm" in entry["details"]

    async def test_one_field_alone_leaves_the_other(self, client, operator_headers, salons):
        tenant_id = await salons.create()
        response = await client.patch(f"/api/admin/tenants/{tenant_id}/agent/engine", headers=operator_headers,
                                      json={"understanding": "llm"})
        assert response.status_code == 200, response.text
        assert (response.json()["voiceEngine"], response.json()["understanding"]) == ("ringbook", "llm")

    async def test_bad_input_is_a_422_with_the_field(self, client, operator_headers, salons):
        tenant_id = await salons.create()
        for body in ({"voiceEngine": "retell"}, {"understanding": "gpt-4"}, {}, {"voiceEngine": None}):
            response = await client.patch(f"/api/admin/tenants/{tenant_id}/agent/engine",
                                          headers=operator_headers, json=body)
            assert response.status_code == 422, body
            assert response.json()["error"]
        response = await client.patch(f"/api/admin/tenants/{tenant_id}/agent/engine", headers=operator_headers,
                                      json={"voiceEngine": "retell"})
        assert "voiceEngine" in response.json()["fields"]

    async def test_an_unknown_tenant_is_not_found_and_audited(self, client, db, operator_headers, receptionist):
        tenant_id = str(uuid.uuid4())
        response = await client.patch(f"/api/admin/tenants/{tenant_id}/agent/engine", headers=operator_headers,
                                      json={"voiceEngine": "hosted"})
        assert response.status_code == 404 and response.json()["error"]
        [entry] = await audit_entries(db, tenant_id, "admin.choose_engine")
        assert "outcome=failed" in entry["details"] and "status=404" in entry["details"]

    async def test_only_operators_may_choose(self, client, owner_headers, receptionist):
        response = await client.patch(f"/api/admin/tenants/{uuid.uuid4()}/agent/engine", headers=owner_headers,
                                      json={"voiceEngine": "hosted"})
        assert response.status_code == 403

"""The operator end to end through the gateway: an owner registers and configures a salon (without launching the
receptionist); the operator, with the admin token, provisions its agent with the local provider, reads the webhook
config, marks it configured; the agent is active and the audit log shows each step under the operator's name."""

import httpx
from sqlalchemy import text

from ringbook_common.db import create_engine
from ringbook_common.testing.wait import eventually

FUNCTIONS = ["get_business_info", "check_availability", "book_appointment", "reschedule_appointment",
             "cancel_appointment", "request_callback", "join_waitlist"]


async def audit_trail(stack, tenant_id: str) -> list[dict]:
    engine = create_engine(stack.database_url("admin"))
    try:
        async with engine.connect() as conn:
            rows = await conn.execute(text("SELECT event_type, details FROM audit_log WHERE tenant_id = :tenant_id "
                                           "ORDER BY occurred_at, id"), {"tenant_id": tenant_id})
            return [dict(row) for row in rows.mappings()]
    finally:
        await engine.dispose()


async def test_the_operator_provisions_configures_and_activates_a_salon(gateway_url, owner_session, stack,
                                                                       configure_salon):
    token = (stack.secrets_dir / "admin-token").read_text().strip()
    async with owner_session(name="Dana Cruz") as owner:
        tenant_id = await configure_salon(owner, name="Salon Dos")

    async with httpx.AsyncClient(base_url=gateway_url, timeout=30, headers={"x-admin-token": token}) as operator:
        # The operator finds the new salon by its name.
        async def listed() -> dict | None:
            found = (await operator.get("/api/admin/clients", params={"search": "salon dos"})).json()
            return next((client for client in found if client["tenantId"] == tenant_id), None)
        client = await eventually(listed, timeout=30)
        assert (client["name"], client["agentStatus"]) == ("Salon Dos", "not_provisioned")
        overview = (await operator.get("/api/admin/overview")).json()
        assert overview["kpis"]["totalClients"] >= 1 and overview["kpis"]["newClientsThisMonth"] >= 1

        async def known() -> bool:
            # The receptionist knows the salon once tenants' event reached it: until then it is a 404.
            return (await operator.get(f"/api/admin/tenants/{tenant_id}/agent")).status_code == 200
        await eventually(known, timeout=30)
        provisioned = await operator.post(f"/api/admin/provision-agent/{tenant_id}")
        assert provisioned.status_code == 200, provisioned.text
        assert (provisioned.json()["tenantId"], provisioned.json()["agentStatus"]) == (tenant_id, "provisioning")

        async def pending() -> dict | None:
            agent = (await operator.get(f"/api/admin/tenants/{tenant_id}/agent")).json()
            return agent if agent["agentStatus"] == "webhooks_pending" else None
        agent = await eventually(pending, timeout=60)
        assert agent["agentId"] and agent["phoneNumber"].startswith("+1") and agent["formattedPhoneNumber"]

        again = await operator.post(f"/api/admin/provision-agent/{tenant_id}")
        assert again.status_code == 409 and again.json()["error"]

        config = await operator.get(f"/api/admin/webhook-config/{tenant_id}")
        assert config.status_code == 200, config.text
        assert config.json()["agentId"] == agent["agentId"]
        assert [function["name"] for function in config.json()["functions"]] == FUNCTIONS
        assert all(function["url"].endswith(f"/api/receptionist/functions/{function['name']}")
                   and function["method"] == "POST" and function["parameters"]
                   for function in config.json()["functions"])

        marked = await operator.patch(f"/api/admin/tenants/{tenant_id}/webhooks", json={"configured": True})
        assert marked.status_code == 200, marked.text
        assert (marked.json()["agentStatus"], marked.json()["webhooksConfigured"]) == ("active", True)
        agent = (await operator.get(f"/api/admin/tenants/{tenant_id}/agent")).json()
        assert agent["agentStatus"] == "active"

        async def phone_listed() -> dict | None:
            phones = (await operator.get("/api/admin/phone-numbers", params={"pageSize": 200})).json()
            return next((phone for phone in phones if phone["tenantName"] == "Salon Dos"
                         and phone["status"] == "active"), None)
        phone = await eventually(phone_listed, timeout=30)
        assert phone["formattedPhoneNumber"] == agent["formattedPhoneNumber"] and phone["webhooksConfigured"]
        # ... and by its new number, written the way a caller would say it.
        digits = agent["phoneNumber"][2:]
        spoken = f"({digits[:3]}) {digits[3:6]}-{digits[6:]}"
        found = (await operator.get("/api/admin/clients", params={"search": spoken})).json()
        assert [client["tenantId"] for client in found if client["tenantId"] == tenant_id] == [tenant_id]

        async def logged() -> list[dict] | None:
            entries = (await operator.get("/api/admin/audit-logs", params={"tenantId": tenant_id,
                                                                            "pageSize": 200})).json()
            actions = {entry["action"] for entry in entries}
            return entries if {"admin.provision_agent", "admin.mark_webhooks_configured"} <= actions else None
        entries = await eventually(logged, timeout=30)
        assert all(entry["tenantName"] == "Salon Dos" for entry in entries if entry["action"].startswith("admin."))

    async with httpx.AsyncClient(base_url=gateway_url, timeout=15) as stranger:
        wrong = await stranger.post(f"/api/admin/provision-agent/{tenant_id}", headers={"x-admin-token": "wrong"})
        assert (wrong.status_code, wrong.json()) == (401, {"error": "Invalid admin token"})
        missing = await stranger.get(f"/api/admin/webhook-config/{tenant_id}")
        assert (missing.status_code, missing.json()) == (401, {"error": "Admin token required"})

    async def every_step() -> list[dict] | None:
        trail = await audit_trail(stack, tenant_id)
        statuses = {entry["details"].split("status=")[1].split(",")[0] for entry in trail
                    if entry["event_type"] == "receptionist.agent_updated" and "status=" in entry["details"]}
        return trail if {"provisioning", "webhooks_pending", "active"} <= statuses else None
    trail = await eventually(every_step, timeout=30)
    actions = [(entry["event_type"], entry["details"]) for entry in trail if entry["event_type"].startswith("admin.")]
    assert [event_type for event_type, _ in actions] == ["admin.provision_agent", "admin.provision_agent",
                                                         "admin.mark_webhooks_configured"]
    assert all("operator=dev" in details for _, details in actions)
    assert ["outcome=ok" in actions[0][1], "outcome=failed" in actions[1][1] and "status=409" in actions[1][1],
            "outcome=ok" in actions[2][1]] == [True, True, True]

"""The operator's lists: shapes, search by each field, paging and sorting, and who may read them."""

import pytest

from ringbook_common.testing.wait import eventually

from ..factories import Salon

LISTS = ("/api/admin/tenants", "/api/admin/clients", "/api/admin/phone-numbers", "/api/admin/agents",
         "/api/admin/audit-logs", "/api/admin/overview", "/api/admin/integrations")


async def count_of(client, headers, path: str, expected: int, **params) -> bool:
    response = await client.get(path, headers=headers, params=params)
    return response.status_code == 200 and int(response.headers["x-total-count"]) == expected


async def salons(publish, client, headers, specs: list[tuple[str, str, str, str]]) -> list[Salon]:
    """(name, e-mail, phone, pretty) each, with an active agent; waits until all are listed."""
    made = []
    for name, email, phone, pretty in specs:
        salon = Salon(publish, name=name, email=email)
        await salon.live(phone, pretty)
        made.append(salon)
    # Names (tenants stream) and numbers (receptionist stream) arrive on separate consumers: wait for both.
    wanted = {salon.name for salon in made}
    await eventually(lambda: named_with_phones(client, headers, wanted))
    return made


async def named_with_phones(client, headers, wanted: set[str]) -> bool:
    response = await client.get("/api/admin/phone-numbers", headers=headers, params={"pageSize": 200})
    return wanted <= {record["tenantName"] for record in response.json()}


@pytest.fixture
async def three(publish, client, operator_headers) -> list[Salon]:
    return await salons(publish, client, operator_headers, [
        ("Shear Joy", "joy@example.com", "+18005550123", "(800) 555-0123"),
        ("Cut Above", "above@cuts.test", "+14155550999", "(415) 555-0999"),
        ("Blow Dry Bar", "bar@example.org", "+12125550456", "(212) 555-0456"),
    ])


async def names(client, headers, path: str = "/api/admin/clients", **params) -> list[str]:
    response = await client.get(path, headers=headers, params=params)
    assert response.status_code == 200
    return [item.get("name") or item.get("tenantName") for item in response.json()]


class TestClientSearch:
    @pytest.mark.parametrize(("search", "found"), [
        ("shear", ["Shear Joy"]),
        ("CUT", ["Cut Above"]),
        ("above@cuts", ["Cut Above"]),
        ("example.org", ["Blow Dry Bar"]),
        ("(800) 555-0123", ["Shear Joy"]),
        ("800-555-0123", ["Shear Joy"]),
        ("+1 800 555 0123", ["Shear Joy"]),
        ("18005550123", ["Shear Joy"]),
        ("555-0999", ["Cut Above"]),
        ("nobody", []),
        ("100%", []),
    ])
    async def test_finds_by_name_email_or_phone_however_written(self, client, operator_headers, three, search,
                                                                found):
        response = await client.get("/api/admin/clients", headers=operator_headers, params={"search": search})
        assert response.status_code == 200
        assert [item["name"] for item in response.json()] == found
        assert response.headers["x-total-count"] == str(len(found))

    async def test_without_search_lists_everyone_newest_first(self, client, operator_headers, three):
        assert await names(client, operator_headers) == ["Blow Dry Bar", "Cut Above", "Shear Joy"]

    async def test_a_number_stored_without_country_code_is_found_with_it(self, client, publish,
                                                                         operator_headers):
        await salons(publish, client, operator_headers, [("Local Line", "l@example.com", "3125550777", "")])
        assert await names(client, operator_headers, search="+1 (312) 555-0777") == ["Local Line"]


class TestPaging:
    async def test_pages_with_a_total_header(self, client, operator_headers, three):
        first = await client.get("/api/admin/clients", headers=operator_headers,
                                 params={"pageSize": 2, "sort": "name"})
        second = await client.get("/api/admin/clients", headers=operator_headers,
                                  params={"pageSize": 2, "page": 2, "sort": "name"})
        beyond = await client.get("/api/admin/clients", headers=operator_headers, params={"page": 9})
        assert [item["name"] for item in first.json()] == ["Blow Dry Bar", "Cut Above"]
        assert [item["name"] for item in second.json()] == ["Shear Joy"]
        assert beyond.json() == []
        assert {first.headers["x-total-count"], second.headers["x-total-count"], beyond.headers["x-total-count"]} \
            == {"3"}

    @pytest.mark.parametrize("params", [{"pageSize": 201}, {"pageSize": 0}, {"page": 0}, {"sort": "secret"}])
    async def test_out_of_range_paging_is_malformed(self, client, operator_headers, params):
        response = await client.get("/api/admin/clients", headers=operator_headers, params=params)
        assert response.status_code == 422

    async def test_sorts_by_name_either_way(self, client, operator_headers, three):
        assert await names(client, operator_headers, sort="-name") == ["Shear Joy", "Cut Above", "Blow Dry Bar"]
        assert await names(client, operator_headers, "/api/admin/agents", sort="-name") == \
            ["Shear Joy", "Cut Above", "Blow Dry Bar"]


class TestPhonesAndAgents:
    async def test_phone_records(self, client, publish, operator_headers, three):
        pending = Salon(publish, name="Almost There")
        await pending.live("+13055550100", "(305) 555-0100", status="webhooks_pending", texting="pending")
        bare = Salon(publish, name="No Line Yet")
        await bare.created()
        await eventually(lambda: named_with_phones(client, operator_headers, {"Almost There"}))
        response = await client.get("/api/admin/phone-numbers", headers=operator_headers)
        records = response.json()
        assert [record["tenantName"] for record in records] == ["Almost There", "Blow Dry Bar", "Cut Above",
                                                                 "Shear Joy"]
        assert records[0] == {"tenantId": pending.tenant_id, "tenantName": "Almost There",
                              "locationId": pending.tenant_id, "locationName": None,
                              "phoneNumber": "+13055550100", "formattedPhoneNumber": "(305) 555-0100",
                              "texting": "pending", "status": "webhooks_pending", "webhooksConfigured": False}
        assert records[1]["webhooksConfigured"] is True

    async def test_agent_records(self, client, publish, operator_headers, three):
        failed = Salon(publish, name="Broken Agent")
        await failed.created()
        await failed.updated()
        await failed.agent("failed", error="Provider refused the number", voice_engine="hosted",
                           understanding="llm")
        async def listed() -> bool:
            records = (await client.get("/api/admin/agents", headers=operator_headers)).json()
            return "Broken Agent" in {record["tenantName"] for record in records}
        await eventually(listed)
        records = (await client.get("/api/admin/agents", headers=operator_headers)).json()
        assert [record["tenantName"] for record in records] == ["Blow Dry Bar", "Broken Agent", "Cut Above",
                                                                 "Shear Joy"]
        assert records[1] == {"tenantId": failed.tenant_id, "tenantName": "Broken Agent",
                              "locationId": failed.tenant_id, "locationName": None, "agentId": None,
                              "status": "failed", "phoneNumber": None, "formattedPhoneNumber": None, "texting": None,
                              "voice": None,
                              "voiceEngine": "hosted", "understanding": "llm", "provisionedAt": None,
                              "error": "Provider refused the number"}
        joy = records[3]
        assert joy["agentId"] == "agent_" + three[0].tenant_id[:8]
        assert joy["status"] == "active" and joy["voice"] == "male"
        assert (joy["voiceEngine"], joy["understanding"]) == ("ringbook", "built_in")
        assert joy["formattedPhoneNumber"] == "(800) 555-0123" and joy["provisionedAt"]


class TestAuditLogs:
    async def test_entries_name_their_tenant_newest_first(self, client, publish, operator_headers):
        salon = Salon(publish, name="Logged Salon")
        await salon.created()
        await salon.updated()
        await eventually(lambda: count_of(client, operator_headers, "/api/admin/audit-logs", 2,
                                          tenantId=salon.tenant_id))
        response = await client.get("/api/admin/audit-logs", headers=operator_headers,
                                    params={"tenantId": salon.tenant_id})
        entries = response.json()
        assert [entry["action"] for entry in entries] == ["tenants.tenant_updated", "tenants.tenant_created"]
        assert set(entries[0]) == {"id", "action", "summary", "details", "tenantId", "tenantName", "timestamp"}
        assert {entry["tenantName"] for entry in entries} == {"Logged Salon"}
        assert {entry["tenantId"] for entry in entries} == {salon.tenant_id}
        assert "onboardingComplete=True" in entries[0]["details"]
        assert "Logged Salon" not in entries[0]["details"]  # personal data stays out of the trail

    async def test_filters_by_action_and_pages(self, client, publish, operator_headers):
        salon = Salon(publish)
        await salon.created()
        await salon.services(1)
        await salon.services(2)
        await eventually(lambda: count_of(client, operator_headers, "/api/admin/audit-logs", 2,
                                          action="tenants.services_updated"))
        page = await client.get("/api/admin/audit-logs", headers=operator_headers,
                                params={"action": "tenants.services_updated", "pageSize": 1, "page": 2})
        assert len(page.json()) == 1
        assert page.headers["x-total-count"] == "2"


class TestAccess:
    @pytest.mark.parametrize("path", LISTS)
    async def test_an_owner_is_forbidden(self, client, owner_headers, path):
        response = await client.get(path, headers=owner_headers)
        assert response.status_code == 403

    @pytest.mark.parametrize("path", LISTS)
    async def test_without_a_principal_is_unauthorized(self, client, path):
        response = await client.get(path)
        assert response.status_code == 401

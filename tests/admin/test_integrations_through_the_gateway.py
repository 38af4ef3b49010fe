"""The integrations screen, end to end: each integration's state is what the service that uses it answers over
the bus (the local stack: the built-in voice provider, no Cal.com or Google OAuth client, development outboxes
for texts and e-mail)."""

import httpx

from ringbook_common.testing.wait import eventually


async def test_each_integration_is_what_its_own_service_answers(gateway_url, stack):
    token = (stack.secrets_dir / "admin-token").read_text().strip()
    async with httpx.AsyncClient(base_url=gateway_url, timeout=30, headers={"x-admin-token": token}) as operator:
        async def everyone_answered() -> list[dict] | None:
            response = await operator.get("/api/admin/integrations", params={"refresh": "1"})
            assert response.status_code == 200, response.text
            items = response.json()
            return items if all(item["status"] != "no_answer" for item in items) else None

        items = await eventually(everyone_answered, timeout=60)
    assert [(item["name"], item["status"], item["detail"]) for item in items] == [
        ("Voice provider", "configured", "local"), ("Cal.com", "not_configured", ""),
        ("Google", "not_configured", ""), ("SMS", "not_configured", "outbox"), ("E-mail", "not_configured", "outbox")]

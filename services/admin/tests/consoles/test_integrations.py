"""Which integrations this deployment has, as the services that own them answer over the bus. On admin's own
NATS, booking and identity never serve here: theirs show that the service did not answer. (The receptionist's
answer is checked beside the real receptionist, in tests/admin and the cross-service suite.)"""

from datetime import datetime

NAMES = ["Voice provider", "Cal.com", "Google", "SMS", "E-mail"]


class TestEndpoint:
    async def test_lists_each_integration_with_its_last_check(self, client, operator_headers):
        response = await client.get("/api/admin/integrations", headers=operator_headers)
        assert response.status_code == 200
        items = response.json()
        assert [item["name"] for item in items] == NAMES
        assert set(items[0]) == {"key", "name", "status", "detail", "lastChecked"}
        datetime.fromisoformat(items[0]["lastChecked"])

    async def test_an_integration_whose_service_does_not_answer_says_so(self, client, operator_headers):
        response = await client.get("/api/admin/integrations", headers=operator_headers)
        assert response.status_code == 200
        silent = {item["key"]: (item["status"], item["detail"]) for item in response.json()
                  if item["key"] != "voice_provider"}
        assert silent == {"calcom": ("no_answer", "The booking service did not answer"),
                          "google": ("no_answer", "The booking service did not answer"),
                          "sms": ("no_answer", "The booking service did not answer"),
                          "email": ("no_answer", "The identity service did not answer")}

    async def test_refresh_checks_again_now(self, client, operator_headers):
        before = (await client.get("/api/admin/integrations", headers=operator_headers)).json()
        after = (await client.get("/api/admin/integrations", headers=operator_headers,
                                  params={"refresh": "1"})).json()
        assert all(datetime.fromisoformat(new["lastChecked"]) > datetime.fromisoformat(old["lastChecked"])
                   for old, new in zip(before, after, strict=True))

    async def test_a_silent_service_is_asked_again_on_the_next_read(self, client, operator_headers):
        first = (await client.get("/api/admin/integrations", headers=operator_headers)).json()
        again = (await client.get("/api/admin/integrations", headers=operator_headers)).json()
        assert all(datetime.fromisoformat(new["lastChecked"]) > datetime.fromisoformat(old["lastChecked"])
                   for old, new in zip(first, again, strict=True))

    async def test_a_read_that_checks_again_answers_what_it_found(self, client, operator_headers, db):
        answered = (await client.get("/api/admin/integrations", headers=operator_headers,
                                     params={"refresh": "1"})).json()
        stored = {row["name"]: row["last_checked"] for row in
                  await db.rows("SELECT name, last_checked FROM integrations")}
        assert {item["key"]: datetime.fromisoformat(item["lastChecked"]) for item in answered} == stored

"""Which integrations this deployment has, from the admin service's settings."""

from datetime import datetime

from admin.config import Settings
from admin.integrations.service import check_all


class TestEndpoint:
    async def test_lists_each_integration_with_its_last_check(self, client, operator_headers):
        response = await client.get("/api/admin/integrations", headers=operator_headers)
        assert response.status_code == 200
        items = response.json()
        assert [item["name"] for item in items] == ["Voice provider", "Cal.com", "Google", "SMS", "E-mail"]
        assert {item["status"] for item in items} == {"not_configured"}
        assert set(items[0]) == {"key", "name", "status", "detail", "lastChecked"}
        datetime.fromisoformat(items[0]["lastChecked"])

    async def test_refresh_checks_again_now(self, client, operator_headers):
        before = (await client.get("/api/admin/integrations", headers=operator_headers)).json()
        after = (await client.get("/api/admin/integrations", headers=operator_headers,
                                  params={"refresh": "1"})).json()
        assert all(datetime.fromisoformat(new["lastChecked"]) > datetime.fromisoformat(old["lastChecked"])
                   for old, new in zip(before, after, strict=True))


class TestChecks:
    def test_a_fully_configured_deployment(self):
        settings = Settings(env="production", voice_provider="retell", calcom_configured=True,
                            google_configured=True, sms_backend="twilio", twilio_account_sid="AC123",
                            mail_backend="smtp", smtp_host="smtp.example.com")
        assert [(check.key, check.configured) for check in check_all(settings)] == [
            ("voice_provider", True), ("calcom", True), ("google", True), ("sms", True), ("email", True)]

    def test_development_outboxes_are_not_configured(self):
        settings = Settings(env="dev", voice_provider="local")
        checks = {check.key: check for check in check_all(settings)}
        assert checks["voice_provider"].configured
        assert not checks["sms"].configured and checks["sms"].detail == "outbox"
        assert not checks["email"].configured and checks["email"].detail == "outbox"

    def test_twilio_without_an_account_is_not_configured(self):
        settings = Settings(env="production", sms_backend="twilio")
        assert not {check.key: check for check in check_all(settings)}["sms"].configured

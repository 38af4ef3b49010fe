"""The operator's actions when the receptionist does not answer: a clear 503, and the attempt audited."""

import uuid

from admin.app import create_app
from ringbook_common.infra.nats import NatsServer
from ringbook_common.testing.plugin import running_app


class TestReceptionistDown:
    async def test_every_action_answers_503_and_the_attempt_is_audited(self, app, db, settings, operator_headers,
                                                                      test_root):
        # An admin app on a NATS server where no receptionist is serving.
        lonely = NatsServer(test_root / "admin-lonely-nats", log_file=test_root / "admin-lonely-nats.log")
        lonely.start()
        try:
            alone = create_app(settings.model_copy(update={"nats_url": lonely.url}))
            async with running_app(alone) as client:
                await alone.state.bus.wait_ready(10)
                tenant_id = str(uuid.uuid4())
                calls = [client.post(f"/api/admin/provision-agent/{tenant_id}", headers=operator_headers),
                         client.get(f"/api/admin/webhook-config/{tenant_id}", headers=operator_headers),
                         client.patch(f"/api/admin/tenants/{tenant_id}/webhooks", json={"configured": True},
                                      headers=operator_headers),
                         client.get(f"/api/admin/tenants/{tenant_id}/agent", headers=operator_headers)]
                for call in calls:
                    response = await call
                    assert response.status_code == 503
                    assert response.json() == {
                        "error": "The receptionist service is not answering right now. Please try again shortly."}
        finally:
            lonely.stop()
        entries = await db.rows("SELECT event_type, details FROM audit_log WHERE tenant_id = :tenant_id ORDER BY id",
                                tenant_id=tenant_id)
        assert [entry["event_type"] for entry in entries] == ["admin.provision_agent",
                                                             "admin.mark_webhooks_configured"]
        assert all("status=503" in entry["details"] and "operator=operator:alice" in entry["details"]
                   for entry in entries)

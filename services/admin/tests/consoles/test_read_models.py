"""The read models, built from real events over real NATS by the running admin app."""

from datetime import UTC, datetime, timedelta

from ringbook_common.testing.wait import eventually

from ..factories import Salon


async def tenant_record(client, headers, tenant_id: str, **expected) -> dict | None:
    response = await client.get("/api/admin/tenants", headers=headers, params={"pageSize": 200})
    for record in response.json():
        if record["tenantId"] == tenant_id and all(record[key] == value for key, value in expected.items()):
            return record
    return None


async def settled(client, headers, tenant_id: str, **expected) -> dict:
    return await eventually(lambda: tenant_record(client, headers, tenant_id, **expected))


class TestTenantRecord:
    async def test_every_domain_fills_in_its_part(self, client, publish, operator_headers):
        salon = Salon(publish, name="Shear Joy")
        await salon.created()
        await salon.updated()
        await salon.services(3)
        await salon.staff_added(1)
        await salon.staff_added(2)
        await salon.setup("business_info", location="Old Town", city="Boston")
        provisioned = datetime(2030, 1, 2, 3, 4, 5, tzinfo=UTC)
        await salon.agent("webhooks_pending", phone="+18005550123", pretty="(800) 555-0123", agent_id="agent_1",
                          voice="female", provisioned=provisioned, voice_engine="hosted", understanding="llm",
                          texting="pending")

        record = await settled(client, operator_headers, salon.tenant_id, agentStatus="webhooks_pending",
                               staffCount=2, servicesCount=3, receptionistStatus="business_info")
        assert record == {
            "tenantId": salon.tenant_id, "name": "Shear Joy", "ownerEmail": salon.email,
            "agentStatus": "webhooks_pending", "receptionistStatus": "business_info",
            "phoneNumber": "+18005550123", "formattedPhoneNumber": "(800) 555-0123", "phoneNumberTexting": "pending",
            "agentId": "agent_1", "calcomConnected": True, "location": "Old Town", "city": "Boston",
            "servicesCount": 3, "staffCount": 2,
            "operatingHours": {"start": "09:00", "end": "18:00", "timezone": "America/New_York"},
            "voice": "female", "voiceEngine": "hosted", "understanding": "llm", "webhooksConfigured": False,
            "provisionedAt": provisioned.isoformat(), "error": None,
            "onboardingComplete": True, "createdAt": record["createdAt"], "setupUpdatedAt": record["setupUpdatedAt"],
            "texting": {"dailyLimit": 100, "perNumberLimit": 3, "operatorLimit": None, "withheld": 0,
                        "lastWithheldAt": None},
            "planLocations": 1,
            "locations": [{"locationId": salon.tenant_id, "name": "Shear Joy", "address": "", "position": 0,
                           "phoneNumber": "+18005550123", "formattedPhoneNumber": "(800) 555-0123",
                           "texting": "pending", "agentId": "agent_1", "agentStatus": "webhooks_pending",
                           "receptionistStatus": "business_info", "voiceEngine": "hosted",
                           "understanding": "llm", "error": None}],
        }
        assert record["createdAt"] and record["setupUpdatedAt"]

    async def test_a_tenant_before_any_setup_has_the_initial_states(self, client, publish, operator_headers):
        salon = Salon(publish)
        await salon.created()
        record = await settled(client, operator_headers, salon.tenant_id)
        assert record["agentStatus"] == "not_provisioned"
        assert record["receptionistStatus"] == "not_started"
        assert record["calcomConnected"] is False
        assert record["phoneNumber"] is None and record["agentId"] is None
        assert record["onboardingComplete"] is False

    async def test_staff_removal_sets_the_count_it_carries(self, client, publish, operator_headers, db):
        salon = Salon(publish)
        await salon.created()
        await salon.staff_added(1)
        await salon.staff_added(2)
        await salon.staff_removed(1)

        async def removal_applied() -> bool:
            # The audit entry is written in the transaction that applies the event.
            rows = await db.rows("SELECT 1 FROM audit_log WHERE tenant_id = :t "
                                 "AND event_type = 'booking.staff_removed'", t=salon.tenant_id)
            return bool(rows)
        await eventually(removal_applied)
        assert (await tenant_record(client, operator_headers, salon.tenant_id))["staffCount"] == 1

    async def test_events_of_other_streams_may_arrive_before_the_tenant(self, client, publish, operator_headers):
        salon = Salon(publish, name="Early Bird")
        await salon.agent("provisioning")
        await salon.verified()
        await settled(client, operator_headers, salon.tenant_id, agentStatus="provisioning", ownerEmail=salon.email)
        await salon.created()
        await salon.updated()
        await settled(client, operator_headers, salon.tenant_id, name="Early Bird", agentStatus="provisioning")

    async def test_a_tenant_created_before_its_owner_verified_keeps_the_e_mail_the_verification_gave(
            self, client, publish, operator_headers):
        # The tenant may be created (without an e-mail yet) before the tenants service learns of the verification.
        salon = Salon(publish, name="Late Mail")
        await salon.verified()
        await settled(client, operator_headers, salon.tenant_id, ownerEmail=salon.email)
        await salon.created(owner_email="")
        await salon.updated()
        record = await settled(client, operator_headers, salon.tenant_id, name="Late Mail")
        assert record["ownerEmail"] == salon.email

    async def test_an_older_agent_event_applied_late_changes_nothing(self, client, publish, operator_headers):
        salon = Salon(publish)
        await salon.created()
        now = datetime.now(UTC)
        await salon.agent("active", agent_id="agent_new", webhooks=True, when=now)
        await salon.agent("provisioning", when=now - timedelta(minutes=5))
        await salon.setup("ready")  # a later event of the same stream: the stale one was applied before it
        await settled(client, operator_headers, salon.tenant_id, receptionistStatus="ready")
        record = await tenant_record(client, operator_headers, salon.tenant_id)
        assert record["agentStatus"] == "active"
        assert record["agentId"] == "agent_new"


class TestAuditTogether:
    async def test_an_event_applied_to_the_read_models_is_audited_too(self, client, db, publish, operator_headers):
        salon = Salon(publish)
        envelope = await salon.created()
        await settled(client, operator_headers, salon.tenant_id)
        rows = await db.rows("SELECT event_type, tenant_id FROM audit_log WHERE event_id = :id",
                             id=envelope.event_id)
        assert rows == [{"event_type": "tenants.tenant_created", "tenant_id": salon.tenant_id}]

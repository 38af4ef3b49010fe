"""A call-back number said as callers say it: national in the salon's country, or international; kept E.164."""

from receptionist.salon.handlers import on_tenant_updated
from ringbook.tenants.v1 import events_pb2 as tenants
from services.receptionist.tests.factories import apply_event


class TestCallbackNumber:
    async def test_a_national_number_is_kept_as_e164(self, phone, db):
        found = await phone.function("request_callback", {"name": "Jane", "reason": "a quote",
                                                          "phone": "(646) 555-0144"})
        assert found["ok"] is True
        [row] = await db.rows("SELECT phone FROM callbacks")
        assert row["phone"] == "+16465550144"

    async def test_an_international_number_is_kept_as_said(self, phone, db):
        await phone.function("request_callback", {"name": "Lucía", "reason": "colour",
                                                  "phone": "+34 612 34 56 78"})
        [row] = await db.rows("SELECT phone FROM callbacks")
        assert row["phone"] == "+34612345678"

    async def test_a_number_that_cannot_be_read_is_asked_again(self, phone, db):
        found = await phone.function("request_callback", {"name": "Al", "reason": "hours", "phone": "five five"})
        assert found == {"ok": False, "result": "What's the best number to call you back on?"}
        assert await db.rows("SELECT phone FROM callbacks") == []

    async def test_the_salons_country_setting_reads_a_national_number(self, app, phone, owner, db):
        # Its time zone is New York's, but the owner chose Spain.
        await apply_event(app, on_tenant_updated, tenants.TenantUpdated(
            tenant_id=owner.tenant_id, name="Salon Uno", timezone="America/New_York", hours_start="09:00",
            hours_end="18:00", country="ES"), "tenants.tenant_updated", owner.tenant_id)
        await phone.function("request_callback", {"name": "Lucía", "reason": "colour", "phone": "612 34 56 78"})
        [row] = await db.rows("SELECT phone FROM callbacks")
        assert row["phone"] == "+34612345678"

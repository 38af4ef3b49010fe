import pytest
from sqlalchemy import text

from ringbook.common.v1.envelope_pb2 import Envelope
from ringbook.tenants.v1 import events_pb2 as tenants

from .conftest import SETTINGS, published


class TestReadSettings:
    async def test_a_new_tenant_has_the_defaults(self, client, owner):
        _, headers = owner()
        response = await client.get("/portal/tenants/settings", headers=headers)
        assert response.status_code == 200
        assert response.json() == {"name": "", "timezone": "America/New_York",
                                   "hours": {"start": "09:00", "end": "18:00"},
                                   "week": [{"weekday": day, "open": "09:00", "close": "18:00", "closed": False}
                                            for day in range(7)], "address": "", "ownerPhone": "",
                                   "frontDeskPhone": "", "country": "US", "smsConfirmations": True,
                                   "smsReminders": True, "reminderHoursBefore": 24, "onboardingComplete": False}

    async def test_without_a_session_it_is_401(self, client):
        assert (await client.get("/portal/tenants/settings")).status_code == 401


class TestUpdateSettings:
    async def test_settings_are_saved_with_phones_in_e164(self, client, owner, db):
        tenant_id, headers = owner()
        saved = await client.put("/portal/tenants/settings", json=SETTINGS, headers=headers)
        assert saved.status_code == 200
        body = (await client.get("/portal/tenants/settings", headers=headers)).json()
        assert body["name"] == "Ana's Hair Studio" and body["timezone"] == "America/Chicago"
        assert body["hours"] == {"start": "08:30", "end": "19:00"}
        assert (body["ownerPhone"], body["frontDeskPhone"]) == ("+14158675309", "+12125550123")
        assert (await published(db, tenant_id))[-2:] == ["ringbook.tenants.tenant_updated",
                                                         "ringbook.tenants.location_saved"]

    @pytest.mark.parametrize(("change", "field", "message"), [
        ({"name": "  "}, "name", "Please enter a business name"),
        ({"timezone": "Mars/Olympus"}, "timezone", "Please choose a time zone from the list"),
        ({"hours": {"start": "18:00", "end": "09:00"}}, "hours", "Opening time must be before closing time"),
        ({"hours": {"start": "9am", "end": "17:00"}}, "hours.start", "Use a time like 09:00 or 17:30"),
        ({"ownerPhone": "(646) 555-01"}, "ownerPhone", "Please enter a valid phone number, like (201) 555-0123"),
        ({"frontDeskPhone": "call me"}, "frontDeskPhone", "Please enter a valid phone number, like (201) 555-0123"),
        ({"country": "XX"}, "country", "Please choose the salon's country"),
        ({"reminderHoursBefore": 0}, "reminderHoursBefore", "Reminders go out between 1 and 72 hours before"),
        ({"reminderHoursBefore": 500}, "reminderHoursBefore", "Reminders go out between 1 and 72 hours before"),
    ])
    async def test_each_rule_has_a_clear_message(self, client, owner, change, field, message):
        _, headers = owner()
        response = await client.put("/portal/tenants/settings", json={**SETTINGS, **change}, headers=headers)
        assert response.status_code == 422
        assert response.json()["error"] == message
        assert response.json()["fields"][field] == message

    async def test_numbers_are_typed_in_the_salons_national_format_or_internationally(self, client, owner):
        _, headers = owner()
        typed = {**SETTINGS, "ownerPhone": "(646) 555-0144", "frontDeskPhone": "+34 612 34 56 78"}
        body = (await client.put("/portal/tenants/settings", json=typed, headers=headers)).json()
        assert (body["ownerPhone"], body["frontDeskPhone"], body["country"]) == ("+16465550144", "+34612345678", "US")

    async def test_the_country_defaults_to_the_time_zones_until_chosen_and_reads_national_numbers(
            self, client, owner, db):
        _, headers = owner()
        madrid = {**SETTINGS, "timezone": "Europe/Madrid", "ownerPhone": "612 34 56 78", "frontDeskPhone": ""}
        body = (await client.put("/portal/tenants/settings", json=madrid, headers=headers)).json()
        assert (body["country"], body["ownerPhone"]) == ("ES", "+34612345678")
        chosen = {**madrid, "timezone": "America/Chicago", "country": "ES"}
        assert (await client.put("/portal/tenants/settings", json=chosen, headers=headers)).json()["country"] == "ES"
        # A form without the country keeps the one chosen, whatever the time zone.
        body = (await client.put("/portal/tenants/settings", json=madrid | {"timezone": "America/Chicago"},
                                 headers=headers)).json()
        assert (body["country"], body["ownerPhone"]) == ("ES", "+34612345678")
        async with db.connect() as conn:
            [data] = (await conn.execute(text("SELECT data FROM outbox WHERE subject = "
                                              "'ringbook.tenants.tenant_updated' ORDER BY seq DESC LIMIT 1"))).one()
        event = tenants.TenantUpdated()
        Envelope.FromString(data).payload.Unpack(event)
        assert event.country == "ES"

    async def test_sms_choices_are_kept_until_sent_again_and_travel_in_the_event(self, client, owner, db):
        _, headers = owner()
        chosen = {**SETTINGS, "smsConfirmations": False, "reminderHoursBefore": 6}
        assert (await client.put("/portal/tenants/settings", json=chosen, headers=headers)).status_code == 200
        # The business-info form sends no SMS choices: they stay as they were.
        body = (await client.put("/portal/tenants/settings", json=SETTINGS, headers=headers)).json()
        assert (body["smsConfirmations"], body["smsReminders"], body["reminderHoursBefore"]) == (False, True, 6)
        async with db.connect() as conn:
            [data] = (await conn.execute(text("SELECT data FROM outbox WHERE subject = "
                                              "'ringbook.tenants.tenant_updated' ORDER BY seq DESC LIMIT 1"))).one()
        event = tenants.TenantUpdated()
        Envelope.FromString(data).payload.Unpack(event)
        assert (event.sms_confirmations, event.sms_reminders, event.reminder_hours_before) == (False, True, 6)

    async def test_utc_and_every_iana_zone_are_accepted(self, client, owner):
        _, headers = owner()
        international = {"ownerPhone": "+14158675309", "frontDeskPhone": "+12125550123"}
        for zone in ("UTC", "Europe/London", "Africa/Casablanca", "America/Los_Angeles"):
            response = await client.put("/portal/tenants/settings", json={**SETTINGS, **international,
                                                                                  "timezone": zone},
                                        headers=headers)
            assert response.json()["timezone"] == zone

    @pytest.mark.parametrize("body", [None, [], "x", {"name": 5}, {"name": "A", "hours": "all day"},
                                      {"name": "x" * 5000}])
    async def test_malformed_bodies_are_422(self, client, owner, body):
        _, headers = owner()
        response = await client.put("/portal/tenants/settings", json=body, headers=headers)
        assert response.status_code == 422
        assert "error" in response.json()

    async def test_the_admin_dashboard_variant_names_its_own_tenant(self, client, owner):
        tenant_id, headers = owner()
        ok = await client.put("/portal/tenants/settings", json={**SETTINGS, "tenantId": tenant_id}, headers=headers)
        assert ok.status_code == 200
        other_tenant, _ = owner()
        refused = await client.put("/portal/tenants/settings", json={**SETTINGS, "tenantId": other_tenant},
                                   headers=headers)
        assert refused.status_code == 403

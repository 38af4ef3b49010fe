from decimal import Decimal

import pytest

from ringbook.leads.v1.events_pb2 import CustomPlanSubmitted

from ..conftest import SALES_INBOX
from ..factories import custom_plan, vectors

# As the browser reads them: plain JSON numbers.
VECTORS = vectors()
DEFAULTS = VECTORS["customPlan"][0]
assert DEFAULTS["name"] == "defaults of the configurator"


class TestSubmit:
    async def test_a_plan_is_priced_stored_confirmed_and_announced(self, client, db, mailbox, events):
        response = await client.post("/api/custom-plan", json=custom_plan())
        assert response.status_code == 201
        body = response.json()
        assert body == {"id": body["id"], **DEFAULTS["expected"]}

        [row] = await db.rows("SELECT * FROM custom_plan_submissions")
        assert str(row["id"]) == body["id"]
        assert (row["business_name"], row["business_type"], row["website"]) == ("Serenity Day Spa", "spa", None)
        assert (row["conversion_rate"], row["avg_revenue_per_client"]) == (Decimal("0.60"), Decimal("85.00"))
        assert (row["voice_cost"], row["total_backend_cost"], row["client_price"], row["annual_price"]) == (
            Decimal("182.00"), Decimal("192.00"), Decimal("427.00"), Decimal("4355.00"))
        assert (row["net_profit"], row["roi_percentage"], row["payback_days"]) == (Decimal("15553.00"), 3642, 1)

        [confirmation] = await mailbox.to("priya@serenityspa.example")
        assert confirmation["subject"] == "Your Ringbook plan for Serenity Day Spa"
        for promise in ("$427/month", "$4,355/year (you save $769)", "$15,553", "ROI: 3642%", "within 24 hours",
                        "onboarding session", "live in 2-3 days"):
            assert promise in confirmation["body"]
        [to_sales] = await mailbox.to(SALES_INBOX)
        assert to_sales["subject"] == "New custom plan: Serenity Day Spa, $427/month"

        _, event = await events.next("leads.custom_plan_submitted", CustomPlanSubmitted, plan_id=body["id"])
        assert (event.client_price_cents, event.annual_price_cents, event.extra_revenue_cents) == (
            42700, 435500, 1598000)
        assert (event.calls_per_month, event.locations, event.roi_percentage) == (200, 1, 3642)

    @pytest.mark.parametrize("case", [pytest.param(case, id=case["name"]) for case in VECTORS["customPlan"]])
    async def test_the_answer_matches_the_shared_vectors_to_the_cent(self, client, case):
        response = await client.post("/api/custom-plan", json=custom_plan(**case["input"]))
        assert response.status_code == 201
        assert {key: response.json()[key] for key in ("pricing", "roi")} == case["expected"]

    async def test_money_with_cents_is_a_json_number(self, client):
        response = await client.post("/api/custom-plan", json=custom_plan(callsPerMonth=50, avgCallDuration=3))
        assert '"voiceCost":19.5' in response.text
        assert '"clientPrice":62' in response.text

    async def test_floating_point_noise_in_the_conversion_rate_is_snapped_to_the_percent(self, client, db):
        assert 0.05 * 7 == 0.35000000000000003
        response = await client.post("/api/custom-plan", json=custom_plan(conversionRate=0.05 * 7))
        assert response.status_code == 201
        [row] = await db.rows("SELECT conversion_rate FROM custom_plan_submissions")
        assert row["conversion_rate"] == Decimal("0.35")

    async def test_left_out_fields_take_the_configurators_defaults(self, client, db):
        required_only = {key: custom_plan()[key] for key in
                         ("businessName", "contactName", "email", "phone", "agreeToTerms", "agreeToPrivacy")}
        response = await client.post("/api/custom-plan", json=required_only)
        assert response.status_code == 201
        assert {key: response.json()[key] for key in ("pricing", "roi")} == DEFAULTS["expected"]
        [row] = await db.rows("SELECT business_type, receive_updates, sms_reminders FROM custom_plan_submissions")
        assert (row["business_type"], row["receive_updates"], row["sms_reminders"]) == ("salon", False, True)

    async def test_a_filled_hidden_field_gets_a_price_but_nothing_is_kept(self, client, db, mailbox):
        response = await client.post("/api/custom-plan", json=custom_plan(companyFax="on"))
        assert response.status_code == 201
        assert response.json()["pricing"] == DEFAULTS["expected"]["pricing"]
        assert await db.count("custom_plan_submissions") == 0
        assert await db.outbox_subjects() == []
        assert await mailbox.all() == []


CALLS = "Calls per month must be between 50 and 2,000, in steps of 50"
DURATION = "Average call duration must be between 3 and 15 minutes"
LOCATIONS = "Locations must be between 1 and 50"
REVENUE = "Average revenue per client must be between $20 and $500, in steps of $5"
MISSED = "Missed calls per day must be between 1 and 50"
CONVERSION = "Conversion rate must be between 0.1 and 1, in whole percents (like 0.35)"
DAYS = "Business days per month must be between 15 and 31"


class TestValidation:
    @pytest.mark.parametrize(("change", "field", "message"), [
        ({"businessName": "A"}, "businessName", "Business name must be at least 2 characters"),
        ({"contactName": ""}, "contactName", "Your name must be at least 2 characters"),
        ({"email": "priya@"}, "email", "Please enter a valid email address"),
        ({"phone": "555 300"}, "phone", "Please enter a valid phone number"),
        ({"businessType": "beauty-studio"}, "businessType", "Please choose your business type"),
        ({"callsPerMonth": 0}, "callsPerMonth", CALLS),
        ({"callsPerMonth": 2050}, "callsPerMonth", CALLS),
        ({"callsPerMonth": 175}, "callsPerMonth", CALLS),
        ({"callsPerMonth": "lots"}, "callsPerMonth", CALLS),
        ({"avgCallDuration": 2}, "avgCallDuration", DURATION),
        ({"avgCallDuration": 16}, "avgCallDuration", DURATION),
        ({"avgCallDuration": 7.5}, "avgCallDuration", DURATION),
        ({"locations": 0}, "locations", LOCATIONS),
        ({"locations": 51}, "locations", LOCATIONS),
        ({"locations": "two"}, "locations", LOCATIONS),
        ({"avgRevenuePerClient": 15}, "avgRevenuePerClient", REVENUE),
        ({"avgRevenuePerClient": 505}, "avgRevenuePerClient", REVENUE),
        ({"avgRevenuePerClient": 87}, "avgRevenuePerClient", REVENUE),
        ({"missedCallsPerDay": 0}, "missedCallsPerDay", MISSED),
        ({"missedCallsPerDay": 51}, "missedCallsPerDay", MISSED),
        ({"conversionRate": 0.05}, "conversionRate", CONVERSION),
        ({"conversionRate": 1.1}, "conversionRate", CONVERSION),
        ({"conversionRate": 0.333}, "conversionRate", CONVERSION),
        ({"conversionRate": "high"}, "conversionRate", CONVERSION),
        ({"conversionRate": True}, "conversionRate", CONVERSION),
        ({"businessDaysPerMonth": 14}, "businessDaysPerMonth", DAYS),
        ({"businessDaysPerMonth": 32}, "businessDaysPerMonth", DAYS),
        ({"smsConfirmations": "yes"}, "smsConfirmations", "SMS confirmations must be true or false"),
        ({"receiveUpdates": 1}, "receiveUpdates", "Product updates must be true or false"),
        ({"agreeToTerms": False}, "agreeToTerms", "You must agree to the terms"),
        ({"agreeToPrivacy": None}, "agreeToPrivacy", "You must agree to the privacy policy"),
    ])
    async def test_each_rule_has_its_message(self, client, db, change, field, message):
        response = await client.post("/api/custom-plan", json=custom_plan(**change))
        assert response.status_code == 422
        assert response.json() == {"error": message, "fields": {field: message}}
        assert await db.count("custom_plan_submissions") == 0

    async def test_an_empty_order_names_what_is_missing(self, client):
        response = await client.post("/api/custom-plan", json={})
        assert response.status_code == 422
        assert response.json()["fields"] == {
            "businessName": "Business name must be at least 2 characters",
            "contactName": "Your name must be at least 2 characters",
            "email": "Please enter a valid email address",
            "phone": "Please enter a valid phone number",
            "agreeToTerms": "You must agree to the terms",
            "agreeToPrivacy": "You must agree to the privacy policy",
        }

    @pytest.mark.parametrize("change", [
        {"conversionRate": "0.75"}, {"conversionRate": 1}, {"conversionRate": 0.1}, {"locations": 50.0},
        {"conversionRate": 0.1 + 0.25},
        {"smsConfirmations": None}, {"receiveUpdates": True}, {"businessType": "med-spa"},
    ])
    async def test_other_ways_of_writing_good_values_are_accepted(self, client, change):
        assert (await client.post("/api/custom-plan", json=custom_plan(**change))).status_code == 201

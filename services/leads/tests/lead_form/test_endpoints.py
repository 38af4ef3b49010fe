from decimal import Decimal

import pytest

from ringbook.leads.v1.events_pb2 import LeadSubmitted

from ..conftest import SALES_INBOX
from ..factories import lead_form, vectors

# As the browser reads them: plain JSON numbers.
VECTORS = vectors()
REQUIRED_ONLY = {
    "businessName": "Nailed It", "contactName": "Kim Tran", "email": "kim@nailedit.example",
    "phone": "5551234567", "currentBookingMethods": ["Online booking"],
    "biggestChallenges": ["No-shows and cancellations"], "servicesOffered": "Gel nails", "operatingHours": "9-5",
    "preferredLanguages": ["English"], "agreedToContact": True,
}


class TestSubmit:
    async def test_a_lead_is_stored_with_the_servers_estimate(self, client, db, mailbox, events):
        response = await client.post("/api/lead-form", json=lead_form())
        assert response.status_code == 201
        body = response.json()
        assert body == {"id": body["id"], "estimate": 864}  # 45 x 12 x 4 x 0.4

        [row] = await db.rows("SELECT * FROM lead_submissions")
        assert str(row["id"]) == body["id"]
        assert row["business_name"] == "Fade Masters"
        assert row["current_booking_methods"] == ["Phone calls", "Walk-ins"]
        assert row["services_offered"] == "Fades\nBeard trims\nHot towel shave"
        assert row["special_requirements"] is None
        assert (row["avg_booking_value"], row["missed_calls_per_week"], row["estimate"]) == (
            Decimal("45.00"), 12, Decimal("864.00"))

        [confirmation] = await mailbox.to("sam@fademasters.example")
        assert confirmation["subject"] == "Your Ringbook application is in"
        assert "within 24 hours" in confirmation["body"] and "48-72 hours" in confirmation["body"]
        assert "$864 a month" in confirmation["body"]
        [to_sales] = await mailbox.to(SALES_INBOX)
        assert to_sales["subject"] == "New lead: Fade Masters (barbershop), $864/month estimate"
        assert "sam@fademasters.example" in to_sales["body"] and "Hot towel shave" in to_sales["body"]

        _, event = await events.next("leads.lead_submitted", LeadSubmitted, lead_id=body["id"])
        assert (event.business_type, event.staff_count, event.timeline) == ("barbershop", 4, "1-month")
        assert list(event.booking_methods) == ["Phone calls", "Walk-ins"]
        assert (event.avg_booking_value_cents, event.missed_calls_per_week, event.estimate_cents) == (4500, 12, 86400)

    async def test_left_out_fields_take_the_forms_defaults(self, client, db):
        response = await client.post("/api/lead-form", json=REQUIRED_ONLY)
        assert response.status_code == 201
        assert response.json()["estimate"] == 1920  # sliders at 80 and 15
        [row] = await db.rows("SELECT * FROM lead_submissions")
        assert (row["business_type"], row["staff_count"], row["weekly_bookings"], row["voice_style"],
                row["timeline"], row["budget_range"], row["has_calendar_system"], row["website"]) == (
            "salon", 1, "<50", "professional-female", "asap", "99-199", False, None)

    @pytest.mark.parametrize("case", [
        pytest.param(case, id=case["name"]) for case in VECTORS["leadEstimate"]
        if case["input"]["avgBookingValue"] % 5 == 0
    ])
    async def test_the_estimate_matches_the_shared_vectors(self, client, case):
        response = await client.post("/api/lead-form", json=lead_form(**case["input"]))
        assert response.status_code == 201
        assert response.json()["estimate"] == case["expected"]["estimate"]

    async def test_no_budget_is_fine_and_repeats_are_dropped(self, client, db):
        response = await client.post("/api/lead-form", json=lead_form(
            budgetRange=None, preferredLanguages=["Spanish", "English", "Spanish"]))
        assert response.status_code == 201
        [row] = await db.rows("SELECT budget_range, preferred_languages FROM lead_submissions")
        assert (row["budget_range"], row["preferred_languages"]) == (None, ["Spanish", "English"])

    async def test_a_filled_hidden_field_gets_the_same_answer_and_nothing_else(self, client, db, mailbox):
        response = await client.post("/api/lead-form", json=lead_form(companyFax="+1 555 0100"))
        assert response.status_code == 201
        assert set(response.json()) == {"id", "estimate"}
        assert await db.count("lead_submissions") == 0
        assert await db.outbox_subjects() == []
        assert await mailbox.all() == []


SLIDER_VALUE = "Average booking value must be between $20 and $300, in steps of $5"
SLIDER_CALLS = "Missed calls per week must be between 1 and 50"


class TestValidation:
    @pytest.mark.parametrize(("change", "field", "message"), [
        ({"businessName": ""}, "businessName", "Business name is required"),
        ({"businessName": "A"}, "businessName", "Business name is required"),
        ({"businessName": None}, "businessName", "Business name is required"),
        ({"contactName": "S"}, "contactName", "Contact name is required"),
        ({"email": ""}, "email", "Valid email is required"),
        ({"email": "sam@fademasters"}, "email", "Valid email is required"),
        ({"phone": "555-1234"}, "phone", "Valid phone number is required"),
        ({"businessType": "nail-bar"}, "businessType", "Please choose your business type"),
        ({"businessType": "med-spa"}, "businessType", "Please choose your business type"),
        ({"staffCount": 0}, "staffCount", "Must have at least 1 staff member"),
        ({"staffCount": -3}, "staffCount", "Must have at least 1 staff member"),
        ({"staffCount": 2.5}, "staffCount", "Must have at least 1 staff member"),
        ({"staffCount": "many"}, "staffCount", "Must have at least 1 staff member"),
        ({"staffCount": 10_001}, "staffCount", "Staff count must be 10,000 or fewer"),
        ({"weeklyBookings": "lots"}, "weeklyBookings", "Please choose your weekly bookings"),
        ({"currentBookingMethods": []}, "currentBookingMethods", "Select at least one booking method"),
        ({"currentBookingMethods": ["Carrier pigeon"]}, "currentBookingMethods",
         "Choose booking methods from the list"),
        ({"currentBookingMethods": "Phone calls"}, "currentBookingMethods", "Choose booking methods from the list"),
        ({"biggestChallenges": []}, "biggestChallenges", "Select at least one challenge"),
        ({"biggestChallenges": ["Too many clients"]}, "biggestChallenges", "Choose challenges from the list"),
        ({"servicesOffered": "Cuts"}, "servicesOffered", "Please describe your services"),
        ({"operatingHours": "9"}, "operatingHours", "Please specify your hours"),
        ({"preferredLanguages": []}, "preferredLanguages", "Select at least one language"),
        ({"preferredLanguages": ["Klingon"]}, "preferredLanguages", "Choose languages from the list"),
        ({"voiceStyle": "robotic"}, "voiceStyle", "Please choose a voice style"),
        ({"timeline": "someday"}, "timeline", "Please choose a timeline"),
        ({"budgetRange": "1000+"}, "budgetRange", "Please choose a budget range"),
        ({"agreedToContact": False}, "agreedToContact", "You must agree to be contacted"),
        ({"agreedToContact": "true"}, "agreedToContact", "You must agree to be contacted"),
        ({"agreedToContact": None}, "agreedToContact", "You must agree to be contacted"),
        ({"hasCalendarSystem": "yes"}, "hasCalendarSystem", "Calendar system must be true or false"),
        ({"website": "x" * 501}, "website", "Website must be at most 500 characters"),
        ({"specialRequirements": "x" * 5001}, "specialRequirements",
         "Special requirements must be at most 5,000 characters"),
        ({"avgBookingValue": 15}, "avgBookingValue", SLIDER_VALUE),
        ({"avgBookingValue": 305}, "avgBookingValue", SLIDER_VALUE),
        ({"avgBookingValue": 82}, "avgBookingValue", SLIDER_VALUE),
        ({"avgBookingValue": 80.5}, "avgBookingValue", SLIDER_VALUE),
        ({"missedCallsPerWeek": 0}, "missedCallsPerWeek", SLIDER_CALLS),
        ({"missedCallsPerWeek": 51}, "missedCallsPerWeek", SLIDER_CALLS),
    ])
    async def test_each_rule_has_the_specs_message(self, client, db, change, field, message):
        response = await client.post("/api/lead-form", json=lead_form(**change))
        assert response.status_code == 422
        assert response.json() == {"error": message, "fields": {field: message}}
        assert await db.count("lead_submissions") == 0

    async def test_an_empty_form_names_every_required_field(self, client):
        response = await client.post("/api/lead-form", json={})
        assert response.status_code == 422
        assert response.json()["error"] == "Business name is required"
        assert response.json()["fields"] == {
            "businessName": "Business name is required",
            "contactName": "Contact name is required",
            "email": "Valid email is required",
            "phone": "Valid phone number is required",
            "currentBookingMethods": "Select at least one booking method",
            "biggestChallenges": "Select at least one challenge",
            "servicesOffered": "Please describe your services",
            "operatingHours": "Please specify your hours",
            "preferredLanguages": "Select at least one language",
            "agreedToContact": "You must agree to be contacted",
        }

    @pytest.mark.parametrize("change", [
        {"avgBookingValue": 20}, {"avgBookingValue": 300}, {"missedCallsPerWeek": 1}, {"missedCallsPerWeek": 50},
        {"staffCount": 1}, {"staffCount": "3"}, {"avgBookingValue": 80.0},
        {"businessName": "AB"}, {"phone": "5551234567"}, {"servicesOffered": "Cuts."}, {"operatingHours": "24h"},
    ])
    async def test_values_on_the_bounds_are_accepted(self, client, change):
        assert (await client.post("/api/lead-form", json=lead_form(**change))).status_code == 201

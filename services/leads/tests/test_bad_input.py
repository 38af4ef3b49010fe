"""Any malformed request to a form gets a 422 `{"error": ...}` a person can read: never a 500, never HTML."""

import json

import pytest

PATHS = ["/api/contact", "/api/subscribe", "/api/lead-form", "/api/custom-plan"]
JSON_HEADERS = {"content-type": "application/json"}
NOT_AN_OBJECT = "Please send the form as a JSON object"
NOT_JSON = "The request body must be valid JSON"

FIELDS = {
    "/api/contact": ["name", "email", "phone", "business", "message"],
    "/api/subscribe": ["email"],
    "/api/lead-form": [
        "businessName", "contactName", "email", "phone", "businessType", "website", "staffCount", "weeklyBookings",
        "currentBookingMethods", "biggestChallenges", "servicesOffered", "operatingHours", "hasCalendarSystem",
        "currentCalendar", "preferredLanguages", "voiceStyle", "specialRequirements", "timeline", "budgetRange",
        "agreedToContact", "avgBookingValue", "missedCallsPerWeek",
    ],
    "/api/custom-plan": [
        "businessName", "contactName", "email", "phone", "businessType", "website", "callsPerMonth",
        "avgCallDuration", "locations", "smsConfirmations", "smsReminders", "avgRevenuePerClient",
        "missedCallsPerDay", "conversionRate", "businessDaysPerMonth", "agreeToTerms", "agreeToPrivacy",
        "receiveUpdates",
    ],
}
WRONG_VALUES = [None, 0, -1, 1e308, True, "", "x" * 100_000, [], ["x"], {}, {"$ne": 1}, "\u0000", "\ud800"]


@pytest.mark.parametrize("path", PATHS)
class TestMalformedBodies:
    @pytest.mark.parametrize(("content", "message"), [
        (b"", NOT_AN_OBJECT),
        (b"null", NOT_AN_OBJECT),
        (b"[]", NOT_AN_OBJECT),
        (b'[{"email": "a@b.co"}]', NOT_AN_OBJECT),
        (b'"text"', NOT_AN_OBJECT),
        (b"42", NOT_AN_OBJECT),
        (b"true", NOT_AN_OBJECT),
        (b"{", NOT_JSON),
        (b"{'email': 'a@b.co'}", NOT_JSON),
        (b"not json at all", NOT_JSON),
        (b"\xff\xfe\x00{", NOT_JSON),
        (b"[" * 100_000 + b"]" * 100_000, NOT_JSON),
    ])
    async def test_a_body_that_is_not_a_json_object(self, client, path, content, message):
        response = await client.post(path, content=content, headers=JSON_HEADERS)
        assert response.status_code == 422, response.text
        assert response.json()["error"] == message

    async def test_a_form_sent_as_something_other_than_json(self, client, path):
        response = await client.post(path, content=b"email=a%40b.co",
                                     headers={"content-type": "application/x-www-form-urlencoded"})
        assert (response.status_code, response.json()) == (422, {"error": NOT_AN_OBJECT})

    async def test_no_body_at_all(self, client, path):
        response = await client.post(path)
        assert (response.status_code, response.json()) == (422, {"error": NOT_AN_OBJECT})

    @pytest.mark.parametrize("value", WRONG_VALUES, ids=repr)
    async def test_every_field_with_a_wrong_value(self, client, db, path, value):
        body = dict.fromkeys(FIELDS[path], value)
        response = await client.post(path, content=json.dumps(body), headers=JSON_HEADERS)
        assert response.status_code == 422, response.text
        answer = response.json()
        assert isinstance(answer["error"], str) and answer["error"]
        assert set(answer["fields"]) <= set(FIELDS[path])
        assert await db.outbox_subjects() == []

    async def test_nan_and_infinity_are_not_numbers_we_take(self, client, path):
        body = "{" + ", ".join(f'"{name}": NaN' for name in FIELDS[path]) + ', "x": Infinity}'
        response = await client.post(path, content=body, headers=JSON_HEADERS)
        assert response.status_code == 422


async def test_wrong_methods_get_json_errors(client):
    response = await client.get("/api/contact")
    assert (response.status_code, response.json()) == (405, {"error": "This method is not allowed here"})

import pytest

from ringbook.leads.v1.events_pb2 import ContactReceived

from ..conftest import SALES_INBOX
from ..factories import contact

MISSING = "Please fill in all required fields"


class TestSend:
    async def test_a_message_is_stored_sent_to_sales_and_acknowledged(self, client, db, mailbox, events):
        response = await client.post("/api/contact", json=contact())
        assert response.status_code == 201
        message_id = response.json()["id"]
        assert response.json() == {"id": message_id}

        [row] = await db.rows("SELECT * FROM contact_messages")
        assert str(row["id"]) == message_id
        assert (row["name"], row["email"], row["phone"], row["business"]) == (
            "Maya Lopez", "maya@glowsalon.example", "(555) 201-3344", "Glow Salon")
        assert row["message"] == "Can Ringbook answer calls for two locations?"

        [to_sales] = await mailbox.to(SALES_INBOX)
        assert to_sales["subject"] == "New contact message from Maya Lopez (Glow Salon)"
        assert "Can Ringbook answer calls for two locations?" in to_sales["body"]
        assert "maya@glowsalon.example" in to_sales["body"]
        [acknowledgement] = await mailbox.to("maya@glowsalon.example")
        assert acknowledgement["subject"] == "We got your message"
        assert acknowledgement["body"].startswith("Hi Maya Lopez,")
        assert "within 24 hours" in acknowledgement["body"]
        assert "two locations" not in acknowledgement["body"], "the sender's text is not mailed back"

        envelope, event = await events.next("leads.contact_received", ContactReceived, contact_id=message_id)
        assert (event.business, event.has_phone, event.message_length) == ("Glow Salon", True, 44)
        assert envelope.event_id

    async def test_phone_and_business_are_optional(self, client, db):
        response = await client.post("/api/contact", json=contact(phone="", business=None))
        assert response.status_code == 201
        [row] = await db.rows("SELECT phone, business FROM contact_messages")
        assert (row["phone"], row["business"]) == (None, None)

    async def test_text_is_tidied_and_the_email_lower_cased(self, client, db):
        response = await client.post("/api/contact", json=contact(
            name="  Maya \n\t Lopez ", email=" Maya@GlowSalon.Example ", message="  Line one\r\nLine two  "))
        assert response.status_code == 201
        [row] = await db.rows("SELECT name, email, message FROM contact_messages")
        assert (row["name"], row["email"], row["message"]) == (
            "Maya Lopez", "maya@glowsalon.example", "Line one\nLine two")

    async def test_a_message_of_exactly_5000_characters_is_fine(self, client):
        assert (await client.post("/api/contact", json=contact(message="x" * 5000))).status_code == 201


class TestValidation:
    @pytest.mark.parametrize(("field", "message"), [
        ("name", "Please enter your name"),
        ("email", "Please enter your email"),
        ("message", "Please enter a message"),
    ])
    @pytest.mark.parametrize("value", ["", "   ", None, "leave out"])
    async def test_a_missing_required_field_gives_the_forms_message(self, client, db, field, value, message):
        body = contact(**{field: value})
        if value == "leave out":
            del body[field]
        response = await client.post("/api/contact", json=body)
        assert response.status_code == 422
        assert response.json() == {"error": MISSING, "fields": {field: message}}
        assert await db.count("contact_messages") == 0

    async def test_every_missing_field_is_named(self, client):
        response = await client.post("/api/contact", json={})
        assert response.status_code == 422
        assert response.json() == {"error": MISSING, "fields": {
            "name": "Please enter your name", "email": "Please enter your email", "message": "Please enter a message",
        }}

    @pytest.mark.parametrize(("change", "field", "message"), [
        ({"email": "maya@"}, "email", "Please enter a valid email address"),
        ({"email": "maya at glowsalon.example"}, "email", "Please enter a valid email address"),
        ({"email": "a" * 250 + "@b.co"}, "email", "Please enter a valid email address"),
        ({"message": "x" * 5001}, "message", "Message must be at most 5,000 characters"),
        ({"name": "x" * 201}, "name", "Name must be at most 200 characters"),
        ({"phone": "5" * 41}, "phone", "Phone number must be at most 40 characters"),
        ({"business": "x" * 201}, "business", "Business name must be at most 200 characters"),
        ({"name": "Maya\x00"}, "name", "Name contains characters we can't accept"),
        ({"phone": ["555"]}, "phone", "Phone number must be text"),
    ])
    async def test_each_rule_has_its_message(self, client, change, field, message):
        response = await client.post("/api/contact", json=contact(**change))
        assert response.status_code == 422
        assert response.json() == {"error": message, "fields": {field: message}}

    async def test_a_name_that_is_not_text_counts_as_not_filled_in(self, client):
        response = await client.post("/api/contact", json=contact(name=42))
        assert response.json() == {"error": MISSING, "fields": {"name": "Please enter your name"}}

    async def test_a_missing_field_wins_the_headline_over_an_invalid_one(self, client):
        response = await client.post("/api/contact", json=contact(email="nope", message=""))
        assert response.json() == {"error": MISSING, "fields": {
            "email": "Please enter a valid email address", "message": "Please enter a message"}}


class TestHoneypot:
    async def test_a_filled_hidden_field_looks_accepted_but_nothing_is_kept_or_sent(self, client, db, mailbox):
        response = await client.post("/api/contact", json=contact(companyFax="555-0100"))
        assert response.status_code == 201
        assert set(response.json()) == {"id"}
        assert await db.count("contact_messages") == 0
        assert await db.outbox_subjects() == []
        assert await mailbox.all() == []

    async def test_an_empty_hidden_field_is_what_people_send(self, client, db):
        assert (await client.post("/api/contact", json=contact(companyFax=""))).status_code == 201
        assert await db.count("contact_messages") == 1

"""The four public forms through the gateway, with the e-mails they send read back from /dev/outbox."""

import re
import uuid
from urllib.parse import urlsplit

import pytest
from sqlalchemy import text

from ringbook_common.db import create_engine
from ringbook_common.testing.wait import eventually

SALES_INBOX = "sales@ringbook.app"


def address(name: str) -> str:
    """A fresh address per test: the stack's outbox is shared by the whole session."""
    return f"{name}.{uuid.uuid4().hex[:10]}@salon.example"


async def emails_to(gateway, to: str, *, count: int = 1) -> list[dict]:
    async def arrived():
        messages = (await gateway.get("/dev/outbox", params={"to": to})).json()
        return messages if len(messages) >= count else None

    return await eventually(arrived)


async def email_about(gateway, to: str, needle: str) -> dict:
    async def arrived():
        messages = (await gateway.get("/dev/outbox", params={"to": to})).json()
        return next((m for m in messages if needle in m["body"]), None)

    return await eventually(arrived)


@pytest.fixture
async def admin_db(stack):
    engine = create_engine(stack.database_url("admin"))
    yield engine
    await engine.dispose()


class TestContact:
    async def test_the_sender_and_the_sales_inbox_both_hear_about_it(self, gateway, admin_db):
        sender = address("maya")
        response = await gateway.post("/api/contact", json={
            "name": "Maya Lopez", "email": sender, "phone": "", "business": "Glow Salon",
            "message": f"Do you speak Portuguese? ({sender})",
        })
        assert response.status_code == 201
        contact_id = response.json()["id"]

        [acknowledgement] = await emails_to(gateway, sender)
        assert acknowledgement["channel"] == "email"
        assert acknowledgement["subject"] == "We got your message"
        to_sales = await email_about(gateway, SALES_INBOX, f"Do you speak Portuguese? ({sender})")
        assert to_sales["subject"] == "New contact message from Maya Lopez (Glow Salon)"

        async def audited():
            async with admin_db.connect() as conn:
                return (await conn.execute(text(
                    "SELECT details FROM audit_log WHERE event_type = 'leads.contact_received' AND details LIKE :id"),
                    {"id": f"%{contact_id}%"})).scalars().all()

        [details] = await eventually(audited)
        assert sender not in details, "the audit log keeps personal data out"

    async def test_a_missing_field_is_a_422_with_the_forms_message(self, gateway):
        response = await gateway.post("/api/contact", json={"name": "Maya", "email": address("maya")})
        assert response.status_code == 422
        assert response.json() == {"error": "Please fill in all required fields",
                                   "fields": {"message": "Please enter a message"}}


class TestNewsletter:
    async def test_subscribe_then_leave_with_the_link_in_the_email(self, gateway):
        subscriber = address("ana")
        for _ in range(2):
            response = await gateway.post("/api/subscribe", json={"email": subscriber})
            assert (response.status_code, response.json()) == (200, {"status": "subscribed"})
        [confirmation] = await emails_to(gateway, subscriber)
        [link] = re.findall(r"https?://\S+/api/unsubscribe\?token=\S+", confirmation["body"])
        parts = urlsplit(link)
        left = await gateway.get(f"{parts.path}?{parts.query}")
        assert left.status_code == 200
        assert left.json()["status"] == "unsubscribed"

    async def test_a_bad_link_is_a_400_json_error(self, gateway):
        response = await gateway.get("/api/unsubscribe", params={"token": "nope"})
        assert response.status_code == 400
        assert "unsubscribe link" in response.json()["error"]


class TestLeadForm:
    async def test_the_application_is_confirmed_by_email(self, gateway):
        applicant = address("sam")
        response = await gateway.post("/api/lead-form", json={
            "businessName": "Fade Masters", "contactName": "Sam Okafor", "email": applicant,
            "phone": "555-867-5309", "businessType": "barbershop", "staffCount": 3, "weeklyBookings": "50-100",
            "currentBookingMethods": ["Phone calls"], "biggestChallenges": ["Missed calls after hours"],
            "servicesOffered": "Fades, beard trims", "operatingHours": "Tue-Sat 9-7",
            "preferredLanguages": ["English"], "voiceStyle": "warm-welcoming", "timeline": "asap",
            "agreedToContact": True,
        })
        assert response.status_code == 201
        assert response.json()["estimate"] == 1920
        [confirmation] = await emails_to(gateway, applicant)
        assert confirmation["subject"] == "Your Ringbook application is in"
        await email_about(gateway, SALES_INBOX, applicant)


class TestCustomPlan:
    async def test_the_plan_is_priced_by_the_server_and_confirmed_by_email(self, gateway):
        contact = address("priya")
        order = {
            "businessName": "Serenity Day Spa", "contactName": "Priya Shah", "email": contact,
            "phone": "+1 555 300 1200", "businessType": "spa", "callsPerMonth": 750, "avgCallDuration": 5,
            "locations": 3, "smsConfirmations": True, "smsReminders": False, "avgRevenuePerClient": 120,
            "missedCallsPerDay": 8, "conversionRate": 0.45, "businessDaysPerMonth": 26,
            "agreeToTerms": True, "agreeToPrivacy": True,
        }
        key = {"Idempotency-Key": str(uuid.uuid4())}
        response = await gateway.post("/api/custom-plan", json=order, headers=key)
        assert response.status_code == 201
        pricing, roi = response.json()["pricing"], response.json()["roi"]
        assert (pricing["voiceCost"], pricing["smsCost"], pricing["clientPrice"]) == (487.5, 11.25, 1273)
        assert (roi["netProfit"], roi["roiPercentage"]) == (9407, 739)

        retry = await gateway.post("/api/custom-plan", json=order, headers=key)
        assert retry.json() == response.json(), "a retried submit through the gateway gets the first answer"

        [confirmation] = await emails_to(gateway, contact)
        assert confirmation["subject"] == "Your Ringbook plan for Serenity Day Spa"
        assert "$1,273/month" in confirmation["body"]

import asyncio
import uuid

import pytest

from ..factories import contact, custom_plan, lead_form

FORMS = [
    pytest.param("/api/contact", contact, "contact_messages", "ringbook.leads.contact_received", id="contact"),
    pytest.param("/api/subscribe", lambda **c: {"email": "ana@salon.example", **c}, "newsletter_subscribers",
                 "ringbook.leads.subscribed", id="subscribe"),
    pytest.param("/api/lead-form", lead_form, "lead_submissions", "ringbook.leads.lead_submitted", id="lead-form"),
    pytest.param("/api/custom-plan", custom_plan, "custom_plan_submissions", "ringbook.leads.custom_plan_submitted",
                 id="custom-plan"),
]
REUSED = "This Idempotency-Key was already used for a different submission. Use a new key for a new one."


def key() -> dict:
    return {"Idempotency-Key": str(uuid.uuid4())}


@pytest.mark.parametrize(("path", "form", "table", "subject"), FORMS)
class TestIdempotencyKey:
    async def test_a_retry_gets_the_first_answer_and_nothing_happens_twice(self, client, db, mailbox, path, form,
                                                                           table, subject):
        headers = key()
        first = await client.post(path, json=form(), headers=headers)
        retry = await client.post(path, json=form(), headers=headers)
        assert first.status_code in (200, 201)
        assert (retry.status_code, retry.json()) == (first.status_code, first.json())
        assert retry.headers["idempotent-replayed"] == "true"
        assert "idempotent-replayed" not in first.headers
        assert await db.count(table) == 1
        assert await db.outbox_subjects() == [subject]
        sent = await mailbox.all()
        assert len({(m["to"], m["subject"]) for m in sent}) == len(sent), "no e-mail went out twice"

    async def test_the_same_key_with_a_different_form_is_refused(self, client, db, path, form, table, subject):
        headers = key()
        await client.post(path, json=form(), headers=headers)
        other = await client.post(path, json=form(email="someone.else@salon.example"), headers=headers)
        assert other.status_code == 422
        assert other.json() == {"error": REUSED}
        assert await db.count(table) == 1

    async def test_without_a_key_each_submit_counts(self, client, db, path, form, table, subject):
        for _ in range(2):
            assert (await client.post(path, json=form())).status_code in (200, 201)
        assert await db.count(table) == (1 if path == "/api/subscribe" else 2)

    async def test_concurrent_retries_store_one_submission(self, client, db, path, form, table, subject):
        headers = key()
        answers = await asyncio.gather(*(client.post(path, json=form(), headers=headers) for _ in range(5)))
        assert len({(a.status_code, a.text) for a in answers}) == 1
        assert answers[0].status_code in (200, 201)
        assert await db.count(table) == 1
        assert await db.outbox_subjects() == [subject]


class TestKeys:
    async def test_a_key_belongs_to_one_form(self, client, db):
        headers = key()
        assert (await client.post("/api/contact", json=contact(), headers=headers)).status_code == 201
        assert (await client.post("/api/lead-form", json=lead_form(), headers=headers)).status_code == 201
        assert await db.count("idempotent_requests") == 2

    async def test_the_form_is_compared_after_tidying(self, client, db):
        headers = key()
        first = await client.post("/api/contact", json=contact(), headers=headers)
        retry = await client.post("/api/contact", json=contact(email="MAYA@glowsalon.example ", name=" Maya Lopez"),
                                  headers=headers)
        assert retry.json() == first.json()
        assert await db.count("contact_messages") == 1

    @pytest.mark.parametrize("value", ["", "   ", "k" * 256, "clé-é"])
    async def test_an_unusable_key_is_refused(self, client, db, value):
        response = await client.post("/api/contact", json=contact(), headers={"Idempotency-Key": value.encode()})
        assert response.status_code == 422
        assert response.json() == {"error": "The Idempotency-Key header must be 1 to 255 visible characters"}
        assert await db.count("contact_messages") == 0

    async def test_a_refused_form_does_not_use_up_its_key(self, client, db):
        headers = key()
        assert (await client.post("/api/contact", json=contact(message=""), headers=headers)).status_code == 422
        assert (await client.post("/api/contact", json=contact(), headers=headers)).status_code == 201

    async def test_a_bot_caught_by_the_honeypot_leaves_no_key_behind(self, client, db):
        response = await client.post("/api/contact", json=contact(companyFax="1"), headers=key())
        assert response.status_code == 201
        assert await db.count("idempotent_requests") == 0

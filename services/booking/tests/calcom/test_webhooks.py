"""Cal.com's webhooks keep our mirror in step: signatures checked, repeats ignored, bookings made, moved or
cancelled elsewhere applied, and our own bookings' echoes not doubled."""

import hashlib
import hmac
import json

import pytest

from ringbook.booking.v1.events_pb2 import AppointmentBooked, AppointmentCancelled, AppointmentRescheduled

from ..factories import at, book, next_weekday, slots
from .conftest import on_calcom


def webhook_of(calcom) -> dict:
    [webhook] = calcom.state.webhooks.values()
    return webhook


async def send(client, owner, body: bytes, signature: str | None):
    headers = {"content-type": "application/json", **({"x-cal-signature-256": signature} if signature else {})}
    return await client.post(f"/api/webhooks/calcom/{owner.tenant_id}", content=body, headers=headers)


async def appointments(db) -> list:
    return await db.rows("SELECT calcom_uid, source, status, starts_at, customer_name, customer_email, service_name "
                         "FROM appointments ORDER BY created_at")


class TestSignature:
    @pytest.mark.parametrize("signature", [None, "0" * 64, "no-secret-provided"])
    async def test_a_missing_or_wrong_signature_is_401(self, app, client, owner, calcom, db, signature):
        await on_calcom(app, client, owner, calcom)
        calcom.book_elsewhere(at(next_weekday(), "10:00"))
        [delivery] = calcom.state.pending
        response = await send(client, owner, delivery.body, signature)
        assert response.status_code == 401 and isinstance(response.json()["error"], str)
        assert await db.count("appointments") == 0

    async def test_a_body_changed_on_the_way_is_401(self, app, client, owner, calcom, db):
        await on_calcom(app, client, owner, calcom)
        calcom.book_elsewhere(at(next_weekday(), "10:00"))
        [delivery] = calcom.state.pending
        tampered = delivery.body.replace(b"Walk In", b"Mallory")
        assert (await send(client, owner, tampered, delivery.headers["x-cal-signature-256"])).status_code == 401

    async def test_another_tenants_secret_or_an_unknown_tenant_is_401(self, app, client, owner, make_owner, calcom):
        await on_calcom(app, client, owner, calcom)
        calcom.book_elsewhere(at(next_weekday(), "10:00"))
        [delivery] = calcom.state.pending
        signature = delivery.headers["x-cal-signature-256"]
        for tenant in (make_owner().tenant_id, "not-a-tenant"):
            response = await client.post(f"/api/webhooks/calcom/{tenant}", content=delivery.body,
                                         headers=delivery.headers)
            assert response.status_code == 401
        assert (await send(client, owner, delivery.body, signature)).status_code == 200

    async def test_malformed_json_is_422(self, app, client, owner, calcom):
        await on_calcom(app, client, owner, calcom)
        webhook = webhook_of(calcom)
        for raw in (b"{not json", b"[]", json.dumps({"triggerEvent": "BOOKING_CREATED"}).encode(),
                    json.dumps({"triggerEvent": "BOOKING_CREATED", "payload": {"uid": "x"}}).encode()):
            signature = hmac.new(webhook["secret"].encode(), raw, hashlib.sha256).hexdigest()
            response = await send(client, owner, raw, signature)
            assert response.status_code == 422 and isinstance(response.json()["error"], str)


class TestSync:
    async def test_a_booking_made_elsewhere_becomes_a_mirror_once(self, app, client, owner, calcom, db):
        await on_calcom(app, client, owner, calcom)
        day = next_weekday()
        made = calcom.book_elsewhere(at(day, "10:00"))
        [delivery] = calcom.state.pending
        [response] = await calcom.deliver(client)
        assert response.json() == {"ok": True, "result": "created"}
        [row] = await appointments(db)
        assert (row["calcom_uid"], row["source"], row["status"]) == (made["uid"], "calendar_sync", "scheduled")
        assert (row["starts_at"], row["customer_name"], row["customer_email"]) == (
            at(day, "10:00"), "Walk In", "walk.in@example.com")
        [(_, event)] = await db.events("booking.appointment_booked", AppointmentBooked)
        assert event.source == "calendar_sync" and event.staff_id == "maria"
        # Cal.com sends it again: acknowledged, not applied twice.
        again = await send(client, owner, delivery.body, delivery.headers["x-cal-signature-256"])
        assert again.json() == {"ok": True, "result": "duplicate"}
        assert await db.count("appointments") == 1
        assert len(await db.events("booking.appointment_booked", AppointmentBooked)) == 1
        # And our availability no longer offers that time.
        assert at(day, "10:00").isoformat() not in {s["start"] for s in await slots(client, owner, day)}

    async def test_moved_then_cancelled_elsewhere(self, app, client, owner, calcom, db):
        await on_calcom(app, client, owner, calcom)
        day = next_weekday()
        made = calcom.book_elsewhere(at(day, "10:00"))
        moved = calcom.reschedule_elsewhere(made["uid"], at(day, "14:00"))
        calcom.cancel_elsewhere(moved["uid"])
        results = [r.json()["result"] for r in await calcom.deliver(client)]
        assert results == ["created", "moved", "cancelled"]
        [row] = await appointments(db)
        assert (row["calcom_uid"], row["starts_at"], row["status"]) == (moved["uid"], at(day, "14:00"), "cancelled")
        [(_, rescheduled)] = await db.events("booking.appointment_rescheduled", AppointmentRescheduled)
        assert rescheduled.local_start == at(day, "14:00").isoformat()
        [(_, cancelled)] = await db.events("booking.appointment_cancelled", AppointmentCancelled)
        assert cancelled.cancelled_by == "calendar_sync" and cancelled.reason == "Customer cancelled on Cal.com"
        assert await db.count("appointment_blocks") == 0

    async def test_our_own_bookings_echoes_change_nothing(self, app, client, owner, calcom, db):
        await on_calcom(app, client, owner, calcom)
        day = next_weekday()
        offered = await slots(client, owner, day)
        made = (await book(client, owner, slotId=offered[0]["slotId"])).json()
        await client.patch(f"/api/appointments/{made['id']}", headers=owner.headers,
                           json={"slotId": offered[2]["slotId"]})
        await client.patch(f"/api/appointments/{made['id']}", headers=owner.headers, json={"status": "cancelled"})
        results = [r.json()["result"] for r in await calcom.deliver(client)]
        # The first echo names the uid the reschedule replaced: still ours, left alone.
        assert results == ["ours", "known", "ignored"]
        [row] = await appointments(db)
        assert (row["source"], row["status"]) == ("owner", "cancelled")
        assert len(await db.events("booking.appointment_booked", AppointmentBooked)) == 1
        assert len(await db.events("booking.appointment_rescheduled", AppointmentRescheduled)) == 1

    async def test_an_overlap_with_our_own_appointment_is_still_mirrored(self, app, client, owner, calcom, db):
        await on_calcom(app, client, owner, calcom)
        day = next_weekday()
        # Maria's 10:00 from before Cal.com, which Cal.com does not know about.
        await db.execute("UPDATE tenant_profiles SET booking_calendar = 'builtin'")
        assert (await book(client, owner, start=at(day, "10:00").isoformat(), serviceId="cut",
                           staffId="maria")).status_code == 201
        await db.execute("UPDATE tenant_profiles SET booking_calendar = 'calcom'")
        calcom.book_elsewhere(at(day, "10:00"))
        [response] = await calcom.deliver(client)
        assert response.status_code == 200 and response.json()["result"] == "created"
        rows = await appointments(db)
        assert [r["source"] for r in rows] == ["owner", "calendar_sync"]
        assert await db.count("appointment_blocks") == 1  # the mirror has no busy blocks: see mirror.place

    async def test_without_staff_a_booking_is_acknowledged_but_not_mirrored(self, app, client, owner, calcom, db):
        await on_calcom(app, client, owner, calcom)
        await db.execute("UPDATE staff SET removed_at = now()")
        calcom.book_elsewhere(at(next_weekday(), "10:00"))
        [response] = await calcom.deliver(client)
        assert response.json() == {"ok": True, "result": "no_staff"}
        assert await db.count("appointments") == 0

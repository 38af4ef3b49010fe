"""Booking against real PostgreSQL: slots, the exclusion constraint under a 50-way race, idempotency, holds,
reschedule atomicity, cancel and status changes."""

import asyncio
import uuid
from datetime import UTC

from booking.availability import slot_ids
from ringbook.booking.v1.events_pb2 import AppointmentBooked, AppointmentCancelled, AppointmentRescheduled

from ..factories import COLOUR, CUT, add_staff, at, book, new_key, next_weekday, set_up_salon, slots


async def salon(app, client, owner, *staff: str) -> None:
    await set_up_salon(app, owner)
    for staff_id in staff or ("maria",):
        await add_staff(client, owner, staff_id, staff_id.title())


class TestAvailability:
    async def test_a_staff_members_day_in_the_salons_zone(self, app, client, owner):
        await salon(app, client, owner)
        day = next_weekday()
        found = await slots(client, owner, day, staff="maria")
        # Maria works the salon's 09:00-18:00; a 45-minute cut fits until 17:15, every 15 minutes.
        assert found[0]["start"] == at(day, "09:00").isoformat()
        assert found[-1]["start"] == at(day, "17:15").isoformat()
        assert len(found) == 34
        assert {s["staffId"] for s in found} == {"maria"}

    async def test_any_staff_lists_each_start_once(self, app, client, owner):
        await salon(app, client, owner, "maria", "sam")
        day = next_weekday()
        found = await slots(client, owner, day)
        assert len(found) == len({s["start"] for s in found}) == 34

    async def test_unknown_service_is_404_and_a_long_range_422(self, app, client, owner):
        await salon(app, client, owner)
        day = next_weekday()
        missing = await client.get("/api/availability", headers=owner.headers, params={"serviceId": "nope"})
        assert (missing.status_code, missing.json()["error"]) == (404, "Service not found")
        too_long = await client.get("/api/availability", headers=owner.headers, params={
            "serviceId": "cut", "from": day.isoformat(), "to": day.replace(year=day.year + 1).isoformat()})
        assert too_long.status_code == 422


class TestBook:
    async def test_booking_a_slot_takes_it_and_publishes_the_event(self, app, client, owner, db):
        await salon(app, client, owner)
        day = next_weekday()
        slot = (await slots(client, owner, day, staff="maria"))[4]  # 10:00
        response = await book(client, owner, slotId=slot["slotId"], customerPhone="+1 (555) 010-1234")
        assert response.status_code == 201, response.text
        appointment = response.json()
        assert {k: appointment[k] for k in ("date", "time", "service", "duration", "price", "status", "staffId",
                                            "customerPhone")} == {
            "date": day.isoformat(), "time": "10:00", "service": "Haircut", "duration": 45, "price": 45.0,
            "status": "scheduled", "staffId": "maria", "customerPhone": "+15550101234"}
        starts = {s["start"] for s in await slots(client, owner, day, staff="maria")}
        # 10:00-11:00 (cut + buffer) is taken: starts from 09:15 to 10:45 no longer fit.
        assert not {at(day, t).isoformat() for t in ("09:15", "10:00", "10:45")} & starts
        assert {at(day, t).isoformat() for t in ("09:00", "11:00")} <= starts
        [(envelope, event)] = await db.events("booking.appointment_booked", AppointmentBooked)
        assert (envelope.tenant_id, event.appointment_id, event.price_cents, event.source) == (
            owner.tenant_id, appointment["id"], 4500, "owner")

    async def test_fifty_simultaneous_bookings_of_one_slot_give_exactly_one(self, app, client, owner, db):
        await salon(app, client, owner)
        slot = (await slots(client, owner, next_weekday(), staff="maria"))[8]
        responses = await asyncio.gather(*[book(client, owner, slotId=slot["slotId"], key=new_key())
                                           for _ in range(50)])
        codes = sorted(r.status_code for r in responses)
        assert codes == [201] + [409] * 49
        assert await db.count("appointments") == 1
        conflict = next(r for r in responses if r.status_code == 409).json()
        assert 1 <= len(conflict["alternatives"]) <= 3
        assert slot["start"] not in {a["start"] for a in conflict["alternatives"]}

    async def test_a_retry_with_the_same_key_returns_the_same_appointment(self, app, client, owner, db):
        await salon(app, client, owner)
        slot = (await slots(client, owner, next_weekday(), staff="maria"))[0]
        key = new_key()
        first = await book(client, owner, slotId=slot["slotId"], key=key)
        again = await asyncio.gather(*[book(client, owner, slotId=slot["slotId"], key=key) for _ in range(5)])
        assert first.status_code == 201
        assert {r.json()["id"] for r in again} == {first.json()["id"]}
        assert all(r.headers.get("idempotent-replayed") == "true" for r in again)
        assert await db.count("appointments") == 1

    async def test_explicit_start_service_and_staff_from_the_portal(self, app, client, owner):
        await salon(app, client, owner)
        day = next_weekday()
        response = await book(client, owner, start=at(day, "14:30").isoformat(), serviceId="cut", staffId="maria")
        assert (response.status_code, response.json()["time"]) == (201, "14:30")
        clash = await book(client, owner, start=at(day, "14:45").isoformat(), serviceId="cut", staffId="maria")
        assert clash.status_code == 409
        outside = await book(client, owner, start=at(day, "20:00").isoformat(), serviceId="cut", staffId="maria")
        assert (outside.status_code, outside.json()["error"]) == (422, "That time is outside our opening hours.")

    async def test_a_forged_or_foreign_slot_id_is_refused(self, app, client, owner, make_owner, settings):
        other = make_owner()
        await salon(app, client, owner)
        await salon(app, client, other)
        theirs = (await slots(client, other, next_weekday(), staff="maria"))[0]
        assert (await book(client, owner, slotId=theirs["slotId"])).status_code == 422
        ref = slot_ids.decode(settings.signing_key(), theirs["slotId"], tenant_id=uuid.UUID(
            other.tenant_id))
        forged = slot_ids.encode(b"not our key", tenant_id=uuid.UUID(owner.tenant_id),
                                 staff_key=ref.staff_key, service_id="cut", start=ref.start)
        assert (await book(client, owner, slotId=forged)).status_code == 422
        assert (await book(client, owner, slotId="garbage")).status_code == 422

    async def test_bad_phone_is_422(self, app, client, owner):
        await salon(app, client, owner)
        slot = (await slots(client, owner, next_weekday(), staff="maria"))[0]
        response = await book(client, owner, slotId=slot["slotId"], phone="call me")
        assert response.status_code == 422
        message = "Please enter a valid phone number, like (201) 555-0123"
        assert response.json() == {"error": message, "fields": {"customerPhone": message}}

    async def test_processing_time_lets_another_service_fit_inside(self, app, client, owner):
        await salon(app, client, owner)
        day = next_weekday()
        colour = await book(client, owner, start=at(day, "09:00").isoformat(), serviceId="colour",
                            staffId="maria")
        assert colour.status_code == 201
        # Colour 120 min, 40 processing: application 09:00-09:40, free 09:40-10:20, finish 10:20-11:00.
        inside = await book(client, owner, start=at(day, "09:45").isoformat(), serviceId="cut", staffId="maria")
        assert inside.status_code == 409  # 45 + 15 buffer does not fit in the 35 minutes left
        short = [{"service_id": "fringe", "name": "Fringe", "duration_min": 20, "buffer_min": 0,
                  "price_cents": 1000, "all_staff": True}]
        await set_up_salon(app, owner, services=[CUT, COLOUR, *short])
        between = await book(client, owner, start=at(day, "09:40").isoformat(), serviceId="fringe", staffId="maria")
        assert (between.status_code, between.json()["reason"]) == (422, "off_grid")
        fits = await book(client, owner, start=at(day, "09:45").isoformat(), serviceId="fringe", staffId="maria")
        assert fits.status_code == 201, fits.text


class TestRescheduleAndCancel:
    async def test_reschedule_is_atomic(self, app, client, owner, db):
        await salon(app, client, owner)
        day = next_weekday()
        first = (await book(client, owner, start=at(day, "10:00").isoformat(), serviceId="cut",
                            staffId="maria")).json()
        await book(client, owner, start=at(day, "12:00").isoformat(), serviceId="cut", staffId="maria")
        refused = await client.patch(f"/api/appointments/{first['id']}", headers=owner.headers,
                                     json={"start": at(day, "12:15").isoformat()})
        assert refused.status_code == 409 and "alternatives" in refused.json()
        blocks = await db.rows("SELECT lower(during) AS lo FROM appointment_blocks WHERE appointment_id = :id",
                               id=first["id"])
        assert [b["lo"] for b in blocks] == [at(day, "10:00")]
        # Overlapping its own old time is fine: the old time is freed in the same transaction.
        moved = await client.patch(f"/api/appointments/{first['id']}", headers=owner.headers,
                                   json={"start": at(day, "10:30").isoformat()})
        assert (moved.status_code, moved.json()["time"]) == (200, "10:30")
        starts = {s["start"] for s in await slots(client, owner, day, staff="maria")}
        assert at(day, "09:00").isoformat() in starts and at(day, "09:30").isoformat() in starts
        assert at(day, "09:45").isoformat() not in starts
        [(_, event)] = await db.events("booking.appointment_rescheduled", AppointmentRescheduled)
        assert event.previous_starts_at.ToDatetime().isoformat()[:16] == at(day, "10:00").astimezone(
            UTC).replace(tzinfo=None).isoformat()[:16]

    async def test_a_rescheduled_appointment_takes_the_services_current_length(self, app, client, owner, db):
        await salon(app, client, owner)
        day = next_weekday()
        booked = (await book(client, owner, start=at(day, "10:00").isoformat(), serviceId="cut",
                             staffId="maria")).json()
        await set_up_salon(app, owner, services=[{**CUT, "duration_min": 60, "price_cents": 6000}, COLOUR])
        moved = await client.patch(f"/api/appointments/{booked['id']}", headers=owner.headers,
                                   json={"start": at(day, "14:00").isoformat()})
        assert moved.status_code == 200, moved.text
        assert (moved.json()["duration"], moved.json()["price"]) == (60, 45.0)  # the quoted price stays
        blocks = await db.rows("SELECT lower(during) AS lo, upper(during) AS hi FROM appointment_blocks "
                               "WHERE appointment_id = :id", id=booked["id"])
        assert [(b["lo"], b["hi"]) for b in blocks] == [(at(day, "14:00"), at(day, "15:15"))]

    async def test_cancel_frees_the_time_and_statuses_follow_the_rules(self, app, client, owner, db):
        await salon(app, client, owner)
        day = next_weekday()
        appointment = (await book(client, owner, start=at(day, "10:00").isoformat(), serviceId="cut",
                                  staffId="maria")).json()
        path = f"/api/appointments/{appointment['id']}"
        cancelled = await client.patch(path, headers=owner.headers, json={"status": "cancelled", "reason": "Ill"})
        assert (cancelled.status_code, cancelled.json()["status"]) == (200, "cancelled")
        assert at(day, "10:00").isoformat() in {s["start"] for s in await slots(client, owner, day, staff="maria")}
        assert (await client.patch(path, headers=owner.headers, json={"status": "completed"})).status_code == 409
        [(_, event)] = await db.events("booking.appointment_cancelled", AppointmentCancelled)
        assert (event.reason, event.cancelled_by) == ("Ill", "owner")
        other = (await book(client, owner, start=at(day, "10:00").isoformat(), serviceId="cut",
                            staffId="maria")).json()
        done = await client.patch(f"/api/appointments/{other['id']}", headers=owner.headers,
                                  json={"status": "no-show"})
        assert done.json()["status"] == "no-show"
        assert (await client.patch(f"/api/appointments/{other['id']}", headers=owner.headers,
                                   json={"status": "maybe"})).status_code == 422

    async def test_another_tenants_appointment_is_not_found(self, app, client, owner, make_owner):
        other = make_owner()
        await salon(app, client, owner)
        appointment = (await book(client, owner, start=at(next_weekday(), "10:00").isoformat(),
                                  serviceId="cut", staffId="maria")).json()
        response = await client.patch(f"/api/appointments/{appointment['id']}", headers=other.headers,
                                      json={"status": "cancelled"})
        assert response.status_code == 404


class TestStaffRemoval:
    async def test_upcoming_appointments_block_removal_unless_forced(self, app, client, owner, db):
        await salon(app, client, owner)
        await book(client, owner, start=at(next_weekday(), "10:00").isoformat(), serviceId="cut", staffId="maria")
        refused = await client.delete("/staff/calendars/maria", headers=owner.headers)
        assert (refused.status_code, refused.json()["upcomingAppointments"]) == (409, 1)
        forced = await client.delete("/staff/calendars/maria?force=true", headers=owner.headers)
        assert forced.status_code == 200
        assert [r["status"] for r in await db.rows("SELECT status FROM appointments")] == ["cancelled"]
        assert await db.count("appointment_blocks") == 0

"""A salon on Cal.com: event types, availability from Cal.com's slots, and bookings made there first (then
mirrored here), including what a Cal.com outage does: a clear 503 and nothing booked on our side."""

from datetime import UTC, datetime

import pytest

from ringbook.booking.v1 import rpc_pb2 as rpc
from ringbook.booking.v1.events_pb2 import AppointmentBooked, AppointmentCancelled, AppointmentRescheduled
from ringbook_common.bus.rpc import RpcFailed, request

from ..factories import CUT, add_staff, at, book, next_weekday, set_up_salon, slots
from .conftest import connect_with_key, on_calcom

UNAVAILABLE = "Cal.com is not answering right now"


class TestEventTypes:
    async def test_the_built_in_calendar_answers_the_salons_services(self, app, client, owner):
        await set_up_salon(app, owner)
        response = await client.get("/calcom/event-types", headers=owner.headers)
        assert response.status_code == 200
        assert response.json() == [
            {"id": "cut", "title": "Haircut", "lengthInMinutes": 45, "description": ""},
            {"id": "colour", "title": "Colour", "lengthInMinutes": 120, "description": ""}]

    async def test_a_connected_account_answers_its_event_types(self, client, owner, calcom):
        await connect_with_key(client, owner, calcom)
        response = await client.get("/calcom/event-types", headers=owner.headers)
        assert response.json() == [
            {"id": 101, "title": "Haircut", "lengthInMinutes": 45, "description": "A cut"},
            {"id": 102, "title": "Colour", "lengthInMinutes": 120, "description": ""}]
        [(_, _, headers)] = calcom.calls("/v2/event-types")
        assert headers["cal-api-version"] == "2024-06-14" and headers["authorization"].startswith("Bearer cal_test_")

    async def test_none_at_cal_com_is_an_empty_list(self, client, owner, calcom):
        await connect_with_key(client, owner, calcom)
        calcom.state.event_types = []
        response = await client.get("/calcom/event-types", headers=owner.headers)
        assert (response.status_code, response.json()) == (200, [])

    async def test_cal_com_down_is_a_503(self, client, owner, calcom):
        await connect_with_key(client, owner, calcom)
        calcom.down()
        response = await client.get("/calcom/event-types", headers=owner.headers)
        assert response.status_code == 503 and response.json()["error"].startswith(UNAVAILABLE)

    async def test_the_default_must_be_one_of_them(self, client, owner, calcom, db):
        response = await client.put("/calcom/default-event-type", headers=owner.headers, json={"eventTypeId": 101})
        assert response.status_code == 422 and response.json()["error"] == "Connect Cal.com first"
        await connect_with_key(client, owner, calcom)
        response = await client.put("/calcom/default-event-type", headers=owner.headers, json={"eventTypeId": 999})
        assert response.status_code == 422 and response.json()["fields"] == {"eventTypeId":
                                                                             "Not one of your event types"}
        response = await client.put("/calcom/default-event-type", headers=owner.headers, json={"eventTypeId": 102})
        assert response.status_code == 200 and response.json()["calcom"]["defaultEventTypeId"] == 102
        response = await client.put("/calcom/default-event-type", headers=owner.headers, json={"eventTypeId": "x"})
        assert response.status_code == 422


class TestAvailability:
    async def test_slots_come_from_cal_com_with_our_staff_and_slot_ids(self, app, client, owner, calcom):
        await on_calcom(app, client, owner, calcom)
        day = next_weekday()
        found = await slots(client, owner, day)
        # The fake's account works 09:00-17:00 in 45-minute event slots.
        assert [s["start"] for s in found[:3]] == [at(day, t).isoformat() for t in ("09:00", "09:45", "10:30")]
        assert found[0]["end"] == at(day, "09:45").isoformat() and len(found) == 10
        assert {(s["staffId"], s["staffName"]) for s in found} == {("maria", "Maria")}
        assert all(s["slotId"] for s in found)
        [(_, _, headers)] = calcom.calls("/v2/slots")
        assert headers["cal-api-version"] == "2024-09-04"

    async def test_a_kept_answer_spares_cal_com_until_we_change_something(self, app, client, owner, calcom):
        await on_calcom(app, client, owner, calcom)
        day = next_weekday()
        first = await slots(client, owner, day)
        assert await slots(client, owner, day) == first
        assert len(calcom.calls("/v2/slots")) == 1
        assert (await book(client, owner, slotId=first[0]["slotId"])).status_code == 201
        assert first[0]["start"] not in {s["start"] for s in await slots(client, owner, day)}

    async def test_the_receptionist_asks_over_the_bus(self, app, client, owner, calcom, bus):
        await on_calcom(app, client, owner, calcom)
        day = next_weekday()
        reply = await request(bus, "rpc.booking.availability", rpc.AvailabilityRequest(
            tenant_id=owner.tenant_id, service_id="cut", from_date=day.isoformat(), limit=2), rpc.AvailabilityReply,
            timeout=5)
        assert [s.start for s in reply.slots] == [at(day, "09:00").isoformat(), at(day, "09:45").isoformat()]
        assert reply.slots[0].staff_id == "maria" and reply.timezone == "America/New_York"

    async def test_cal_com_down_is_a_503(self, app, client, owner, calcom):
        await on_calcom(app, client, owner, calcom)
        calcom.down()
        response = await client.get("/api/availability", headers=owner.headers,
                                    params={"serviceId": "cut", "from": next_weekday().isoformat()})
        assert response.status_code == 503 and response.json()["error"].startswith(UNAVAILABLE)


class TestBooking:
    async def test_booked_at_cal_com_then_mirrored(self, app, client, owner, calcom, db):
        await on_calcom(app, client, owner, calcom)
        day = next_weekday()
        slot = (await slots(client, owner, day))[2]
        response = await book(client, owner, slotId=slot["slotId"], customerEmail="jane@example.com")
        assert response.status_code == 201, response.text
        made = response.json()
        assert (made["startsAt"], made["staffId"], made["service"]) == (slot["start"], "maria", "Haircut")
        [booking] = calcom.active_bookings()
        assert booking["start"] == at(day, "10:30").astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.000Z")
        assert booking["attendees"][0] == {"name": "Jane Doe", "timeZone": "America/New_York",
                                           "phoneNumber": "+15550101234", "email": "jane@example.com"}
        assert booking["metadata"]["ringbook_appointment_id"] == made["id"]
        [row] = await db.rows("SELECT calcom_uid, source FROM appointments")
        assert (row["calcom_uid"], row["source"]) == (booking["uid"], "owner")
        [(_, event)] = await db.events("booking.appointment_booked", AppointmentBooked)
        assert event.appointment_id == made["id"]
        [(_, _, headers)] = calcom.calls("/v2/bookings")
        assert headers["cal-api-version"] == "2024-08-13"

    async def test_the_receptionist_books_over_the_bus(self, app, client, owner, calcom, bus, db):
        await on_calcom(app, client, owner, calcom)
        slot = (await slots(client, owner, next_weekday()))[0]
        held = await request(bus, "rpc.booking.hold", rpc.HoldRequest(tenant_id=owner.tenant_id,
                                                                      slot_id=slot["slotId"]), rpc.HoldReply, timeout=5)
        assert held.ok
        booked = await request(bus, "rpc.booking.book", rpc.BookRequest(
            tenant_id=owner.tenant_id, slot_id=slot["slotId"], customer_name="Jane", customer_phone="+15550101234",
            hold_id=held.hold_id, call_id="call-1"), rpc.BookReply, timeout=5)
        assert booked.ok and booked.appointment.source == "ai_receptionist"
        [booking] = calcom.active_bookings()
        assert booking["metadata"]["ringbook_call_id"] == "call-1"

    async def test_a_time_taken_at_cal_com_is_409_with_alternatives(self, app, client, owner, calcom, db):
        await on_calcom(app, client, owner, calcom)
        day = next_weekday()
        slot = (await slots(client, owner, day))[0]
        calcom.book_elsewhere(at(day, "09:00"))  # after our (kept) answer was given
        response = await book(client, owner, slotId=slot["slotId"])
        assert response.status_code == 409
        assert [a["start"] for a in response.json()["alternatives"]] == [
            at(day, t).isoformat() for t in ("09:45", "10:30", "11:15")]
        assert await db.count("appointments") == 0

    @pytest.mark.parametrize("outage", ["down", "hang"])
    async def test_an_outage_is_503_and_nothing_is_booked(self, app, client, owner, calcom, db, outage):
        await on_calcom(app, client, owner, calcom)
        slot = (await slots(client, owner, next_weekday()))[0]
        calcom.down(outage)
        response = await book(client, owner, slotId=slot["slotId"])
        assert response.status_code == 503 and response.json()["error"].startswith(UNAVAILABLE)
        assert await db.count("appointments") == 0
        assert await db.events("booking.appointment_booked", AppointmentBooked) == []
        calcom.down(None)
        assert calcom.active_bookings() == []

    async def test_an_outage_reaches_the_receptionist_as_a_clear_error(self, app, client, owner, calcom, bus, db):
        await on_calcom(app, client, owner, calcom)
        slot = (await slots(client, owner, next_weekday()))[0]
        calcom.down()
        with pytest.raises(RpcFailed) as failed:
            await request(bus, "rpc.booking.book", rpc.BookRequest(
                tenant_id=owner.tenant_id, slot_id=slot["slotId"], customer_name="Jane",
                customer_phone="+15550101234"), rpc.BookReply, timeout=5)
        assert UNAVAILABLE in str(failed.value)
        assert await db.count("appointments") == 0


class TestRescheduleAndCancel:
    async def test_rescheduled_at_cal_com_then_here(self, app, client, owner, calcom, db):
        await on_calcom(app, client, owner, calcom)
        day = next_weekday()
        offered = await slots(client, owner, day)
        made = (await book(client, owner, slotId=offered[0]["slotId"])).json()
        [old] = calcom.active_bookings()
        response = await client.patch(f"/api/appointments/{made['id']}", headers=owner.headers,
                                      json={"slotId": offered[3]["slotId"]})
        assert response.status_code == 200, response.text
        assert response.json()["startsAt"] == at(day, "11:15").isoformat()
        [new] = calcom.active_bookings()
        assert new["rescheduledFromUid"] == old["uid"] and calcom.booking(old["uid"])["status"] == "cancelled"
        [row] = await db.rows("SELECT calcom_uid, starts_at FROM appointments")
        assert row["calcom_uid"] == new["uid"] and row["starts_at"] == at(day, "11:15")
        assert len(await db.events("booking.appointment_rescheduled", AppointmentRescheduled)) == 1

    async def test_cancelled_at_cal_com_then_here(self, app, client, owner, calcom, db):
        await on_calcom(app, client, owner, calcom)
        made = (await book(client, owner, slotId=(await slots(client, owner, next_weekday()))[0]["slotId"])).json()
        response = await client.patch(f"/api/appointments/{made['id']}", headers=owner.headers,
                                      json={"status": "cancelled", "reason": "sick"})
        assert response.status_code == 200 and response.json()["status"] == "cancelled"
        [booking] = calcom.state.bookings.values()
        assert (booking["status"], booking["cancellationReason"]) == ("cancelled", "sick")
        assert len(await db.events("booking.appointment_cancelled", AppointmentCancelled)) == 1

    async def test_an_outage_keeps_the_appointment_as_it_was(self, app, client, owner, calcom, db):
        await on_calcom(app, client, owner, calcom)
        day = next_weekday()
        offered = await slots(client, owner, day)
        made = (await book(client, owner, slotId=offered[0]["slotId"])).json()
        calcom.down()
        moved = await client.patch(f"/api/appointments/{made['id']}", headers=owner.headers,
                                   json={"slotId": offered[3]["slotId"]})
        cancelled = await client.patch(f"/api/appointments/{made['id']}", headers=owner.headers,
                                       json={"status": "cancelled"})
        assert (moved.status_code, cancelled.status_code) == (503, 503)
        [row] = await db.rows("SELECT status, starts_at FROM appointments")
        assert (row["status"], row["starts_at"]) == ("scheduled", at(day, "09:00"))


class TestSwitching:
    async def test_switching_to_cal_com_keeps_existing_appointments(self, app, client, owner, calcom, db):
        await set_up_salon(app, owner, services=(CUT,))
        await add_staff(client, owner, "maria", "Maria")
        day = next_weekday()
        earlier = await book(client, owner, slotId=(await slots(client, owner, day))[0]["slotId"])
        assert earlier.status_code == 201
        await connect_with_key(client, owner, calcom)
        assert (await client.put("/calendars/settings", headers=owner.headers,
                                 json={"bookingCalendar": "calcom"})).status_code == 422  # no default event type yet
        await client.put("/calcom/default-event-type", headers=owner.headers, json={"eventTypeId": 101})
        response = await client.put("/calendars/settings", headers=owner.headers, json={"bookingCalendar": "calcom"})
        assert response.status_code == 200 and response.json()["bookingCalendar"] == "calcom"
        listed = await client.get("/api/dashboard/appointments", headers=owner.headers)
        assert [a["id"] for a in listed.json()["appointments"]] == [earlier.json()["id"]]
        # Still cancellable: it never was at Cal.com, so only ours changes.
        response = await client.patch(f"/api/appointments/{earlier.json()['id']}", headers=owner.headers,
                                      json={"status": "cancelled"})
        assert response.status_code == 200 and calcom.state.bookings == {}
        assert datetime.now(UTC) < at(day, "09:00")

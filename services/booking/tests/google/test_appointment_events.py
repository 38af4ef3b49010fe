"""Appointments are copied into the member's Google calendar after they commit: written on booking, moved on
reschedule, deleted on cancel; a Google outage never blocks a booking."""

from datetime import datetime

from booking.google.appointments import PRIVATE_KEY
from ringbook_common.testing.wait import eventually

from ..factories import add_staff, at, book, next_weekday, set_up_salon, slots
from .flows import connect, copy_busy


async def google_salon(app, client, owner, *staff: str) -> dict[str, dict]:
    await set_up_salon(app, owner)
    await connect(client, owner)
    return {staff_id: await add_staff(client, owner, staff_id, staff_id.title()) for staff_id in staff}


def when(event: dict, end: str) -> datetime:
    return datetime.fromisoformat(event[end]["dateTime"])


async def the_event(google, calendar_id: str, appointment_id: str) -> dict | None:
    async def found():
        events = [event for event in google.events_of(calendar_id)
                  if event["extendedProperties"]["private"][PRIVATE_KEY] == appointment_id]
        return events[0] if len(events) == 1 else None
    return await eventually(found)


class TestAppointmentEvents:
    async def test_a_booking_is_written_to_the_members_calendar(self, app, client, owner, google, db):
        calendars = await google_salon(app, client, owner, "maria")
        day = next_weekday()
        booked = await book(client, owner, start=at(day, "10:00").isoformat(), serviceId="cut", staffId="maria",
                            customerName="Jane Doe")
        assert booked.status_code == 201, booked.text
        appointment = booked.json()

        event = await the_event(google, calendars["maria"]["calendarId"], appointment["id"])

        assert event["summary"] == "Haircut — Jane Doe"
        assert (when(event, "start"), when(event, "end")) == (at(day, "10:00"), at(day, "10:45"))
        assert event["start"]["timeZone"] == "America/New_York"
        assert event["transparency"] == "transparent"

        async def recorded():
            [row] = await db.rows("SELECT google_event_id FROM appointments")
            return row["google_event_id"] == event["id"]
        await eventually(recorded)

    async def test_our_own_events_do_not_come_back_as_busy_time(self, app, client, owner, google, db):
        calendars = await google_salon(app, client, owner, "maria")
        day = next_weekday()
        appointment = (await book(client, owner, start=at(day, "10:00").isoformat(), serviceId="cut",
                                  staffId="maria")).json()
        await the_event(google, calendars["maria"]["calendarId"], appointment["id"])

        await copy_busy(app)

        assert await db.count("external_busy") == 0
        cancelled = await client.patch(f"/api/appointments/{appointment['id']}", headers=owner.headers,
                                       json={"status": "cancelled"})
        assert cancelled.status_code == 200
        assert at(day, "10:00").isoformat() in {s["start"] for s in await slots(client, owner, day, staff="maria")}

    async def test_a_reschedule_moves_the_event(self, app, client, owner, google):
        calendars = await google_salon(app, client, owner, "maria")
        day = next_weekday()
        appointment = (await book(client, owner, start=at(day, "10:00").isoformat(), serviceId="cut",
                                  staffId="maria")).json()
        first = await the_event(google, calendars["maria"]["calendarId"], appointment["id"])

        moved = await client.patch(f"/api/appointments/{appointment['id']}", headers=owner.headers,
                                   json={"start": at(day, "14:00").isoformat()})
        assert moved.status_code == 200, moved.text

        async def moved_in_google():
            event = await the_event(google, calendars["maria"]["calendarId"], appointment["id"])
            return event if when(event, "start") == at(day, "14:00") else None
        event = await eventually(moved_in_google)
        assert event["id"] == first["id"] and when(event, "end") == at(day, "14:45")

    async def test_moving_to_another_member_moves_it_to_their_calendar(self, app, client, owner, google):
        calendars = await google_salon(app, client, owner, "maria", "sam")
        day = next_weekday()
        appointment = (await book(client, owner, start=at(day, "10:00").isoformat(), serviceId="cut",
                                  staffId="maria")).json()
        await the_event(google, calendars["maria"]["calendarId"], appointment["id"])

        moved = await client.patch(f"/api/appointments/{appointment['id']}", headers=owner.headers,
                                   json={"start": at(day, "11:00").isoformat(), "staffId": "sam"})
        assert moved.status_code == 200, moved.text

        event = await the_event(google, calendars["sam"]["calendarId"], appointment["id"])
        assert when(event, "start") == at(day, "11:00")
        await eventually(lambda: _empty(google, calendars["maria"]["calendarId"]))

    async def test_a_cancel_deletes_the_event(self, app, client, owner, google, db):
        calendars = await google_salon(app, client, owner, "maria")
        day = next_weekday()
        appointment = (await book(client, owner, start=at(day, "10:00").isoformat(), serviceId="cut",
                                  staffId="maria")).json()
        await the_event(google, calendars["maria"]["calendarId"], appointment["id"])

        cancelled = await client.patch(f"/api/appointments/{appointment['id']}", headers=owner.headers,
                                       json={"status": "cancelled"})
        assert cancelled.status_code == 200, cancelled.text

        await eventually(lambda: _empty(google, calendars["maria"]["calendarId"]))

        async def forgotten():
            return [row["google_event_id"] for row in await db.rows("SELECT google_event_id FROM appointments")] \
                == [None]
        await eventually(forgotten)

    async def test_a_google_outage_never_blocks_a_booking_and_the_event_follows(self, app, client, owner,
                                                                               google):
        calendars = await google_salon(app, client, owner, "maria")
        day = next_weekday()
        google.fail()

        booked = await book(client, owner, start=at(day, "10:00").isoformat(), serviceId="cut", staffId="maria")
        assert booked.status_code == 201, booked.text

        async def tried():
            return any(path.endswith("/events") for _, path in google.requests)
        await eventually(tried)
        assert google.events_of(calendars["maria"]["calendarId"]) == []
        google.recover()

        await the_event(google, calendars["maria"]["calendarId"], booked.json()["id"])


async def _empty(google, calendar_id: str) -> bool:
    return google.events_of(calendar_id) == []

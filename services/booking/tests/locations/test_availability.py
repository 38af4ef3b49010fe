"""Availability and booking at two locations in different time zones, with one stylist who works at both on different
days: offered at each only on her days there, in that location's local time, and never at two places at once."""

from datetime import timedelta

from ringbook.booking.v1.events_pb2 import AppointmentBooked

from ..factories import NEW_YORK, at, book, get_time_off, put_hours, put_time_off
from .factories import LOS_ANGELES, slots_at, two_salons


class TestOfferedPerLocation:
    async def test_each_location_offers_her_on_her_days_there_in_its_local_time(self, app, client, owner):
        business = await two_salons(app, client, owner)
        new_york_monday = await slots_at(client, owner, business.monday, None)
        assert new_york_monday[0]["start"] == at(business.monday, "09:00").isoformat()
        assert new_york_monday[-1]["start"] == at(business.monday, "11:15").isoformat()  # a 45-minute cut ends 12:00
        assert await slots_at(client, owner, business.monday, business.venice) == []
        venice_tuesday = await slots_at(client, owner, business.tuesday, business.venice)
        assert venice_tuesday[0]["start"] == at(business.tuesday, "09:00", LOS_ANGELES).isoformat()
        assert venice_tuesday[-1]["start"] == at(business.tuesday, "16:15", LOS_ANGELES).isoformat()
        assert await slots_at(client, owner, business.tuesday, None) == []

    async def test_the_first_location_by_its_id_is_the_one_asked_without_a_location(self, app, client, owner):
        business = await two_salons(app, client, owner)
        by_id = await slots_at(client, owner, business.monday, business.new_york)
        assert [s["start"] for s in by_id] == [s["start"] for s in await slots_at(client, owner, business.monday,
                                                                                  None)]

    async def test_the_answer_names_the_locations_zone(self, app, client, owner):
        business = await two_salons(app, client, owner)
        response = await client.get("/api/availability", headers=owner.headers, params={
            "serviceId": "cut", "from": business.tuesday.isoformat(), "location": business.venice})
        assert response.json()["timezone"] == "America/Los_Angeles"

    async def test_a_closure_day_offers_nothing(self, app, client, owner):
        business = await two_salons(app, client, owner)
        assert await slots_at(client, owner, business.thursday, business.venice) == []
        assert await slots_at(client, owner, business.thursday + timedelta(days=7), business.venice) != []


class TestOneDiary:
    async def test_booked_at_one_location_she_is_not_offered_at_the_other_at_an_overlapping_instant(
            self, app, client, owner):
        business = await two_salons(app, client, owner)
        # Venice early on Mondays: 04:00-06:00 there is 07:00-09:00 in New York, just before her hours there.
        early = [{"dow": 1, "start": "04:00", "end": "06:00"}, {"dow": 2, "start": "09:00", "end": "17:00"}]
        assert (await put_hours(client, owner, "maria", early, location=business.venice)).status_code == 200
        venice_before = {s["start"] for s in await slots_at(client, owner, business.monday, business.venice)}
        last_before_new_york = at(business.monday, "05:15", LOS_ANGELES).isoformat()
        assert last_before_new_york in venice_before  # its buffer runs to 09:15 in New York
        first = (await slots_at(client, owner, business.monday, None))[0]
        booked = await book(client, owner, slotId=first["slotId"])
        assert booked.status_code == 201, booked.text
        assert booked.json()["locationId"] == business.new_york
        venice_after = {s["start"] for s in await slots_at(client, owner, business.monday, business.venice)}
        assert venice_after == venice_before - {last_before_new_york}
        at_venice = await book(client, owner, start=at(business.monday, "05:15", LOS_ANGELES).isoformat(),
                               serviceId="cut", staffId="maria", location=business.venice)
        assert at_venice.status_code == 409, at_venice.text

    async def test_time_off_at_one_location_keeps_her_from_every_location(self, app, client, owner):
        business = await two_salons(app, client, owner)
        day_off = [{"timeMin": at(business.monday, "00:00").isoformat(),
                    "timeMax": at(business.monday + timedelta(days=1), "00:00").isoformat(),
                    "location": business.venice}]
        assert (await put_time_off(client, owner, "maria", day_off)).status_code == 200
        assert [r.get("location") for r in await get_time_off(client, owner, "maria")] == [business.venice]
        assert await slots_at(client, owner, business.monday, None) == []

    async def test_a_booking_at_venice_is_in_its_zone_and_its_event_names_it(self, app, client, owner, db):
        business = await two_salons(app, client, owner)
        slot = (await slots_at(client, owner, business.tuesday, business.venice))[0]
        booked = await book(client, owner, slotId=slot["slotId"])
        assert booked.status_code == 201, booked.text
        appointment = booked.json()
        assert (appointment["time"], appointment["locationId"]) == ("09:00", business.venice)
        assert appointment["startsAt"] == at(business.tuesday, "09:00", LOS_ANGELES).isoformat()
        [(envelope, event)] = await db.events("booking.appointment_booked", AppointmentBooked)
        assert envelope.location_id == business.venice
        assert event.local_start == appointment["startsAt"]
        [row] = await db.rows("SELECT location_id FROM reminder_jobs WHERE kind = 'reminder'")
        assert str(row["location_id"]) == business.venice

    async def test_a_time_without_an_offset_is_read_in_the_locations_zone(self, app, client, owner):
        business = await two_salons(app, client, owner)
        wall = at(business.tuesday, "10:00", LOS_ANGELES).replace(tzinfo=None).isoformat()
        booked = await book(client, owner, start=wall, serviceId="cut", staffId="maria", location=business.venice)
        assert booked.status_code == 201, booked.text
        assert booked.json()["startsAt"] == at(business.tuesday, "10:00", LOS_ANGELES).isoformat()
        assert booked.json()["startsAt"] != at(business.tuesday, "10:00", NEW_YORK).isoformat()

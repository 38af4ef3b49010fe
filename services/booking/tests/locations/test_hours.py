"""A stylist's hours per location: each location's week in its own wall-clock time, never two places at once in
real time (time zones counted)."""

from datetime import date

from booking.hours.across import clash, offset_pairs
from booking.hours.rules import Slot
from ringbook.booking.v1.events_pb2 import StaffAdded, StaffUpdated

from ..factories import add_staff, get_hours, put_hours
from .factories import two_salons

NEW_YORK_MONDAY = [{"dow": 1, "start": "09:00", "end": "12:00"}, {"dow": 3, "start": "09:00", "end": "17:00"}]
VENICE = [{"dow": 2, "start": "09:00", "end": "17:00"}, {"dow": 4, "start": "09:00", "end": "17:00"}]


async def hours_at(client, owner, location: str) -> list[dict]:
    response = await client.get("/staff/maria/hours", headers=owner.headers, params={"location": location})
    assert response.status_code == 200, response.text
    return response.json()["hours"]


class TestWeeksPerLocation:
    async def test_each_location_keeps_its_own_week(self, app, client, owner):
        business = await two_salons(app, client, owner)
        assert await get_hours(client, owner, "maria") == NEW_YORK_MONDAY
        assert await hours_at(client, owner, business.new_york) == NEW_YORK_MONDAY
        assert await hours_at(client, owner, business.venice) == VENICE

    async def test_hours_that_overlap_another_locations_in_real_time_are_refused(self, app, client, owner):
        business = await two_salons(app, client, owner)
        # 06:00-08:00 in Los Angeles is 09:00-11:00 in New York, where she works Mondays 09:00-12:00.
        overlapping = [{"dow": 1, "start": "06:00", "end": "08:00"}]
        refused = await put_hours(client, owner, "maria", overlapping, location=business.venice)
        assert refused.status_code == 409
        assert refused.json()["error"].startswith("Monday 06:00\u201308:00 overlaps the hours they work at Salon Uno")
        assert await hours_at(client, owner, business.venice) == VENICE  # nothing half-saved

    async def test_the_same_wall_hours_at_another_zone_are_another_time(self, app, client, owner):
        business = await two_salons(app, client, owner)
        # 09:00-10:00 in Los Angeles is 12:00-13:00 in New York: right after her morning there.
        after_new_york = [{"dow": 1, "start": "09:00", "end": "10:00"}]
        saved = await put_hours(client, owner, "maria", after_new_york, location=business.venice)
        assert saved.status_code == 200, saved.text
        assert await get_hours(client, owner, "maria") == NEW_YORK_MONDAY

    async def test_the_first_location_refuses_hours_over_another_locations(self, app, client, owner):
        await two_salons(app, client, owner)
        # Tuesday 12:00-14:00 in New York is 09:00-11:00 in Los Angeles, where she works Tuesdays.
        refused = await put_hours(client, owner, "maria", [{"dow": 2, "start": "12:00", "end": "14:00"}])
        assert refused.status_code == 409
        assert "Venice" in refused.json()["error"]
        assert await get_hours(client, owner, "maria") == NEW_YORK_MONDAY


def week_of(hours) -> list[dict]:
    return [{"dow": h.dow, "start": h.start, "end": h.end} for h in hours]


def weeks_of(event) -> list[tuple[str, str, list[dict]]]:
    return [(week.location_id, week.location_name, week_of(week.hours)) for week in event.locations]


class TestStaffEvents:
    async def test_a_change_names_the_week_at_each_location(self, app, client, owner, db):
        business = await two_salons(app, client, owner)
        *_, (_, updated) = await db.events("booking.staff_updated", StaffUpdated)
        assert weeks_of(updated) == [(business.new_york, "Salon Uno", NEW_YORK_MONDAY),
                                     (business.venice, "Venice", VENICE)]
        # Read as before locations, the event still says the first location's week.
        assert week_of(updated.hours) == NEW_YORK_MONDAY

    async def test_a_member_who_works_only_elsewhere_has_no_first_location_week(self, app, client, owner, db):
        business = await two_salons(app, client, owner)
        assert (await put_hours(client, owner, "maria", [])).status_code == 200
        *_, (_, updated) = await db.events("booking.staff_updated", StaffUpdated)
        assert week_of(updated.hours) == []
        assert weeks_of(updated) == [(business.venice, "Venice", VENICE)]

    async def test_a_new_member_works_at_the_first_location(self, app, client, owner, db):
        business = await two_salons(app, client, owner)
        await add_staff(client, owner, "sam", "Sam")
        [(_, added)] = [(e, a) for e, a in await db.events("booking.staff_added", StaffAdded) if a.staff_id == "sam"]
        assert weeks_of(added) == [(business.new_york, "Salon Uno", week_of(added.hours))]
        assert added.hours


class TestAcross:
    STARTING = date(2030, 1, 1)

    def test_zones_that_change_on_different_days_meet_in_every_pairing(self):
        # Europe and the US change clocks on different Sundays: for a few weeks they are 4 hours apart, not 5.
        pairs = offset_pairs("America/New_York", "Europe/London", starting=self.STARTING)
        assert {london - new_york for new_york, london in pairs} == {240, 300}

    def test_a_saturday_night_overlaps_a_sunday_morning_across_the_week_end(self):
        saturday_night = [Slot(6, 22 * 60, 24 * 60)]  # Los Angeles: Sunday 01:00-03:00 in New York
        sunday_morning = [Slot(0, 60, 120)]
        found = clash(saturday_night, "America/Los_Angeles", sunday_morning, "America/New_York",
                      starting=self.STARTING)
        assert found is not None and found.there == sunday_morning[0]

    def test_touching_hours_do_not_clash(self):
        assert clash([Slot(1, 9 * 60, 12 * 60)], "America/New_York", [Slot(1, 4 * 60, 6 * 60)],
                     "America/Los_Angeles", starting=self.STARTING) is None

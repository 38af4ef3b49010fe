"""get_business_info and check_availability: what the agent can tell a caller."""

from datetime import datetime, timedelta

from .line import next_weekday


class TestBusinessInfo:
    async def test_name_address_hours_services_and_staff(self, phone):
        found = await phone.function("get_business_info")
        assert found["ok"] is True
        assert (found["name"], found["address"]) == ("Salon Uno", "12 Main St, Springfield")
        assert found["hours"]["Monday"] == {"open": "09:00", "close": "18:00", "closed": False}
        assert found["hours"]["Sunday"]["closed"] is True
        assert next(iter(found["hours"])) == "Monday"
        assert [(s["name"], s["duration_min"], s["price"]) for s in found["services"]] == [
            ("Haircut", 45, "$45"), ("Colour", 120, "$120")]
        assert found["staff"] == ["Maria Lopez"]
        assert "Monday to Saturday 9:00 AM to 6:00 PM, closed Sunday" in found["result"]
        assert "Haircut (45 minutes, $45)" in found["result"] and "Maria Lopez" in found["result"]


class TestCheckAvailability:
    async def test_offers_five_spread_slots_in_the_salons_zone(self, phone):
        day = next_weekday()
        found = await phone.function("check_availability", {"service": "Haircut", "date": day.isoformat()})
        assert found["ok"] is True and len(found["slots"]) == 5
        starts = [datetime.fromisoformat(s["start"]) for s in found["slots"]]
        assert all(s.date() == day and s.utcoffset() == timedelta(hours=-4 if s.dst() else -5) for s in starts)
        assert [s.hour for s in starts] == [9, 10, 11, 12, 13]
        assert {s["staff"] for s in found["slots"]} == {"Maria Lopez"}
        assert all(s["slot_id"] for s in found["slots"])
        assert "9:00 AM with Maria" in found["result"] and "Haircut" in found["result"]

    async def test_close_spellings_and_ids_match_the_service(self, phone):
        day = next_weekday().isoformat()
        for said in ("hair cut", "haircutt", "cut", "color"):
            found = await phone.function("check_availability", {"service": said, "date": day})
            assert found["ok"] is True, (said, found)
        assert (await phone.function("check_availability", {"service": "color", "date": day}))["service"] == "Colour"

    async def test_unknown_service_lists_the_services(self, phone):
        found = await phone.function("check_availability", {"service": "massage"})
        assert found["ok"] is False and found["services"] == ["Haircut", "Colour"]
        assert "massage" in found["result"] and "Haircut" in found["result"]

    async def test_preferred_time_and_part_of_day(self, phone):
        day = next_weekday().isoformat()
        at_two = await phone.function("check_availability", {"service": "Haircut", "date": day,
                                                             "preferred_time": "14:00"})
        hours = [datetime.fromisoformat(s["start"]) for s in at_two["slots"]]
        assert at_two["ok"] and any(h.hour == 14 and h.minute == 0 for h in hours)
        assert all(abs((h.hour * 60 + h.minute) - 840) <= 90 for h in hours)
        afternoon = await phone.function("check_availability", {"service": "Haircut", "date": day,
                                                                "preferred_time": "afternoon"})
        assert afternoon["ok"] and [datetime.fromisoformat(s["start"]).hour for s in afternoon["slots"]] == [
            12, 13, 14, 15, 16]
        # Maria's day ends at five: nothing in the evening, so the answer says so and offers that day's others.
        evening = await phone.function("check_availability", {"service": "Haircut", "date": day,
                                                              "preferred_time": "evening"})
        assert evening["ok"] is False and "nothing free in the evening" in evening["result"]
        assert "closest" in evening["result"]
        assert [datetime.fromisoformat(s["start"]).hour for s in evening["slots"]][-1] == 16
        spoken = await phone.function("check_availability", {"service": "Haircut", "date": day,
                                                             "preferred_time": "2pm"})
        assert spoken["slots"] == at_two["slots"]

    async def test_staff_by_name(self, phone):
        found = await phone.function("check_availability", {"service": "Haircut", "staff": "maria",
                                                            "date": next_weekday().isoformat()})
        assert found["ok"] and {s["staff"] for s in found["slots"]} == {"Maria Lopez"}
        nobody = await phone.function("check_availability", {"service": "Haircut", "staff": "Bob"})
        assert nobody["ok"] is False and nobody["staff"] == ["Maria Lopez"]

    async def test_without_a_date_the_next_days_are_offered(self, phone):
        found = await phone.function("check_availability", {"service": "Haircut"})
        assert found["ok"] is True and 1 <= len(found["slots"]) <= 5

    async def test_a_closed_day_points_to_the_next_open_one(self, phone):
        sunday = next_weekday(6)
        found = await phone.function("check_availability", {"service": "Haircut", "date": sunday.isoformat()})
        assert found["ok"] is False and "closed on Sundays" in found["result"]
        assert found["slots"] and "next opening" in found["result"]
        assert all(datetime.fromisoformat(s["start"]).date() > sunday for s in found["slots"])

    async def test_a_time_outside_opening_hours_offers_the_closest(self, phone):
        found = await phone.function("check_availability", {"service": "Haircut", "date": next_weekday().isoformat(),
                                                            "preferred_time": "21:00"})
        assert found["ok"] is False and "open from 9:00 AM to 6:00 PM" in found["result"]
        assert found["slots"] and "closest" in found["result"]

    async def test_bad_and_past_dates(self, phone):
        bad = await phone.function("check_availability", {"service": "Haircut", "date": "next blursday"})
        assert bad["ok"] is False and "date" in bad["result"]
        past = await phone.function("check_availability", {"service": "Haircut", "date": "2020-01-01"})
        assert past["ok"] is False and "passed" in past["result"]

"""How many days ahead a salon takes bookings is its own setting (default 90, 1 to 730), read and changed with
the calendar settings; availability and booking both honour it."""

import pytest

from .factories import add_staff, at, book, next_weekday, set_up_salon, slots

WINDOW_MESSAGE = "The booking window must be a whole number of days from 1 to 730"


@pytest.fixture
async def salon(app, client, owner):
    await set_up_salon(app, owner)
    await add_staff(client, owner, "maria", "Maria")


async def set_window(client, owner, days):
    return await client.put("/calendars/settings", headers=owner.headers, json={"bookingWindowDays": days})


class TestSetting:
    async def test_the_default_is_90_days(self, salon, client, owner):
        settings = await client.get("/calendars/settings", headers=owner.headers)
        assert settings.json()["bookingWindowDays"] == 90

    async def test_the_owner_sets_it_and_the_calendar_choice_stays(self, salon, client, owner):
        saved = await set_window(client, owner, 365)
        assert (saved.status_code, saved.json()["bookingWindowDays"], saved.json()["bookingCalendar"]) == (
            200, 365, "builtin")
        assert (await client.get("/calendars/settings", headers=owner.headers)).json()["bookingWindowDays"] == 365

    @pytest.mark.parametrize("days", [0, 731, -5, 1.5, "90", True, [90]])
    async def test_out_of_range_or_not_a_whole_number_is_422_and_changes_nothing(self, salon, client, owner, days):
        refused = await set_window(client, owner, days)
        assert refused.status_code == 422
        assert refused.json()["error"] == WINDOW_MESSAGE or refused.json()["fields"]["bookingWindowDays"] == \
            WINDOW_MESSAGE
        assert (await client.get("/calendars/settings", headers=owner.headers)).json()["bookingWindowDays"] == 90

    async def test_another_salons_window_is_its_own(self, salon, client, owner, make_owner):
        other = make_owner()
        await set_window(client, owner, 400)
        assert (await client.get("/calendars/settings", headers=other.headers)).json()["bookingWindowDays"] == 90


class TestHonoured:
    async def test_a_wedding_months_ahead_is_offered_and_booked_once_the_window_reaches_it(self, salon, client,
                                                                                           owner):
        wedding = next_weekday(weeks_ahead=30)  # about 7 months ahead
        assert await slots(client, owner, wedding, staff="maria") == []
        refused = await book(client, owner, start=at(wedding, "10:00").isoformat(), serviceId="cut", staffId="maria")
        assert (refused.status_code, refused.json()["error"]) == (422, "We only take bookings up to 90 days ahead.")
        await set_window(client, owner, 365)
        offered = await slots(client, owner, wedding, staff="maria")
        assert offered and offered[0]["start"] == at(wedding, "09:00").isoformat()
        booked = await book(client, owner, slotId=offered[4]["slotId"])
        assert booked.status_code == 201, booked.text

    async def test_a_shorter_window_stops_offering_beyond_it(self, salon, client, owner):
        day = next_weekday(weeks_ahead=2)
        assert await slots(client, owner, day, staff="maria")
        await set_window(client, owner, 7)
        assert await slots(client, owner, day, staff="maria") == []
        refused = await book(client, owner, start=at(day, "10:00").isoformat(), serviceId="cut", staffId="maria")
        assert (refused.status_code, refused.json()["error"]) == (422, "We only take bookings up to 7 days ahead.")

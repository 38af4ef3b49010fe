"""Opening hours have one authority (DESIGN §11), through the whole product: the hours the setup wizard saves are
the hours callers are told, the hours availability offers and the hours a booking is checked against; Settings'
hours {start, end} edit the same week, and both the agent and availability follow."""

from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

from ringbook_common.testing.wait import eventually

ZONE = ZoneInfo("America/New_York")
CALLER = "+15550107788"
# Sunday and Monday closed, Tuesday to Friday 9-6, Saturday 9-5.
WEEK = {"0": {"open": "09:00", "close": "17:00", "closed": True},
        "1": {"open": "09:00", "close": "17:00", "closed": True},
        **{str(day): {"open": "09:00", "close": "18:00", "closed": False} for day in range(2, 6)},
        "6": {"open": "09:00", "close": "17:00", "closed": False}}
HAIRCUT_MINUTES = 45


def next_weekday(weekday: int) -> date:
    """The coming `weekday` (0 Sunday .. 6 Saturday) at least two days ahead, so notice never hides a slot."""
    today = datetime.now(ZONE).date()
    ahead = (weekday - (today.weekday() + 1) % 7) % 7
    return today + timedelta(days=ahead if ahead >= 2 else ahead + 7)


def local(start: str) -> datetime:
    return datetime.fromisoformat(start).astimezone(ZONE)


async def stylists_work_every_day_8_to_8(owner) -> None:
    """Wider than the salon's hours: what is offered is bounded by the salon's week, not by the stylist's."""
    week = [{"dow": day, "start": "08:00", "end": "20:00"} for day in range(7)]
    for member in (await owner.get("/staff/calendars")).json()["staff"]:
        saved = await owner.put("/staff/hours", json={"staffId": member["staffId"], "hours": week})
        assert saved.status_code == 200, saved.text


async def offered(provider, day: date) -> list[datetime]:
    answer = await provider.function("check_availability", service="Haircut", date=day.isoformat())
    return [local(slot["start"]) for slot in answer.get("slots") or [] if local(slot["start"]).date() == day]


async def test_callers_availability_and_bookings_follow_the_one_week_the_wizard_and_settings_edit(
        owner_session, configure_salon, launch_receptionist, voice_call):
    async with owner_session(name="Hana Hours") as owner:
        await configure_salon(owner, name="Salon Semana", hours=WEEK)
        await stylists_work_every_day_8_to_8(owner)
        status = await launch_receptionist(owner)
        saturday, sunday, monday = next_weekday(6), next_weekday(0), next_weekday(1)

        async with voice_call(status["phoneNumber"], caller=CALLER) as provider:
            told = (await provider.function("get_business_info"))["result"]
            assert ("closed Monday, Tuesday to Friday 9:00 AM to 6:00 PM, Saturday 9:00 AM to 5:00 PM, "
                    "closed Sunday") in told

            on_saturday = await offered(provider, saturday)
            assert on_saturday and on_saturday[0].strftime("%H:%M") == "09:00"
            assert max(on_saturday) + timedelta(minutes=HAIRCUT_MINUTES) <= on_saturday[0].replace(hour=17, minute=0)
            assert await offered(provider, sunday) == [] and await offered(provider, monday) == []

            staff_id = (await owner.get("/staff/calendars")).json()["staff"][0]["staffId"]
            refused = await owner.post("/api/appointments", json={
                "customerName": "Jane Doe", "customerPhone": CALLER, "serviceId": "haircut", "staffId": staff_id,
                "start": datetime.combine(monday, datetime.min.time().replace(hour=10), ZONE).isoformat()})
            assert (refused.status_code, refused.json()["error"]) == (422, "We're closed on Mondays.")
            late = await owner.post("/api/appointments", json={
                "customerName": "Jane Doe", "customerPhone": CALLER, "serviceId": "haircut", "staffId": staff_id,
                "start": datetime.combine(saturday, datetime.min.time().replace(hour=16, minute=30),
                                          ZONE).isoformat()})
            assert (late.status_code, late.json()["error"]) == (422, "That time is outside our opening hours.")

            settings = (await owner.get("/portal/tenants/settings")).json()
            assert settings["hours"] == {"start": "09:00", "end": "18:00"}
            # As the spec's settings payload has it: the range alone (a `week` sent beside it would be the one saved).
            del settings["week"]
            saved = await owner.put("/portal/tenants/settings",
                                    json={**settings, "hours": {"start": "10:00", "end": "16:00"}})
            assert saved.status_code == 200, saved.text

            async def told_the_new_hours() -> str | None:
                said = (await provider.function("get_business_info"))["result"]
                return said if "Tuesday to Saturday 10:00 AM to 4:00 PM" in said else None
            assert "closed Sunday" in await eventually(told_the_new_hours)

            async def offered_the_new_hours() -> list[datetime] | None:
                found = await offered(provider, saturday)
                return found if found and found[0].strftime("%H:%M") == "10:00" else None
            on_saturday = await eventually(offered_the_new_hours)
            assert max(on_saturday) + timedelta(minutes=HAIRCUT_MINUTES) <= on_saturday[0].replace(hour=16)
            assert await offered(provider, monday) == []
            wizard = (await owner.get("/api/receptionist/status")).json()["businessInfo"]["operatingHours"]
            assert wizard["6"] == {"open": "10:00", "close": "16:00", "closed": False} and wizard["1"]["closed"]

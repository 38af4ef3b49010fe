"""Busy time in the members' Google calendars is copied into booking and respected by availability, without
calling Google while a caller waits."""

from ..factories import add_staff, at, next_weekday, set_up_salon, slots
from .flows import connect, copy_busy


async def google_salon(app, client, owner) -> dict:
    await set_up_salon(app, owner)
    await connect(client, owner)
    return await add_staff(client, owner, "maria", "Maria Lopez")


class TestFreeBusy:
    async def test_busy_time_in_google_is_not_offered(self, app, client, owner, google, db):
        maria = await google_salon(app, client, owner)
        day = next_weekday()
        google.set_busy(maria["calendarId"], [(at(day, "10:00"), at(day, "12:00"))])

        assert await copy_busy(app) == 1

        starts = {s["start"] for s in await slots(client, owner, day, staff="maria")}
        assert at(day, "09:00").isoformat() in starts and at(day, "12:00").isoformat() in starts
        # A 45-minute cut from 09:30 on would run into 10:00; nothing starts before 12:00 again.
        assert not {at(day, clock).isoformat() for clock in ("09:30", "10:00", "11:15", "11:45")} & starts
        [row] = await db.rows("SELECT source, lower(during) AS lo, upper(during) AS hi FROM external_busy")
        assert (row["source"], row["lo"], row["hi"]) == ("google", at(day, "10:00"), at(day, "12:00"))

    async def test_each_copy_replaces_the_last(self, app, client, owner, google, db):
        maria = await google_salon(app, client, owner)
        day = next_weekday()
        google.set_busy(maria["calendarId"], [(at(day, "10:00"), at(day, "12:00"))])
        await copy_busy(app)
        google.set_busy(maria["calendarId"], [(at(day, "15:00"), at(day, "16:00"))])

        await copy_busy(app)

        starts = {s["start"] for s in await slots(client, owner, day, staff="maria")}
        assert at(day, "10:00").isoformat() in starts and at(day, "15:00").isoformat() not in starts
        assert await db.count("external_busy") == 1

    async def test_when_google_is_down_the_last_copy_stays(self, app, client, owner, google, db):
        maria = await google_salon(app, client, owner)
        day = next_weekday()
        google.set_busy(maria["calendarId"], [(at(day, "10:00"), at(day, "12:00"))])
        await copy_busy(app)
        google.fail()

        assert await copy_busy(app) == 0

        assert await db.count("external_busy") == 1

    async def test_disconnecting_forgets_the_busy_copy(self, app, client, owner, google, db):
        maria = await google_salon(app, client, owner)
        day = next_weekday()
        google.set_busy(maria["calendarId"], [(at(day, "10:00"), at(day, "12:00"))])
        await copy_busy(app)

        response = await client.delete("/calendars/connections/google", headers=owner.headers)

        assert response.status_code == 200, response.text
        assert response.json()["google"]["connected"] is False
        assert await db.count("external_busy") == 0
        starts = {s["start"] for s in await slots(client, owner, day, staff="maria")}
        assert at(day, "10:00").isoformat() in starts
        # The calendar Google created stays the member's (it is in the owner's Google account).
        listed = (await client.get("/staff/calendars", headers=owner.headers)).json()["staff"]
        assert [m["calendarId"] for m in listed] == [maria["calendarId"]]

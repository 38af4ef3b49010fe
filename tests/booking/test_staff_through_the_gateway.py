"""Staff, working hours and time off from the outside: a real owner registers, verifies and sets up a staff
member through the gateway; another owner sees none of it."""

import httpx

HOURS = [{"dow": 1, "start": "09:00", "end": "12:00"}, {"dow": 1, "start": "13:00", "end": "18:00"},
         {"dow": 6, "start": "10:00", "end": "16:00"}]
TIME_OFF = [{"timeMin": "2099-07-01T09:00:00-04:00", "timeMax": "2099-07-08T18:00:00-04:00", "reason": "Vacation"}]


async def test_an_owner_sets_up_a_staff_member_and_another_owner_sees_nothing(gateway_url, owner_session):
    async with owner_session(name="Maria Lopez") as owner, owner_session(name="Sam Other") as other:
        added = await owner.post("/staff/calendars/provision",
                                 json={"staffId": " ana ", "name": " Ana Ruiz ", "email": "Ana@Salon.Example"})
        assert added.status_code == 201, added.text
        member = added.json()
        assert (member["staffId"], member["name"], member["email"], member["calendarPending"]) == (
            "ana", "Ana Ruiz", "ana@salon.example", False)
        assert (await owner.get("/staff/calendars")).json() == {"staff": [member]}
        # She starts with the salon's hours (booking's own tests), replaced here.

        saved = await owner.put("/staff/hours", json={"staffId": "ana", "hours": HOURS})
        assert (saved.status_code, saved.json()) == (200, {"hours": HOURS})
        overlapping = await owner.put("/staff/hours", json={"staffId": "ana", "hours": [
            {"dow": 1, "start": "09:00", "end": "12:00"}, {"dow": 1, "start": "11:00", "end": "14:00"}]})
        assert (overlapping.status_code, overlapping.json()["error"]) == (
            422, "Monday: 09:00\u201312:00 overlaps 11:00\u201314:00")
        assert (await owner.get("/staff/ana/hours")).json() == {"hours": HOURS}

        time_off = await owner.put("/staff/timeoff", json={"staffId": "ana", "ranges": TIME_OFF})
        assert time_off.status_code == 200, time_off.text
        expected = [{"timeMin": "2099-07-01T13:00:00Z", "timeMax": "2099-07-08T22:00:00Z", "reason": "Vacation"}]
        assert (await owner.get("/staff/ana/timeoff")).json() == {"ranges": expected}

        # The other owner: nothing to see, nothing to change, whatever ids they try.
        assert (await other.get("/staff/calendars")).json() == {"staff": []}
        assert (await other.get("/staff/ana/hours")).status_code == 404
        assert (await other.get("/staff/ana/timeoff")).status_code == 404
        assert (await other.put("/staff/hours", json={"staffId": "ana", "hours": []})).status_code == 404
        assert (await other.request("DELETE", "/staff/calendars/ana", json={"deleteCalendar": True})).status_code == 404
        owner_tenant = await tenant_of(owner)
        assert (await other.put("/staff/timeoff", json={"staffId": "ana", "ranges": [],
                                                        "tenantId": owner_tenant})).status_code == 403
        assert (await owner.get("/staff/ana/hours")).json() == {"hours": HOURS}
        assert (await owner.get("/staff/ana/timeoff")).json() == {"ranges": expected}

        # Without a session there is nothing at all.
        async with httpx.AsyncClient(base_url=gateway_url, timeout=15) as stranger:
            assert (await stranger.get("/staff/calendars")).status_code == 401

        removed = await owner.request("DELETE", "/staff/calendars/ana", json={"deleteCalendar": True})
        assert (removed.status_code, removed.json()) == (200, {"deleted": True, "staffId": "ana",
                                                               "calendarDeleted": True, "cancelledAppointments": 0,
                                                               "reassignedAppointments": 0})
        assert (await owner.get("/staff/calendars")).json() == {"staff": []}


async def tenant_of(browser: httpx.AsyncClient) -> str:
    tenant_id = (await browser.get("/portal/whoami")).json()["tenant"]["id"]
    assert tenant_id
    return tenant_id

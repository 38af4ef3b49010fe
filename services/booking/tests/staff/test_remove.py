import pytest

from booking.staff.errors import StaffHasUpcomingAppointments
from booking.staff.rules import ensure_removable
from ringbook.booking.v1.events_pb2 import StaffAdded, StaffRemoved

from ..factories import add_staff, get_hours, put_time_off


class TestRemove:
    async def test_the_member_is_removed_with_their_calendar(self, client, owner, db):
        await add_staff(client, owner, "maria")
        response = await client.request("DELETE", "/staff/calendars/maria", headers=owner.headers,
                                        json={"deleteCalendar": True})
        assert (response.status_code, response.json()) == (
            200, {"deleted": True, "staffId": "maria", "calendarDeleted": True, "cancelledAppointments": 0,
                  "reassignedAppointments": 0})
        assert (await client.get("/staff/calendars", headers=owner.headers)).json() == {"staff": []}
        assert (await client.get("/staff/maria/hours", headers=owner.headers)).status_code == 404

    async def test_the_body_is_optional(self, client, owner):
        await add_staff(client, owner, "maria")
        response = await client.delete("/staff/calendars/maria", headers=owner.headers)
        assert (response.status_code, response.json()["calendarDeleted"]) == (200, False)

    async def test_the_id_is_matched_whatever_its_case(self, client, owner):
        await add_staff(client, owner, "Maria")
        assert (await client.delete("/staff/calendars/maria", headers=owner.headers)).status_code == 200

    async def test_an_unknown_member_is_404(self, client, owner):
        response = await client.request("DELETE", "/staff/calendars/nobody", headers=owner.headers,
                                        json={"deleteCalendar": True})
        assert (response.status_code, response.json()) == (404, {"error": "Staff member not found"})

    async def test_removing_twice_is_404_the_second_time(self, client, owner):
        await add_staff(client, owner, "maria")
        assert (await client.delete("/staff/calendars/maria", headers=owner.headers)).status_code == 200
        assert (await client.delete("/staff/calendars/maria", headers=owner.headers)).status_code == 404

    async def test_hours_and_time_off_go_while_the_member_stays_as_history(self, client, owner, db):
        await add_staff(client, owner, "maria")
        await put_time_off(client, owner, "maria", [
            {"timeMin": "2099-07-01T09:00:00Z", "timeMax": "2099-07-02T09:00:00Z"}])
        await client.delete("/staff/calendars/maria", headers=owner.headers)
        assert (await db.count("working_hours"), await db.count("time_off")) == (0, 0)
        [row] = await db.rows("SELECT staff_id, removed_at FROM staff")
        assert row["staff_id"] == "maria" and row["removed_at"] is not None

    async def test_a_removed_members_id_can_be_given_to_someone_new(self, client, owner, db):
        await add_staff(client, owner, "maria", "Maria Lopez")
        await client.delete("/staff/calendars/maria", headers=owner.headers)
        await add_staff(client, owner, "maria", "Maria Chen")
        assert await get_hours(client, owner, "maria") == [
            {"dow": dow, "start": "09:00", "end": "17:00"} for dow in range(1, 6)]
        [(_, first), (_, second)] = await db.events("booking.staff_added", StaffAdded)
        assert first.staff_key != second.staff_key, "history stays with the first Maria"

    async def test_removal_publishes_staff_removed_with_the_count(self, client, owner, db):
        await add_staff(client, owner, "maria", "Maria")
        await add_staff(client, owner, "sam", "Sam")
        await client.request("DELETE", "/staff/calendars/maria", headers=owner.headers,
                             json={"deleteCalendar": True})
        [(envelope, event)] = await db.events("booking.staff_removed", StaffRemoved)
        [(_, added)] = [(e, a) for e, a in await db.events("booking.staff_added", StaffAdded) if a.staff_id == "maria"]
        assert envelope.tenant_id == owner.tenant_id
        assert (event.tenant_id, event.staff_id, event.staff_key, event.name, event.calendar_deleted,
                event.staff_count, event.cancelled_appointments) == (
            owner.tenant_id, "maria", added.staff_key, "Maria", True, 1, 0)

    @pytest.mark.parametrize("body", [{"deleteCalendar": "yes"}, {"force": 1}, [], "true"])
    async def test_a_malformed_body_is_422(self, client, owner, db, body):
        await add_staff(client, owner, "maria")
        response = await client.request("DELETE", "/staff/calendars/maria", headers=owner.headers, json=body)
        assert response.status_code == 422
        assert isinstance(response.json()["error"], str)
        assert await db.count("staff") == 1 and (await db.rows("SELECT removed_at FROM staff"))[0]["removed_at"] is None

    async def test_force_is_accepted_in_the_body_or_the_query(self, client, owner):
        await add_staff(client, owner, "maria")
        await add_staff(client, owner, "sam")
        assert (await client.request("DELETE", "/staff/calendars/maria", headers=owner.headers,
                                     json={"deleteCalendar": True, "force": True})).status_code == 200
        assert (await client.delete("/staff/calendars/sam?force=true", headers=owner.headers)).status_code == 200


class TestUpcomingAppointmentsRule:
    """The rule a removal applies to the member's upcoming appointments (counted by the booking engine)."""

    def test_a_member_without_upcoming_appointments_may_go(self):
        ensure_removable(name="Maria", upcoming_appointments=0, force=False)

    @pytest.mark.parametrize(("count", "noun", "them"), [(1, "appointment", "it"), (3, "appointments", "them")])
    def test_upcoming_appointments_refuse_it_naming_how_many(self, count, noun, them):
        with pytest.raises(StaffHasUpcomingAppointments) as refused:
            ensure_removable(name="Maria", upcoming_appointments=count, force=False)
        assert refused.value.status_code == 409
        assert refused.value.body() == {
            "error": f"Maria has {count} upcoming {noun}. Reassign {them} to someone free at that time or cancel "
                     f"{them} (each client gets a text), then delete Maria.",
            "upcomingAppointments": count}

    def test_force_removes_them_anyway(self):
        ensure_removable(name="Maria", upcoming_appointments=3, force=True)

import asyncio

import pytest
from sqlalchemy.exc import IntegrityError

from ringbook.booking.v1.events_pb2 import StaffUpdated

from ..factories import MONDAY_TO_FRIDAY, add_staff, get_hours, put_hours

WITH_LUNCH = [{"dow": 1, "start": "09:00", "end": "12:00"}, {"dow": 1, "start": "13:00", "end": "17:00"},
              {"dow": 6, "start": "10:00", "end": "14:00"}]


class TestGetHours:
    async def test_a_new_member_has_the_default_week(self, client, owner):
        await add_staff(client, owner, "maria")
        assert await get_hours(client, owner, "maria") == MONDAY_TO_FRIDAY

    @pytest.mark.parametrize("staff_id", ["nobody", "not a valid id", "x" * 300, "%00"])
    async def test_an_unknown_member_is_404(self, client, owner, staff_id):
        response = await client.get(f"/staff/{staff_id}/hours", headers=owner.headers)
        assert (response.status_code, response.json()) == (404, {"error": "Staff member not found"})


class TestPutHours:
    async def test_the_week_is_replaced_and_read_back_in_order(self, client, owner):
        await add_staff(client, owner, "maria")
        response = await put_hours(client, owner, "maria", list(reversed(WITH_LUNCH)))
        assert (response.status_code, response.json()) == (200, {"hours": WITH_LUNCH})
        assert await get_hours(client, owner, "maria") == WITH_LUNCH

    async def test_an_empty_week_means_not_working(self, client, owner):
        await add_staff(client, owner, "maria")
        assert (await put_hours(client, owner, "maria", [])).json() == {"hours": []}
        assert await get_hours(client, owner, "maria") == []

    async def test_times_are_normalised(self, client, owner):
        await add_staff(client, owner, "maria")
        response = await put_hours(client, owner, "maria", [{"dow": "2", "start": "9:00", "end": "24:00"}])
        assert response.json() == {"hours": [{"dow": 2, "start": "09:00", "end": "24:00"}]}

    async def test_the_staff_id_is_matched_whatever_its_case(self, client, owner):
        await add_staff(client, owner, "Maria")
        assert (await put_hours(client, owner, " maria ", WITH_LUNCH)).status_code == 200
        assert await get_hours(client, owner, "MARIA") == WITH_LUNCH

    @pytest.mark.parametrize(("hours", "message"), [
        ([{"dow": 1, "start": "09:00", "end": "12:00"}, {"dow": 1, "start": "11:00", "end": "14:00"}],
         "Monday: 09:00\u201312:00 overlaps 11:00\u201314:00"),
        ([{"dow": 5, "start": "17:00", "end": "09:00"}], "Friday: the start (17:00) must be before the end (09:00)"),
        ([{"dow": 9, "start": "09:00", "end": "17:00"}],
         "Working hours 1: the day (dow) must be 0 (Sunday) to 6 (Saturday)"),
        ([{"dow": 0, "start": "nine", "end": "17:00"}], "Sunday: the start must be a time like 09:00"),
        (None, "Please send the working hours as a list of {dow, start, end}"),
    ])
    async def test_a_refused_week_changes_nothing(self, client, owner, db, hours, message):
        await add_staff(client, owner, "maria")
        response = await put_hours(client, owner, "maria", hours)
        assert response.status_code == 422
        assert response.json() == {"error": message, "fields": {"hours": message}}
        assert await get_hours(client, owner, "maria") == MONDAY_TO_FRIDAY
        assert await db.outbox_subjects() == ["ringbook.booking.staff_added"]

    async def test_a_missing_week_is_refused(self, client, owner):
        await add_staff(client, owner, "maria")
        response = await client.put("/staff/hours", headers=owner.headers, json={"staffId": "maria"})
        assert response.json()["error"] == "Please send the working hours as a list of {dow, start, end}"

    @pytest.mark.parametrize("staff_id", [None, "", "   "])
    async def test_the_staff_id_is_required(self, client, owner, staff_id):
        response = await put_hours(client, owner, staff_id, MONDAY_TO_FRIDAY)
        assert (response.status_code, response.json()["error"]) == (422, "Staff ID is required")

    async def test_an_unknown_member_is_404(self, client, owner):
        response = await put_hours(client, owner, "nobody", MONDAY_TO_FRIDAY)
        assert (response.status_code, response.json()) == (404, {"error": "Staff member not found"})

    async def test_the_callers_own_tenant_id_is_accepted(self, client, owner):
        await add_staff(client, owner, "maria")
        response = await put_hours(client, owner, "maria", WITH_LUNCH, tenantId=owner.tenant_id.upper())
        assert response.status_code == 200

    @pytest.mark.parametrize("tenant_id", ["00000000-0000-0000-0000-000000000000", "tenant-1", 5, ["x"], {}])
    async def test_any_other_tenant_id_is_403(self, client, owner, db, tenant_id):
        await add_staff(client, owner, "maria")
        response = await put_hours(client, owner, "maria", WITH_LUNCH, tenantId=tenant_id)
        assert (response.status_code, response.json()) == (403, {"error": "You can only change your own business"})
        assert await get_hours(client, owner, "maria") == MONDAY_TO_FRIDAY

    async def test_simultaneous_saves_leave_exactly_one_whole_week(self, client, owner):
        await add_staff(client, owner, "maria")
        weeks = [[{"dow": dow, "start": f"{8 + n:02d}:00", "end": f"{12 + n:02d}:00"} for dow in range(n % 7 + 1)]
                 for n in range(8)]
        responses = await asyncio.gather(*[put_hours(client, owner, "maria", week) for week in weeks])
        assert {response.status_code for response in responses} == {200}
        assert await get_hours(client, owner, "maria") in weeks

    async def test_a_change_publishes_staff_updated_with_the_new_week(self, client, owner, db):
        await add_staff(client, owner, "maria", "Maria", email="maria@salon.example")
        await put_hours(client, owner, "maria", WITH_LUNCH)
        [(envelope, event)] = await db.events("booking.staff_updated", StaffUpdated)
        assert envelope.tenant_id == owner.tenant_id
        assert (event.tenant_id, event.staff_id, event.name, event.email, list(event.changed)) == (
            owner.tenant_id, "maria", "Maria", "maria@salon.example", ["hours"])
        assert [{"dow": h.dow, "start": h.start, "end": h.end} for h in event.hours] == WITH_LUNCH

    async def test_saving_the_same_week_again_publishes_nothing(self, client, owner, db):
        await add_staff(client, owner, "maria")
        assert (await put_hours(client, owner, "maria", MONDAY_TO_FRIDAY)).status_code == 200
        assert await db.events("booking.staff_updated", StaffUpdated) == []


class TestTheDatabaseToo:
    async def test_it_refuses_overlapping_intervals_written_past_the_code(self, client, owner, db):
        await add_staff(client, owner, "maria")
        [staff] = await db.rows("SELECT id, tenant_id FROM staff")
        with pytest.raises(IntegrityError, match="working_hours_no_overlap"):
            await db.execute("INSERT INTO working_hours (tenant_id, staff_key, dow, start_minute, end_minute) "
                             "VALUES (:tenant, :staff, 1, 600, 700)", tenant=staff["tenant_id"], staff=staff["id"])

    async def test_a_row_cannot_point_at_another_tenants_member(self, client, make_owner, db):
        first, second = make_owner(), make_owner()
        await add_staff(client, first, "maria")
        [staff] = await db.rows("SELECT id FROM staff")
        with pytest.raises(IntegrityError):
            await db.execute("INSERT INTO working_hours (tenant_id, staff_key, dow, start_minute, end_minute) "
                             "VALUES (:tenant, :staff, 0, 600, 700)", tenant=second.tenant_id, staff=staff["id"])

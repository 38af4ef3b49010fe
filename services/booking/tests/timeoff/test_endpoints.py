from datetime import UTC, datetime, timedelta

import pytest

from ringbook.booking.v1.events_pb2 import StaffUpdated

from ..factories import add_staff, get_time_off, put_time_off

VACATION = {"timeMin": "2099-07-01T00:00:00Z", "timeMax": "2099-07-15T00:00:00Z", "reason": "Vacation"}
DENTIST = {"timeMin": "2099-08-03T14:00:00Z", "timeMax": "2099-08-03T16:00:00Z", "reason": None}


def iso(moment: datetime) -> str:
    return moment.astimezone(UTC).isoformat().replace("+00:00", "Z")


class TestGetTimeOff:
    async def test_a_new_member_has_none(self, client, owner):
        await add_staff(client, owner, "maria")
        assert await get_time_off(client, owner, "maria") == []

    async def test_an_unknown_member_is_404(self, client, owner):
        response = await client.get("/staff/nobody/timeoff", headers=owner.headers)
        assert (response.status_code, response.json()) == (404, {"error": "Staff member not found"})


class TestPutTimeOff:
    async def test_ranges_are_saved_and_read_back_in_utc_by_start(self, client, owner):
        await add_staff(client, owner, "maria")
        sent = [DENTIST, {**VACATION, "timeMin": "2099-06-30T20:00:00-04:00"}]
        response = await put_time_off(client, owner, "maria", sent)
        assert (response.status_code, response.json()) == (200, {"ranges": [VACATION, DENTIST]})
        assert await get_time_off(client, owner, "maria") == [VACATION, DENTIST]

    async def test_they_are_stored_as_timestamptz(self, client, owner, db):
        await add_staff(client, owner, "maria")
        await put_time_off(client, owner, "maria", [{**VACATION, "timeMin": "2099-06-30T20:00:00-04:00"}])
        [row] = await db.rows("SELECT time_min FROM time_off")
        assert row["time_min"] == datetime(2099, 7, 1, tzinfo=UTC)

    async def test_the_put_replaces_upcoming_ranges(self, client, owner):
        await add_staff(client, owner, "maria")
        await put_time_off(client, owner, "maria", [VACATION, DENTIST])
        await put_time_off(client, owner, "maria", [DENTIST])
        assert await get_time_off(client, owner, "maria") == [DENTIST]
        await put_time_off(client, owner, "maria", [])
        assert await get_time_off(client, owner, "maria") == []

    async def test_ranges_that_already_ended_stay_as_history(self, client, owner, db):
        staff = await add_staff(client, owner, "maria")
        now = datetime.now(UTC)
        history = {"timeMin": iso(now - timedelta(days=10)), "timeMax": iso(now - timedelta(days=9)),
                   "reason": "Sick"}
        # History is written as it was lived; the API never writes ranges that are already over.
        [member] = await db.rows("SELECT id, tenant_id FROM staff WHERE calendar_id = :c", c=staff["calendarId"])
        await db.execute("INSERT INTO time_off (tenant_id, staff_key, time_min, time_max, reason) "
                         "VALUES (:t, :s, :a, :b, 'Sick')", t=member["tenant_id"], s=member["id"],
                         a=now - timedelta(days=10), b=now - timedelta(days=9))
        current = {"timeMin": iso(now - timedelta(days=1)), "timeMax": iso(now + timedelta(days=1)),
                   "reason": "Flu"}
        await put_time_off(client, owner, "maria", [current, VACATION])
        assert await get_time_off(client, owner, "maria") == [current, VACATION]
        assert await get_time_off(client, owner, "maria", history=True) == [history, current, VACATION]

        # Sending everything back (history included) changes nothing and duplicates nothing.
        again = await put_time_off(client, owner, "maria", [history, current, VACATION])
        assert again.json() == {"ranges": [current, VACATION]}
        assert await get_time_off(client, owner, "maria", history=True) == [history, current, VACATION]

        # Clearing the list clears what is current and upcoming; the past is kept.
        await put_time_off(client, owner, "maria", [])
        assert await get_time_off(client, owner, "maria", history=True) == [history]

    async def test_a_range_sent_after_it_ended_is_not_written(self, client, owner, db):
        await add_staff(client, owner, "maria")
        response = await put_time_off(client, owner, "maria", [
            {"timeMin": "2020-01-01T00:00:00Z", "timeMax": "2020-01-02T00:00:00Z"}, VACATION])
        assert response.json() == {"ranges": [VACATION]}
        assert await db.count("time_off") == 1

    @pytest.mark.parametrize(("ranges", "message"), [
        ([{"timeMin": "2099-07-01T00:00:00Z"}], "Please select both dates"),
        ([{"timeMin": "2099-07-01T09:00:00", "timeMax": "2099-07-01T17:00:00"}],
         "Time off 1: the start needs a UTC offset, like 2025-07-01T09:00:00-04:00 or 2025-07-01T13:00:00Z"),
        ([VACATION, {"timeMin": "2099-07-02T00:00Z", "timeMax": "2099-07-01T00:00Z"}],
         "Time off 2: the end must be after the start"),
        ([{**VACATION, "reason": "x" * 201}], "Time off 1: the reason must be at most 200 characters"),
        ({"timeMin": "2099-07-01T00:00Z"}, "Please send the time off as a list of {timeMin, timeMax, reason}"),
    ])
    async def test_a_refused_list_changes_nothing(self, client, owner, db, ranges, message):
        await add_staff(client, owner, "maria")
        await put_time_off(client, owner, "maria", [DENTIST])
        response = await put_time_off(client, owner, "maria", ranges)
        assert response.status_code == 422
        assert response.json() == {"error": message, "fields": {"ranges": message}}
        assert await get_time_off(client, owner, "maria") == [DENTIST]

    async def test_a_missing_list_is_refused(self, client, owner):
        await add_staff(client, owner, "maria")
        response = await client.put("/staff/timeoff", headers=owner.headers, json={"staffId": "maria"})
        assert response.json()["error"] == "Please send the time off as a list of {timeMin, timeMax, reason}"

    async def test_the_staff_id_is_required_and_must_exist(self, client, owner):
        missing = await put_time_off(client, owner, "", [VACATION])
        assert (missing.status_code, missing.json()["error"]) == (422, "Staff ID is required")
        unknown = await put_time_off(client, owner, "nobody", [VACATION])
        assert (unknown.status_code, unknown.json()) == (404, {"error": "Staff member not found"})

    async def test_the_body_tenant_id_must_be_the_callers(self, client, owner):
        await add_staff(client, owner, "maria")
        assert (await put_time_off(client, owner, "maria", [VACATION], tenantId=owner.tenant_id)).status_code == 200
        other = await put_time_off(client, owner, "maria", [DENTIST], tenantId="11111111-1111-1111-1111-111111111111")
        assert (other.status_code, other.json()) == (403, {"error": "You can only change your own business"})
        assert await get_time_off(client, owner, "maria") == [VACATION]

    async def test_a_change_publishes_staff_updated_without_the_private_reason(self, client, owner, db):
        await add_staff(client, owner, "maria", "Maria")
        await put_time_off(client, owner, "maria", [VACATION])
        [(envelope, event)] = await db.events("booking.staff_updated", StaffUpdated)
        assert (envelope.tenant_id, event.staff_id, list(event.changed)) == (owner.tenant_id, "maria", ["time_off"])
        assert [(p.time_min.ToDatetime(UTC), p.time_max.ToDatetime(UTC)) for p in event.time_off] == [
            (datetime(2099, 7, 1, tzinfo=UTC), datetime(2099, 7, 15, tzinfo=UTC))]
        assert b"Vacation" not in envelope.SerializeToString()
        assert len(event.hours) == 5, "the event carries the member as they now are"

    async def test_saving_the_same_ranges_again_publishes_nothing_more(self, client, owner, db):
        await add_staff(client, owner, "maria")
        await put_time_off(client, owner, "maria", [VACATION, DENTIST])
        await put_time_off(client, owner, "maria", [DENTIST, VACATION])
        assert len(await db.events("booking.staff_updated", StaffUpdated)) == 1

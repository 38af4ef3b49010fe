"""rpc.booking.add_staff: the AI receptionist setup wizard's Add Staff, over real NATS."""

import pytest

from booking.staff import rules
from ringbook.booking.v1 import rpc_pb2 as rpc
from ringbook.booking.v1.events_pb2 import StaffAdded
from ringbook_common.bus.rpc import RpcFailed, request

from ..factories import add_staff, get_hours


async def add(bus, tenant_id: str, **fields) -> rpc.StaffMember:
    reply = await request(bus, "rpc.booking.add_staff", rpc.AddStaffRequest(tenant_id=tenant_id, **fields),
                          rpc.AddStaffReply, timeout=5)
    return reply.staff


class TestStaffIdFromName:
    @pytest.mark.parametrize(("name", "taken", "expected"), [
        ("Maria Lopez", set(), "maria-lopez"),
        ("  José   García ", set(), "jose-garcia"),
        ("Maria Lopez", {"maria-lopez"}, "maria-lopez-2"),
        ("Maria Lopez", {"Maria-Lopez", "maria-lopez-2"}, "maria-lopez-3"),
        ("O'Brien & Sons", set(), "obrien-sons"),
        ("李小龙", set(), "staff"),
        ("-- Sam --", set(), "sam"),
        ("A" * 60, set(), "a" * rules.STAFF_ID_BASE_MAX),
    ])
    def test_slug(self, name, taken, expected):
        assert rules.staff_id_from_name(name, taken) == expected


class TestAddStaff:
    async def test_a_member_is_made_as_the_provision_endpoint_makes_one(self, bus, client, owner, db, published):
        member = await add(bus, owner.tenant_id, name="  Maria  Lopez ", email=" Maria@Salon.Example ",
                           title="Senior Stylist")
        assert (member.staff_id, member.name, member.email, member.title) == (
            "maria-lopez", "Maria Lopez", "maria@salon.example", "Senior Stylist")
        assert member.calendar_id.startswith("builtin:") and not member.calendar_pending
        listed = (await client.get("/staff/calendars", headers=owner.headers)).json()["staff"]
        assert [(s["staffId"], s["calendarId"]) for s in listed] == [("maria-lopez", member.calendar_id)]
        assert await get_hours(client, owner, "maria-lopez") == [
            {"dow": dow, "start": "09:00", "end": "17:00"} for dow in range(1, 6)]
        _, event = await published.next("booking.staff_added", StaffAdded, tenant_id=owner.tenant_id)
        assert (event.staff_key, event.staff_id, event.email) == (member.staff_key, "maria-lopez",
                                                                   "maria@salon.example")

    async def test_the_same_name_twice_gets_a_second_id(self, bus, client, owner):
        await add_staff(client, owner, "maria-lopez", "Maria Lopez")
        second = await add(bus, owner.tenant_id, name="Maria Lopez")
        third = await add(bus, owner.tenant_id, name="maria lopez")
        assert (second.staff_id, third.staff_id) == ("maria-lopez-2", "maria-lopez-3")

    async def test_a_given_id_is_kept_and_a_taken_one_refused(self, bus, client, owner):
        assert (await add(bus, owner.tenant_id, staff_id="sam", name="Sam")).staff_id == "sam"
        with pytest.raises(RpcFailed) as refused:
            await add(bus, owner.tenant_id, staff_id="sam", name="Sam Again")
        assert refused.value.status_code == 409 and 'ID "sam" already exists' in refused.value.message

    @pytest.mark.parametrize(("fields", "message"), [
        ({"name": "   "}, "Name is required"),
        ({"name": "Maria", "email": "not-an-email"}, "Please enter a valid email"),
        ({"name": "M" * 101}, "Name must be at most 100 characters"),
        ({"staff_id": "bad id!", "name": "Maria"}, "Staff ID can only contain"),
    ])
    async def test_bad_input_is_refused_and_nothing_is_added(self, bus, client, owner, db, fields, message):
        with pytest.raises(RpcFailed) as refused:
            await add(bus, owner.tenant_id, **fields)
        assert refused.value.status_code == 422 and refused.value.message.startswith(message)
        assert await db.count("staff") == 0

    async def test_a_tenant_only_sees_its_own_ids(self, bus, client, make_owner):
        first, second = make_owner(), make_owner()
        await add(bus, first.tenant_id, name="Maria Lopez")
        assert (await add(bus, second.tenant_id, name="Maria Lopez")).staff_id == "maria-lopez"
        assert [s["staffId"] for s in (await client.get("/staff/calendars", headers=second.headers)).json()[
            "staff"]] == ["maria-lopez"]

    async def test_a_tenant_id_that_is_not_one_is_refused(self, bus, client):
        with pytest.raises(RpcFailed) as refused:
            await add(bus, "not-a-tenant", name="Maria")
        assert refused.value.status_code == 422

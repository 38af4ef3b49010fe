"""A stylist's own mobile (texts meant for them, such as a caller running late) and each stylist's week as the
receptionist tells it (rpc.booking.staff_week)."""

import uuid

import pytest

from booking.texting import handlers
from ringbook.booking.v1 import rpc_pb2 as rpc
from ringbook.receptionist.v1.events_pb2 import TextRequested
from ringbook_common.bus.envelope import new_envelope
from ringbook_common.bus.rpc import RpcFailed, request

from ..factories import add_staff, put_hours

MOBILE = "+15550103333"


async def week(bus, tenant_id: str) -> list[rpc.StaffWeek]:
    return list((await request(bus, "rpc.booking.staff_week", rpc.StaffWeekRequest(tenant_id=tenant_id),
                               rpc.StaffWeekReply, timeout=5)).staff)


class TestStaffPhone:
    async def test_given_at_provision_and_listed(self, client, owner):
        made = await add_staff(client, owner, phone="+1 (555) 010-3333")
        assert made["phone"] == MOBILE
        listed = (await client.get("/staff/calendars", headers=owner.headers)).json()["staff"]
        assert [(s["staffId"], s["phone"]) for s in listed] == [("maria", MOBILE)]

    async def test_left_out_is_none_and_a_bad_one_refused(self, client, owner):
        assert (await add_staff(client, owner))["phone"] is None
        response = await client.post("/staff/calendars/provision", headers=owner.headers,
                                     json={"staffId": "ana", "name": "Ana", "phone": "call me"})
        assert response.status_code == 422 and "phone" in response.text

    async def test_the_wizard_adds_a_member_with_a_phone(self, bus, owner):
        reply = await request(bus, "rpc.booking.add_staff", rpc.AddStaffRequest(
            tenant_id=owner.tenant_id, name="Ana Perez", phone=MOBILE), rpc.AddStaffReply, timeout=5)
        assert (reply.staff.staff_id, reply.staff.phone) == ("ana-perez", MOBILE)
        with pytest.raises(RpcFailed) as refused:
            await request(bus, "rpc.booking.add_staff", rpc.AddStaffRequest(
                tenant_id=owner.tenant_id, name="Sam", phone="12"), rpc.AddStaffReply, timeout=5)
        assert refused.value.status_code == 422


class TestTextToAStylist:
    async def ask(self, app, tenant_id: str, staff_id: str) -> None:
        envelope = new_envelope(TextRequested(tenant_id=tenant_id, to_staff_id=staff_id, body="Ringbook: late",
                                              purpose="late_notice"),
                                event_type="receptionist.text_requested", tenant_id=tenant_id)
        async with app.state.sessionmaker() as session, session.begin():
            await handlers.on_text_requested(session, envelope)

    async def test_queued_to_the_members_own_phone_only_when_known(self, app, client, owner, db):
        await add_staff(client, owner, "maria", "Maria Lopez", phone=MOBILE)
        await add_staff(client, owner, "ana", "Ana Perez")
        for staff_id in ("maria", "ana", "nobody"):
            await self.ask(app, owner.tenant_id, staff_id)
        rows = await db.rows("SELECT recipient, purpose FROM queued_texts WHERE tenant_id = :tenant",
                             tenant=uuid.UUID(owner.tenant_id))
        assert [(row["recipient"], row["purpose"]) for row in rows] == [(MOBILE, "late_notice")]


class TestStaffWeek:
    async def test_each_members_days_with_their_first_start_and_last_end(self, bus, client, owner):
        await add_staff(client, owner, "maria", "Maria Lopez", title="Colourist")
        await add_staff(client, owner, "ana", "Ana Perez")
        response = await put_hours(client, owner, "ana", [
            {"dow": 6, "start": "10:00", "end": "13:00"}, {"dow": 6, "start": "14:00", "end": "17:00"},
            {"dow": 3, "start": "12:00", "end": "20:00"}])
        assert response.status_code == 200, response.text
        found = {member.staff_id: member for member in await week(bus, owner.tenant_id)}
        assert (found["maria"].name, found["maria"].title) == ("Maria Lopez", "Colourist")
        assert [(d.weekday, d.start, d.end) for d in found["maria"].days] == [
            (dow, "09:00", "17:00") for dow in range(1, 6)]
        assert [(d.weekday, d.start, d.end) for d in found["ana"].days] == [(3, "12:00", "20:00"),
                                                                          (6, "10:00", "17:00")]

    async def test_another_salons_staff_are_not_listed(self, bus, client, owner, make_owner):
        await add_staff(client, owner)
        assert await week(bus, make_owner().tenant_id) == []


class TestSetPhone:
    async def test_set_changed_and_cleared(self, client, owner):
        await add_staff(client, owner)
        path = "/staff/calendars/maria/phone"
        set_ = await client.put(path, headers=owner.headers, json={"phone": "+1 555 010 3333"})
        assert set_.status_code == 200 and set_.json()["phone"] == MOBILE
        listed = (await client.get("/staff/calendars", headers=owner.headers)).json()["staff"]
        assert listed[0]["phone"] == MOBILE
        assert (await client.put(path, headers=owner.headers, json={"phone": ""})).json()["phone"] is None

    async def test_a_bad_number_and_an_unknown_member_are_refused(self, client, owner, make_owner):
        await add_staff(client, owner)
        bad = await client.put("/staff/calendars/maria/phone", headers=owner.headers, json={"phone": "soon"})
        assert bad.status_code == 422 and "phone" in bad.json()["fields"]
        missing = await client.put("/staff/calendars/nobody/phone", headers=owner.headers, json={"phone": MOBILE})
        assert missing.status_code == 404
        elsewhere = await client.put("/staff/calendars/maria/phone", headers=make_owner().headers,
                                     json={"phone": MOBILE})
        assert elsewhere.status_code == 404

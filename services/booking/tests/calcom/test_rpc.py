"""rpc.booking.calendar_status and rpc.booking.set_default_event_type: what the AI receptionist setup wizard
asks of the booking calendar, over real NATS (Cal.com is the fake one)."""

import pytest

from ringbook.booking.v1 import rpc_pb2 as rpc
from ringbook_common.bus.rpc import RpcFailed, request

from ..factories import set_up_salon
from .conftest import connect_with_key


async def status(bus, tenant_id: str, *, include_event_types: bool = False) -> rpc.CalendarStatusReply:
    return await request(bus, "rpc.booking.calendar_status", rpc.CalendarStatusRequest(
        tenant_id=tenant_id, include_event_types=include_event_types), rpc.CalendarStatusReply, timeout=5)


async def set_default(bus, tenant_id: str, event_type_id: str) -> rpc.CalendarStatusReply:
    return await request(bus, "rpc.booking.set_default_event_type", rpc.SetDefaultEventTypeRequest(
        tenant_id=tenant_id, event_type_id=event_type_id), rpc.CalendarStatusReply, timeout=5)


def event_types(reply: rpc.CalendarStatusReply) -> list[tuple[str, str, int]]:
    return [(item.id, item.title, item.length_in_minutes) for item in reply.event_types]


class TestCalendarStatus:
    async def test_the_builtin_calendar_is_connected_and_offers_the_services(self, bus, app, client, owner):
        await set_up_salon(app, owner)
        reply = await status(bus, owner.tenant_id, include_event_types=True)
        assert (reply.booking_calendar, reply.connected, reply.calcom_connected, reply.calcom_status) == (
            "builtin", True, False, "not_connected")
        assert reply.event_types_source == "builtin" and reply.default_event_type_id == ""
        assert event_types(reply) == [("cut", "Haircut", 45), ("colour", "Colour", 120)]

    async def test_event_types_are_only_listed_when_asked(self, bus, app, client, owner):
        await set_up_salon(app, owner)
        reply = await status(bus, owner.tenant_id)
        assert reply.connected and not reply.event_types and reply.event_types_source == ""

    async def test_a_linked_calcom_account_offers_its_event_types(self, bus, client, owner, calcom):
        await connect_with_key(client, owner, calcom)
        reply = await status(bus, owner.tenant_id, include_event_types=True)
        assert (reply.booking_calendar, reply.connected, reply.calcom_connected) == ("builtin", True, True)
        assert reply.event_types_source == "calcom"
        assert event_types(reply) == [("101", "Haircut", 45), ("102", "Colour", 120)]

    async def test_a_failing_calcom_booking_calendar_is_not_connected(self, bus, client, owner, calcom, db):
        await connect_with_key(client, owner, calcom)
        await set_default(bus, owner.tenant_id, "101")
        await db.execute("UPDATE calendar_connections SET status = 'failing'")
        reply = await status(bus, owner.tenant_id)
        assert (reply.booking_calendar, reply.connected, reply.calcom_status) == ("calcom", False, "failing")


class TestSetDefaultEventType:
    async def test_the_choice_becomes_the_default_and_calcom_the_booking_calendar(self, bus, client, owner,
                                                                                    calcom):
        await connect_with_key(client, owner, calcom)
        reply = await set_default(bus, owner.tenant_id, "102")
        assert (reply.booking_calendar, reply.connected, reply.default_event_type_id) == ("calcom", True, "102")
        settings = (await client.get("/calendars/settings", headers=owner.headers)).json()
        assert settings["bookingCalendar"] == "calcom" and settings["calcom"]["defaultEventTypeId"] == 102

    @pytest.mark.parametrize("event_type_id", ["999", "abc", "", "-5"])
    async def test_anything_but_one_of_the_accounts_event_types_is_refused(self, bus, client, owner, calcom,
                                                                          event_type_id):
        await connect_with_key(client, owner, calcom)
        with pytest.raises(RpcFailed) as refused:
            await set_default(bus, owner.tenant_id, event_type_id)
        assert refused.value.status_code == 422 and refused.value.message == "Choose one of your event types"
        assert (await status(bus, owner.tenant_id)).booking_calendar == "builtin"

    async def test_without_calcom_it_is_refused(self, bus, client, owner):
        with pytest.raises(RpcFailed) as refused:
            await set_default(bus, owner.tenant_id, "101")
        assert refused.value.status_code == 422 and refused.value.message == "Connect Cal.com first"

"""Numbers as owners and callers type them: national in the salon's country, or international; stored E.164."""

import pytest

from booking.catalogue.handlers import on_tenant_updated
from ringbook.booking.v1 import rpc_pb2 as rpc
from ringbook.tenants.v1 import events_pb2 as tenants
from ringbook_common.bus.rpc import RpcFailed, request

from ..factories import add_staff, apply_event, book, next_weekday, set_up_salon, slots


async def spanish_salon(app, owner) -> None:
    await set_up_salon(app, owner, timezone="America/New_York")
    await apply_event(app, on_tenant_updated, tenants.TenantUpdated(
        tenant_id=owner.tenant_id, name="Salon Uno", timezone="Europe/Madrid", hours_start="09:00",
        hours_end="18:00", country="ES"), "tenants.tenant_updated", owner.tenant_id)


class TestNewBooking:
    @pytest.mark.parametrize("typed", ["(646) 555-0144", "646-555-0144", "+1 646 555 0144", "001 646 555 0144"])
    async def test_a_us_salon_books_a_number_however_the_owner_writes_it(self, app, client, owner, typed):
        await set_up_salon(app, owner)
        await add_staff(client, owner, "maria", "Maria")
        slot = (await slots(client, owner, next_weekday(), staff="maria"))[0]
        made = await book(client, owner, slotId=slot["slotId"], phone=typed)
        assert made.status_code == 201, made.text
        assert made.json()["customerPhone"] == "+16465550144"

    async def test_a_spanish_salon_reads_national_numbers_as_spanish(self, app, client, owner):
        await spanish_salon(app, owner)
        await add_staff(client, owner, "maria", "Maria")
        slot = (await slots(client, owner, next_weekday(), staff="maria"))[0]
        made = await book(client, owner, slotId=slot["slotId"], phone="612 34 56 78")
        assert made.json()["customerPhone"] == "+34612345678"

    @pytest.mark.parametrize(("typed", "error"), [
        ("(646) 555-01", "Please enter a valid phone number, like (201) 555-0123"),
        ("", "Customer phone is required"),
        ("x" * 41, "Customer phone is at most 40 characters"),
    ])
    async def test_a_bad_number_is_a_clear_422(self, app, client, owner, typed, error):
        await set_up_salon(app, owner)
        await add_staff(client, owner, "maria", "Maria")
        slot = (await slots(client, owner, next_weekday(), staff="maria"))[0]
        refused = await book(client, owner, slotId=slot["slotId"], phone=typed)
        assert refused.status_code == 422
        assert refused.json()["error"].startswith(error.split(" is at most")[0])


class TestStaffPhone:
    async def test_a_members_mobile_in_national_format_is_kept_as_e164(self, app, client, owner):
        await spanish_salon(app, owner)
        await add_staff(client, owner, "maria", "Maria")
        saved = await client.put("/staff/calendars/maria/phone", headers=owner.headers, json={"phone": "612 34 56 78"})
        assert (saved.status_code, saved.json()["phone"]) == (200, "+34612345678")
        refused = await client.put("/staff/calendars/maria/phone", headers=owner.headers, json={"phone": "12"})
        assert refused.status_code == 422
        assert refused.json()["fields"] == {"phone": "Please enter a valid phone number, like 612 34 56 78"}


class TestCallerNumber:
    async def test_a_number_said_without_country_code_is_the_salons_countrys(self, app, bus, client, owner):
        await spanish_salon(app, owner)
        await add_staff(client, owner, "maria", "Maria")
        slot = (await slots(client, owner, next_weekday(), staff="maria"))[0]
        booked = await request(bus, "rpc.booking.book", rpc.BookRequest(
            tenant_id=owner.tenant_id, slot_id=slot["slotId"], customer_name="Lucía", customer_phone="612 34 56 78"),
            rpc.BookReply, timeout=5)
        assert booked.appointment.customer_phone == "+34612345678"
        found = await request(bus, "rpc.booking.find_by_phone", rpc.FindByPhoneRequest(
            tenant_id=owner.tenant_id, phone="+34 612 34 56 78"), rpc.FindByPhoneReply, timeout=5)
        assert [a.customer_phone for a in found.appointments] == ["+34612345678"]
        with pytest.raises(RpcFailed, match="like 612 34 56 78"):
            await request(bus, "rpc.booking.find_by_phone", rpc.FindByPhoneRequest(
                tenant_id=owner.tenant_id, phone="12"), rpc.FindByPhoneReply, timeout=5)

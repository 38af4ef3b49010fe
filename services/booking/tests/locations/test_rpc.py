"""The receptionist asks for one location: its free times in its zone, the booking there, its staff's week."""

from ringbook.booking.v1 import rpc_pb2 as rpc
from ringbook_common.bus.rpc import request

from ..factories import at
from .factories import LOS_ANGELES, two_salons


async def ask(bus, method: str, message, reply_type):
    return await request(bus, f"rpc.booking.{method}", message, reply_type, timeout=5)


async def test_availability_then_book_at_a_second_location(app, client, owner, bus):
    business = await two_salons(app, client, owner)
    offered = await ask(bus, "availability", rpc.AvailabilityRequest(
        tenant_id=owner.tenant_id, service_id="cut", from_date=business.tuesday.isoformat(),
        location_id=business.venice, limit=2), rpc.AvailabilityReply)
    assert offered.timezone == "America/Los_Angeles"
    assert offered.slots[0].start == at(business.tuesday, "09:00", LOS_ANGELES).isoformat()
    held = await ask(bus, "hold", rpc.HoldRequest(tenant_id=owner.tenant_id, slot_id=offered.slots[0].slot_id),
                     rpc.HoldReply)
    assert held.ok
    booked = await ask(bus, "book", rpc.BookRequest(
        tenant_id=owner.tenant_id, slot_id=offered.slots[0].slot_id, hold_id=held.hold_id, customer_name="Jane",
        customer_phone="+15550101234"), rpc.BookReply)
    assert booked.ok, booked.error
    assert (booked.appointment.location_id, booked.appointment.time) == (business.venice, "09:00")
    first_location = await ask(bus, "availability", rpc.AvailabilityRequest(
        tenant_id=owner.tenant_id, service_id="cut", from_date=business.tuesday.isoformat()), rpc.AvailabilityReply)
    assert (first_location.timezone, list(first_location.slots)) == ("America/New_York", [])


async def test_staff_week_names_who_works_at_the_location_asked(app, client, owner, bus):
    business = await two_salons(app, client, owner)
    venice = await ask(bus, "staff_week", rpc.StaffWeekRequest(tenant_id=owner.tenant_id,
                                                                location_id=business.venice), rpc.StaffWeekReply)
    assert [(m.staff_id, [d.weekday for d in m.days]) for m in venice.staff] == [("maria", [2, 4])]
    first = await ask(bus, "staff_week", rpc.StaffWeekRequest(tenant_id=owner.tenant_id), rpc.StaffWeekReply)
    assert [(m.staff_id, [d.weekday for d in m.days]) for m in first.staff] == [("maria", [1, 3])]

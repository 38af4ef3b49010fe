"""The receptionist's side: request/reply over real NATS (hold, book, reschedule, cancel, find_by_phone)."""

import pytest

from ringbook.booking.v1 import rpc_pb2 as rpc
from ringbook_common.bus.rpc import RpcFailed, request

from ..factories import add_staff, next_weekday, set_up_salon, slots


async def ask(bus, method: str, message, reply_type):
    return await request(bus, f"rpc.booking.{method}", message, reply_type, timeout=5)


@pytest.fixture
async def salon(app, client, owner):
    await set_up_salon(app, owner)
    await add_staff(client, owner, "maria", "Maria")


async def test_availability_then_hold_then_book(bus, salon, client, owner, db):
    day = next_weekday()
    offered = await ask(bus, "availability", rpc.AvailabilityRequest(
        tenant_id=owner.tenant_id, service_id="cut", from_date=day.isoformat(), limit=3), rpc.AvailabilityReply)
    assert len(offered.slots) == 3 and offered.timezone == "America/New_York"
    slot = offered.slots[1]
    held = await ask(bus, "hold", rpc.HoldRequest(tenant_id=owner.tenant_id, slot_id=slot.slot_id), rpc.HoldReply)
    assert held.ok and held.hold_id
    assert slot.start not in {s["start"] for s in await slots(client, owner, day)}
    # Someone else cannot have it while it is held.
    other = await ask(bus, "book", rpc.BookRequest(tenant_id=owner.tenant_id, slot_id=slot.slot_id,
                                                   customer_name="Other", customer_phone="+15550109999"),
                      rpc.BookReply)
    assert not other.ok and 0 < len(other.alternatives) <= 3
    booked = await ask(bus, "book", rpc.BookRequest(
        tenant_id=owner.tenant_id, slot_id=slot.slot_id, customer_name="Jane", customer_phone="+15550101234",
        hold_id=held.hold_id, idempotency_key="call-1:book"), rpc.BookReply)
    assert booked.ok and booked.appointment.source == "ai_receptionist"
    assert await db.count("appointment_blocks") == 1  # the hold became the appointment
    found = await ask(bus, "find_by_phone", rpc.FindByPhoneRequest(tenant_id=owner.tenant_id,
                                                                   phone="+1 555 010 1234"), rpc.FindByPhoneReply)
    assert [a.id for a in found.appointments] == [booked.appointment.id]
    cancelled = await ask(bus, "cancel", rpc.CancelRequest(tenant_id=owner.tenant_id,
                                                           appointment_id=booked.appointment.id, reason="busy"),
                          rpc.AppointmentReply)
    assert cancelled.appointment.status == "cancelled"


async def test_an_expired_hold_frees_itself(bus, salon, client, owner, db):
    day = next_weekday()
    slot = (await slots(client, owner, day, staff="maria"))[0]
    held = await ask(bus, "hold", rpc.HoldRequest(tenant_id=owner.tenant_id, slot_id=slot["slotId"]),
                     rpc.HoldReply)
    assert held.ok
    await db.execute("UPDATE appointment_blocks SET expires_at = now() - interval '1 second'")
    assert slot["start"] in {s["start"] for s in await slots(client, owner, day, staff="maria")}
    booked = await ask(bus, "book", rpc.BookRequest(tenant_id=owner.tenant_id, slot_id=slot["slotId"],
                                                    customer_name="Late", customer_phone="+15550107777"),
                       rpc.BookReply)
    assert booked.ok
    assert [r["n"] for r in await db.rows("SELECT count(*) AS n FROM appointment_blocks WHERE hold_id IS NOT NULL")
            ] == [0]


async def test_reschedule_by_phone_and_errors_travel_with_status(bus, salon, client, owner):
    day = next_weekday()
    first, later = (await slots(client, owner, day, staff="maria"))[0], (await slots(client, owner, day,
                                                                                      staff="maria"))[12]
    booked = await ask(bus, "book", rpc.BookRequest(tenant_id=owner.tenant_id, slot_id=first["slotId"],
                                                    customer_name="Jane", customer_phone="+15550101234"),
                       rpc.BookReply)
    moved = await ask(bus, "reschedule", rpc.RescheduleRequest(
        tenant_id=owner.tenant_id, appointment_id=booked.appointment.id, slot_id=later["slotId"]), rpc.BookReply)
    assert moved.ok and moved.appointment.starts_at == later["start"]
    with pytest.raises(RpcFailed) as missing:
        await ask(bus, "cancel", rpc.CancelRequest(tenant_id=owner.tenant_id,
                                                   appointment_id="00000000-0000-0000-0000-000000000000"),
                  rpc.AppointmentReply)
    assert missing.value.status_code == 404
    with pytest.raises(RpcFailed) as bad:
        await ask(bus, "book", rpc.BookRequest(tenant_id="not-a-tenant", slot_id="x"), rpc.BookReply)
    assert bad.value.status_code == 422
    assert (await ask(bus, "ping", rpc.PingRequest(), rpc.PingReply)).ok

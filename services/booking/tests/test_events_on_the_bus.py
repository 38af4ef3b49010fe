"""The staff events leave through the outbox relay and really arrive on NATS JetStream."""

from ringbook.booking.v1.events_pb2 import StaffAdded, StaffRemoved, StaffUpdated

from .factories import add_staff, put_hours


async def test_added_updated_and_removed_arrive_in_order(client, owner, published):
    await add_staff(client, owner, "maria", "Maria")
    await put_hours(client, owner, "maria", [{"dow": 3, "start": "10:00", "end": "18:00"}])
    await client.delete("/staff/calendars/maria", headers=owner.headers)

    envelope, added = await published.next("booking.staff_added", StaffAdded, tenant_id=owner.tenant_id)
    assert (envelope.tenant_id, added.staff_id, added.staff_count) == (owner.tenant_id, "maria", 1)
    _, updated = await published.next("booking.staff_updated", StaffUpdated, tenant_id=owner.tenant_id)
    assert [(h.dow, h.start, h.end) for h in updated.hours] == [(3, "10:00", "18:00")]
    _, removed = await published.next("booking.staff_removed", StaffRemoved, tenant_id=owner.tenant_id)
    assert (removed.staff_key, removed.staff_count) == (added.staff_key, 0)

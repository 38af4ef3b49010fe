"""The tenant's zone, hours and services reach booking as events over real NATS JetStream."""

from ringbook.tenants.v1 import events_pb2 as tenants
from ringbook_common.bus.envelope import new_envelope
from ringbook_common.testing.wait import eventually

from ..factories import add_staff, next_weekday


async def test_services_published_by_tenants_become_bookable(app, client, owner, bus):
    await add_staff(client, owner, "maria", "Maria")
    await bus.ensure_stream("tenants")
    updated = tenants.TenantUpdated(tenant_id=owner.tenant_id, name="Salon", timezone="Europe/London",
                                    hours_start="10:00", hours_end="16:00")
    services = tenants.ServicesUpdated(tenant_id=owner.tenant_id, services=[tenants.Service(
        service_id="trim", name="Trim", duration_min=30, price_cents=2000, all_staff=True)])
    for event_type, event in (("tenants.tenant_updated", updated), ("tenants.services_updated", services)):
        envelope = new_envelope(event, event_type=event_type, tenant_id=owner.tenant_id)
        await bus.js.publish(f"ringbook.{event_type}", envelope.SerializeToString(),
                             headers={"Nats-Msg-Id": envelope.event_id})
    day = next_weekday()

    async def first_slot():
        response = await client.get("/api/availability", headers=owner.headers,
                                    params={"serviceId": "trim", "from": day.isoformat()})
        slots = response.json().get("slots") if response.status_code == 200 else None
        return slots[0]["start"] if slots and response.json()["timezone"] == "Europe/London" else None

    start = await eventually(first_slot)
    assert start.startswith(f"{day.isoformat()}T10:00:00")  # the salon opens at 10:00 London time

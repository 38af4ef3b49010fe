"""A salon whose zone was kept before zones were checked on input (`localtime`, `posixrules`, `Factory`: names
Python reads but PostgreSQL does not) still gets its dashboard: the zone reads as the default, never a 500."""

import pytest

from booking.catalogue.handlers import on_tenant_updated
from ringbook.tenants.v1 import events_pb2 as tenants

from .appointments.test_dashboard import call
from .factories import add_staff, apply_event, at, book, next_weekday, set_up_salon


@pytest.mark.parametrize("zone", ["localtime", "posixrules", "Factory"])
async def test_a_stored_zone_no_database_knows_does_not_take_the_dashboard_down(app, client, owner, db, zone):
    await set_up_salon(app, owner)
    await add_staff(client, owner, "maria", "Maria")
    day = next_weekday()
    booked = await book(client, owner, start=at(day, "10:00").isoformat(), serviceId="cut", staffId="maria")
    assert booked.status_code == 201, booked.text
    await call(app, owner, "call_stored_zone", at(day, "09:00"), "booked", booked.json()["id"])
    await db.execute("UPDATE tenant_profiles SET timezone = :zone", zone=zone)

    analytics = await client.get("/api/dashboard/analytics", headers=owner.headers)
    assert analytics.status_code == 200, analytics.text
    assert analytics.json()["timezone"] == "America/New_York"
    listed = await client.get("/api/dashboard/appointments", headers=owner.headers)
    assert listed.status_code == 200 and listed.json()["total"] == 1


async def test_a_zone_arriving_in_an_event_is_kept_only_when_it_is_real(app, owner, db):
    await set_up_salon(app, owner, timezone="Europe/Paris")
    await apply_event(app, on_tenant_updated, tenants.TenantUpdated(
        tenant_id=owner.tenant_id, name="Salon", timezone="localtime", hours_start="09:00", hours_end="18:00"),
        "tenants.tenant_updated", owner.tenant_id)
    [row] = await db.rows("SELECT timezone FROM tenant_profiles")
    assert row["timezone"] == "America/New_York"

"""Putting a salon in place the way production does: by applying the tenants service's and booking's events."""

import uuid

from receptionist.salon.handlers import (
    HANDLERS,
    on_services_updated,
    on_staff_added,
    on_staff_removed,
    on_tenant_created,
    on_tenant_updated,
)
from ringbook.booking.v1 import events_pb2 as booking
from ringbook.tenants.v1 import events_pb2 as tenants
from ringbook_common.bus.envelope import new_envelope

CUT = {"service_id": "haircut", "name": "Haircut", "duration_min": 45, "buffer_min": 15, "price_cents": 4500,
       "all_staff": True}
COLOUR = {"service_id": "colour", "name": "Colour", "duration_min": 120, "price_cents": 12000, "all_staff": True}


async def apply_event(app, handler, event, event_type: str, tenant_id: str) -> None:
    async with app.state.sessionmaker() as session, session.begin():
        await handler(session, new_envelope(event, event_type=event_type, tenant_id=tenant_id))


async def set_up_salon(app, owner, *, name: str = "Salon Uno", timezone: str = "America/New_York",
                       address: str = "12 Main St, Springfield", services=(CUT, COLOUR),
                       staff=(("maria", "Maria Lopez"),), owner_email: str = "owner@salon.example",
                       owner_phone: str = "+15550100001", front_desk_phone: str = "+15550100002") -> dict[str, str]:
    """The salon as its events describe it; answers staff id -> staff key."""
    await apply_event(app, on_tenant_created, tenants.TenantCreated(
        tenant_id=owner.tenant_id, owner_user_id=str(uuid.uuid4()), owner_email=owner_email, name=name,
        timezone=timezone, hours_start="09:00", hours_end="18:00"), "tenants.tenant_created", owner.tenant_id)
    await apply_event(app, on_tenant_updated, tenants.TenantUpdated(
        tenant_id=owner.tenant_id, name=name, timezone=timezone, address=address, owner_phone=owner_phone,
        front_desk_phone=front_desk_phone, hours_start="09:00", hours_end="18:00", onboarding_complete=True,
        week=[tenants.OpeningDay(weekday=day, open="09:00", close="18:00", closed=day == 0) for day in range(7)]),
        "tenants.tenant_updated", owner.tenant_id)
    await apply_event(app, on_services_updated, tenants.ServicesUpdated(
        tenant_id=owner.tenant_id, services=[tenants.Service(**s) for s in services]),
        "tenants.services_updated", owner.tenant_id)
    keys = {}
    for staff_id, staff_name in staff:
        keys[staff_id] = await add_staff(app, owner, staff_id, staff_name)
    return keys


async def add_staff(app, owner, staff_id: str, name: str, email: str = "") -> str:
    key = str(uuid.uuid4())
    await apply_event(app, on_staff_added, booking.StaffAdded(
        tenant_id=owner.tenant_id, staff_id=staff_id, staff_key=key, name=name, email=email,
        calendar_id=f"builtin:{uuid.uuid4()}"), "booking.staff_added", owner.tenant_id)
    return key


async def remove_staff(app, owner, staff_id: str, key: str) -> None:
    await apply_event(app, on_staff_removed, booking.StaffRemoved(
        tenant_id=owner.tenant_id, staff_id=staff_id, staff_key=key), "booking.staff_removed", owner.tenant_id)


def opening_week(open_: str = "09:00", close: str = "18:00", *, closed: tuple[int, ...] = (0,)) -> list:
    """Seven OpeningDay messages, Sunday first: open from `open_` to `close` but on the `closed` weekdays."""
    return [tenants.OpeningDay(weekday=day, open=open_, close=close, closed=day in closed) for day in range(7)]


async def add_location(app, owner, *, name: str, address: str, timezone: str = "America/New_York",
                       week: list | None = None, services: tuple = (), position: int = 1,
                       front_desk_phone: str = "", location_id: str | None = None) -> str:
    """Another location of the owner's business, as tenants' `location_saved` describes it; answers its id."""
    location_id = location_id or str(uuid.uuid4())
    event = tenants.LocationSaved(location=tenants.Location(
        location_id=location_id, tenant_id=owner.tenant_id, name=name, address=address, timezone=timezone,
        week=week or opening_week(), front_desk_phone=front_desk_phone, position=position,
        services=[tenants.LocationService(**service) for service in services]), created=True)
    async with app.state.sessionmaker() as session, session.begin():  # as consumed: the agents' prompts follow
        await HANDLERS["tenants.location_saved"](session, new_envelope(event, event_type="tenants.location_saved",
                                                      tenant_id=owner.tenant_id, location_id=location_id))
    return location_id

"""The receptionist's copy of the salon, kept from the tenants service's and booking's events: what the agent
says about the salon, and whom it may book with."""

import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from receptionist.locations.handlers import HANDLERS as LOCATION_HANDLERS
from receptionist.locations.handlers import week_of
from receptionist.provisioning import refresh
from receptionist.salon import address, repository
from receptionist.wizard import events as setup_events
from ringbook.booking.v1 import events_pb2 as booking
from ringbook.common.v1.envelope_pb2 import Envelope
from ringbook.identity.v1 import events_pb2 as identity
from ringbook.tenants.v1 import events_pb2 as tenants
from ringbook_common import bounded
from ringbook_common.bus.envelope import unpack


async def _save_salon(session: AsyncSession, tenant_id: str, values: dict) -> None:
    await repository.save_salon(session, uuid.UUID(tenant_id), values)


async def _save_week(session: AsyncSession, tenant_id: str, days, *, first: bool = False) -> None:
    """Tenants' week, the salon's one set of opening hours, into the wizard's operating hours the agent reads
    (a salon that has not started the wizard is open every day from hours_start to hours_end). The week a tenant
    was created with (`first`) never replaces one already kept: the wizard keeps tenants' answer to its own save
    at once, before the creation's event may arrive."""
    if not (week := week_of(days)):
        return
    await repository.save_week(session, uuid.UUID(tenant_id), week, unless_kept=first)


async def _save_address_parts(session: AsyncSession, tenant_id: str, line: str) -> None:
    """The wizard's street, city, state and ZIP code read from tenants' address, the salon's one (an empty one
    leaves the wizard's as they are)."""
    if not line.strip():
        return
    setup = await repository.locked_setup(session, uuid.UUID(tenant_id))
    saved = address.Parts(setup.location, setup.city, setup.state, setup.zip_code) if setup else address.Parts()
    parts = address.parts_of(line, saved)
    if parts == saved:
        return
    values = {"location": parts.location, "city": parts.city, "state": parts.state, "zip_code": parts.zip_code}
    if setup is None:
        await repository.save_setup(session, uuid.UUID(tenant_id), values)
        return
    setup.location, setup.city, setup.state, setup.zip_code = parts.location, parts.city, parts.state, parts.zip_code
    if setup.status != "not_started":  # the operators' console shows a started wizard's location
        await session.flush()
        await setup_events.setup_updated(session, setup)


async def on_tenant_created(session: AsyncSession, envelope: Envelope) -> None:
    event = unpack(envelope, tenants.TenantCreated)
    values = {"name": event.name, "timezone": bounded.zone_or_default(event.timezone),
              "hours_start": event.hours_start or "09:00", "hours_end": event.hours_end or "18:00"}
    # A tenant made when its owner reached the portal before the verification was applied is created without an
    # e-mail; identity's user_verified brings it then, and an empty one must not blank it.
    await _save_salon(session, event.tenant_id, {**values, "owner_email": event.owner_email}
                      if event.owner_email else values)
    await _save_week(session, event.tenant_id, event.week, first=True)


async def on_user_verified(session: AsyncSession, envelope: Envelope) -> None:
    """The owner's e-mail, where the salon has none yet: call-back requests are e-mailed to it."""
    event = unpack(envelope, identity.UserVerified)
    tenant_id = event.tenant_id or envelope.tenant_id
    if not tenant_id or not event.email:
        return
    await repository.save_owner_email(session, uuid.UUID(tenant_id), event.email)


async def on_tenant_updated(session: AsyncSession, envelope: Envelope) -> None:
    event = unpack(envelope, tenants.TenantUpdated)
    await _save_salon(session, event.tenant_id, {
        "name": event.name, "timezone": bounded.zone_or_default(event.timezone), "address": event.address,
        "owner_phone": event.owner_phone, "front_desk_phone": event.front_desk_phone, "country": event.country or None,
        "hours_start": event.hours_start or "09:00", "hours_end": event.hours_end or "18:00"})
    await _save_week(session, event.tenant_id, event.week)
    await _save_address_parts(session, event.tenant_id, event.address)


async def on_services_updated(session: AsyncSession, envelope: Envelope) -> None:
    event = unpack(envelope, tenants.ServicesUpdated)
    tenant_id = uuid.UUID(event.tenant_id)
    rows: dict[str, dict] = {}
    for position, item in enumerate(event.services):
        rows.setdefault(item.service_id, {
            "tenant_id": tenant_id, "service_id": item.service_id, "position": position, "name": item.name,
            "duration_min": max(item.duration_min, 1), "buffer_min": max(item.buffer_min, 0),
            "processing_min": max(item.processing_min, 0), "price_cents": item.price_cents,
            "staff_ids": list(item.staff_ids), "all_staff": item.all_staff or not item.staff_ids})
    await repository.replace_services(session, tenant_id, list(rows.values()))


def staff_weeks(event: booking.StaffAdded | booking.StaffUpdated) -> dict[str, list]:
    """The member's week at each location they work at. An event written before locations names none: its
    hours are the first location's, whose id is the tenant's."""
    named = [(week.location_id, week.hours) for week in event.locations] or [(event.tenant_id, event.hours)]
    return {location_id: [[hours.dow, hours.start, hours.end] for hours in week]
            for location_id, week in named if week}


async def on_staff_added(session: AsyncSession, envelope: Envelope) -> None:
    event = unpack(envelope, booking.StaffAdded)
    values = {
        "staff_key": uuid.UUID(event.staff_key), "tenant_id": uuid.UUID(event.tenant_id),
        "staff_id": event.staff_id, "name": event.name, "email": event.email, "title": event.title,
        "calendar_id": event.calendar_id, "calendar_pending": event.calendar_pending}
    # The wizard applies the member booking made before booking's own event arrives, without their hours: what
    # is known of their weeks stays.
    if event.locations or event.hours:
        values["weeks"] = staff_weeks(event)
    await repository.save_staff(session, values)


async def on_staff_updated(session: AsyncSession, envelope: Envelope) -> None:
    event = unpack(envelope, booking.StaffUpdated)
    await repository.save_staff(session, {
        "staff_key": uuid.UUID(event.staff_key), "tenant_id": uuid.UUID(event.tenant_id),
        "staff_id": event.staff_id, "name": event.name, "email": event.email, "title": event.title,
        "weeks": staff_weeks(event)})


async def on_staff_removed(session: AsyncSession, envelope: Envelope) -> None:
    event = unpack(envelope, booking.StaffRemoved)
    await repository.remove_staff(session, uuid.UUID(event.staff_key))


# Each change to the salon's profile reaches the live agent too (its prompt, languages and voice).
HANDLERS = refresh.following({
    "identity.user_verified": on_user_verified,
    "tenants.tenant_created": on_tenant_created,
    "tenants.tenant_updated": on_tenant_updated,
    "tenants.services_updated": on_services_updated,
    "booking.staff_added": on_staff_added,
    "booking.staff_updated": on_staff_updated,
    "booking.staff_removed": on_staff_removed,
    **LOCATION_HANDLERS,
})

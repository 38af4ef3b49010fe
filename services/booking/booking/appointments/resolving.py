"""Which staff member, service and start a booking request names, read alike by every booking calendar."""

import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from booking.appointments import repository
from booking.availability import repository as availability_repository
from booking.availability import service as availability
from booking.availability import slot_ids
from booking.availability.errors import SlotTaken, StaffNotFound
from booking.calendars.ports import Wanted
from booking.catalogue.offering import Offering
from booking.config import Settings
from booking.locations import service as locations
from booking.models import Appointment, Staff
from ringbook_common.errors import Invalid

STAFF_GONE = "That staff member is no longer available. Please pick another time."


@dataclass(frozen=True)
class Resolved:
    staff: Staff
    service: Offering
    start: datetime
    location_id: uuid.UUID


def as_uuid(value: str | uuid.UUID | None) -> uuid.UUID | None:
    if isinstance(value, uuid.UUID):
        return value
    try:
        return uuid.UUID(value) if value else None
    except ValueError:
        return None


def notice_for(source: str) -> timedelta | None:
    """The minimum notice of a booking from this source; None is the salon's own."""
    # The owner books walk-ins and phone bookings at the desk: no minimum notice for them. A waitlist offer's slot
    # met the salon's notice when it was held for the client, whose yes may come within it.
    return timedelta(0) if source in ("owner", "waitlist") else None


async def resolve(session: AsyncSession, settings: Settings, tenant_id: uuid.UUID, wanted: Wanted) -> Resolved:
    """Read once per transaction: the receptionist's guard and the calendar both ask (a member removed meanwhile
    is still refused, by the database at the write)."""
    key = ("resolved", tenant_id, wanted)
    known = session.info.get(key)
    if known is None:
        known = session.info[key] = await _resolve(session, settings, tenant_id, wanted)
    return known


async def _resolve(session: AsyncSession, settings: Settings, tenant_id: uuid.UUID, wanted: Wanted) -> Resolved:
    if wanted.slot_id:
        ref = slot_ids.decode(settings.signing_key(), wanted.slot_id, tenant_id=tenant_id)
        staff = await repository.staff_by_key(session, tenant_id, ref.staff_key)
        if staff is None or staff.removed_at is not None:
            raise SlotTaken([], message=STAFF_GONE)
        service = await availability.service_of(session, tenant_id, ref.service_id, location_id=ref.location_id)
        return Resolved(staff, service, ref.start, ref.location_id)
    if wanted.start is None or not wanted.service_id or not wanted.staff_id:
        raise Invalid("Choose a time: a slotId, or start with serviceId and staffId",
                      fields={"slotId": "Send a slotId, or start + serviceId + staffId"})
    location_id = await locations.ensure_exists(session, tenant_id, wanted.location_id)
    service = await availability.service_of(session, tenant_id, wanted.service_id, location_id=location_id)
    members = await availability_repository.current_staff(session, tenant_id)
    staff = next((s for s in members if s.staff_id.lower() == wanted.staff_id.lower()), None)
    if staff is None:
        raise StaffNotFound()
    return Resolved(staff, service, wanted.start, location_id)


async def for_moving(session: AsyncSession, appointment: Appointment, wanted: Wanted) -> Wanted:
    """A new time for an appointment: by slotId (the slot's location), or a start for its service at its own
    location with its own staff member unless another is named."""
    if wanted.slot_id:
        return wanted
    staff_id = wanted.staff_id or (await repository.staff_of(session, appointment)).staff_id
    return Wanted(start=wanted.start, service_id=appointment.service_id, staff_id=staff_id,
                  location_id=appointment.location_id)


def same_service(resolved: Resolved, service_id: str) -> None:
    if resolved.service.service_id != service_id:
        raise Invalid("That slot is for a different service", fields={"slotId": "Pick a slot for this service"})

"""A staff member's weekly working hours at a location, replaced as a whole week. A member may work at several
locations, never at two at once."""

import uuid
from datetime import date

from sqlalchemy.ext.asyncio import AsyncSession

from booking.hours import across, repository
from booking.hours.errors import HoursElsewhere
from booking.hours.rules import Slot
from booking.hours.schemas import HoursUpdate
from booking.locations import service as locations
from booking.staff import events
from booking.staff import service as staff_service
from booking.tenancy import ensure_own_tenant
from booking.waitlist import freed as waitlist
from booking.waitlist.matching import adds_time
from ringbook_common import clock


async def week(session: AsyncSession, *, tenant_id: uuid.UUID, staff_id: str, location: str | None = None,
               ) -> list[Slot]:
    """The member's week at the location (None: the first)."""
    location_id = await locations.ensure_exists(session, tenant_id, locations.location_id_of(location))
    staff = await staff_service.get(session, tenant_id=tenant_id, staff_id=staff_id)
    return await repository.week(session, tenant_id=tenant_id, staff_key=staff.id, location_id=location_id)


async def replace_week(session: AsyncSession, *, tenant_id: uuid.UUID, data: HoursUpdate) -> list[Slot]:
    """The sent week replaces the old one at its location in one transaction; an unchanged week publishes
    nothing. Hours that overlap the member's hours at another location in real time are refused (409)."""
    ensure_own_tenant(data.tenantId, tenant_id)
    location_id = await locations.ensure_exists(session, tenant_id, locations.location_id_of(data.location))
    # The row lock makes concurrent saves of one member's weeks take turns: the last one wins whole, and each
    # sees the other locations' weeks as they are.
    staff = await staff_service.get(session, tenant_id=tenant_id, staff_id=data.staffId, for_update=True)
    before = await repository.week(session, tenant_id=tenant_id, staff_key=staff.id, location_id=location_id)
    if before != data.hours:
        at = clock.now()
        await _ensure_nowhere_else(session, tenant_id=tenant_id, staff_key=staff.id, location_id=location_id,
                                   week=data.hours, today=at.date())
        await repository.replace(session, tenant_id=tenant_id, staff_key=staff.id, slots=data.hours,
                                 location_id=location_id)
        staff.updated_at = at
        await session.flush()
        await events.staff_updated(session, staff, changed=["hours"], now=at)
        if adds_time(before, data.hours):
            await waitlist.hours_added(session, tenant_id=tenant_id, location_id=location_id, staff_key=staff.id,
                                       now=at)
    return data.hours


async def _ensure_nowhere_else(session: AsyncSession, *, tenant_id: uuid.UUID, staff_key: uuid.UUID,
                               location_id: uuid.UUID, week: list[Slot], today: date) -> None:
    elsewhere = await repository.weeks_elsewhere(session, tenant_id=tenant_id, staff_key=staff_key,
                                                 location_id=location_id)
    if not elsewhere or not week:
        return
    here = await locations.place(session, tenant_id, location_id)
    for other_id, other_week in elsewhere.items():
        there = await locations.place_or_none(session, tenant_id, other_id)
        if there is None:
            continue  # hours kept for a location tenants no longer names
        found = across.clash(week, here.timezone, other_week, there.timezone, starting=today)
        if found is not None:
            raise HoursElsewhere(found, there=there.name or "another location")

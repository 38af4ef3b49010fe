"""Staff events, recorded in the outbox in the same transaction as the change (receptionist and admin count
staff and keep their names from them; the receptionist keeps who works at which location on which days).

`hours` stays the member's week at the first location, as every event before locations carried it, so a consumer
that reads only `hours` reads what it always did; `locations` names each location's week."""

from collections.abc import Iterable
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from booking.hours import repository as hours_repository
from booking.hours.rules import Slot, clock_text
from booking.locations import service as locations
from booking.models import Staff
from booking.timeoff import repository as timeoff_repository
from ringbook.booking.v1 import events_pb2 as events
from ringbook_common.bus import outbox

ADDED = "booking.staff_added"
UPDATED = "booking.staff_updated"
REMOVED = "booking.staff_removed"


def _hours(slots: Iterable[Slot]) -> list[events.WorkingHours]:
    return [events.WorkingHours(dow=slot.dow, start=clock_text(slot.start), end=clock_text(slot.end))
            for slot in slots]


async def _location_weeks(session: AsyncSession, staff: Staff) -> list[events.LocationWeek]:
    """The member's week at each location they work at, in the business's order of its locations."""
    weeks = await hours_repository.weeks_everywhere(session, tenant_id=staff.tenant_id, staff_key=staff.id)
    if not weeks:
        return []
    places = await locations.every_place(session, staff.tenant_id, also=set(weeks))
    return [events.LocationWeek(location_id=str(place.location_id), location_name=place.name,
                                hours=_hours(weeks[place.location_id]))
            for place in places if place.location_id in weeks]


async def staff_added(session: AsyncSession, staff: Staff, *, hours: Iterable[Slot], staff_count: int) -> None:
    event = events.StaffAdded(
        tenant_id=str(staff.tenant_id), staff_id=staff.staff_id, staff_key=str(staff.id), name=staff.name,
        email=staff.email or "", title=staff.title or "", calendar_id=staff.calendar_id,
        calendar_pending=staff.calendar_pending, hours=_hours(hours), staff_count=staff_count,
        locations=await _location_weeks(session, staff),
    )
    await outbox.publish(session, event, event_type=ADDED, tenant_id=str(staff.tenant_id))


async def staff_updated(session: AsyncSession, staff: Staff, *, changed: list[str], now: datetime) -> None:
    """The member as they now are: weekly hours and time off that is not over yet (reasons stay private)."""
    week = await hours_repository.week(session, tenant_id=staff.tenant_id, staff_key=staff.id)
    away = await timeoff_repository.periods(session, tenant_id=staff.tenant_id, staff_key=staff.id,
                                            ending_after=now)
    event = events.StaffUpdated(
        tenant_id=str(staff.tenant_id), staff_id=staff.staff_id, staff_key=str(staff.id), name=staff.name,
        email=staff.email or "", title=staff.title or "", changed=changed, hours=_hours(week),
        locations=await _location_weeks(session, staff),
    )
    for period in away:
        item = event.time_off.add()
        item.time_min.FromDatetime(period.time_min)
        item.time_max.FromDatetime(period.time_max)
    await outbox.publish(session, event, event_type=UPDATED, tenant_id=str(staff.tenant_id))


async def staff_removed(session: AsyncSession, staff: Staff, *, calendar_deleted: bool, staff_count: int,
                        cancelled_appointments: int) -> None:
    event = events.StaffRemoved(
        tenant_id=str(staff.tenant_id), staff_id=staff.staff_id, staff_key=str(staff.id), name=staff.name,
        calendar_deleted=calendar_deleted, staff_count=staff_count, cancelled_appointments=cancelled_appointments,
    )
    await outbox.publish(session, event, event_type=REMOVED, tenant_id=str(staff.tenant_id))

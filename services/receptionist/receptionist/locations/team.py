"""Who works at a location: at a business with several, the staff booking has hours for there (one diary per
stylist, hours per location); a business with one location keeps its whole team, as before locations. Booking is
asked; when it cannot answer, its staff events have said who works where on which days."""

from dataclasses import replace

from receptionist.functions.calendar import CalendarDown, ask
from receptionist.salon.profile import SalonProfile, StaffInfo
from ringbook.booking.v1 import rpc_pb2 as rpc
from ringbook_common.bus.connection import Bus
from ringbook_common.bus.rpc import RpcFailed


async def working_here(bus: Bus | None, profile: SalonProfile, *, timeout: float) -> SalonProfile:
    """The profile with the staff who work at its location; as it is when booking cannot be asked (the whole
    team is better said than none)."""
    if bus is None or not profile.other_locations:
        return profile
    try:
        reply = await ask(bus, "staff_week", rpc.StaffWeekRequest(
            tenant_id=str(profile.tenant_id), location_id=profile.booking_location),
            rpc.StaffWeekReply, timeout=timeout)
    except (RpcFailed, CalendarDown):
        return told_here(profile)
    here = {member.staff_id for member in reply.staff if member.days}
    return replace(profile, staff=tuple(member for member in profile.staff if member.staff_id in here))


def told_here(profile: SalonProfile) -> SalonProfile:
    """The staff booking's events said work at the profile's location; the whole team while any member's weeks
    are not known yet."""
    if any(member.weeks is None for member in profile.staff):
        return profile
    return replace(profile, staff=tuple(member for member in profile.staff if days_at(member, profile)))


def days_at(member: StaffInfo, profile: SalonProfile) -> dict[int, tuple[str, str]]:
    """The member's working days at the profile's location, as booking's events said them: one span per weekday,
    its first start to its last end (empty when not known)."""
    spans: dict[int, tuple[str, str]] = {}
    for weekday, start, end in (member.weeks or {}).get(str(profile.place_id), []):
        first, last = spans.get(weekday, (start, end))
        spans[weekday] = (min(first, start), max(last, end))
    return dict(sorted(spans.items()))


def told_details(profile: SalonProfile, *, limit: int) -> list[dict]:
    """Each stylist's title and weekly hours at the location as booking's events said them, in the shape booking's
    answer takes ("<weekday 0=Sunday..6>": {start, end}); at a business with several locations, only those who
    work at this one; empty while any member's weeks are not known yet."""
    if any(member.weeks is None for member in profile.staff):
        return []
    here = [(member, days_at(member, profile)) for member in profile.staff]
    return [{"name": member.name, "title": member.title,
             "works": {str(day): {"start": start, "end": end} for day, (start, end) in days.items()}}
            for member, days in here if days or not profile.other_locations][:limit]

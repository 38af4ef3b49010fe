"""Who works at a location: at a business with several, the staff booking has hours for there (one diary per
stylist, hours per location); a business with one location keeps its whole team, as before locations."""

from dataclasses import replace

from receptionist.functions.calendar import CalendarDown, ask
from receptionist.salon.profile import SalonProfile
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
        return profile
    here = {member.staff_id for member in reply.staff if member.days}
    return replace(profile, staff=tuple(member for member in profile.staff if member.staff_id in here))

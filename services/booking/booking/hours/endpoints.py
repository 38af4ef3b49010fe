from typing import Annotated

from fastapi import APIRouter, Query

from booking.deps import TenantId
from booking.fields import REFERENCE_MAX
from booking.hours import service
from booking.hours.schemas import HoursUpdate, StaffHours
from booking.http import ERRORS, BookingRoute
from ringbook_common import bounded
from ringbook_common.deps import SessionDep
from ringbook_common.openapi import Responses

router = APIRouter(tags=["working hours"], route_class=BookingRoute, responses=ERRORS)

NOT_FOUND: Responses = {404: {"description": "No such staff member or location in your business"}}


@router.get("/staff/{staffId}/hours", response_model=StaffHours, responses=NOT_FOUND)
async def get_hours(staffId: str, tenant_id: TenantId, session: SessionDep,
                    location: Annotated[str | None, bounded.text(label="location", max_length=REFERENCE_MAX),
                                        Query()] = None) -> StaffHours:
    """The member's week at a `location` (one of your locations' ids; default the first), in its local time:
    `{dow, start, end}` intervals by day and start time."""
    return StaffHours.of(await service.week(session, tenant_id=tenant_id, staff_id=staffId, location=location))


@router.put("/staff/hours", response_model=StaffHours, responses={
    **NOT_FOUND, 409: {"description": "The week overlaps the member's hours at another location in real time"}})
async def put_hours(body: HoursUpdate, tenant_id: TenantId, session: SessionDep) -> StaffHours:
    """Replace the member's whole week at a `location` (one of your locations' ids; default the first) in its
    local time (an empty list: not working there). Days 0 (Sunday) to 6, `HH:MM`, start before end, intervals
    of a day may not overlap, nor the member's hours at another location at the same moment (time zones
    counted). Answers the week as saved."""
    return StaffHours.of(await service.replace_week(session, tenant_id=tenant_id, data=body))

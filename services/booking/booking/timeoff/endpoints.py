from typing import Annotated

from fastapi import APIRouter, Query

from booking.deps import TenantId
from booking.http import ERRORS, BookingRoute
from booking.timeoff import service
from booking.timeoff.schemas import StaffTimeOff, TimeOffUpdate
from ringbook_common.deps import SessionDep
from ringbook_common.openapi import Responses

router = APIRouter(tags=["time off"], route_class=BookingRoute, responses=ERRORS)

NOT_FOUND: Responses = {404: {"description": "No such staff member or location in your business"}}


@router.get("/staff/{staffId}/timeoff", response_model=StaffTimeOff, responses=NOT_FOUND)
async def get_time_off(staffId: str, tenant_id: TenantId, session: SessionDep,
                       history: Annotated[bool, Query(description="Also the ranges that already ended")] = False,
                       ) -> StaffTimeOff:
    """The member's current and upcoming time off by start (UTC, ISO 8601); `history=true` adds past ranges."""
    return StaffTimeOff.of(await service.periods(session, tenant_id=tenant_id, staff_id=staffId, history=history))


@router.put("/staff/timeoff", response_model=StaffTimeOff, responses=NOT_FOUND)
async def put_time_off(body: TimeOffUpdate, tenant_id: TenantId, session: SessionDep) -> StaffTimeOff:
    """Replace the member's current and upcoming time off. Each range: `timeMin` before `timeMax`, both ISO
    8601 with a UTC offset, optional `reason`, optional `location` (one of your locations' ids; none: everywhere;
    the member is kept from every location either way). Ranges that already ended stay as history; ended ranges in the
    request are ignored. Answers the current and upcoming ranges as saved."""
    return StaffTimeOff.of(await service.replace_upcoming(session, tenant_id=tenant_id, data=body))

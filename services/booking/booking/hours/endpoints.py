from fastapi import APIRouter

from booking.deps import TenantId
from booking.hours import service
from booking.hours.schemas import HoursUpdate, StaffHours
from booking.http import ERRORS, BookingRoute
from ringbook_common.deps import SessionDep
from ringbook_common.openapi import Responses

router = APIRouter(tags=["working hours"], route_class=BookingRoute, responses=ERRORS)

NOT_FOUND: Responses = {404: {"description": "No such staff member in your business"}}


@router.get("/staff/{staffId}/hours", response_model=StaffHours, responses=NOT_FOUND)
async def get_hours(staffId: str, tenant_id: TenantId, session: SessionDep) -> StaffHours:
    """The member's week: `{dow, start, end}` intervals by day and start time."""
    return StaffHours.of(await service.week(session, tenant_id=tenant_id, staff_id=staffId))


@router.put("/staff/hours", response_model=StaffHours, responses=NOT_FOUND)
async def put_hours(body: HoursUpdate, tenant_id: TenantId, session: SessionDep) -> StaffHours:
    """Replace the member's whole week (an empty list: not working). Days 0 (Sunday) to 6, `HH:MM`, start
    before end, intervals of a day may not overlap. Answers the week as saved."""
    return StaffHours.of(await service.replace_week(session, tenant_id=tenant_id, data=body))

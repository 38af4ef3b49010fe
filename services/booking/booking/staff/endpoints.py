from typing import Annotated

from fastapi import APIRouter, Query, status

from booking.deps import SettingsDep, TenantId
from booking.http import ERRORS, BookingRoute
from booking.staff import service
from booking.staff.schemas import (
    STAFF_REQUIRED,
    CalendarShare,
    StaffCreate,
    StaffList,
    StaffMember,
    StaffRemoval,
    StaffRemoved,
)
from ringbook_common.deps import SessionDep


class StaffRoute(BookingRoute):
    required_message = STAFF_REQUIRED


router = APIRouter(tags=["staff"], route_class=StaffRoute, responses=ERRORS)

NOT_FOUND = {404: {"description": "No such staff member in your business"}}
NOT_CONNECTED = 'No Google Calendar connected: `{"error": ..., "title": "Google Calendar Not Connected"}`'


@router.get("/staff/calendars", response_model=StaffList)
async def list_staff(tenant_id: TenantId, session: SessionDep) -> StaffList:
    """Your staff members, each with their calendar, in the order they were added."""
    staff = await service.list_staff(session, tenant_id=tenant_id)
    return StaffList(staff=[StaffMember.of(member) for member in staff])


@router.post("/staff/calendars/provision", status_code=status.HTTP_201_CREATED, response_model=StaffMember,
             responses={409: {"description": "The staff ID is already used in your business"}})
async def provision_staff(body: StaffCreate, tenant_id: TenantId, session: SessionDep,
                          settings: SettingsDep) -> StaffMember:
    """Add a staff member with a calendar of their own; they start with Monday to Friday, 09:00 to 17:00. With
    Google Calendar connected it is a Google calendar (`calendarPending` while Google has not created it yet)."""
    return StaffMember.of(await service.provision(session, settings, tenant_id=tenant_id, data=body))


@router.post("/staff/calendars/{staffId}/share", response_model=StaffMember,
             responses={**NOT_FOUND, 409: {"description": NOT_CONNECTED},
                        502: {"description": "Google Calendar refused the request"},
                        503: {"description": "Google Calendar is not answering (try again)"}})
async def share_calendar(staffId: str, body: CalendarShare, tenant_id: TenantId, session: SessionDep,
                         settings: SettingsDep) -> StaffMember:
    """Share the member's calendar with their e-mail: a Google Calendar `writer` rule (needs a connected Google
    Calendar)."""
    return StaffMember.of(await service.share_calendar(session, settings, tenant_id=tenant_id, staff_id=staffId,
                                                       data=body))


@router.delete("/staff/calendars/{staffId}", response_model=StaffRemoved,
               responses={**NOT_FOUND, 409: {"description": "The member has upcoming appointments (and no force)"}})
async def remove_staff(staffId: str, tenant_id: TenantId, session: SessionDep, settings: SettingsDep,
                       body: StaffRemoval | None = None,
                       force: Annotated[bool, Query(description="Remove even with upcoming appointments")] = False,
                       ) -> StaffRemoved:
    """Remove a staff member (body optional: `{deleteCalendar, force}`). Upcoming appointments refuse it with
    409 naming how many, unless `force` (body or query)."""
    removal = await service.remove(session, settings, tenant_id=tenant_id, staff_id=staffId,
                                   options=body or StaffRemoval(), force=force)
    return StaffRemoved(staffId=removal.staff.staff_id, calendarDeleted=removal.calendar_deleted)

from typing import Annotated

from fastapi import APIRouter, Query, status

from booking.appointments.schemas import present
from booking.deps import SettingsDep, TenantId
from booking.fields import REFERENCE_MAX
from booking.http import ERRORS, BookingRoute
from booking.staff import service
from booking.staff.schemas import (
    STAFF_REQUIRED,
    CalendarShare,
    Candidate,
    StaffCreate,
    StaffList,
    StaffMember,
    StaffPhoneSet,
    StaffRemoval,
    StaffRemoved,
    UpcomingAppointment,
    UpcomingOfStaff,
)
from ringbook_common import bounded
from ringbook_common.deps import SessionDep
from ringbook_common.openapi import Responses


class StaffRoute(BookingRoute):
    required_messages = frozenset({STAFF_REQUIRED})
    missing_message = STAFF_REQUIRED


router = APIRouter(tags=["staff"], route_class=StaffRoute, responses=ERRORS)

NOT_FOUND: Responses = {404: {"description": "No such staff member in your business"}}
NOT_CONNECTED = 'No Google Calendar connected: `{"error": ..., "title": "Google Calendar Not Connected"}`'


@router.get("/staff/calendars", response_model=StaffList,
            responses={404: {"description": "No such location in your business"}})
async def list_staff(tenant_id: TenantId, session: SessionDep,
                     location: Annotated[str | None, bounded.text(label="location", max_length=REFERENCE_MAX),
                                         Query()] = None) -> StaffList:
    """Your staff members, each with their calendar, in the order they were added; with a `location` (one of your
    locations' ids; `all` is everyone), those who have working hours there."""
    staff = await service.list_staff(session, tenant_id=tenant_id, location=location)
    return StaffList(staff=[StaffMember.of(member) for member in staff])


@router.post("/staff/calendars/provision", status_code=status.HTTP_201_CREATED, response_model=StaffMember,
             responses={409: {"description": "The staff ID is already used in your business"}})
async def provision_staff(body: StaffCreate, tenant_id: TenantId, session: SessionDep,
                          settings: SettingsDep) -> StaffMember:
    """Add a staff member with a calendar of their own; they start working the days the salon is open, its hours
    (Monday to Friday, 09:00 to 17:00, before the salon has any). With
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


@router.put("/staff/calendars/{staffId}/phone", response_model=StaffMember, responses=NOT_FOUND)
async def set_phone(staffId: str, body: StaffPhoneSet, tenant_id: TenantId, session: SessionDep) -> StaffMember:
    """The member's own mobile (`phone`, E.164 or with spaces and brackets), where texts meant for them go, such
    as a caller running late; empty or null clears it."""
    return StaffMember.of(await service.set_phone(session, tenant_id=tenant_id, staff_id=staffId, data=body))


@router.get("/staff/calendars/{staffId}/upcoming", response_model=UpcomingOfStaff, responses=NOT_FOUND)
async def upcoming(staffId: str, tenant_id: TenantId, session: SessionDep, settings: SettingsDep) -> UpcomingOfStaff:
    """Before removing a member: how many upcoming appointments they have and, for each of the first 200, the
    members who offer that service and are free at that time (to pass in the removal's `reassign`)."""
    staff, found = await service.upcoming(session, settings, tenant_id=tenant_id, staff_id=staffId)
    return UpcomingOfStaff(staffId=staff.staff_id, name=staff.name, upcomingAppointments=found.count, appointments=[
        UpcomingAppointment.of(present(appointment, staff, found.zones[appointment.location_id]),
                               [Candidate(staffId=m.staff_id, name=m.name) for m in found.takers[appointment.id]])
        for appointment in found.appointments])


@router.delete("/staff/calendars/{staffId}", response_model=StaffRemoved,
               responses={**NOT_FOUND, 409: {"description": "Upcoming appointments left (neither reassigned nor "
                                                            "`force`: `upcomingAppointments` says how "
                                                            "many), or a member named in `reassign` is not free"}})
async def remove_staff(staffId: str, tenant_id: TenantId, session: SessionDep, settings: SettingsDep,
                       body: StaffRemoval | None = None,
                       force: Annotated[bool, Query(
                           description="Cancel the upcoming appointments not reassigned")] = False,
                       ) -> StaffRemoved:
    """Remove a staff member (body optional: `{deleteCalendar, reassign: {appointmentId: staffId}, force}`).
    Their upcoming appointments (see `/upcoming`) go to the members named in `reassign` (each client gets a
    text); the rest are cancelled with a text to each client when `force` is true (query or body), and
    refuse the removal with 409 naming how many otherwise. Nothing changes when any of it is refused."""
    removal = await service.remove(session, settings, tenant_id=tenant_id, staff_id=staffId,
                                   options=body or StaffRemoval(), force=force)
    return StaffRemoved(staffId=removal.staff.staff_id, calendarDeleted=removal.calendar_deleted,
                        cancelledAppointments=removal.cancelled, reassignedAppointments=removal.reassigned)

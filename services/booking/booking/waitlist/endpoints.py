from typing import Annotated

from fastapi import APIRouter, Query, Response, status

from booking.appointments.schemas import PHONE_REQUIRED
from booking.deps import TenantId
from booking.fields import LocationRef
from booking.http import ERRORS, BookingRoute
from booking.waitlist import service
from booking.waitlist.schemas import (
    AGREEMENT_REQUIRED,
    WaitlistEntryCreate,
    WaitlistEntryView,
    WaitlistPage,
    WaitlistSettingsUpdate,
    WaitlistSettingsView,
    minute_of,
    settings_view,
    view,
    window,
)
from ringbook_common import clock, phones
from ringbook_common.deps import SessionDep
from ringbook_common.errors import Invalid
from ringbook_common.openapi import Responses

router = APIRouter(tags=["waitlist"], route_class=BookingRoute, responses=ERRORS)

NOT_FOUND: Responses = {404: {"description": "No such location, service, staff member or entry in your business"}}
Location = Annotated[LocationRef, Query()]


@router.get("/api/waitlist", responses=NOT_FOUND)
async def list_waitlist(tenant_id: TenantId, session: SessionDep, location: Location = None) -> WaitlistPage:
    """The location's waitlist (None: the first location): the clients still waiting or offered a time, for days
    not all past, in the order they joined."""
    entries, staff = await service.waiting_at(session, tenant_id=tenant_id, location=location, now=clock.now())
    return WaitlistPage(entries=[view(entry, staff.get(entry.staff_key) if entry.staff_key else None)
                                 for entry in entries])


@router.post("/api/waitlist", status_code=status.HTTP_201_CREATED, responses=NOT_FOUND)
async def add_to_waitlist(body: WaitlistEntryCreate, tenant_id: TenantId, session: SessionDep) -> WaitlistEntryView:
    """Put a client on the waitlist who agreed to be texted about freed times (`clientAgreed: true`, recorded as
    the owner's consent). Days are the location's dates (`toDate` defaults to `fromDate`); times of day `earliest`
    and `latest` ("HH:MM", each optional) or a `partOfDay`; `staffId` empty or "any" for anyone."""
    if not body.clientAgreed:
        raise Invalid(AGREEMENT_REQUIRED, fields={"clientAgreed": AGREEMENT_REQUIRED})
    if body.fromDate is None:
        raise Invalid("fromDate is required", fields={"fromDate": "fromDate is required"})
    earliest, latest = window(body.earliest, body.latest, body.partOfDay)
    profile = await service.salon_profile(session, tenant_id)
    phone = phones.checked(body.customerPhone, profile.phone_country, field="customerPhone", required=PHONE_REQUIRED)
    staff_id = body.staffId if body.staffId and body.staffId.lower() != "any" else None
    entry = await service.join(session, tenant_id=tenant_id, now=clock.now(), joining=service.Joining(
        location_id=service.location_id_of(body.location), service_id=body.serviceId, staff_id=staff_id,
        first_day=body.fromDate, last_day=body.toDate or body.fromDate, earliest_minute=earliest,
        latest_minute=latest, name=body.customerName, phone=phone, language=body.language, consent="owner"))
    return view(entry, await service.member(session, tenant_id, entry))


@router.delete("/api/waitlist/{entry_id}", status_code=status.HTTP_204_NO_CONTENT, responses=NOT_FOUND)
async def remove_from_waitlist(entry_id: str, tenant_id: TenantId, session: SessionDep) -> Response:
    """Take a client off the waitlist; a time offered to them goes to the next person."""
    await service.remove(session, tenant_id=tenant_id, entry_id=entry_id, now=clock.now())
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@router.get("/api/waitlist/settings", responses=NOT_FOUND)
async def get_waitlist_settings(tenant_id: TenantId, session: SessionDep,
                                location: Location = None) -> WaitlistSettingsView:
    """How long an offered time is held for its answer, and the quiet hours no offer is texted in (the
    location's clock)."""
    return settings_view(await service.settings_at(session, tenant_id=tenant_id, location=location))


@router.put("/api/waitlist/settings", responses=NOT_FOUND)
async def put_waitlist_settings(body: WaitlistSettingsUpdate, tenant_id: TenantId, session: SessionDep,
                                location: Location = None) -> WaitlistSettingsView:
    """Set the location's hold time (5 to 240 minutes) and quiet hours ("HH:MM"; equal times: none)."""
    chosen = service.Policy(body.holdMinutes, minute_of(body.quietStart, label="quietStart", default=20 * 60),
                            minute_of(body.quietEnd, label="quietEnd", default=9 * 60))
    return settings_view(await service.save_settings(session, tenant_id=tenant_id, location=location,
                                                     chosen=chosen))

from datetime import date
from typing import Annotated

from fastapi import APIRouter, Query

from booking.availability.schemas import Availability
from booking.calendars import service as calendars
from booking.deps import SettingsDep, TenantId
from booking.fields import REFERENCE_MAX
from booking.http import ERRORS, BookingRoute
from booking.locations import service as locations
from ringbook_common import bounded, clock
from ringbook_common.deps import SessionDep

router = APIRouter(tags=["availability"], route_class=BookingRoute, responses=ERRORS)


@router.get("/api/availability", responses={404: {"description": "No such service, staff member or location"}})
async def availability(tenant_id: TenantId, session: SessionDep, settings: SettingsDep,
                       serviceId: Annotated[str, bounded.text(label="serviceId", max_length=REFERENCE_MAX,
                                                              default=""), Query()] = "",
                       from_: Annotated[date | None, bounded.day(label="from"), Query(alias="from")] = None,
                       to: Annotated[date | None, bounded.day(label="to"), Query()] = None,
                       staffId: Annotated[str | None, bounded.text(label="staffId", max_length=60), Query()] = None,
                       location: Annotated[str | None, bounded.text(label="location", max_length=60),
                                           Query()] = None,
                       ) -> Availability:
    """Free start times of a service at a `location` (one of your locations' ids; default the first) from `from`
    to `to` (its local dates, inclusive; default the next 7 days; at most 31), for one staff member or, without
    `staffId` (or `any`), each start once with the least-booked member that day. `start`/`end` are the
    location's local times with offset; pass `slotId` back to book there."""
    calendar = await calendars.for_availability(session, settings, tenant_id=tenant_id)
    offer = await calendar.free_times(service_id=serviceId, first_day=from_, last_day=to, staff_id=staffId,
                                      now=clock.now(), location_id=locations.location_id_of(location))
    return Availability.model_validate({"timezone": offer.times.timezone, "serviceId": offer.times.service_id,
                                        "slots": offer.slots})

from datetime import date
from typing import Annotated

from fastapi import APIRouter, Header, Query, Response, status

from booking.appointments import service
from booking.appointments.listing import ListQuery, list_appointments
from booking.appointments.schemas import (
    PHONE_REQUIRED,
    STATUS_CHANGE_MESSAGE,
    AppointmentCreate,
    AppointmentPage,
    AppointmentSortQuery,
    AppointmentStatusQuery,
    AppointmentUpdate,
    AppointmentView,
    parse_start,
    view,
)
from booking.deps import SettingsDep, TenantId
from booking.fields import REFERENCE_MAX
from booking.http import ERRORS, BookingRoute
from ringbook_common import bounded, clock, phones
from ringbook_common.deps import SessionDep
from ringbook_common.errors import Invalid
from ringbook_common.openapi import Responses

router = APIRouter(tags=["appointments"], route_class=BookingRoute, responses=ERRORS)

TAKEN: Responses = {409: {"description": 'The slot was taken: `{"error", "alternatives": [up to 3 nearest slots]}`'},
                    422: {"description": 'Invalid input, or a time that cannot be booked: `{"error", "reason", '
                                         '"alternatives"}` with reason past, too_soon, beyond_window, closed, off_grid '
                                         "or staff_unavailable"}}
OWNER_SOURCES = ("owner", "calendar_sync")


@router.post("/api/appointments", status_code=status.HTTP_201_CREATED, responses=TAKEN)
async def create_appointment(body: AppointmentCreate, tenant_id: TenantId, session: SessionDep,
                             settings: SettingsDep, response: Response,
                             idempotency_key: Annotated[str | None,
                                                        bounded.key(label="Idempotency-Key", max_length=200),
                                                        Header()] = None) -> AppointmentView:
    """Book by `slotId` (from /api/availability) or by `start` + `serviceId` + `staffId`. Send an
    `Idempotency-Key` header: a retry of the same request with the same key returns that appointment as it is now
    (cancelled, if it was cancelled since; header `Idempotent-Replayed: true`); the key with a different request is
    a 422. Owners have no minimum notice; the salon's booking window applies to everyone."""
    source = body.source or "owner"
    if source not in OWNER_SOURCES:
        raise Invalid("source must be owner or calendar_sync", fields={"source": "owner or calendar_sync"})
    profile = await service.salon_profile(session, tenant_id)
    phone = phones.checked(body.customerPhone, profile.phone_country, field="customerPhone", required=PHONE_REQUIRED)
    location_id, zone = await service.location_zone(session, tenant_id, body.location)
    booked = await service.book(
        session, settings, tenant_id=tenant_id,
        wanted=service.Wanted(slot_id=body.slotId, start=parse_start(body.start, zone),
                              service_id=body.serviceId, staff_id=body.staffId, location_id=location_id),
        customer=service.Customer(body.customerName, phone, body.customerEmail, body.notes),
        source=source, now=clock.now(), idempotency_key=idempotency_key or body.idempotencyKey)
    if booked.replayed:
        response.headers["Idempotent-Replayed"] = "true"
    return view(booked.appointment, booked.staff, booked.timezone)


@router.patch("/api/appointments/{appointment_id}", responses={
    **TAKEN, 404: {"description": "No such appointment in your business"}})
async def update_appointment(appointment_id: str, body: AppointmentUpdate, tenant_id: TenantId,
                             session: SessionDep, settings: SettingsDep) -> AppointmentView:
    """Reschedule (`slotId`, or `start` with an optional `staffId`; the old time is freed atomically), cancel
    (`{"status": "cancelled", "reason"}`), or mark `completed` / `no-show`."""
    now = clock.now()
    if body.slotId or body.start:
        zone = await service.appointment_zone(session, tenant_id, appointment_id)
        booked = await service.reschedule(
            session, settings, tenant_id=tenant_id, appointment_id=appointment_id, by_owner=True, now=now,
            wanted=service.Wanted(slot_id=body.slotId, start=parse_start(body.start, zone), staff_id=body.staffId))
        return view(booked.appointment, booked.staff, booked.timezone)
    if body.status == "cancelled":
        appointment = await service.cancel(session, tenant_id=tenant_id, appointment_id=appointment_id,
                                           reason=body.reason, cancelled_by="owner", now=now, settings=settings)
    elif body.status in ("completed", "no-show"):
        appointment = await service.set_status(session, tenant_id=tenant_id, appointment_id=appointment_id,
                                               status=body.status, now=now)
    else:
        raise Invalid(STATUS_CHANGE_MESSAGE,
                      fields={"status": "cancelled, completed or no-show"})
    staff = await service.repository.staff_by_key(session, tenant_id, appointment.staff_key)
    return view(appointment, staff, await service.zone_of(session, appointment))


@router.get("/api/dashboard/appointments", responses={404: {"description": "No such location in your business"}})
async def dashboard_appointments(tenant_id: TenantId, session: SessionDep,
                                 from_: Annotated[date | None, bounded.day(label="from"), Query(alias="from")] = None,
                                 to: Annotated[date | None, bounded.day(label="to"), Query()] = None,
                                 status_: Annotated[AppointmentStatusQuery, Query(alias="status")] = None,
                                 q: Annotated[str | None, bounded.text(label="q", max_length=200), Query()] = None,
                                 sort: Annotated[AppointmentSortQuery, Query()] = "date",
                                 page: Annotated[int, Query(ge=1, le=100_000)] = 1,
                                 pageSize: Annotated[int, Query(ge=1, le=200)] = 50,
                                 location: Annotated[str | None, bounded.text(label="location",
                                                                              max_length=REFERENCE_MAX),
                                                     Query()] = None) -> AppointmentPage:
    """Your appointments, filtered and paged on the server. `from`/`to`: local dates (inclusive) of the start;
    `status`: scheduled, completed, cancelled or no-show; `q`: text in customer name, phone, e-mail or service;
    `sort`: date, customer, service or price, `-` first for descending (default `date`); `location`: one of your
    locations' ids (its local dates), or `all` (the default: every location, the first one's dates). The page is under
    `appointments`, with `total` matching rows, `priceTotal` (the sum of their prices, so `status=completed`
    gives the revenue of completed appointments), `page` and `pageSize` (at most 200)."""
    found = await list_appointments(session, tenant_id=tenant_id, query=ListQuery(
        first_day=from_, last_day=to, status=status_, q=q, sort=sort, page=page, page_size=pageSize,
        location=location))
    return AppointmentPage.model_validate(found)



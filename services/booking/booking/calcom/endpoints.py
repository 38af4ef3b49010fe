"""Cal.com: its event types (or the salon's services with the built-in calendar), the default event type,
connecting with a personal API key, and the webhook that keeps our appointments in step."""

import logging
from typing import Annotated

from fastapi import APIRouter, Header, Query, Request

from booking.calcom import service, webhooks
from booking.calcom.schemas import ApiKey, DefaultEventType, EventType, LocationEventType, WebhookAnswer
from booking.connections import service as connections
from booking.connections.schemas import CalendarSettings
from booking.deps import SettingsDep, TenantId
from booking.fields import LocationRef
from booking.http import ERRORS, BookingRoute
from booking.locations import service as locations
from ringbook_common import bounded, clock
from ringbook_common.deps import SessionDep
from ringbook_common.openapi import Responses

logger = logging.getLogger("ringbook.booking.calcom")
router = APIRouter(tags=["cal.com"], route_class=BookingRoute, responses=ERRORS)
UNAVAILABLE: Responses = {503: {"description": "Cal.com is not answering right now"}}


@router.get("/calcom/event-types", response_model=list[EventType], responses=UNAVAILABLE)
async def event_types(tenant_id: TenantId, session: SessionDep, settings: SettingsDep) -> list[EventType]:
    """The connected Cal.com account's event types; without Cal.com, the salon's services in the same shape
    (the built-in calendar)."""
    return await service.event_types(session, settings, tenant_id)


@router.put("/calcom/default-event-type", response_model=CalendarSettings,
            responses={**UNAVAILABLE, 404: {"description": "No such location"},
                       409: {"description": "The event type takes another location's bookings"}})
async def default_event_type(body: DefaultEventType, tenant_id: TenantId, session: SessionDep,
                             settings: SettingsDep, location: Annotated[LocationRef, Query()] = None
                             ) -> CalendarSettings:
    """The Cal.com event type a `location`'s bookings go to (one of your locations' ids; default the first, whose
    event type is the account's default): one of the account's event types, and no other location's."""
    await service.choose_default(session, settings, tenant_id, body.eventTypeId,
                                 location_id=locations.location_id_of(location))
    return await connections.calendar_settings(session, tenant_id)


@router.get("/calcom/location-event-types", response_model=list[LocationEventType],
            responses={404: {"description": "No such location"}})
async def location_event_types(tenant_id: TenantId, session: SessionDep,
                               location: Annotated[LocationRef, Query()] = None) -> list[LocationEventType]:
    """Each of your locations (the first first), or the one `location` names, with the Cal.com event type its
    bookings go to."""
    return await service.location_event_types(session, tenant_id, locations.location_id_of(location))


@router.put("/calcom/api-key", response_model=CalendarSettings, responses=UNAVAILABLE)
async def api_key(body: ApiKey, tenant_id: TenantId, session: SessionDep, settings: SettingsDep) -> CalendarSettings:
    """Connect Cal.com with a personal API key (`cal_live_…` or `cal_test_…`) instead of signing in."""
    await service.connect_with_key(session, settings, tenant_id=tenant_id, key=body.apiKey)
    return await connections.calendar_settings(session, tenant_id)


@router.post("/api/webhooks/calcom/{tenant}", response_model=WebhookAnswer, tags=["webhooks"],
             responses={401: {"description": "Missing or wrong X-Cal-Signature-256"},
                        422: {"description": "Not a Cal.com delivery"}})
async def webhook(tenant: str, request: Request, session: SessionDep, settings: SettingsDep,
                  x_cal_signature_256: Annotated[str | None,
                                                 bounded.key(label="X-Cal-Signature-256", max_length=200),
                                                 Header()] = None) -> WebhookAnswer:
    """Cal.com's booking webhooks (created, rescheduled, cancelled), signed with this tenant's secret; a delivery
    seen before is acknowledged and ignored."""
    body = await request.body()
    tenant_id = await webhooks.verify(session, settings, tenant, body, x_cal_signature_256)
    delivery = webhooks.parse(body)
    if not await webhooks.first_time(session, tenant_id, delivery):
        return WebhookAnswer(result="duplicate")
    result = await webhooks.apply(session, tenant_id, delivery, now=clock.now())
    logger.info("cal.com webhook", extra={"tenant_id": str(tenant_id), "trigger": delivery.trigger,
                                          "result": result})
    return WebhookAnswer(result=result)

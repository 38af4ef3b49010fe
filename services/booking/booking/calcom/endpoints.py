"""Cal.com: its event types (or the salon's services with the built-in calendar), the default event type,
connecting with a personal API key, and the webhook that keeps our appointments in step."""

import logging
from typing import Annotated

from fastapi import APIRouter, Header, Request

from booking.calcom import service, webhooks
from booking.calcom.schemas import ApiKey, DefaultEventType, EventType, WebhookAnswer
from booking.connections import service as connections
from booking.connections.schemas import CalendarSettings
from booking.deps import SettingsDep, TenantId
from booking.http import ERRORS, BookingRoute
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


@router.put("/calcom/default-event-type", response_model=CalendarSettings, responses=UNAVAILABLE)
async def default_event_type(body: DefaultEventType, tenant_id: TenantId, session: SessionDep,
                             settings: SettingsDep) -> CalendarSettings:
    """The Cal.com event type bookings go to (one of the account's event types)."""
    await service.choose_default(session, settings, tenant_id, body.eventTypeId)
    return await connections.calendar_settings(session, tenant_id)


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

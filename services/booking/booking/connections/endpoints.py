"""Connecting calendar providers: the OAuth popup's start and callback, Google's status, and the tenant's choice
of booking calendar."""

import logging
from typing import Annotated
from urllib.parse import urlencode

from fastapi import APIRouter, Depends, Query, Request
from fastapi.responses import RedirectResponse

from booking.connections import hooks, oauth, service
from booking.connections.schemas import CalendarChoice, CalendarSettings, GoogleStatus, StartUrl
from booking.deps import SettingsDep, TenantId
from booking.http import ERRORS, BookingRoute
from ringbook_common import bounded
from ringbook_common.auth import Owner, Principal, principal_from
from ringbook_common.deps import SessionDep
from ringbook_common.openapi import Responses

logger = logging.getLogger("ringbook.booking.connections")
router = APIRouter(tags=["calendar connections"], route_class=BookingRoute, responses=ERRORS)

NO_PROVIDER: Responses = {404: {"description": "No such calendar provider (`calcom` or `google`)"}}


def _returned(label: str, max_length: int) -> bounded.Bounds:
    """A query parameter the provider sends the owner back with."""
    return bounded.text(label=label, max_length=max_length, default="")


def optional_principal(request: Request) -> Principal | None:
    return principal_from(request)


@router.get("/oauth/{provider}/start", response_model=StartUrl,
            responses={**NO_PROVIDER,
                       503: {"description": "Sign-in with this provider is not configured on this server"}})
async def start(provider: str, principal: Owner, session: SessionDep, settings: SettingsDep) -> StartUrl:
    """The provider's sign-in page for this owner (`calcom` or `google`), with `state` bound to the session and
    PKCE."""
    return StartUrl(url=await oauth.start(session, settings, principal=principal, provider=provider))


@router.get("/oauth/{provider}/callback", response_class=RedirectResponse, status_code=303, responses=NO_PROVIDER)
async def callback(provider: str, session: SessionDep, settings: SettingsDep,
                   principal: Annotated[Principal | None, Depends(optional_principal)],
                   code: Annotated[str, _returned("code", 2048), Query()] = "",
                   state: Annotated[str, _returned("state", 512), Query()] = "",
                   error: Annotated[str, _returned("error", 200), Query()] = "",
                   error_description: Annotated[str, _returned("error_description", 500), Query()] = "",
                   ) -> RedirectResponse:
    """Where the provider sends the owner back: the code is exchanged and the popup-complete page tells the
    portal how it went."""
    oauth.app_for(settings, provider)
    if error:
        return _popup(settings, provider, ok=False, error=error_description or error)
    try:
        connection = await oauth.finish(session, settings, principal=principal, provider=provider, code=code,
                                        state=state)
        await hooks.connected(session, settings, connection)
    except oauth.OAuthFailed as failure:
        return _popup(settings, provider, ok=False, error=str(failure))
    logger.info("calendar connected", extra={"provider": provider, "tenant_id": str(connection.tenant_id)})
    return _popup(settings, provider, ok=True)


def _popup(settings, provider: str, *, ok: bool, error: str = "") -> RedirectResponse:
    query = {"provider": provider, "ok": "1" if ok else "0", **({"error": error} if error else {})}
    return RedirectResponse(f"{settings.public_base_url.rstrip('/')}/auth/popup-complete?{urlencode(query)}",
                            status_code=303)


@router.get("/auth/google/status", response_model=GoogleStatus)
async def google_status(tenant_id: TenantId, session: SessionDep) -> GoogleStatus:
    """Whether the tenant's Google Calendar is connected (staff calendars can be shared by e-mail)."""
    return GoogleStatus(connected=await service.is_connected(session, tenant_id, "google"))


@router.get("/calendars/settings", response_model=CalendarSettings)
async def read_settings(tenant_id: TenantId, session: SessionDep) -> CalendarSettings:
    """Which calendar takes bookings, and the state of each provider connection."""
    return await service.calendar_settings(session, tenant_id)


@router.put("/calendars/settings", response_model=CalendarSettings)
async def choose(body: CalendarChoice, tenant_id: TenantId, session: SessionDep) -> CalendarSettings:
    """Switch the booking calendar (Cal.com needs a connected account with a default event type; existing
    appointments stay as they are either way) and/or set how many days ahead bookings are taken (1 to 730,
    default 90). A field left out keeps its value."""
    if body.bookingCalendar is not None:
        await service.choose_booking_calendar(session, tenant_id, body.bookingCalendar)
    if body.bookingWindowDays is not None:
        await service.set_booking_window(session, tenant_id, body.bookingWindowDays)
    return await service.calendar_settings(session, tenant_id)


@router.delete("/calendars/connections/{provider}", response_model=CalendarSettings, responses=NO_PROVIDER)
async def disconnect(provider: str, tenant_id: TenantId, session: SessionDep,
                     settings: SettingsDep) -> CalendarSettings:
    """Forget a provider's tokens (Cal.com: bookings go back to the built-in calendar)."""
    await service.disconnect(session, settings, tenant_id, provider)
    return await service.calendar_settings(session, tenant_id)

"""The tenant's calendar connections and its choice of booking calendar."""

import uuid
from typing import Final

from sqlalchemy.ext.asyncio import AsyncSession

from booking.calcom import repository as calcom_repository
from booking.catalogue import repository as catalogue
from booking.config import Settings
from booking.connections import hooks, oauth, repository
from booking.connections.schemas import CalendarSettings, ProviderState
from booking.models import CalendarConnection, TenantProfile
from ringbook_common import clock
from ringbook_common.errors import Invalid

BUILTIN: Final = "builtin"
CALCOM: Final = "calcom"


async def is_connected(session: AsyncSession, tenant_id: uuid.UUID, provider: str) -> bool:
    connection = await oauth.connection_of(session, tenant_id, provider)
    return connection is not None and connection.status == "connected"


def _state(connection: CalendarConnection | None, default_event_type_id: int | None = None) -> ProviderState:
    if connection is None:
        return ProviderState(connected=False, status="not_connected")
    return ProviderState(connected=connection.status == "connected", status=connection.status,
                         account=connection.account, authKind=connection.auth_kind,
                         defaultEventTypeId=default_event_type_id)


async def _first_event_type(session: AsyncSession, tenant_id: uuid.UUID) -> int | None:
    """The event type the first location's bookings go to: the account's default, as before locations."""
    return await calcom_repository.event_type_of(session, tenant_id, tenant_id)


async def booking_calendar(session: AsyncSession, tenant_id: uuid.UUID) -> str:
    return (await catalogue.profile(session, tenant_id)).booking_calendar or BUILTIN


async def calendar_settings(session: AsyncSession, tenant_id: uuid.UUID) -> CalendarSettings:
    profile = await catalogue.profile(session, tenant_id)
    return CalendarSettings(bookingCalendar=CALCOM if profile.booking_calendar == CALCOM else BUILTIN,
                            bookingWindowDays=profile.booking_window_days,
                            calcom=_state(await oauth.connection_of(session, tenant_id, CALCOM),
                                          await _first_event_type(session, tenant_id)),
                            google=_state(await oauth.connection_of(session, tenant_id, "google")))


async def choose_booking_calendar(session: AsyncSession, tenant_id: uuid.UUID, choice: str) -> None:
    if choice == CALCOM:
        connection = await oauth.connection_of(session, tenant_id, CALCOM)
        if connection is None or connection.status != "connected":
            raise Invalid("Connect Cal.com first", fields={"bookingCalendar": "Cal.com is not connected"})
        if await _first_event_type(session, tenant_id) is None:
            raise Invalid("Choose a default Cal.com event type first",
                          fields={"bookingCalendar": "No default event type chosen"})
    await _set_booking_calendar(session, tenant_id, choice)


async def _set_booking_calendar(session: AsyncSession, tenant_id: uuid.UUID, choice: str) -> None:
    profile = await _own_profile(session, tenant_id)
    profile.booking_calendar = choice
    profile.updated_at = clock.now()
    await session.flush()


async def set_booking_window(session: AsyncSession, tenant_id: uuid.UUID, days: int) -> None:
    """Availability and booking both read it; changing it bumps the tenant's availability version (a trigger)."""
    profile = await _own_profile(session, tenant_id)
    profile.booking_window_days = days
    profile.updated_at = clock.now()
    await session.flush()


async def _own_profile(session: AsyncSession, tenant_id: uuid.UUID) -> TenantProfile:
    return await repository.locked_or_new_profile(session, tenant_id)


async def disconnect(session: AsyncSession, settings: Settings, tenant_id: uuid.UUID, provider: str) -> None:
    if provider not in oauth.PROVIDERS:
        raise oauth.ProviderNotFound()
    connection = await oauth.connection_of(session, tenant_id, provider, for_update=True)
    if connection is None:
        return
    await hooks.disconnecting(session, settings, connection)
    await repository.remove_connection(session, tenant_id, provider)
    if provider == CALCOM and await booking_calendar(session, tenant_id) == CALCOM:
        await _set_booking_calendar(session, tenant_id, BUILTIN)

"""Which provider keeps a tenant's staff calendars: Google Calendar while the tenant's Google account is
connected, the built-in calendar otherwise."""

import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from booking.calendars.builtin import PROVIDER as BUILTIN
from booking.calendars.builtin import BuiltinCalendars
from booking.calendars.ports import StaffCalendars
from booking.config import Settings
from booking.connections.service import is_connected
from booking.google.calendars import PROVIDER as GOOGLE
from booking.google.calendars import GoogleCalendars


async def google_connected(session: AsyncSession, tenant_id: uuid.UUID) -> bool:
    return await is_connected(session, tenant_id, GOOGLE)


async def for_new_staff(session: AsyncSession, settings: Settings, *, tenant_id: uuid.UUID) -> StaffCalendars:
    """The provider that creates calendars for the tenant's new staff members."""
    if await google_connected(session, tenant_id):
        return GoogleCalendars(session, settings, tenant_id=tenant_id)
    return BuiltinCalendars()


async def for_sharing(session: AsyncSession, settings: Settings, *, tenant_id: uuid.UUID) -> StaffCalendars:
    """The provider that shares calendars by e-mail: the tenant's connected Google identity, when there is one
    (the built-in provider answers 'Google Calendar Not Connected')."""
    return await for_new_staff(session, settings, tenant_id=tenant_id)


def for_provider(session: AsyncSession, settings: Settings, *, tenant_id: uuid.UUID,
                 provider: str) -> StaffCalendars:
    """The adapter of an existing calendar (to delete it)."""
    if provider == BUILTIN:
        return BuiltinCalendars()
    if provider == GOOGLE:
        return GoogleCalendars(session, settings, tenant_id=tenant_id)
    raise LookupError(f"no adapter for calendar provider {provider!r}")

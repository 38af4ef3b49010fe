"""Which adapter serves a tenant: its staff calendars are kept by Google Calendar while the tenant's Google
account is connected, by the built-in calendar otherwise; its bookings are made in the booking calendar the owner
chose (Cal.com or the built-in one)."""

import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from booking.availability import repository as availability
from booking.calcom.bookings import CalcomBookings
from booking.calendars.builtin import PROVIDER as BUILTIN
from booking.calendars.builtin import BuiltinCalendars
from booking.calendars.builtin_bookings import BuiltinBookings
from booking.calendars.ports import BookingCalendar, StaffCalendars
from booking.config import Settings
from booking.connections.service import CALCOM, booking_calendar, is_connected
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


async def for_bookings(session: AsyncSession, settings: Settings, *, tenant_id: uuid.UUID) -> BookingCalendar:
    """The calendar the tenant's bookings are made in: Cal.com once the owner chose it, the built-in one
    otherwise."""
    if await booking_calendar(session, tenant_id) == CALCOM:
        return CalcomBookings(session, settings, tenant_id=tenant_id)
    return BuiltinBookings(session, settings, tenant_id=tenant_id)


async def for_availability(session: AsyncSession, settings: Settings, *, tenant_id: uuid.UUID) -> BookingCalendar:
    """`for_bookings` in the one read an availability question starts with: the built-in calendar is handed the
    tenant's availability version, which its kept answers are checked against."""
    version, calendar = await availability.tenant_state(session, tenant_id)
    if calendar == CALCOM:
        return CalcomBookings(session, settings, tenant_id=tenant_id)
    return BuiltinBookings(session, settings, tenant_id=tenant_id, availability_version=version)

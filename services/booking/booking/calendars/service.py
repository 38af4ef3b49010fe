"""Which provider keeps a tenant's staff calendars. Only the built-in one exists until the
calendar-integrations issue adds Google (then: the tenant's connected identity decides)."""

import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from booking.calendars.builtin import PROVIDER as BUILTIN
from booking.calendars.builtin import BuiltinCalendars
from booking.calendars.ports import StaffCalendars


async def for_new_staff(session: AsyncSession, *, tenant_id: uuid.UUID) -> StaffCalendars:
    """The provider that creates calendars for the tenant's new staff members."""
    return BuiltinCalendars()


async def for_sharing(session: AsyncSession, *, tenant_id: uuid.UUID) -> StaffCalendars:
    """The provider that shares calendars by e-mail: the tenant's connected Google identity, when there is one."""
    return BuiltinCalendars()


def for_provider(provider: str) -> StaffCalendars:
    """The adapter of an existing calendar (to delete it)."""
    if provider == BUILTIN:
        return BuiltinCalendars()
    raise LookupError(f"no adapter for calendar provider {provider!r}")

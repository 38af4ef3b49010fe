"""Where a booking happens: a location of the business, with the zone, week and closures availability is
computed in. No location named means the first one, whose id is the tenant's and whose zone and week are the
tenant's profile, exactly as before locations existed."""

import uuid
from dataclasses import dataclass, replace
from datetime import date

from sqlalchemy.ext.asyncio import AsyncSession

from booking.catalogue import repository as catalogue
from booking.locations import repository
from booking.models import Location, TenantProfile
from ringbook_common import bounded
from ringbook_common.errors import LocationNotFound


@dataclass(frozen=True)
class Place:
    location_id: uuid.UUID
    name: str
    timezone: str
    hours_start_minute: int
    hours_end_minute: int
    week: list | None  # [open, close] minutes per weekday, Sunday first, None when closed; None: every day
    closures: frozenset[date]


def location_id_of(value: str | uuid.UUID | None) -> uuid.UUID | None:
    """A location as a client names it; None when it names none. Anything that is not an id is no location."""
    if value is None or isinstance(value, uuid.UUID):
        return value
    if not value.strip():
        return None
    try:
        return uuid.UUID(value.strip())
    except ValueError:
        raise LocationNotFound() from None


def first_of(tenant_id: uuid.UUID, location_id: uuid.UUID | None) -> uuid.UUID:
    return location_id or tenant_id


async def place(session: AsyncSession, tenant_id: uuid.UUID, location_id: uuid.UUID | None = None) -> Place:
    """The location, looked up inside the tenant; another tenant's is a 404."""
    location_id = first_of(tenant_id, location_id)
    kept = await repository.location(session, tenant_id, location_id)
    if location_id == tenant_id:
        return first_place(tenant_id, kept, await catalogue.profile(session, tenant_id))
    return other_place(kept)


def first_place(tenant_id: uuid.UUID, kept: Location | None, profile: TenantProfile) -> Place:
    """The first location from its row (None: none kept) and the tenant's profile, whose zone and week it has."""
    return Place(location_id=tenant_id, name=(kept.name if kept and kept.name else profile.name),
                 timezone=profile.timezone, hours_start_minute=profile.hours_start_minute,
                 hours_end_minute=profile.hours_end_minute, week=profile.week,
                 closures=frozenset(kept.closures) if kept else frozenset())


def other_place(kept: Location | None) -> Place:
    """Another location from its row; None: not the tenant's, a 404."""
    if kept is None:
        raise LocationNotFound()
    return _place_of(kept)


async def every_place(session: AsyncSession, tenant_id: uuid.UUID, *, also: set[uuid.UUID]) -> list[Place]:
    """The business's locations, the first one first; `also`: ids its rows name that tenants' events have not
    described yet, each on the first location's clock."""
    first = await place(session, tenant_id)
    kept = [_place_of(row) for row in await repository.of_tenant(session, tenant_id) if row.location_id != tenant_id]
    known = {tenant_id} | {found.location_id for found in kept}
    unknown = [replace(first, location_id=location_id, name="", closures=frozenset())
               for location_id in sorted(also - known)]
    return [first, *kept, *unknown]


async def place_or_none(session: AsyncSession, tenant_id: uuid.UUID, location_id: uuid.UUID) -> Place | None:
    try:
        return await place(session, tenant_id, location_id)
    except LocationNotFound:
        return None


async def ensure_exists(session: AsyncSession, tenant_id: uuid.UUID, location_id: uuid.UUID | None) -> uuid.UUID:
    """The location's id when it is the tenant's (the first one always is); 404 otherwise."""
    location_id = first_of(tenant_id, location_id)
    if location_id != tenant_id and await repository.location(session, tenant_id, location_id) is None:
        raise LocationNotFound()
    return location_id


async def zones(session: AsyncSession, tenant_id: uuid.UUID, location_ids: set[uuid.UUID]) -> dict[uuid.UUID, str]:
    """Each location's time zone (the first location's: the tenant's)."""
    kept = await repository.locations(session, tenant_id, location_ids - {tenant_id})
    found = {location_id: bounded.zone_or_default(row.timezone) for location_id, row in kept.items()}
    if tenant_id in location_ids or len(found) < len(location_ids):
        first = (await catalogue.profile(session, tenant_id)).timezone
        found.update({location_id: first for location_id in location_ids if location_id not in found})
    return found


def _place_of(row: Location) -> Place:
    return Place(location_id=row.location_id, name=row.name, timezone=bounded.zone_or_default(row.timezone),
                 hours_start_minute=9 * 60, hours_end_minute=18 * 60, week=row.week,
                 closures=frozenset(row.closures))

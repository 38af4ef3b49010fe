"""The business's locations as callers hear of them: each one's name, address, zone and opening hours. The first
location (its id is the tenant's) is the salon the receptionist kept before locations existed: the tenant's
profile and the wizard's answers, exactly as before; the others are tenants' `location_saved` as kept."""

import uuid
from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from receptionist.locations import matching, repository
from receptionist.models import Location
from receptionist.salon import profile as salon_profile
from receptionist.salon import repository as salon_repository
from receptionist.salon.profile import DayHours, SalonProfile
from ringbook_common.errors import LocationNotFound


@dataclass(frozen=True)
class Place:
    location_id: uuid.UUID
    name: str
    address: str
    timezone: str
    hours: dict[int, DayHours]  # 0 Sunday .. 6 Saturday

    @property
    def described(self) -> str:
        return f"{self.name} {self.address}"


def location_id_of(value: str | None) -> uuid.UUID | None:
    """A location as a client names it; None when it names none. Anything that is not an id is no location."""
    if value is None or not value.strip():
        return None
    try:
        return uuid.UUID(value.strip())
    except ValueError:
        raise LocationNotFound() from None


async def ensure_exists(session: AsyncSession, tenant_id: uuid.UUID, location_id: uuid.UUID | None) -> uuid.UUID:
    """The location's id when it is one of the tenant's (the first one always is); 404 otherwise."""
    location_id = location_id or tenant_id
    if location_id != tenant_id and await repository.location(session, tenant_id, location_id) is None:
        raise LocationNotFound()
    return location_id


def _place_of(row: Location) -> Place:
    return Place(location_id=row.location_id, name=row.name, address=row.address, timezone=row.timezone,
                 hours=salon_profile.hours_of(row.week))


def _first_place(profile: SalonProfile) -> Place:
    return Place(location_id=profile.tenant_id, name=profile.name, address=profile.full_address,
                 timezone=profile.timezone, hours=profile.hours)


async def places(session: AsyncSession, tenant_id: uuid.UUID, business: SalonProfile | None = None) -> list[Place]:
    """Every location of the business, the first one first (a business with one location has one place);
    `business`: the first location's profile, when already loaded."""
    rows = await repository.locations(session, tenant_id)
    return _places(business or await salon_profile.load(session, tenant_id), rows)


def _places(business: SalonProfile, rows: list[Location]) -> list[Place]:
    """The business's places: the first location as its profile tells it, then the others' kept rows."""
    return [_first_place(business), *(_place_of(row) for row in rows if row.location_id != business.tenant_id)]


def named(asked: str, found: list[Place]) -> Place | None:
    """The location a caller named, among the business's."""
    return matching.best(asked, found, ident=lambda place: str(place.location_id), name=lambda place: place.name,
                         described=lambda place: place.described)


async def profile(session: AsyncSession, tenant_id: uuid.UUID, location_id: uuid.UUID | None = None) -> SalonProfile:
    """The salon as a location's agent tells it: that location's name, address, zone, hours and menu, with the
    business's other locations beside it. Another tenant's location is a 404."""
    location_id = location_id or tenant_id
    business = await salon_profile.load(session, tenant_id)
    rows = await repository.locations(session, tenant_id)  # this location's row among them: one read for both
    row = next((row for row in rows if row.location_id == location_id), None)
    if location_id == tenant_id:
        here = business if row is None else salon_profile.with_menu(business, row.services)
    else:
        if row is None:
            raise LocationNotFound()
        here = salon_profile.at_location(business, location_id=location_id, name=row.name, address=row.address,
                                         timezone=row.timezone, week=row.week,
                                         front_desk_phone=row.front_desk_phone, differences=row.services,
                                         setup=await salon_repository.setup(session, location_id))
    others = [place for place in _places(business, rows) if place.location_id != location_id]
    return salon_profile.beside(here, [salon_profile.OtherLocation(place.location_id, place.name, place.address,
                                                                   place.timezone, place.hours)
                                       for place in others])

import uuid
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from ringbook_common import phones
from ringbook_common.auth import OwnerPrincipal
from ringbook_common.errors import Invalid, LocationNotFound
from tenants import events
from tenants import repository as tenants_repository
from tenants.hours import week
from tenants.locations import first, menu, repository
from tenants.locations.errors import PlanLimitReached
from tenants.locations.schemas import (
    NAME_REQUIRED,
    Closure,
    ClosureIn,
    LocationIn,
    LocationList,
    LocationOut,
    LocationServicesUpdate,
)
from tenants.models import Location, LocationService, Service, Tenant
from tenants.provisioning.service import own_tenant
from tenants.settings.service import week_days


def as_out(location: Location, catalogue: list[Service], differences: list[LocationService]) -> LocationOut:
    return LocationOut(
        id=location.id, name=location.name, address=location.address, timezone=location.timezone,
        week=week_days(week.parsed(location.week)),
        closures=[Closure(date=closure["date"], reason=closure["reason"]) for closure in location.closures],
        frontDeskPhone=location.front_desk_phone, position=location.position,
        services=menu.applied(catalogue, [row for row in differences if row.location_id == location.id]),
    )


def _stored_closures(closures: list[ClosureIn]) -> list[dict[str, str]]:
    """In date order; one closure a day."""
    by_day: dict[str, str] = {}
    for closure in closures:
        day = closure.date.isoformat() if closure.date else ""
        if day in by_day:
            message = f"{day} is listed twice: one closure a day"
            raise Invalid(message, fields={"closures": message})
        by_day[day] = closure.reason
    return [{"date": day, "reason": reason} for day, reason in sorted(by_day.items())]


def _details(data: LocationIn, *, country: str | None, timezone: str) -> dict[str, Any]:
    """The columns of the details sent (each left out is not among them), checked."""
    chosen: dict[str, Any] = {"name": data.name, "address": data.address, "timezone": data.timezone}
    if data.week is not None:
        chosen["week"] = week.stored(week.checked([(day.weekday, day.open, day.close, day.closed)
                                                   for day in data.week]))
    if data.closures is not None:
        chosen["closures"] = _stored_closures(data.closures)
    if data.frontDeskPhone is not None:
        chosen["front_desk_phone"] = phones.checked(data.frontDeskPhone, country or phones.country_of_zone(timezone),
                                                    field="frontDeskPhone")
    return {column: value for column, value in chosen.items() if value is not None}


async def _own_location(session: AsyncSession, tenant: Tenant, location_id: str) -> Location:
    try:
        wanted = str(uuid.UUID(location_id))
    except ValueError:
        raise LocationNotFound() from None
    found = await repository.location(session, tenant.id, wanted)
    if found is None:
        raise LocationNotFound()
    return found


async def _answer(session: AsyncSession, location: Location) -> LocationOut:
    catalogue = await tenants_repository.services(session, location.tenant_id)
    return as_out(location, catalogue, await repository.differences(session, [location.id]))


async def read_all(session: AsyncSession, *, principal: OwnerPrincipal) -> LocationList:
    tenant = await own_tenant(session, principal)
    found = await repository.locations(session, tenant.id)
    catalogue = await tenants_repository.services(session, tenant.id)
    differences = await repository.differences(session, [location.id for location in found])
    return LocationList(locations=[as_out(location, catalogue, differences) for location in found],
                        planLocations=tenant.plan_locations)


async def create(session: AsyncSession, *, principal: OwnerPrincipal, data: LocationIn) -> LocationOut:
    tenant = await own_tenant(session, principal, for_update=True)
    if await repository.count(session, tenant.id) >= tenant.plan_locations:
        raise PlanLimitReached(tenant.plan_locations)
    if data.name is None:
        raise Invalid(NAME_REQUIRED, fields={"name": NAME_REQUIRED})
    timezone = data.timezone or tenant.timezone
    details = {"timezone": timezone, "week": week.stored(week.of_tenant(tenant.week, tenant.hours_start,
                                                                        tenant.hours_end)),
               **_details(data, country=tenant.country, timezone=timezone)}
    location = await repository.add(session, id=str(uuid.uuid4()), tenant_id=tenant.id,
                                    position=await repository.next_position(session, tenant.id), **details)
    await events.location_saved(session, location, [], created=True)
    return await _answer(session, location)


async def _save_first(session: AsyncSession, tenant: Tenant, details: dict[str, Any]) -> Location:
    """The first location's details are the tenant's settings: they are saved there, and reach the location
    through `first`; closures are the location's alone."""
    settings = {column: value for column, value in details.items() if column != "closures"}
    if "week" in settings:
        saved = week.parsed(settings["week"])
        settings["hours_start"], settings["hours_end"] = week.view(saved) or (tenant.hours_start, tenant.hours_end)
    if "closures" in details:
        await repository.save(session, tenant.id, closures=details["closures"])
    if settings:
        await tenants_repository.save_settings(session, tenant.id, **settings)
        await session.refresh(tenant)
    return await first.tenant_saved(session, tenant)


async def update(session: AsyncSession, *, principal: OwnerPrincipal, location_id: str,
                 data: LocationIn) -> LocationOut:
    tenant = await own_tenant(session, principal, for_update=True)
    location = await _own_location(session, tenant, location_id)
    details = _details(data, country=tenant.country, timezone=data.timezone or location.timezone)
    if first.is_first(location):
        return await _answer(session, await _save_first(session, tenant, details))
    saved = await repository.save(session, location.id, **details)
    await events.location_saved(session, saved, await repository.differences(session, [saved.id]))
    return await _answer(session, saved)


async def update_services(session: AsyncSession, *, principal: OwnerPrincipal, location_id: str,
                          data: LocationServicesUpdate) -> LocationOut:
    tenant = await own_tenant(session, principal, for_update=True)
    location = await _own_location(session, tenant, location_id)
    catalogue = await tenants_repository.services(session, tenant.id)
    await repository.replace_differences(session, location.id, menu.differences_from(data.services, catalogue))
    differences = await repository.differences(session, [location.id])
    await events.location_saved(session, location, differences)
    return as_out(location, catalogue, differences)

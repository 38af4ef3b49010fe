"""The business's first location and the tenant's settings hold one name, address, time zone, week and front-desk
phone. The tenant's row is their authority: whatever saves it (a new tenant, settings, the wizard's hours,
onboarding, the first location's own endpoint) ends here, which writes those values onto the first location
(whose id is the tenant's) and publishes the tenant's event beside the first location's `location_saved`, in the
same transaction. Nothing else writes them onto the first location."""

from sqlalchemy.ext.asyncio import AsyncSession

from tenants import events
from tenants.hours import week
from tenants.locations import repository
from tenants.models import Location, Tenant


def is_first(location: Location) -> bool:
    return location.id == location.tenant_id


async def _mirrored(session: AsyncSession, tenant: Tenant) -> Location:
    location, made = await repository.save_first(
        session, tenant_id=tenant.id, name=tenant.name, address=tenant.address, timezone=tenant.timezone,
        week=week.stored(week.of_tenant(tenant.week, tenant.hours_start, tenant.hours_end)),
        front_desk_phone=tenant.front_desk_phone)
    await events.location_saved(session, location, await repository.differences(session, [location.id]),
                                created=made)
    return location


async def tenant_created(session: AsyncSession, tenant: Tenant) -> None:
    """A new tenant, and its first location."""
    await events.tenant_created(session, tenant)
    await _mirrored(session, tenant)


async def tenant_saved(session: AsyncSession, tenant: Tenant) -> Location:
    """The tenant's row as it now is (refreshed), onto its first location; both published. Answers the first
    location."""
    await events.tenant_updated(session, tenant)
    return await _mirrored(session, tenant)

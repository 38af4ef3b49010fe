"""A location's differences from the catalogue follow the catalogue: a service gone from it is gone from every
location's differences, so a new service given its id later starts as the catalogue has it."""

from sqlalchemy.ext.asyncio import AsyncSession

from tenants import events
from tenants.locations import repository
from tenants.models import Service


async def catalogue_changed(session: AsyncSession, tenant_id: str, catalogue: list[Service]) -> None:
    """Each location that lost a difference is published again."""
    emptied = await repository.forget_services_outside(session, tenant_id,
                                                       {service.service_id for service in catalogue})
    if not emptied:
        return
    differences = await repository.differences(session, emptied)
    for location in await repository.locations(session, tenant_id):
        if location.id in emptied:
            await events.location_saved(session, location,
                                        [row for row in differences if row.location_id == location.id])

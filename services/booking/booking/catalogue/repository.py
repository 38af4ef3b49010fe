"""The tenant's profile and service catalogue as booking keeps them (from the tenants service's events)."""

import uuid
from typing import Any

from sqlalchemy import delete, insert, select
from sqlalchemy.dialects.postgresql import insert as upsert
from sqlalchemy.ext.asyncio import AsyncSession

from booking.models import CatalogueService, LocationService, TenantProfile
from ringbook_common import bounded


async def kept_profile(session: AsyncSession, tenant_id: uuid.UUID) -> TenantProfile | None:
    """The tenant's profile as its events brought it; None before they arrive."""
    return await session.get(TenantProfile, tenant_id)


async def profile(session: AsyncSession, tenant_id: uuid.UUID) -> TenantProfile:
    """The tenant's profile; defaults (New York, 09:00-18:00, reminders on) until the tenant's events arrive."""
    return profile_or_default(tenant_id, await session.get(TenantProfile, tenant_id))


def profile_or_default(tenant_id: uuid.UUID, found: TenantProfile | None) -> TenantProfile:
    """`profile` from the row read (None: not kept yet)."""
    if found is not None and not bounded.is_zone(found.timezone):
        # Kept before zones were checked on input: the default zone rather than pages that fail.
        found.timezone = bounded.DEFAULT_ZONE
    return found or TenantProfile(tenant_id=tenant_id, name="", timezone="America/New_York",
                                  hours_start_minute=9 * 60, hours_end_minute=18 * 60, confirmations_enabled=True,
                                  reminders_enabled=True, reminder_hours_before=24, booking_calendar="builtin",
                                  booking_window_days=90)


async def save_profile(session: AsyncSession, tenant_id: uuid.UUID, values: dict[str, Any]) -> None:
    statement = upsert(TenantProfile).values(tenant_id=tenant_id, **values)
    await session.execute(statement.on_conflict_do_update(index_elements=["tenant_id"], set_=values))


async def service(session: AsyncSession, tenant_id: uuid.UUID, service_id: str) -> CatalogueService | None:
    return await session.get(CatalogueService, (tenant_id, service_id))


async def services(session: AsyncSession, tenant_id: uuid.UUID) -> list[CatalogueService]:
    return list((await session.execute(select(CatalogueService).where(CatalogueService.tenant_id == tenant_id)
                                       .order_by(CatalogueService.position))).scalars())


async def replace_services(session: AsyncSession, tenant_id: uuid.UUID, rows: list[dict[str, Any]]) -> None:
    await session.execute(delete(CatalogueService).where(CatalogueService.tenant_id == tenant_id))
    if rows:
        await session.execute(insert(CatalogueService), [{"tenant_id": tenant_id, **row} for row in rows])


async def difference(session: AsyncSession, tenant_id: uuid.UUID, location_id: uuid.UUID,
                     service_id: str) -> LocationService | None:
    """Where the location's catalogue differs from the business's for this service; None: it does not."""
    return await session.get(LocationService, (tenant_id, location_id, service_id))


async def replace_differences(session: AsyncSession, tenant_id: uuid.UUID, location_id: uuid.UUID,
                              rows: list[dict[str, Any]]) -> None:
    await session.execute(delete(LocationService).where(LocationService.tenant_id == tenant_id,
                                                        LocationService.location_id == location_id))
    if rows:
        await session.execute(insert(LocationService), [{"tenant_id": tenant_id, "location_id": location_id, **row}
                                                        for row in rows])

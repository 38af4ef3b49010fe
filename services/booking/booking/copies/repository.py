"""Booking's copies of other services' data, kept from their events: tenants' profile, locations (with their own
services) and catalogue, the receptionist's calls and opt-outs from texts, and the operators' text limits."""

from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncSession

from booking.models import (
    Call,
    CatalogueService,
    Location,
    LocationService,
    TenantProfile,
    TextingTenant,
    TextOptOut,
)

COPIES = (TenantProfile, Location, LocationService, CatalogueService, Call, TextingTenant, TextOptOut)


async def lock_for_rebuild(session: AsyncSession) -> None:
    """Writers (the live consumers) wait on the copies until the rebuild commits; readers keep the old rows.
    NOWAIT: a writer holding one of them is waited for by the rebuild, holding none."""
    tables = ", ".join(model.__tablename__ for model in COPIES)
    await session.execute(text(f"LOCK TABLE {tables} IN SHARE ROW EXCLUSIVE MODE NOWAIT"))

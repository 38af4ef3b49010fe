"""The tenant's name, onboarding flag and locations, kept from the tenants service's events (whoami shows them)."""

import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from identity.tenancy import repository
from ringbook.common.v1.envelope_pb2 import Envelope
from ringbook.tenants.v1.events_pb2 import LocationSaved, OnboardingCompleted, TenantCreated, TenantUpdated
from ringbook_common.bus.envelope import unpack


async def on_tenant_created(session: AsyncSession, envelope: Envelope) -> None:
    event = unpack(envelope, TenantCreated)
    await repository.upsert(session, event.tenant_id, name=event.name or None)


async def on_tenant_updated(session: AsyncSession, envelope: Envelope) -> None:
    event = unpack(envelope, TenantUpdated)
    await repository.upsert(session, event.tenant_id, name=event.name or None)


async def on_onboarding_completed(session: AsyncSession, envelope: Envelope) -> None:
    event = unpack(envelope, OnboardingCompleted)
    await repository.upsert(session, event.tenant_id, onboarding_complete=True)


async def on_location_saved(session: AsyncSession, envelope: Envelope) -> None:
    location = unpack(envelope, LocationSaved).location
    try:
        location_id = str(uuid.UUID(location.location_id))
    except ValueError:
        return  # names no location the portal could ever switch to
    await repository.save_location(session, envelope.tenant_id, location_id, name=location.name,
                                   position=location.position)


HANDLERS = {
    "tenants.tenant_created": on_tenant_created,
    "tenants.tenant_updated": on_tenant_updated,
    "tenants.onboarding_completed": on_onboarding_completed,
    "tenants.location_saved": on_location_saved,
}

"""The tenant's name and onboarding flag, kept from the tenants service's events (whoami shows them)."""

from sqlalchemy.ext.asyncio import AsyncSession

from identity.tenancy import repository
from ringbook.common.v1.envelope_pb2 import Envelope
from ringbook.tenants.v1.events_pb2 import OnboardingCompleted, TenantCreated, TenantUpdated
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


HANDLERS = {
    "tenants.tenant_created": on_tenant_created,
    "tenants.tenant_updated": on_tenant_updated,
    "tenants.onboarding_completed": on_onboarding_completed,
}

"""A tenant is born when its owner verifies the e-mail (identity's user_verified)."""

from sqlalchemy.ext.asyncio import AsyncSession

from ringbook.common.v1.envelope_pb2 import Envelope
from ringbook.identity.v1.events_pb2 import UserVerified
from ringbook_common.bus.envelope import unpack
from tenants import repository
from tenants.locations import first


async def on_user_verified(session: AsyncSession, envelope: Envelope) -> None:
    verified = unpack(envelope, UserVerified)
    created = await repository.create_tenant(session, tenant_id=verified.tenant_id,
                                             owner_user_id=verified.user_id, owner_email=verified.email)
    if created:
        await first.tenant_created(session, await repository.tenant_there(session, verified.tenant_id))
    else:
        # The owner reached the portal before this event did, and the tenant was made then.
        await repository.fill_owner_email(session, verified.tenant_id, verified.email)


HANDLERS = {"identity.user_verified": on_user_verified}

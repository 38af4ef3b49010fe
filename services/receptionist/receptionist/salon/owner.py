"""The owner's e-mail for a notice. The salon's copy has it from identity's user_verified (or the tenant's
creation); a call in the first moments after sign-up can come before that event, so then identity is asked."""

import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from receptionist.salon import repository
from receptionist.salon.profile import SalonProfile
from ringbook.identity.v1 import rpc_pb2 as rpc
from ringbook_common.bus import rpc as bus_rpc
from ringbook_common.bus.connection import Bus
from ringbook_common.errors import ServiceError


class IdentityDown(Exception):
    pass


IDENTITY = bus_rpc.Caller("identity", unanswered=lambda exc: IdentityDown(exc.message), failures_unanswered=True)


async def owner_email(session: AsyncSession, bus: Bus, profile: SalonProfile, tenant_id: uuid.UUID, *,
                      timeout: float) -> str:
    """The e-mail the owner verified; empty when identity cannot say (the call-back is on the dashboard)."""
    if profile.owner_email:
        return profile.owner_email
    try:
        reply = await IDENTITY.ask(bus, "owner_email", rpc.OwnerEmailRequest(tenant_id=str(tenant_id)),
                                   rpc.OwnerEmailReply, timeout=timeout)
    except (IdentityDown, ServiceError):
        return ""
    if reply.found and reply.email:
        await repository.save_owner_email(session, tenant_id, reply.email)
        return reply.email
    return ""

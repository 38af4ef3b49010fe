"""Changes to the salon that change what the agent is told: the agent's prompt is marked stale in the change's own
transaction, and the worker pushes it to the provider after commit (never from inside a handler)."""

import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from receptionist.provisioning.saga import mark_prompt_stale
from ringbook.common.v1.envelope_pb2 import Envelope


async def on_salon_changed(session: AsyncSession, envelope: Envelope) -> None:
    if envelope.tenant_id:
        await mark_prompt_stale(session, uuid.UUID(envelope.tenant_id))


HANDLERS = {
    "tenants.tenant_updated": on_salon_changed,
    "tenants.services_updated": on_salon_changed,
    "booking.staff_added": on_salon_changed,
    "booking.staff_updated": on_salon_changed,
    "booking.staff_removed": on_salon_changed,
    "receptionist.setup_updated": on_salon_changed,
}

"""The business's plan as an operator set it in the console (admin's `admin.plan_set`): how many locations it
allows. Admin validates the operator's number and keeps the audit entry; tenants owns the plan and holds new
locations to it."""

import uuid
from datetime import UTC

from sqlalchemy.ext.asyncio import AsyncSession

from ringbook.admin.v1 import events_pb2 as admin
from ringbook.common.v1.envelope_pb2 import Envelope
from ringbook_common.bus.envelope import unpack
from tenants.plan import repository


async def on_plan_set(session: AsyncSession, envelope: Envelope) -> None:
    event = unpack(envelope, admin.PlanSet)
    try:
        tenant_id = str(uuid.UUID(event.tenant_id or envelope.tenant_id))
    except ValueError:
        return  # the console only sets plans of tenants it knows; anything else names no tenant of ours
    if event.locations >= 1:
        await repository.set_plan_locations(session, tenant_id, locations=event.locations,
                                            at=envelope.occurred_at.ToDatetime(tzinfo=UTC))


HANDLERS = {"admin.plan_set": on_plan_set}

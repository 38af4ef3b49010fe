"""An operator sets how many locations a tenant's plan allows: kept in the tenant's view, announced to tenants
(which owns the plan and refuses a location past it) by `admin.plan_set`, and written to the audit log, all in
one transaction. The audit entry carries the event's id, so the audit consumer's copy of the same event adds
nothing."""

from sqlalchemy.ext.asyncio import AsyncSession

from admin.actions import audit
from admin.audit import repository as audit_log
from admin.models import AuditEntry
from admin.tenants import service as tenants
from ringbook.admin.v1 import events_pb2 as events
from ringbook_common import clock
from ringbook_common.bus.outbox import publish

ACTION = "admin.plan_set"


async def set_plan(session: AsyncSession, *, tenant_id: str, locations: int, operator: str) -> tenants.Described:
    row = await tenants.locked(session, tenant_id)
    previous = row.plan_locations
    row.plan_locations = locations
    event_id = await publish(session, events.PlanSet(tenant_id=row.tenant_id, locations=locations,
                                                     operator=operator),
                             event_type=ACTION, tenant_id=row.tenant_id)
    audit_log.add_entry(session, AuditEntry(
        event_id=event_id, event_type=ACTION, tenant_id=row.tenant_id, occurred_at=clock.now(),
        details=audit.details(operator=operator, outcome="ok", locations=locations, previous=previous)))
    await session.flush()
    return await tenants.described_one(session, row)

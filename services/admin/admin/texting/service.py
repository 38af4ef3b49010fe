"""An operator sets a tenant's daily text limit: kept in the tenant's view, announced to booking (which sends
every text) by `admin.text_limit_set`, and written to the audit log, all in one transaction. The audit entry
carries the event's id, so the audit consumer's copy of the same event adds nothing."""

from sqlalchemy.ext.asyncio import AsyncSession

from admin.actions import audit
from admin.audit import repository as audit_log
from admin.models import AuditEntry
from admin.tenants import service as tenants
from ringbook.admin.v1 import events_pb2 as events
from ringbook_common import clock
from ringbook_common.bus.outbox import publish

ACTION = "admin.text_limit_set"


async def set_text_limit(session: AsyncSession, *, tenant_id: str, daily_limit: int,
                         operator: str) -> tenants.Described:
    row = await tenants.locked(session, tenant_id)
    tenant_id = row.tenant_id
    previous = row.text_daily_limit
    row.text_daily_limit = daily_limit
    event_id = await publish(session, events.TextLimitSet(tenant_id=tenant_id, daily_limit=daily_limit,
                                                          operator=operator),
                             event_type=ACTION, tenant_id=tenant_id)
    audit_log.add_entry(session, AuditEntry(
        event_id=event_id, event_type=ACTION, tenant_id=tenant_id, occurred_at=clock.now(),
        details=audit.details(operator=operator, outcome="ok", dailyLimit=daily_limit,
                              previous=previous if previous is not None else "default")))
    await session.flush()
    return await tenants.described_one(session, row)

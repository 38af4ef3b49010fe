"""Operator actions in the audit log: who did what to which tenant's location, and how it ended (failures included).

Each entry is written in a transaction of its own, so a refused or failed action is recorded even though the
request that asked for it fails."""

import uuid

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from admin.audit import repository
from admin.models import AuditEntry
from ringbook_common import clock

MAX_ID = 64  # the path's tenant id and the location asked for are the operator's input: kept readable, never unbounded


def details(*, operator: str, outcome: str, **facts: object) -> str:
    """`operator=alice, outcome=ok, agentStatus=provisioning`: the audit log's `key=value` form."""
    pairs = [("operator", operator), ("outcome", outcome),
             *((key, value) for key, value in facts.items() if value not in (None, ""))]
    return ", ".join(f"{key}={value}" for key, value in pairs)


async def record(sessionmaker: async_sessionmaker[AsyncSession], *, action: str, tenant_id: str,
                 location_id: str | None = None, operator: str, outcome: str, **facts: object) -> None:
    async with sessionmaker() as session, session.begin():
        repository.add_entry(session, AuditEntry(
            event_id=str(uuid.uuid4()), event_type=f"admin.{action}", tenant_id=tenant_id[:MAX_ID] or None,
            location_id=(location_id or "")[:MAX_ID] or None, occurred_at=clock.now(),
            details=details(operator=operator, outcome=outcome, **facts)))

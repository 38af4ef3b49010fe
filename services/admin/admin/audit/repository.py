from datetime import UTC

from sqlalchemy import select
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from admin.models import AuditEntry
from ringbook.common.v1.envelope_pb2 import Envelope


async def add(session: AsyncSession, *, envelope: Envelope, details: str) -> None:
    await session.execute(insert(AuditEntry).values(
        event_id=envelope.event_id, event_type=envelope.event_type, tenant_id=envelope.tenant_id or None,
        occurred_at=envelope.occurred_at.ToDatetime(tzinfo=UTC), details=details,
    ).on_conflict_do_nothing(index_elements=["event_id"]))


async def latest(session: AsyncSession, *, limit: int = 50) -> list[AuditEntry]:
    rows = await session.execute(select(AuditEntry).order_by(AuditEntry.occurred_at.desc()).limit(limit))
    return list(rows.scalars())

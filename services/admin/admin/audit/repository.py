from datetime import UTC

from sqlalchemy import func, select
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from admin.audit import sentences
from admin.locations.schemas import location_name
from admin.models import AuditEntry, LocationProfile, TenantProfile
from ringbook.common.v1.envelope_pb2 import Envelope


async def add(session: AsyncSession, *, envelope: Envelope, details: str) -> None:
    await session.execute(insert(AuditEntry).values(
        event_id=envelope.event_id, event_type=envelope.event_type, tenant_id=envelope.tenant_id or None,
        occurred_at=envelope.occurred_at.ToDatetime(tzinfo=UTC), details=details,
        location_id=envelope.location_id or None,
    ).on_conflict_do_nothing(index_elements=["event_id"]))


def add_entry(session: AsyncSession, entry: AuditEntry) -> None:
    """An entry written here (an operator's action), not copied from an event."""
    session.add(entry)


async def latest(session: AsyncSession, *, limit: int = 50) -> list[AuditEntry]:
    rows = await session.execute(select(AuditEntry).order_by(AuditEntry.occurred_at.desc()).limit(limit))
    return list(rows.scalars())


async def page(session: AsyncSession, *, tenant_id: str | None, action: str | None, offset: int,
               limit: int) -> tuple[list[dict], int]:
    conditions = []
    if tenant_id:
        conditions.append(AuditEntry.tenant_id == tenant_id)
    if action:
        conditions.append(AuditEntry.event_type == action)
    total = (await session.execute(select(func.count()).select_from(AuditEntry).where(*conditions))).scalar_one()
    if total == 0 or offset >= total:
        return [], total
    # Only a location other than the first is named: a business's first location is the business itself. An
    # operator's action names the location asked for, which is named only when it is the tenant's.
    other_location = (LocationProfile.location_id == AuditEntry.location_id) & (
        LocationProfile.tenant_id == AuditEntry.tenant_id) & (AuditEntry.location_id != AuditEntry.tenant_id)
    rows = await session.execute(
        select(AuditEntry, TenantProfile.name, LocationProfile)
        .outerjoin(TenantProfile, TenantProfile.tenant_id == AuditEntry.tenant_id)
        .outerjoin(LocationProfile, other_location)
        .where(*conditions).order_by(AuditEntry.occurred_at.desc(), AuditEntry.id.desc())
        .offset(offset).limit(limit))
    return [present(entry, name, location_name(location, name or "") if location else None)
            for entry, name, location in rows], total


def present(entry: AuditEntry, tenant_name: str | None, location: str | None = None) -> dict:
    return {"id": entry.id, "action": entry.event_type,
            "summary": sentences.sentence(entry.event_type, entry.details, tenant_name, location),
            "details": entry.details, "tenantId": entry.tenant_id, "tenantName": tenant_name or None,
            "timestamp": entry.occurred_at.isoformat()}

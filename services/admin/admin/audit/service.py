"""Reading the audit log, a page at a time."""

from sqlalchemy.ext.asyncio import AsyncSession

from admin.audit import repository
from admin.audit.schemas import AuditLogEntry


async def page(session: AsyncSession, *, tenant_id: str | None, action: str | None, offset: int,
               limit: int) -> tuple[list[AuditLogEntry], int]:
    """Entries newest first, narrowed to a tenant and an action when given, and how many match in all."""
    entries, total = await repository.page(session, tenant_id=tenant_id, action=action, offset=offset, limit=limit)
    return [AuditLogEntry.model_validate(entry) for entry in entries], total

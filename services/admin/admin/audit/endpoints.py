"""The operator's audit log."""

from typing import Annotated

from fastapi import APIRouter, Query, Response

from admin.audit import service
from admin.audit.schemas import AuditLogEntry
from admin.paging import PageDep, listed
from ringbook_common import bounded
from ringbook_common.auth import Operator
from ringbook_common.deps import SessionDep
from ringbook_common.openapi import OPERATOR

router = APIRouter(prefix="/api/admin", tags=["operator"], responses=OPERATOR)


@router.get("/audit-logs")
async def audit_logs(_: Operator, session: SessionDep, response: Response, at: PageDep,
                     tenant_id: Annotated[str | None, bounded.text(label="tenantId", max_length=100),
                                          Query(alias="tenantId")] = None,
                     action: Annotated[str | None, bounded.text(label="action", max_length=100), Query()] = None,
                     ) -> list[AuditLogEntry]:
    """What happened on the platform, newest first: `[{id, action (the event type, e.g.
    tenants.tenant_created), summary (the entry as a sentence: who did what to which salon), details (its facts
    as `key=value`), tenantId, tenantName, timestamp}]`; `tenantId` and `action` narrow it.
    Paged with `page`/`pageSize`; the total is in `x-total-count`."""
    entries, total = await service.page(session, tenant_id=tenant_id, action=action, offset=at.offset, limit=at.size)
    return listed(response, entries, total)

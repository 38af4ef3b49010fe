from typing import Annotated

from fastapi import APIRouter, Query, Request

from admin.integrations import service
from ringbook_common.auth import Operator
from ringbook_common.deps import SessionDep
from ringbook_common.openapi import OPERATOR

router = APIRouter(prefix="/api/admin", tags=["operator"], responses=OPERATOR)


@router.get("/integrations")
async def integrations(_: Operator, session: SessionDep, request: Request,
                       refresh: Annotated[bool, Query(description="Check again now")] = False) -> list[dict]:
    """The external integrations and whether this deployment has them configured: `[{key, name, status
    (configured or not_configured), detail, lastChecked}]` for the voice provider, Cal.com, Google, SMS and
    e-mail. Checked at startup and periodically; `?refresh=1` checks now."""
    if refresh:
        await service.refresh(session, request.app.state.settings)
    return [service.present(row) for row in await service.current(session)]

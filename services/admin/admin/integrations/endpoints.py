from typing import Annotated

from fastapi import APIRouter, Query, Request

from admin.integrations import service
from admin.integrations.schemas import Integration
from ringbook_common.auth import Operator
from ringbook_common.deps import BusDep, SessionDep
from ringbook_common.openapi import OPERATOR

router = APIRouter(prefix="/api/admin", tags=["operator"], responses=OPERATOR)


@router.get("/integrations")
async def integrations(_: Operator, session: SessionDep, bus: BusDep, request: Request,
                       refresh: Annotated[bool, Query(description="Check again now")] = False) -> list[Integration]:
    """The external integrations and whether this deployment has them configured, as the services that use them
    answer: `[{key, name, status (configured, not_configured, or no_answer when the service that owns it did not
    answer), detail, lastChecked}]` for the voice provider, Cal.com, Google, SMS and e-mail. Checked
    periodically; `?refresh=1` checks now, and so does any read while an owning service was silent."""
    rows = await service.current(session)
    if refresh or service.needs_asking(rows):
        await service.refresh(session, bus, timeout=request.app.state.settings.rpc_timeout_seconds)
        rows = await service.current(session)
    return [Integration.model_validate(service.present(row)) for row in rows]

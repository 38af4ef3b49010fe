"""Who is calling: the signed-in owner, and their tenant from the gateway's signed token (never from a body)."""

import uuid
from typing import Annotated

from fastapi import Depends, Request

from receptionist.wizard.service import Wizard
from ringbook_common.auth import Owner
from ringbook_common.deps import SessionDep
from ringbook_common.errors import Forbidden


def current_tenant(principal: Owner) -> uuid.UUID:
    try:
        return uuid.UUID(principal.tenant_id)
    except (TypeError, ValueError):
        raise Forbidden() from None


TenantId = Annotated[uuid.UUID, Depends(current_tenant)]


def wizard(request: Request, session: SessionDep, tenant_id: TenantId) -> Wizard:
    return Wizard(session=session, bus=request.app.state.bus, settings=request.app.state.settings,
                  tenant_id=tenant_id)


WizardDep = Annotated[Wizard, Depends(wizard)]

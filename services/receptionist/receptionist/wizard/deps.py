"""Who is calling: the signed-in owner, and their tenant from the gateway's signed token (never from a body)."""

from typing import Annotated

from fastapi import Depends, Request

from receptionist.wizard.service import Wizard
from ringbook_common.auth import TenantId
from ringbook_common.deps import SessionDep


def wizard(request: Request, session: SessionDep, tenant_id: TenantId) -> Wizard:
    return Wizard(session=session, bus=request.app.state.bus, settings=request.app.state.settings,
                  tenant_id=tenant_id)


WizardDep = Annotated[Wizard, Depends(wizard)]

"""The owner registers the salon for texting from its own numbers, and sees where the review stands."""

import uuid

from fastapi import APIRouter, BackgroundTasks, Request

from receptionist.registration import progress, service
from receptionist.registration.schemas import Registration, Submission
from receptionist.voice.factory import sip_trunk
from ringbook_common import clock
from ringbook_common.auth import Owner
from ringbook_common.deps import SessionDep
from ringbook_common.openapi import OWNER

router = APIRouter(tags=["texting registration"])

PATH = "/api/receptionist/texting/registration"


@router.get(PATH, responses={**OWNER})
async def read(owner: Owner, session: SessionDep) -> Registration:
    """The salon's registration for texting from its own numbers, and whether each location's number texts."""
    return await service.view(session, uuid.UUID(owner.tenant_id))


@router.put(PATH, responses={
    **OWNER, 409: {"description": "The registration is in review, or approved already"},
    422: {"description": "A detail carriers would refuse: an EIN that is not nine digits, a state, a ZIP code..."}})
async def submit(body: Submission, request: Request, background: BackgroundTasks, owner: Owner,
                 session: SessionDep) -> Registration:
    """Send the salon's legal details to register it for texting (US carriers review them, usually in one to three
    weeks). A registration turned down is corrected and sent again with this too."""
    reviewed = sip_trunk(request.app.state.settings) is not None
    registration = await service.submit(session, uuid.UUID(owner.tenant_id), body, reviewed=reviewed,
                                        now=clock.now())
    background.add_task(progress.wake)  # once committed: the details go to Twilio now, not at the next round
    return registration

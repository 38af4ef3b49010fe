from fastapi import APIRouter, status
from fastapi.responses import JSONResponse

from leads.contact import service
from leads.contact.schemas import MISSING, REQUIRED_MESSAGES, ContactAccepted, ContactCreate
from leads.deps import IdempotencyKey, SettingsDep
from leads.forms import FORM_ERRORS, FormRoute
from ringbook_common.deps import MessengerDep, SessionDep


class ContactRoute(FormRoute):
    # The form's toast says one thing for any missing required field; `fields` still names each one.
    required_messages = REQUIRED_MESSAGES
    missing_message = MISSING


router = APIRouter(tags=["contact"], route_class=ContactRoute)


@router.post("/api/contact", status_code=status.HTTP_201_CREATED, response_model=ContactAccepted,
             responses=FORM_ERRORS)
async def send_contact_message(body: ContactCreate, session: SessionDep, settings: SettingsDep,
                               messenger: MessengerDep, idempotency_key: IdempotencyKey = None) -> JSONResponse:
    """Send a message to the team; the sender gets an acknowledgement and a reply within 24 hours."""
    answer = await service.receive(session, settings=settings, messenger=messenger, data=body,
                                   idempotency_key=idempotency_key)
    return answer.response()

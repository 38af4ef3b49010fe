from fastapi import APIRouter, status
from fastapi.responses import JSONResponse

from leads.deps import IdempotencyKey, SettingsDep
from leads.forms import FORM_ERRORS, FormRoute
from leads.lead_form import service
from leads.lead_form.schemas import LeadAccepted, LeadFormCreate
from ringbook_common.deps import MessengerDep, SessionDep

router = APIRouter(tags=["lead form"], route_class=FormRoute)


@router.post("/api/lead-form", status_code=status.HTTP_201_CREATED, response_model=LeadAccepted,
             responses=FORM_ERRORS)
async def submit_lead_form(body: LeadFormCreate, session: SessionDep, settings: SettingsDep,
                           messenger: MessengerDep, idempotency_key: IdempotencyKey = None) -> JSONResponse:
    """Apply for a custom AI receptionist; answers the id and the estimated monthly revenue recovery."""
    answer = await service.submit(session, settings=settings, messenger=messenger, data=body,
                                  idempotency_key=idempotency_key)
    return answer.response()

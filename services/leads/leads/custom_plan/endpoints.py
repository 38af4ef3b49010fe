from fastapi import APIRouter, status
from fastapi.responses import JSONResponse

from leads.custom_plan import service
from leads.custom_plan.schemas import CustomPlanAccepted, CustomPlanCreate
from leads.deps import IdempotencyKey, SettingsDep
from leads.forms import FORM_ERRORS, FormRoute
from ringbook_common.deps import MessengerDep, SessionDep

router = APIRouter(tags=["custom plan"], route_class=FormRoute)


@router.post("/api/custom-plan", status_code=status.HTTP_201_CREATED, response_model=CustomPlanAccepted,
             responses=FORM_ERRORS)
async def submit_custom_plan(body: CustomPlanCreate, session: SessionDep, settings: SettingsDep,
                             messenger: MessengerDep, idempotency_key: IdempotencyKey = None) -> JSONResponse:
    """Order a custom plan; answers the server's monthly pricing and ROI (the figures /thank-you shows)."""
    answer = await service.submit(session, settings=settings, messenger=messenger, data=body,
                                  idempotency_key=idempotency_key)
    return answer.response()

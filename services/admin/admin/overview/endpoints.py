
from fastapi import APIRouter

from admin.overview import service
from admin.overview.schemas import Overview
from ringbook_common import clock
from ringbook_common.auth import Operator
from ringbook_common.deps import SessionDep
from ringbook_common.openapi import OPERATOR

router = APIRouter(prefix="/api/admin", tags=["operator"], responses=OPERATOR)


@router.get("/overview")
async def overview(_: Operator, session: SessionDep) -> Overview:
    """`{kpis: {totalClients, newClientsThisMonth, phoneNumbersProvisioned, activeAgents, totalBookingsThisMonth},
    alerts: [{type (error, warning or info), kind, count, message}], recentActivity: [{action, details, timestamp,
    tenantId, tenantName}]}`. Months are UTC calendar months; bookings count those made this month and not
    cancelled. Alerts: provisioning failed, webhooks pending over 24 h, onboarding stalled over 7 days (portal
    onboarding unfinished, or the receptionist setup untouched), each integration not configured."""
    return Overview.model_validate(await service.overview(session, now=clock.now()))

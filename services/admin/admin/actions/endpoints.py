"""The operator's actions on a tenant's agent (spec §7, operator consoles). The gateway has checked the admin
token; the operator's name is the principal's subject and goes into the audit log."""

from typing import Annotated

from fastapi import APIRouter, Depends, Query, Request
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from admin.actions import service
from admin.actions.schemas import EngineUpdate, TenantAgent, WebhookConfig, WebhooksUpdate
from ringbook_common import bounded
from ringbook_common.auth import Operator
from ringbook_common.deps import BusDep
from ringbook_common.openapi import INVALID, OPERATOR, Responses

# The receptionist answers each action; its refusals come back as they are.
ASKED: Responses = {**OPERATOR, 404: {"description": "No salon with this id, no such location of it (or it has no "
                                                   "voice agent yet)"},
                    503: {"description": "The receptionist is not reachable"},
                    504: {"description": "The receptionist did not answer in time"}}
router = APIRouter(prefix="/api/admin", tags=["operator actions"], responses=ASKED)


def get_sessionmaker(request: Request) -> async_sessionmaker[AsyncSession]:
    return request.app.state.sessionmaker


# Each action is on one location's receptionist: the first location's when none is named.
Location = Annotated[str | None, bounded.text(label="location", max_length=60), Query(
    description="One of the salon's locations' ids (its `locations` in GET /api/admin/tenants); absent: its first "
                "location")]

# Audit entries are written in transactions of their own (a refused action is recorded too), not the request's.
SessionmakerDep = Annotated[async_sessionmaker[AsyncSession], Depends(get_sessionmaker)]


@router.post("/provision-agent/{tenantId}", response_model=TenantAgent,
             responses={409: {"description": "The agent is neither not provisioned nor failed"}})
async def provision_agent(tenantId: str, operator: Operator, bus: BusDep, sessionmaker: SessionmakerDep,
                          location: Location = None) -> TenantAgent:
    """Provision the tenant's voice agent (from not_provisioned, or again from failed); answers its agent fields,
    to merge into the tenant."""
    return await service.provision_agent(sessionmaker, bus, tenant_id=tenantId, location=location,
                                         operator=operator.subject)


@router.get("/tenants/{tenantId}/agent", response_model=TenantAgent)
async def agent_of(tenantId: str, operator: Operator, bus: BusDep, location: Location = None) -> TenantAgent:
    """The tenant's agent as it is now (poll it while provisioning runs)."""
    return await service.agent(bus, tenant_id=tenantId, location=location)


@router.get("/webhook-config/{tenantId}", response_model=WebhookConfig)
async def webhook_config(tenantId: str, operator: Operator, bus: BusDep, location: Location = None) -> WebhookConfig:
    """What to enter in the voice provider's dashboard: the agent id, its dashboard link and the seven functions."""
    return await service.webhook_config(bus, tenant_id=tenantId, location=location)


@router.patch("/tenants/{tenantId}/webhooks", response_model=TenantAgent, responses={
    **INVALID, 409: {"description": "The agent is not waiting for its webhooks, or a function's self-test failed"}})
async def mark_webhooks_configured(tenantId: str, body: WebhooksUpdate, operator: Operator, bus: BusDep,
                                   sessionmaker: SessionmakerDep, location: Location = None) -> TenantAgent:
    """The seven functions are configured: a signed self-test of each must pass, then the agent is active."""
    return await service.mark_webhooks_configured(sessionmaker, bus, tenant_id=tenantId, location=location,
                                                  operator=operator.subject)


@router.patch("/tenants/{tenantId}/agent/engine", response_model=TenantAgent, responses={
    **INVALID, 409: {"description": "The agent is being provisioned"},
    502: {"description": "The voice provider refused the new engine (nothing changed)"}})
async def choose_engine(tenantId: str, body: EngineUpdate, operator: Operator, bus: BusDep,
                        sessionmaker: SessionmakerDep, location: Location = None) -> TenantAgent:
    """Set what answers the salon's calls (voiceEngine: ringbook or hosted) and what our engine reads turns with
    (understanding: built_in or llm); a provisioned agent is switched at the voice provider at once."""
    return await service.choose_engine(sessionmaker, bus, tenant_id=tenantId, location=location,
                                       operator=operator.subject, choice=body)

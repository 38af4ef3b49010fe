"""The operator consoles' requests (`rpc.receptionist.<method>`, asked by the admin service): provision a salon's
agent by hand, read what to paste into the provider's dashboard, mark its webhooks configured, read its state,
choose its voice engine and understanding.

A tenant is known here once tenants' `tenant_created` reached the salon read model; anything else is a 404. Each
request may name one of the tenant's locations (empty: the first location): its own agent; another tenant's
location is a 404.
"""

import json
import logging
import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from receptionist.config import Settings
from receptionist.locations import service as locations
from receptionist.models import Agent
from receptionist.provisioning import engine, saga
from receptionist.provisioning import repository as agents
from receptionist.provisioning.webhook_config import webhook_config_for
from receptionist.salon import repository as salons
from ringbook.receptionist.v1 import rpc_pb2 as rpc
from ringbook_common.app import RpcRoute, ServiceContext
from ringbook_common.db import unit_of_work
from ringbook_common.errors import Conflict, NotFound

logger = logging.getLogger("ringbook.receptionist.operator")

PROVISIONABLE = ("not_provisioned", "failed")


class UnknownTenant(NotFound):
    message = "No salon with this id"


class NotProvisionable(Conflict):
    def __init__(self, status: str) -> None:
        super().__init__(f"The agent is {status}: only a not provisioned or failed agent can be provisioned")


def _tenant_id(raw: str) -> uuid.UUID:
    try:
        return uuid.UUID(raw)
    except ValueError as exc:
        raise UnknownTenant() from exc


async def _known_tenant(session: AsyncSession, raw: str) -> uuid.UUID:
    tenant_id = _tenant_id(raw)
    if await salons.salon(session, tenant_id) is None:
        raise UnknownTenant()
    return tenant_id


async def _known_location(session: AsyncSession, raw_tenant: str, raw_location: str) -> tuple[uuid.UUID, uuid.UUID]:
    tenant_id = await _known_tenant(session, raw_tenant)
    return tenant_id, await locations.ensure_exists(session, tenant_id, locations.location_id_of(raw_location))


def agent_state(tenant_id: uuid.UUID, agent: Agent | None, location_id: uuid.UUID | None = None) -> rpc.AgentState:
    if agent is None:
        return rpc.AgentState(tenant_id=str(tenant_id), location_id=str(location_id or tenant_id),
                              status="not_provisioned", voice_engine="ringbook", understanding="built_in")
    return rpc.AgentState(
        tenant_id=str(tenant_id), location_id=str(agent.location_id), status=agent.status,
        provider=agent.provider or "", agent_id=agent.agent_id or "",
        phone_number=agent.phone_number or "", formatted_phone_number=agent.phone_number_pretty or "",
        voice=agent.voice or "", webhooks_configured=bool(agent.webhooks_configured), step=agent.step or "",
        error=agent.error or "", requested_by=agent.requested_by or "",
        provisioned_at=agent.provisioned_at.isoformat() if agent.provisioned_at else "",
        voice_engine=agent.voice_engine or "ringbook", understanding=agent.understanding or "built_in")


async def provision_agent(context: ServiceContext[Settings], request: rpc.ProvisionAgentRequest) -> rpc.AgentState:
    settings: Settings = context.settings
    async with unit_of_work(context.sessionmaker) as session:
        tenant_id, location_id = await _known_location(session, request.tenant_id, request.location_id)
        # `start` would quietly answer an agent that is already provisioning: the operator is told instead.
        current = await agents.locked_agent(session, location_id)
        if current is not None and current.status not in PROVISIONABLE:
            raise NotProvisionable(current.status)
        agent = await saga.start(session, settings, tenant_id, location_id=location_id, requested_by="operator")
        state = agent_state(tenant_id, agent)
    logger.info("operator %s provisions the agent of %s", request.operator or "?", tenant_id)
    return state


async def agent(context: ServiceContext[Settings], request: rpc.AgentRequest) -> rpc.AgentState:
    async with unit_of_work(context.sessionmaker) as session:
        tenant_id, location_id = await _known_location(session, request.tenant_id, request.location_id)
        return agent_state(tenant_id, await agents.agent(session, location_id), location_id)


async def webhook_config(context: ServiceContext[Settings],
                         request: rpc.WebhookConfigRequest) -> rpc.WebhookConfigReply:
    async with unit_of_work(context.sessionmaker) as session:
        tenant_id, location_id = await _known_location(session, request.tenant_id, request.location_id)
        config = await webhook_config_for(session, context.settings, tenant_id, location_id)
    return rpc.WebhookConfigReply(
        agent_id=config["agentId"], location_id=config["locationId"], dashboard_url=config["dashboardUrl"],
        functions=[rpc.WebhookFunction(name=function["name"], description=function["description"],
                                       url=function["url"], method=function["method"],
                                       parameters_json=json.dumps(function["parameters"]))
                   for function in config["functions"]])


async def mark_configured(context: ServiceContext[Settings], request: rpc.MarkConfiguredRequest) -> rpc.AgentState:
    async with unit_of_work(context.sessionmaker) as session:
        tenant_id, location_id = await _known_location(session, request.tenant_id, request.location_id)
        configured = await saga.mark_configured(session, context.settings, location_id)
        state = agent_state(tenant_id, configured)
    logger.info("operator %s marked the webhooks of %s configured", request.operator or "?", tenant_id)
    return state


async def choose_engine(context: ServiceContext[Settings], request: rpc.ChooseEngineRequest) -> rpc.AgentState:
    async with unit_of_work(context.sessionmaker) as session:
        tenant_id, location_id = await _known_location(session, request.tenant_id, request.location_id)
    chosen = await engine.choose(context.sessionmaker, context.settings, tenant_id, location_id=location_id,
                                 voice_engine=request.voice_engine or None,
                                 understanding=request.understanding or None)
    logger.info("operator %s set the engine of %s: %s, %s", request.operator or "?", tenant_id,
                chosen.voice_engine, chosen.understanding)
    return agent_state(tenant_id, chosen)


RPC_ROUTES = [
    RpcRoute("provision_agent", rpc.ProvisionAgentRequest, provision_agent),
    RpcRoute("agent", rpc.AgentRequest, agent),
    RpcRoute("webhook_config", rpc.WebhookConfigRequest, webhook_config),
    RpcRoute("mark_configured", rpc.MarkConfiguredRequest, mark_configured),
    RpcRoute("choose_engine", rpc.ChooseEngineRequest, choose_engine),
]

"""The operator's actions on a tenant's agent: each asks the receptionist, and each outcome (refusals and
failures too) is written to the audit log under the operator's name."""

import json
from collections.abc import Awaitable, Callable

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from admin.actions import audit, receptionist
from admin.actions.schemas import EngineUpdate, TenantAgent, Understanding, VoiceEngine, WebhookConfig, WebhookFunction
from ringbook.receptionist.v1 import rpc_pb2 as rpc
from ringbook_common.bus.connection import Bus
from ringbook_common.errors import ServiceError


def _voice_engine(value: str) -> VoiceEngine:
    return "hosted" if value == "hosted" else "ringbook"


def _understanding(value: str) -> Understanding:
    return "llm" if value == "llm" else "built_in"


def tenant_agent(state: rpc.AgentState) -> TenantAgent:
    return TenantAgent(
        tenantId=state.tenant_id, locationId=state.location_id or state.tenant_id, agentStatus=state.status,
        agentId=state.agent_id or None,
        phoneNumber=state.phone_number or None, formattedPhoneNumber=state.formatted_phone_number or None,
        voice=state.voice or None, webhooksConfigured=state.webhooks_configured,
        provisioningStep=state.step or None, provisioningError=state.error or None,
        provisionedAt=state.provisioned_at or None, voiceEngine=_voice_engine(state.voice_engine),
        understanding=_understanding(state.understanding))


async def _audited(sessionmaker: async_sessionmaker[AsyncSession], *, action: str, tenant_id: str,
                   location: str | None, operator: str, call: Callable[[], Awaitable[rpc.AgentState]],
                   **asked: object) -> TenantAgent:
    """The entry names the location asked for (the audit log names it when it is not the business's first)."""
    try:
        state = await call()
    except ServiceError as exc:
        await audit.record(sessionmaker, action=action, tenant_id=tenant_id, location_id=location, operator=operator,
                           outcome="failed", status=exc.status_code, error=exc.message, **asked)
        raise
    except Exception as exc:
        await audit.record(sessionmaker, action=action, tenant_id=tenant_id, location_id=location, operator=operator,
                           outcome="failed", status=500, error=type(exc).__name__, **asked)
        raise
    await audit.record(sessionmaker, action=action, tenant_id=tenant_id, location_id=state.location_id or location,
                       operator=operator, outcome="ok", agentStatus=state.status, agentId=state.agent_id, **asked)
    return tenant_agent(state)


async def provision_agent(sessionmaker: async_sessionmaker[AsyncSession], bus: Bus, *, tenant_id: str,
                          location: str | None, operator: str) -> TenantAgent:
    return await _audited(sessionmaker, action="provision_agent", tenant_id=tenant_id, location=location,
                          operator=operator, call=lambda: receptionist.provision_agent(
                              bus, tenant_id=tenant_id, location=location, operator=operator))


async def mark_webhooks_configured(sessionmaker: async_sessionmaker[AsyncSession], bus: Bus, *, tenant_id: str,
                                   location: str | None, operator: str) -> TenantAgent:
    return await _audited(sessionmaker, action="mark_webhooks_configured", tenant_id=tenant_id, location=location,
                          operator=operator, call=lambda: receptionist.mark_configured(
                              bus, tenant_id=tenant_id, location=location, operator=operator))


async def choose_engine(sessionmaker: async_sessionmaker[AsyncSession], bus: Bus, *, tenant_id: str,
                        location: str | None, operator: str, choice: EngineUpdate) -> TenantAgent:
    return await _audited(sessionmaker, action="choose_engine", tenant_id=tenant_id, location=location,
                          operator=operator, call=lambda: receptionist.choose_engine(
                              bus, tenant_id=tenant_id, location=location, operator=operator,
                              voice_engine=choice.voiceEngine, understanding=choice.understanding),
                          voiceEngine=choice.voiceEngine, understanding=choice.understanding)


async def agent(bus: Bus, *, tenant_id: str, location: str | None) -> TenantAgent:
    return tenant_agent(await receptionist.agent(bus, tenant_id=tenant_id, location=location))


async def webhook_config(bus: Bus, *, tenant_id: str, location: str | None) -> WebhookConfig:
    reply = await receptionist.webhook_config(bus, tenant_id=tenant_id, location=location)
    return WebhookConfig(agentId=reply.agent_id, locationId=reply.location_id or tenant_id,
                         dashboardUrl=reply.dashboard_url, functions=[
        WebhookFunction(name=function.name, description=function.description, url=function.url,
                        method=function.method, parameters=json.loads(function.parameters_json or "{}"))
        for function in reply.functions])

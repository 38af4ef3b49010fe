"""The receptionist owns agents and their provisioning: the operator's actions are requests to it over the bus
(`rpc.receptionist.<method>`). Its refusals (404, 409) arrive with their status and message; no answer is a 503."""

from ringbook.receptionist.v1 import rpc_pb2 as rpc
from ringbook_common.bus.connection import Bus
from ringbook_common.bus.rpc import Caller
from ringbook_common.errors import Unavailable

TIMEOUT_SECONDS = 5.0
# Marking webhooks configured first calls each of the seven function URLs (up to 10 s each, all at once).
SELF_TEST_TIMEOUT_SECONDS = 20.0


class ReceptionistUnavailable(Unavailable):
    message = "The receptionist service is not answering right now. Please try again shortly."


RECEPTIONIST = Caller("receptionist", unanswered=lambda _: ReceptionistUnavailable(), timeout=TIMEOUT_SECONDS)


# `location`: one of the tenant's locations (none: its first); the receptionist answers 404 for any other.


async def provision_agent(bus: Bus, *, tenant_id: str, location: str | None, operator: str) -> rpc.AgentState:
    return await RECEPTIONIST.ask(bus, "provision_agent", rpc.ProvisionAgentRequest(
        tenant_id=tenant_id, location_id=location or "", operator=operator), rpc.AgentState)


async def agent(bus: Bus, *, tenant_id: str, location: str | None) -> rpc.AgentState:
    return await RECEPTIONIST.ask(bus, "agent", rpc.AgentRequest(tenant_id=tenant_id, location_id=location or ""),
                                  rpc.AgentState)


async def webhook_config(bus: Bus, *, tenant_id: str, location: str | None) -> rpc.WebhookConfigReply:
    return await RECEPTIONIST.ask(bus, "webhook_config", rpc.WebhookConfigRequest(
        tenant_id=tenant_id, location_id=location or ""), rpc.WebhookConfigReply)


async def mark_configured(bus: Bus, *, tenant_id: str, location: str | None, operator: str) -> rpc.AgentState:
    return await RECEPTIONIST.ask(bus, "mark_configured", rpc.MarkConfiguredRequest(
        tenant_id=tenant_id, location_id=location or "", operator=operator), rpc.AgentState,
        timeout=SELF_TEST_TIMEOUT_SECONDS)


async def choose_engine(bus: Bus, *, tenant_id: str, location: str | None, operator: str,
                        voice_engine: str | None, understanding: str | None) -> rpc.AgentState:
    # A switch of a provisioned agent first asks the provider to change it.
    return await RECEPTIONIST.ask(bus, "choose_engine", rpc.ChooseEngineRequest(
        tenant_id=tenant_id, location_id=location or "", operator=operator, voice_engine=voice_engine or "",
        understanding=understanding or ""), rpc.AgentState, timeout=SELF_TEST_TIMEOUT_SECONDS)

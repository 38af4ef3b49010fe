"""What an operator copies into the provider's dashboard for an agent provisioned by hand: its id, a link to
the dashboard, and the seven functions (name, description, URL, method, JSON-Schema parameters)."""

import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from receptionist.config import Settings
from receptionist.locations import service as locations
from receptionist.models import Agent
from receptionist.provisioning import repository
from receptionist.provisioning.errors import AgentNotFound
from receptionist.provisioning.prompt import function_tools


def dashboard_url(agent: Agent, settings: Settings) -> str:
    """The agent's page in the provider's dashboard; the local provider has none."""
    if agent.provider != "retell" or not agent.agent_id:
        return ""
    return f"{settings.retell_dashboard_url.rstrip('/')}/agents/{agent.agent_id}"


def webhook_config(agent: Agent, settings: Settings, *, several_locations: bool = False) -> dict:
    """The agent's functions; at a business with several locations, the location's agent (`locationId`), whose
    calls the functions answer for that location, and the functions that can be asked about another one."""
    return {"agentId": agent.agent_id or "", "locationId": str(agent.location_id),
            "dashboardUrl": dashboard_url(agent, settings),
            "functions": [{"name": tool["name"], "description": tool["description"], "url": tool["url"],
                           "method": tool["method"], "parameters": tool["parameters"]}
                          for tool in function_tools(settings.public_base_url, several_locations=several_locations)]}


async def webhook_config_for(session: AsyncSession, settings: Settings, tenant_id: uuid.UUID,
                             location_id: uuid.UUID | None = None) -> dict:
    """The webhook configuration of a location's agent (None: the first location's)."""
    agent = await repository.agent(session, location_id or tenant_id)
    if agent is None or agent.tenant_id != tenant_id:
        raise AgentNotFound()
    several = len(await locations.places(session, tenant_id)) > 1
    return webhook_config(agent, settings, several_locations=several)

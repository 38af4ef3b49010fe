"""What an operator copies into the provider's dashboard for an agent provisioned by hand: its id, a link to
the dashboard, and the six functions (name, description, URL, method, JSON-Schema parameters)."""

import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from receptionist.config import Settings
from receptionist.models import Agent
from receptionist.provisioning import repository
from receptionist.provisioning.errors import AgentNotFound
from receptionist.provisioning.prompt import function_tools


def dashboard_url(agent: Agent, settings: Settings) -> str:
    """The agent's page in the provider's dashboard; the local provider has none."""
    if agent.provider != "retell" or not agent.agent_id:
        return ""
    return f"{settings.retell_dashboard_url.rstrip('/')}/agents/{agent.agent_id}"


def webhook_config(agent: Agent, settings: Settings) -> dict:
    return {"agentId": agent.agent_id or "", "dashboardUrl": dashboard_url(agent, settings),
            "functions": [{"name": tool["name"], "description": tool["description"], "url": tool["url"],
                           "method": tool["method"], "parameters": tool["parameters"]}
                          for tool in function_tools(settings.public_base_url)]}


async def webhook_config_for(session: AsyncSession, settings: Settings, tenant_id: uuid.UUID) -> dict:
    agent = await repository.agent(session, tenant_id)
    if agent is None:
        raise AgentNotFound()
    return webhook_config(agent, settings)

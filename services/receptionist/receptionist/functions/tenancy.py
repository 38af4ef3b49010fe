"""Whose receptionist a call reached: from the provider's call object (its agent, else the number dialled),
never from anything the caller said."""

import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from receptionist.provisioning import repository as agents
from ringbook_common.errors import NotFound


class UnknownAgent(NotFound):
    message = "This call's agent and number belong to no receptionist here"


async def tenant_of_call(session: AsyncSession, *, agent_id: str, to_number: str) -> uuid.UUID:
    if agent_id:
        found = await agents.tenant_of_agent(session, agent_id)
        if found is not None:
            return found
    if to_number:
        found = await agents.tenant_of_number(session, to_number)
        if found is not None:
            return found
    raise UnknownAgent()

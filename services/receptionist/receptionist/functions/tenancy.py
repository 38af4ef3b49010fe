"""Whose receptionist a call reached: from the provider's call object (its agent, else the number dialled),
never from anything the caller said."""

import uuid

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from receptionist.models import Agent
from ringbook_common.errors import NotFound


class UnknownAgent(NotFound):
    message = "This call's agent and number belong to no receptionist here"


async def tenant_of_call(session: AsyncSession, *, agent_id: str, to_number: str) -> uuid.UUID:
    if agent_id:
        found = (await session.execute(select(Agent.tenant_id).where(Agent.agent_id == agent_id))).scalar()
        if found is not None:
            return found
    if to_number:
        found = (await session.execute(select(Agent.tenant_id).where(Agent.phone_number == to_number))).scalar()
        if found is not None:
            return found
    raise UnknownAgent()

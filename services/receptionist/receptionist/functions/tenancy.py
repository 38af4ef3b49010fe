"""Whose receptionist a call reached, and at which of the business's locations: from the provider's call object
(its agent, else the number dialled), never from anything the caller said."""

import uuid
from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from receptionist.provisioning import repository as agents
from ringbook_common.errors import NotFound


class UnknownAgent(NotFound):
    message = "This call's agent and number belong to no receptionist here"


@dataclass(frozen=True)
class Reached:
    """The business and the location whose agent answered the call, and the location's time zone (None when
    its row is missing)."""

    tenant_id: uuid.UUID
    location_id: uuid.UUID
    zone: str | None = None


async def reached_by_call(session: AsyncSession, *, agent_id: str, to_number: str) -> Reached:
    found = await agents.line_of_agent(session, agent_id) if agent_id else None
    if found is None and to_number:
        found = await agents.line_of_number(session, to_number)
    if found is None:
        raise UnknownAgent()
    return Reached(*found)

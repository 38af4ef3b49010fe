"""Whose receptionist a call reached, and at which of the business's locations: from the provider's call object
(its agent, else the number dialled), never from anything the caller said."""

import uuid
from dataclasses import dataclass

from cachetools import TTLCache
from sqlalchemy.ext.asyncio import AsyncSession

from receptionist.provisioning import repository as agents
from ringbook_common.errors import NotFound

# Every function of every call asks whose agent answered; an agent's line changes only when it is moved or its
# location's zone does, so what was read is kept a short while. An agent id is the provider's, never reused by
# another business; a number can change hands, so a line found by its number is read each time.
LINE_SECONDS = 30
_BY_AGENT: TTLCache[str, "Reached"] = TTLCache(maxsize=8192, ttl=LINE_SECONDS)


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
    if agent_id and (kept := _BY_AGENT.get(agent_id)) is not None:
        return kept
    found = await agents.line_of_agent(session, agent_id) if agent_id else None
    if found is not None:
        _BY_AGENT[agent_id] = Reached(*found)
        return _BY_AGENT[agent_id]
    if to_number:
        found = await agents.line_of_number(session, to_number)
    if found is None:
        raise UnknownAgent()
    return Reached(*found)


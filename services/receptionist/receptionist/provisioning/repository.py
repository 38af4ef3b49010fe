"""Every SQL statement on the salons' agents (locked while a step's result is stored; found by their provider id
or number for a call; the numbers they hold), the prompt changes waiting to be pushed, and the owner's setup that
provisioning moves."""

import uuid
from datetime import datetime

from sqlalchemy import bindparam, case, delete, exists, or_, select
from sqlalchemy.dialects.postgresql import insert as upsert
from sqlalchemy.ext.asyncio import AsyncSession

from receptionist.models import Agent, Location, PromptChange, Setup, TenantProfile


async def agent(session: AsyncSession, location_id: uuid.UUID) -> Agent | None:
    """A location's agent (the first location's id is the tenant's)."""
    return await session.get(Agent, location_id)


async def locked_agent(session: AsyncSession, location_id: uuid.UUID, *, reload: bool = False) -> Agent | None:
    """The location's agent, locked for this transaction; `reload`: read again even if the session holds it."""
    return await session.get(Agent, location_id, with_for_update=True, populate_existing=reload)


def add_agent(session: AsyncSession, agent: Agent) -> None:
    session.add(agent)


async def claimable(session: AsyncSession, *, now: datetime, limit: int) -> list[Agent]:
    """Agents with work (a provisioning step, or a prompt to push) that no live claim holds, locked, oldest
    change first; rows another replica is claiming right now are skipped."""
    found = await session.execute(
        select(Agent).where(
            or_(Agent.status == "provisioning", Agent.llm_id.is_not(None) & exists().where(
                PromptChange.location_id == Agent.location_id)),
            or_(Agent.claimed_until.is_(None), Agent.claimed_until < now))
        .order_by(Agent.updated_at).limit(limit).with_for_update(skip_locked=True, of=Agent))
    return list(found.scalars().all())


async def forget_prompt_changes(session: AsyncSession, location_id: uuid.UUID) -> None:
    await session.execute(delete(PromptChange).where(PromptChange.location_id == location_id))


async def record_prompt_change(session: AsyncSession, tenant_id: uuid.UUID) -> None:
    """Record that what the business's agents are told changed (again: each one's version moves on): every
    location's prompt lists the others. A business without an agent has nothing to record."""
    # Reading the agent takes no lock: the worker claims agents with SKIP LOCKED and must never skip one for this.
    recorded = upsert(PromptChange).from_select(
        ["location_id", "tenant_id"], select(Agent.location_id, Agent.tenant_id).where(Agent.tenant_id == tenant_id))
    await session.execute(recorded.on_conflict_do_update(
        index_elements=[PromptChange.location_id], set_={"version": PromptChange.version + 1}))


async def prompt_change_version(session: AsyncSession, location_id: uuid.UUID) -> int | None:
    """The version of the location's recorded change; None when nothing is waiting to be pushed."""
    return await session.scalar(select(PromptChange.version).where(PromptChange.location_id == location_id))


async def forget_prompt_change(session: AsyncSession, location_id: uuid.UUID, version: int) -> None:
    """Forget the change once what was read at `version` is pushed; a change recorded since stays to be pushed."""
    await session.execute(delete(PromptChange).where(PromptChange.location_id == location_id,
                                                     PromptChange.version == version))


async def prompt_change_pending(session: AsyncSession, location_id: uuid.UUID) -> bool:
    return await session.get(PromptChange, location_id) is not None


async def locked_setup(session: AsyncSession, location_id: uuid.UUID) -> Setup | None:
    return await session.get(Setup, location_id, with_for_update=True)


async def agent_answering(session: AsyncSession, agent_id: str) -> Agent | None:
    """The agent with this id at its provider."""
    return (await session.execute(select(Agent).where(Agent.agent_id == agent_id))).scalar()


# Built once: every function call and call event of every call asks one of them.
# The line's time zone comes with it (a function says "today" in it): the business's own for its first location
# (whose id is the tenant's), else the location's; None when that row is missing.
# On the tables, not the mapped classes: every function call asks it, and the ORM's handling of a plain select of
# columns costs more than the read.
_AGENTS, _PROFILES, _LOCATIONS = Agent.__table__, TenantProfile.__table__, Location.__table__
_ZONE = case(
    (_AGENTS.c.location_id == _AGENTS.c.tenant_id,
     select(_PROFILES.c.timezone).where(_PROFILES.c.tenant_id == _AGENTS.c.tenant_id).scalar_subquery()),
    else_=select(_LOCATIONS.c.timezone).where(_LOCATIONS.c.tenant_id == _AGENTS.c.tenant_id,
                                              _LOCATIONS.c.location_id == _AGENTS.c.location_id).scalar_subquery())
_LINE_OF_AGENT = select(_AGENTS.c.tenant_id, _AGENTS.c.location_id, _ZONE.label("zone")).where(
    _AGENTS.c.agent_id == bindparam("agent"))
_LINE_OF_NUMBER = select(_AGENTS.c.tenant_id, _AGENTS.c.location_id, _ZONE.label("zone")).where(
    _AGENTS.c.phone_number == bindparam("number"))

Line = tuple[uuid.UUID, uuid.UUID, str | None]


async def line_of_agent(session: AsyncSession, agent_id: str) -> Line | None:
    """The tenant and location whose agent this is, and the location's time zone."""
    row = (await session.execute(_LINE_OF_AGENT, {"agent": agent_id})).first()
    return (row.tenant_id, row.location_id, row.zone) if row else None


async def line_of_number(session: AsyncSession, phone_number: str) -> Line | None:
    """The tenant and location whose agent answers this number, and the location's time zone."""
    row = (await session.execute(_LINE_OF_NUMBER, {"number": phone_number})).first()
    return (row.tenant_id, row.location_id, row.zone) if row else None


async def waiting_to_text(session: AsyncSession, *, checked_before: datetime) -> list[Agent]:
    """Agents whose number's texting registration is pending, not checked since `checked_before`."""
    found = await session.scalars(select(Agent).where(
        Agent.texting == "pending", Agent.phone_number.is_not(None),
        or_(Agent.texting_checked_at.is_(None), Agent.texting_checked_at < checked_before)))
    return list(found)


async def numbers_in_use(session: AsyncSession) -> set[str]:
    found = await session.execute(select(Agent.phone_number).where(Agent.phone_number.is_not(None)))
    return {number for number in found.scalars() if number is not None}

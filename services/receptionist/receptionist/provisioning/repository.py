"""The saga's SQL: agents (locked while a step's result is stored) and the prompt changes waiting to be pushed."""

import uuid
from datetime import datetime

from sqlalchemy import delete, exists, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from receptionist.models import Agent, PromptChange


async def agent(session: AsyncSession, tenant_id: uuid.UUID) -> Agent | None:
    return await session.get(Agent, tenant_id)


async def locked_agent(session: AsyncSession, tenant_id: uuid.UUID, *, reload: bool = False) -> Agent | None:
    """The agent's row, locked for this transaction; `reload`: read again even if the session holds it."""
    return await session.get(Agent, tenant_id, with_for_update=True, populate_existing=reload)


def add_agent(session: AsyncSession, agent: Agent) -> None:
    session.add(agent)


async def claimable(session: AsyncSession, *, now: datetime, limit: int) -> list[Agent]:
    """Agents with work (a provisioning step, or a prompt to push) that no live claim holds, locked, oldest
    change first; rows another replica is claiming right now are skipped."""
    found = await session.execute(
        select(Agent).where(
            or_(Agent.status == "provisioning", Agent.llm_id.is_not(None) & exists().where(
                PromptChange.tenant_id == Agent.tenant_id)),
            or_(Agent.claimed_until.is_(None), Agent.claimed_until < now))
        .order_by(Agent.updated_at).limit(limit).with_for_update(skip_locked=True, of=Agent))
    return list(found.scalars().all())


async def forget_prompt_changes(session: AsyncSession, tenant_id: uuid.UUID) -> None:
    await session.execute(delete(PromptChange).where(PromptChange.tenant_id == tenant_id))

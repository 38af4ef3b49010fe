"""Every SQL statement of the salon's registration for texting: the registration, the salon's profile it starts
from, and the salon's numbers."""

import uuid
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from receptionist.models import Agent, Location, TenantProfile, TextingRegistration


async def registration(session: AsyncSession, tenant_id: uuid.UUID, *,
                       lock: bool = False) -> TextingRegistration | None:
    query = select(TextingRegistration).where(TextingRegistration.tenant_id == tenant_id)
    return await session.scalar(query.with_for_update() if lock else query)


def add(session: AsyncSession, row: TextingRegistration) -> TextingRegistration:
    session.add(row)
    return row


async def due(session: AsyncSession, *, checked_before: datetime) -> list[uuid.UUID]:
    """The salons whose registration is in review and was not asked about since `checked_before`."""
    found = await session.scalars(select(TextingRegistration.tenant_id).where(
        TextingRegistration.status == "in_review",
        or_(TextingRegistration.checked_at.is_(None), TextingRegistration.checked_at < checked_before)))
    return list(found)


async def profile(session: AsyncSession, tenant_id: uuid.UUID) -> TenantProfile | None:
    return await session.get(TenantProfile, tenant_id)


@dataclass(frozen=True)
class SalonNumber:
    agent: Agent
    location_name: str


async def numbers(session: AsyncSession, tenant_id: uuid.UUID) -> list[SalonNumber]:
    """The salon's locations that have a number, in the order the owner keeps the locations."""
    found = await session.execute(
        select(Agent, Location.name).outerjoin(Location, (Location.tenant_id == Agent.tenant_id)
                                               & (Location.location_id == Agent.location_id))
        .where(Agent.tenant_id == tenant_id, Agent.phone_number.is_not(None))
        .order_by(Location.position, Agent.created_at))
    return [SalonNumber(agent, name or "") for agent, name in found.all()]


async def ask_again_about_numbers(session: AsyncSession, tenant_id: uuid.UUID) -> None:
    """New details: each number still waiting is asked about at the next round (a toll-free one turned down is
    sent for review again with them), its last problem no longer shown."""
    for agent in await session.scalars(select(Agent).where(Agent.tenant_id == tenant_id,
                                                           Agent.texting == "pending").with_for_update()):
        agent.texting_problem, agent.texting_checked_at = "", None

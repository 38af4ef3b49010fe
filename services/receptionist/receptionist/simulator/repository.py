"""The simulated line's SQL: its calls and recordings, and the voice provider's numbers, agents and LLMs it plays."""

import uuid
from datetime import datetime

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from receptionist.models import Agent, SimulatedCall, TenantProfile, VoiceAgent, VoiceLlm, VoiceNumber


async def voice_agent_at(session: AsyncSession, number: str) -> tuple[VoiceAgent, VoiceLlm] | None:
    """The provider's agent the number is bound to, with its LLM; None when nothing answers there."""
    bound = await session.get(VoiceNumber, number)
    agent = await session.get(VoiceAgent, bound.agent_id) if bound and bound.agent_id else None
    llm = await session.get(VoiceLlm, agent.llm_id) if agent else None
    return (agent, llm) if agent is not None and llm is not None else None


async def number_answered(session: AsyncSession, number: str) -> bool:
    """An agent answers at the number."""
    return bool((await session.execute(select(VoiceNumber.agent_id).where(VoiceNumber.number == number))).scalar())


async def salon_of(session: AsyncSession, agent_id: str) -> uuid.UUID | None:
    return (await session.execute(select(Agent.tenant_id).where(Agent.agent_id == agent_id))).scalar()


async def salons_agent(session: AsyncSession, location_id: uuid.UUID) -> Agent | None:
    """A location's agent (the first location's id is the tenant's)."""
    return await session.get(Agent, location_id)


async def agent_answering(session: AsyncSession, agent_id: str) -> Agent | None:
    return (await session.execute(select(Agent).where(Agent.agent_id == agent_id))).scalar()


async def tenant_profile(session: AsyncSession, tenant_id: uuid.UUID) -> TenantProfile | None:
    return await session.get(TenantProfile, tenant_id)


def add_call(session: AsyncSession, call: SimulatedCall) -> None:
    session.add(call)


async def call(session: AsyncSession, call_id: str, *, lock: bool = False) -> SimulatedCall | None:
    query = select(SimulatedCall).where(SimulatedCall.call_id == call_id)
    return (await session.execute(query.with_for_update() if lock else query)).scalar()


async def idle_calls(session: AsyncSession, *, silent_since: datetime) -> list[str]:
    """Ids of the ongoing calls nobody has spoken on since `silent_since`."""
    return list((await session.execute(select(SimulatedCall.call_id).where(
        SimulatedCall.status == "ongoing", SimulatedCall.last_turn_at < silent_since))).scalars())


async def recording_size(session: AsyncSession, token: str) -> tuple[int | None] | None:
    """(size in bytes, None once deleted) of the recording with this token; None when there is no such call."""
    found = (await session.execute(select(func.octet_length(SimulatedCall.recording)).where(
        SimulatedCall.recording_token == token))).first()
    return None if found is None else (found[0],)


async def recording_piece(session: AsyncSession, token: str, offset: int, length: int) -> bytes:
    """`length` bytes of the recording from `offset` (empty once it was deleted)."""
    return (await session.execute(select(func.substring(SimulatedCall.recording, offset + 1, length)).where(
        SimulatedCall.recording_token == token))).scalar() or b""

"""Every SQL statement of the local voice provider: the LLMs, agents and numbers it keeps, as Retell keeps them."""

from typing import Any

from sqlalchemy import delete, select, update
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from receptionist.models import VoiceAgent, VoiceLlm, VoiceNumber
from ringbook_common import clock


async def add_llm(session: AsyncSession, llm_id: str, *, prompt: str, begin_message: str,
                  tools: list[dict[str, Any]]) -> None:
    await session.execute(insert(VoiceLlm).values(llm_id=llm_id, prompt=prompt, begin_message=begin_message,
                                                  tools=tools))


async def save_llm(session: AsyncSession, llm_id: str, *, prompt: str, begin_message: str,
                   tools: list[dict[str, Any]]) -> None:
    values = {"prompt": prompt, "begin_message": begin_message, "tools": tools}
    await session.execute(insert(VoiceLlm).values(llm_id=llm_id, **values).on_conflict_do_update(
        index_elements=["llm_id"], set_={**values, "updated_at": clock.now()}))


async def add_agent(session: AsyncSession, agent_id: str, *, llm_id: str, name: str, voice: str,
                    languages: list[str], webhook_url: str) -> None:
    await session.execute(insert(VoiceAgent).values(agent_id=agent_id, llm_id=llm_id, name=name, voice=voice,
                                                    languages=languages, webhook_url=webhook_url))


async def update_agent(session: AsyncSession, agent_id: str, **values: Any) -> None:
    await session.execute(update(VoiceAgent).where(VoiceAgent.agent_id == agent_id).values(**values))


async def numbers(session: AsyncSession) -> set[str]:
    return set((await session.execute(select(VoiceNumber.number))).scalars())


async def add_number(session: AsyncSession, number: str, *, agent_id: str | None) -> None:
    """The number, unless it is kept already."""
    await session.execute(insert(VoiceNumber).values(number=number, agent_id=agent_id).on_conflict_do_nothing())


async def bind_number(session: AsyncSession, number: str, *, agent_id: str) -> None:
    await session.execute(insert(VoiceNumber).values(number=number, agent_id=agent_id).on_conflict_do_update(
        index_elements=["number"], set_={"agent_id": agent_id}))


async def remove_number(session: AsyncSession, number: str) -> None:
    await session.execute(delete(VoiceNumber).where(VoiceNumber.number == number))

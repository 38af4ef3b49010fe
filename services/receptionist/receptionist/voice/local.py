"""The local voice provider (the default: no keys, no network). Ids look like Retell's; numbers come from the
fictional 555-0100 to 555-0199 of the area code asked for (+1 800 555 01xx when toll-free), one per agent; creating
the LLM with the salon's prompt, buying the number and linking a number bought before its agent each pause
`local_step_seconds`, as a provider's calls take time, so the portal's overlay is exercised for real.

Like Retell, it keeps what it was given — the LLM's prompt and tools, the agent's voice and webhook, which agent
a number reaches — so its simulated calls (`receptionist.simulator`) play the agent the saga built."""

import asyncio
import secrets
from collections.abc import Awaitable, Callable

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from receptionist.voice import repository
from receptionist.voice.ports import PhoneNumber, ResponseEngine, VoiceProviderError, pretty_number

FIRST, LAST = 100, 199
TOLL_FREE = "800"


def _locales(language: str | list[str]) -> list[str]:
    """What a simulated call's conversation reads: always a list of locales ("en-US", "fr-FR", ...)."""
    return [language] if isinstance(language, str) else list(language)


def local_number(index: int, area_code: str = "800") -> str:
    return f"+1{area_code}555{index:04d}"


class LocalProvider:
    name = "local"

    def __init__(self, *, step_seconds: float, numbers_in_use: Callable[[], Awaitable[set[str]]],
                 sessionmaker: async_sessionmaker[AsyncSession] | None = None) -> None:
        self.step_seconds = step_seconds
        self.numbers_in_use = numbers_in_use
        self.sessionmaker = sessionmaker

    async def _pause(self) -> None:
        if self.step_seconds > 0:
            await asyncio.sleep(self.step_seconds)

    async def _keep(self, write: Callable[[AsyncSession], Awaitable[None]]) -> None:
        """Keep what the provider was given (a provider without a database keeps nothing)."""
        if self.sessionmaker is None:
            return
        async with self.sessionmaker() as session, session.begin():
            await write(session)

    async def create_llm(self, *, prompt: str, begin_message: str, tools: list[dict]) -> str:
        await self._pause()
        llm_id = f"llm_local_{secrets.token_hex(12)}"
        await self._keep(lambda session: repository.add_llm(session, llm_id, prompt=prompt,
                                                            begin_message=begin_message, tools=tools))
        return llm_id

    async def update_llm(self, llm_id: str, *, prompt: str, begin_message: str, tools: list[dict]) -> None:
        if not llm_id.startswith("llm_local_"):
            raise VoiceProviderError(f"The local provider has no LLM {llm_id}")
        await self._keep(lambda session: repository.save_llm(session, llm_id, prompt=prompt,
                                                             begin_message=begin_message, tools=tools))

    async def create_agent(self, *, engine: ResponseEngine, voice: str, language: str | list[str],
                           webhook_url: str, name: str) -> str:
        # The simulated line plays the salon's engine choice itself (receptionist.simulator): the agent keeps its
        # LLM either way, as Retell's does.
        agent_id = f"agent_local_{secrets.token_hex(12)}"
        await self._keep(lambda session: repository.add_agent(
            session, agent_id, llm_id=engine.llm_id, name=name, voice=voice, languages=_locales(language),
            webhook_url=webhook_url))
        return agent_id

    async def update_agent_engine(self, agent_id: str, engine: ResponseEngine) -> None:
        if not agent_id.startswith("agent_local_"):
            raise VoiceProviderError(f"The local provider has no agent {agent_id}")
        await self._keep(lambda session: repository.update_agent(session, agent_id, llm_id=engine.llm_id))

    async def update_agent_language(self, agent_id: str, language: str | list[str]) -> None:
        if not agent_id.startswith("agent_local_"):
            raise VoiceProviderError(f"The local provider has no agent {agent_id}")
        await self._keep(lambda session: repository.update_agent(session, agent_id, languages=_locales(language)))

    async def update_agent_voice(self, agent_id: str, voice: str) -> None:
        if not agent_id.startswith("agent_local_"):
            raise VoiceProviderError(f"The local provider has no agent {agent_id}")
        await self._keep(lambda session: repository.update_agent(session, agent_id, voice=voice))

    async def buy_number(self, *, area_code: str | None = None, toll_free: bool = False,
                         agent_id: str | None = None) -> PhoneNumber:
        await self._pause()
        used = await self.numbers_in_use()
        if self.sessionmaker is not None:
            async with self.sessionmaker() as session:
                used |= await repository.numbers(session)
        prefix = TOLL_FREE if toll_free or not area_code else area_code
        for index in range(FIRST, LAST + 1):
            if (number := local_number(index, prefix)) not in used:
                await self._keep(lambda session: repository.add_number(session, number, agent_id=agent_id))
                # The local line takes texts as well (the simulator, `make text`): its numbers text at once.
                return PhoneNumber(number, pretty_number(number), bound=bool(agent_id), texting="own")
        raise VoiceProviderError(f"The local provider has no numbers left in +1 {prefix} 555 0100-0199",
                                 unavailable=prefix != TOLL_FREE)

    async def release_number(self, number: str) -> None:
        await self._keep(lambda session: repository.remove_number(session, number))

    async def bind_number(self, number: str, agent_id: str) -> None:
        await self._pause()
        await self._keep(lambda session: repository.bind_number(session, number, agent_id=agent_id))

    async def get_call(self, call_id: str) -> dict | None:
        """None: the local provider's calls are played on the simulated line, never over a socket."""
        return None

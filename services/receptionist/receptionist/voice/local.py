"""The local voice provider (the default: no keys, no network). Ids look like Retell's, numbers come from the
fictional +1 800 555 0100-0199 range (one per agent), and the three steps the overlays show (the LLM with the
salon's prompt, the number, linking it) each pause `local_step_seconds`, so the portal's 10-15 s overlay is
exercised for real (3 x 4 s by default)."""

import asyncio
import secrets
from collections.abc import Awaitable, Callable

from receptionist.voice.ports import PhoneNumber, VoiceProviderError, pretty_number

FIRST, LAST = 100, 199


def local_number(index: int) -> str:
    return f"+1800555{index:04d}"


class LocalProvider:
    name = "local"

    def __init__(self, *, step_seconds: float, numbers_in_use: Callable[[], Awaitable[set[str]]]) -> None:
        self.step_seconds = step_seconds
        self.numbers_in_use = numbers_in_use

    async def _pause(self) -> None:
        if self.step_seconds > 0:
            await asyncio.sleep(self.step_seconds)

    async def create_llm(self, *, prompt: str, begin_message: str, tools: list[dict]) -> str:
        await self._pause()
        return f"llm_local_{secrets.token_hex(12)}"

    async def update_llm(self, llm_id: str, *, prompt: str, begin_message: str, tools: list[dict]) -> None:
        if not llm_id.startswith("llm_local_"):
            raise VoiceProviderError(f"The local provider has no LLM {llm_id}")

    async def create_agent(self, *, llm_id: str, voice: str, language: str | list[str], webhook_url: str,
                           name: str) -> str:
        return f"agent_local_{secrets.token_hex(12)}"

    async def buy_number(self, *, area_code: str | None = None, toll_free: bool = False) -> PhoneNumber:
        await self._pause()
        used = await self.numbers_in_use()
        for index in range(FIRST, LAST + 1):
            if (number := local_number(index)) not in used:
                return PhoneNumber(number, pretty_number(number))
        raise VoiceProviderError("The local provider has no numbers left in +1 800 555 0100-0199")

    async def bind_number(self, number: str, agent_id: str) -> None:
        await self._pause()

"""The voice provider as provisioning sees it: an LLM with the salon's prompt and tools, an agent speaking with
it, and a phone number bound to that agent (providers.md §1)."""

from dataclasses import dataclass
from typing import Protocol

from ringbook_common import phones


class VoiceProviderError(Exception):
    """A provider call that failed; `message` is the provider's own words, shown to operators as the reason."""

    def __init__(self, message: str, *, status: int | None = None, unavailable: bool = False) -> None:
        self.message = message
        self.status = status
        self.unavailable = unavailable
        super().__init__(message)

    @property
    def refused(self) -> bool:
        """The provider refused what was sent, in its own words: a 4xx that is not about our key, our balance or
        its rate limit."""
        return self.status is not None and 400 <= self.status < 500 and self.status not in (401, 402, 403, 429)


@dataclass(frozen=True)
class ResponseEngine:
    """What writes the agent's words: the provider's LLM reading the prompt (`llm_id`), or, with `websocket_url`,
    our conversation engine answering each turn over that socket (Retell's custom LLM)."""

    llm_id: str
    websocket_url: str | None = None


@dataclass(frozen=True)
class PhoneNumber:
    number: str  # E.164
    pretty: str  # as people write it, e.g. "(800) 555-0100"
    bound: bool = False  # answered by the agent named when it was bought
    # Whether clients can be texted from it: own (it texts), pending (its registration for texting is not approved
    # yet) or shared (it takes calls only, and texts go from the shared sender).
    texting: str = "shared"


class VoiceProvider(Protocol):
    name: str

    async def create_llm(self, *, prompt: str, begin_message: str, tools: list[dict]) -> str:
        """The new LLM's id."""

    async def update_llm(self, llm_id: str, *, prompt: str, begin_message: str, tools: list[dict]) -> None: ...

    async def create_agent(self, *, engine: ResponseEngine, voice: str, language: str | list[str],
                           webhook_url: str, name: str) -> str:
        """The new agent's id; `voice` is the salon's choice ("male" or "female"); `language` a locale, or the
        locales of a multilingual agent."""

    async def update_agent_engine(self, agent_id: str, engine: ResponseEngine) -> None:
        """Switch what writes the agent's words (its calls from now on)."""

    async def update_agent_language(self, agent_id: str, language: str | list[str]) -> None:
        """The languages the agent hears and speaks, as `create_agent` takes them."""

    async def update_agent_voice(self, agent_id: str, voice: str) -> None:
        """The voice the agent speaks with, as `create_agent` takes it ("male" or "female")."""

    async def buy_number(self, *, area_code: str | None = None, toll_free: bool = False,
                         agent_id: str | None = None) -> PhoneNumber:
        """A new number in `area_code` (or toll-free), answered by `agent_id` from the start when given.
        VoiceProviderError with `unavailable` set when the provider has no number in that area code."""

    async def release_number(self, number: str) -> None:
        """Give the number back: it no longer reaches the salon. A number the provider no longer has is released."""

    async def bind_number(self, number: str, agent_id: str) -> None:
        """Route the number's inbound calls to the agent (`inbound_agents`, weight 1)."""

    async def get_call(self, call_id: str) -> dict | None:
        """The provider's call object (`call_id`, `agent_id`, `from_number`, `to_number`, ...), or None when it
        has no such call."""


def pretty_number(number: str) -> str:
    """`+18005550100` -> `(800) 555-0100` (our numbers are North American); what cannot be read is as given."""
    return phones.display(number, phones.DEFAULT_COUNTRY)

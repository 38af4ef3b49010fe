"""The frames of the provider's custom-LLM socket (providers.md §5.3, §5.4): what the provider sends, told apart
by `interaction_type`, and what we send, by `response_type`. Each is one JSON object in a text frame."""

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

# ---- the provider -> us ------------------------------------------------------------------------------------


class Utterance(BaseModel):
    """One item of the transcript: the agent's words or the caller's (any role but "agent" is the caller's)."""

    model_config = ConfigDict(extra="ignore")

    role: str
    content: str = ""

    @property
    def by_agent(self) -> bool:
        return self.role == "agent"


class Heard(BaseModel):
    model_config = ConfigDict(extra="ignore")


class PingPong(Heard):
    interaction_type: Literal["ping_pong"]
    timestamp: int


class CallDetails(Heard):
    interaction_type: Literal["call_details"]
    call: dict = Field(default_factory=dict)


class UpdateOnly(Heard):
    interaction_type: Literal["update_only"]
    transcript: list[Utterance] = Field(default_factory=list)
    turntaking: str | None = None


class ResponseRequired(Heard):
    """The provider wants the agent to speak: answer with frames of this `response_id`."""

    interaction_type: Literal["response_required"]
    response_id: int
    transcript: list[Utterance] = Field(default_factory=list)


class ReminderRequired(Heard):
    """The caller has been silent since the agent spoke: answered like a response, but nothing new was said."""

    interaction_type: Literal["reminder_required"]
    response_id: int
    transcript: list[Utterance] = Field(default_factory=list)


Inbound = Annotated[PingPong | CallDetails | UpdateOnly | ResponseRequired | ReminderRequired,
                    Field(discriminator="interaction_type")]
_INBOUND: TypeAdapter[Inbound] = TypeAdapter(Inbound)


def parse(raw: str | bytes) -> Inbound | None:
    """The frame, or None for one we cannot read (not JSON, an unknown `interaction_type`, missing fields)."""
    try:
        return _INBOUND.validate_json(raw)
    except (ValidationError, ValueError):
        return None


# ---- us -> the provider ------------------------------------------------------------------------------------


class Sent(BaseModel):
    def frame(self) -> str:
        return self.model_dump_json(exclude_none=True)


class Settings(BaseModel):
    auto_reconnect: bool = True
    call_details: bool = True
    transcript_with_tool_calls: bool = False


class Config(Sent):
    response_type: Literal["config"] = "config"
    config: Settings = Field(default_factory=Settings)


class Response(Sent):
    """Words of the answer to `response_id`; the last frame has `content_complete` and any action."""

    response_type: Literal["response"] = "response"
    response_id: int
    content: str
    content_complete: bool
    no_interruption_allowed: bool | None = None
    end_call: bool | None = None
    transfer_number: str | None = None


class Pong(Sent):
    response_type: Literal["ping_pong"] = "ping_pong"
    timestamp: int


class ToolCallInvocation(Sent):
    response_type: Literal["tool_call_invocation"] = "tool_call_invocation"
    tool_call_id: str
    name: str
    arguments: str  # a JSON object, as text


class ToolCallResult(Sent):
    response_type: Literal["tool_call_result"] = "tool_call_result"
    tool_call_id: str
    content: str
    successful: bool | None = None

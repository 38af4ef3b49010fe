"""A call on the simulated line as the owner's and the operator's test-call screens show it."""

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field


class SpokenTurn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    role: Literal["agent", "user"]
    text: str


class ToolTurn(BaseModel):
    """The agent called one of its functions."""

    model_config = ConfigDict(extra="forbid")

    role: Literal["tool"]
    name: str
    ok: bool
    failed: bool


class TransferTurn(BaseModel):
    """The agent put the caller through to the front desk (or tried to)."""

    model_config = ConfigDict(extra="forbid")

    role: Literal["transfer"]
    to: str | None
    ok: bool


CallTurn = Annotated[SpokenTurn | ToolTurn | TransferTurn, Field(discriminator="role")]


# Who or what ended a call: the caller, the receptionist, a long silence, the time limit, or a transfer.
EndedReason = Literal["user_hangup", "agent_hangup", "inactivity", "max_duration_reached", "call_transfer"]


class SimulatedCallView(BaseModel):
    model_config = ConfigDict(extra="forbid")

    callId: str
    toNumber: str
    fromNumber: str
    status: Literal["ongoing", "ended"]
    language: str
    turns: list[CallTurn]
    endedReason: EndedReason | None
    transferredTo: str | None
    recordingUrl: str | None = Field(description="Once the call has ended")
    durationSeconds: int | None = Field(description="Once the call has ended")

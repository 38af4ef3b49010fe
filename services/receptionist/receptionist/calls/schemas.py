"""The owner's call log and call-backs, and the recordings' retention."""

from typing import Annotated

from pydantic import AfterValidator, BaseModel, ConfigDict, Field

from receptionist.calls import retention


class LoggedCall(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str
    phoneNumber: str
    notes: str
    timestamp: str | None
    duration: int = Field(description="Seconds")
    outcome: str | None = Field(description=(
        "booked, rescheduled (an appointment was moved), cancelled, transferred, missed, message (a call-back was "
        "filed), not_booked (an appointment was wanted and none made) or inquiry; null while the call is in "
        "progress"))
    transcript: str
    recordingUrl: str
    recordingExpired: bool = Field(description="Deleted after the days you keep recordings")
    summary: str
    sentiment: str
    appointmentId: str | None
    inProgress: bool
    locationId: str = Field(description="The location whose number was dialled")


class CallLog(BaseModel):
    model_config = ConfigDict(extra="forbid")

    calls: list[LoggedCall]
    nextBefore: str | None = Field(description="Pass as `before` for the next page (null on the last)")


class CallbackRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str
    name: str
    phone: str
    reason: str
    urgency: str
    bestTime: str
    done: bool
    doneAt: str | None
    createdAt: str | None
    callId: str | None
    language: str
    kind: str = Field(description="callback, or late for a caller running late")
    locationId: str = Field(description="The location whose number the caller dialled")


class Callbacks(BaseModel):
    model_config = ConfigDict(extra="forbid")

    callbacks: list[CallbackRequest]


class CallbackUpdate(BaseModel):
    model_config = ConfigDict(extra="forbid")

    done: bool


def _days_kept(days: int) -> int:
    if not retention.SHORTEST_DAYS <= days <= retention.LONGEST_DAYS:
        raise ValueError(f"Keep recordings between {retention.SHORTEST_DAYS} and {retention.LONGEST_DAYS} days")
    return days


class RecordingRetention(BaseModel):
    model_config = ConfigDict(extra="forbid")

    days: Annotated[int, Field(strict=True, json_schema_extra={
        "minimum": retention.SHORTEST_DAYS, "maximum": retention.LONGEST_DAYS}), AfterValidator(_days_kept)]

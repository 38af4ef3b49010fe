"""The owner's inbox: a location's text threads, one thread's texts, and a reply written by hand."""

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from ringbook_common import bounded
from ringbook_common.messaging.twilio import MAX_BODY

Author = Literal["client", "agent", "owner"]


class LastText(BaseModel):
    model_config = ConfigDict(extra="forbid")

    body: str
    by: Author
    at: str


class ThreadSummary(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str
    locationId: str
    phone: str = Field(description="The client's number (E.164)")
    clientName: str = Field(default="", description="The name the client gave the agent by text; empty until then")
    lastMessage: LastText | None
    lastActivityAt: str
    answeredBy: Literal["agent", "owner"] = Field(description="owner from taking over until handing back")
    takenOverAt: str | None
    returnedAt: str | None = Field(description="When it last went back to the agent after a day idle")
    unread: int = Field(description="Texts from the client since the owner last opened the thread")
    optedOut: bool = Field(description="The client texted STOP to this location: no text may go to them")


class Threads(BaseModel):
    model_config = ConfigDict(extra="forbid")

    threads: list[ThreadSummary]


class ThreadText(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str
    by: Author
    body: str
    at: str


class ThreadDetail(BaseModel):
    model_config = ConfigDict(extra="forbid")

    thread: ThreadSummary
    messages: list[ThreadText] = Field(description="Oldest first (the latest 200)")


class OwnerReply(BaseModel):
    model_config = ConfigDict(extra="forbid")

    body: Annotated[str, bounded.text(label="Reply", max_length=MAX_BODY, required="Write a reply to send",
                                      multiline=True)] = ""

"""The steps the policy chooses between: a function to run, or something to say and wait for the caller."""

from dataclasses import dataclass, field
from typing import Any

from receptionist.conversation.state import Awaiting, Item


@dataclass(frozen=True)
class Learn:
    """Ask the salon's facts (get_business_info)."""


@dataclass(frozen=True)
class Lookup:
    """List the caller's upcoming appointments (found by the number they call from)."""


@dataclass(frozen=True)
class Check:
    item: Item


@dataclass(frozen=True)
class Act:
    """Book, move or cancel the confirmed items."""

    items: tuple[Item, ...]


@dataclass(frozen=True)
class FileMessage:
    """A call-back or a late notice for the salon."""


@dataclass(frozen=True)
class Transfer:
    """Hand the call to the front desk."""


@dataclass(frozen=True)
class JoinWaitlist:
    """Add the client to the waitlist for what the item asked (nothing was free); `asked` says it."""

    item: Item
    asked: str


@dataclass(frozen=True)
class Say:
    key: str
    values: dict[str, Any] = field(default_factory=dict)
    awaiting: Awaiting = Awaiting.NOTHING
    hang_up: bool = False


Step = Learn | Lookup | Check | Act | FileMessage | Transfer | JoinWaitlist | Say

"""A transfer to a person on the simulated line, as Retell makes one with the agent's `transfer_call` tool
(a cold transfer to the salon's front-desk number).

Who answers: the simulated line rings only what it can reach. A number in the fictional range 555-0100..0199
(any area code) is one of its own phones: it answers when one of its agents is bound to it, and otherwise rings
unanswered, so the transfer fails as Retell's does when nobody picks up (the caller stays with the agent). Any
other number is a real phone the line hands the call to, so the transfer connects. A salon tests a failed
transfer by setting a fictional front-desk number such as (212) 555-0123.

What the agent reads back: `{"ok": true, "transferred_to": "<E.164>"}`, after which the call ends with Retell's
disconnection reason `call_transfer`; or `{"ok": false, "result": "..."}` when the salon has no front-desk number
or nobody answered, and the call goes on."""

import re
from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from receptionist.simulator import repository

TOOL = "transfer_call"
REASON = "call_transfer"
_FICTIONAL = re.compile(r"\+1\d{3}55501\d{2}")


@dataclass(frozen=True)
class Transfer:
    number: str
    connected: bool

    def answer(self) -> dict:
        if self.connected:
            return {"ok": True, "transferred_to": self.number}
        return {"ok": False, "result": f"Nobody answered at the front desk ({self.number}). Take a message for a "
                                       "call-back instead."}

    def turn(self) -> dict:
        return {"role": "transfer", "to": self.number, "ok": self.connected}


NO_NUMBER = {"ok": False, "result": "This salon has no front-desk number to transfer to. Take a message for a "
                                    "call-back instead."}


def destination(tools: list[dict]) -> str:
    """The number the agent's transfer tool hands calls to ("" when the agent has none)."""
    for tool in tools or []:
        if tool.get("type") == TOOL:
            number = (tool.get("transfer_destination") or {}).get("number")
            return number if isinstance(number, str) else ""
    return ""


async def ring(session: AsyncSession, number: str) -> Transfer:
    if not _FICTIONAL.fullmatch(number):
        return Transfer(number, True)
    return Transfer(number, await repository.number_answered(session, number))


def transferred_to(turns: list[dict]) -> str | None:
    """The number the call was handed to, if a transfer connected."""
    return next((turn["to"] for turn in turns if turn.get("role") == "transfer" and turn.get("ok")), None)

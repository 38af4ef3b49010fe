"""The owner hears by e-mail what a weeks-long review decided: a number that texts now, or a registration (or a
toll-free number's verification) turned down, with the reason and where to correct it."""

import uuid
from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from receptionist.salon import profile as salon_profile
from receptionist.salon.owner import owner_email
from receptionist.voice.ports import pretty_number
from ringbook_common.bus.connection import Bus
from ringbook_common.messaging.plain import plain
from ringbook_common.messaging.ports import Email


@dataclass(frozen=True)
class Decided:
    tenant_id: uuid.UUID
    number: str = ""  # the number the decision is about (E.164); empty: the salon's registration
    reason: str = ""  # why it was turned down; empty: approved


def _words(decided: Decided, salon: str) -> tuple[str, str]:
    number = pretty_number(decided.number) if decided.number else ""
    if not decided.reason:
        return ("Your number texts now",
                f"Carriers approved {number} for texting. Clients of {salon} get their confirmations and reminders "
                "from it from now on, and their replies reach your Inbox as before.")
    turned_down = f"the toll-free number {number}" if number else f"{salon}'s registration for texting"
    return ("Carriers turned down your texting registration",
            f"Carriers turned down {turned_down}. The reason they gave:\n\n{plain(decided.reason, limit=500)}\n\n"
            "Please correct your business details under Settings, Texting from your number, and send them again. "
            "Until then your texts go from Ringbook's shared number, and replies still reach your Inbox.")


async def notice(session: AsyncSession, bus: Bus, decided: Decided, *, timeout: float) -> Email | None:
    """The e-mail telling the owner; None when no address is known."""
    business = await salon_profile.load(session, decided.tenant_id)
    email = await owner_email(session, bus, business, decided.tenant_id, timeout=timeout)
    if not email:
        return None
    subject, body = _words(decided, plain(business.name, limit=80) or "your salon")
    return Email(to=email, subject=subject, body=body)

"""A text to a location's number, or a reply to the shared sender (the location that texted the client last from
it): stored in its thread (once, however often the provider delivers it), then read for what it asks.

- An opt-out word opts the number out of texts from that location (`receptionist.text_opted_out`), an opt-in word
  back in (`receptionist.text_opted_in`); Twilio answers both itself, so we say nothing.
- HELP names the salon and its number and says how to stop.
- Anything else is conversation: `receptionist.text_received`, and a turn of the conversation engine on the text
  channel (texts.conversation), answered once the text is stored; but while the owner has taken the thread over
  (the inbox), the text waits for them and the agent stays silent.
- A number opted out of the location hears nothing back, whatever it texts (but an opt-in word).
"""

import logging
import uuid
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from receptionist.inbox import repository as inbox
from receptionist.provisioning import repository as lines
from receptionist.texts import keywords, repository
from receptionist.texts.conversation import Turn
from receptionist.texts.keywords import Keyword
from receptionist.texts.schemas import NO_REPLY, InboundText, Reply
from ringbook.receptionist.v1 import events_pb2 as events
from ringbook_common import phones
from ringbook_common.bus.outbox import publish

logger = logging.getLogger("ringbook.receptionist.texts")


@dataclass(frozen=True)
class Reached:
    """The business and location a text is for."""

    tenant_id: uuid.UUID
    location_id: uuid.UUID


async def reached(session: AsyncSession, text: InboundText, *, shared_sender: str = "") -> Reached | None:
    """The location whose own number the text was sent to, or for a reply to the shared sender the location that
    last texted the client from it; None when it is neither."""
    try:
        number = phones.e164(text.to_number, None)
    except phones.InvalidPhone:
        return None
    place: tuple[uuid.UUID, uuid.UUID] | None
    if number and number == shared_sender:
        try:
            place = await repository.last_texted(session, phones.e164(text.from_number, None))
        except phones.InvalidPhone:
            return None
    else:
        line = await lines.line_of_number(session, number) if number else None
        place = line[:2] if line else None
    return Reached(tenant_id=place[0], location_id=place[1]) if place else None


@dataclass(frozen=True)
class Received:
    """The answer to send back at once, and the conversation's turn to take once the text is stored."""

    reply: Reply = NO_REPLY
    turn: Turn | None = None


async def receive(session: AsyncSession, text: InboundText, *, now: datetime, shared_sender: str = "") -> Received:
    """Store the text and act on it. A text to no salon's number (nor a reply to the shared sender from a client a
    salon texted from it), and a delivery of a text already stored, change nothing and are answered with nothing."""
    to = await reached(session, text, shared_sender=shared_sender)
    if to is None:
        return Received()
    tenant_id, location_id, phone = to.tenant_id, to.location_id, text.from_number
    thread_id = await repository.thread_for(session, tenant_id=tenant_id, location_id=location_id, phone=phone)
    message_id = await repository.add_message(session, thread_id=thread_id, tenant_id=tenant_id, direction="in",
                                              body=text.body, at=now, provider_sid=text.message_sid)
    if message_id is None:
        return Received()
    await repository.touch_thread(session, thread_id, at=now)
    opted_out = await repository.opted_out(session, tenant_id=tenant_id, location_id=location_id, phone=phone)
    keyword = keywords.keyword_of(text.body)

    if keyword is Keyword.OPT_OUT:
        if not opted_out:
            await _opt(session, to, phone=phone, out=True, now=now)
        return Received()
    if keyword is Keyword.OPT_IN and (opted_out or not keywords.is_answer_when_texting(text.body)):
        if opted_out:
            await _opt(session, to, phone=phone, out=False, now=now)
        return Received()
    if opted_out:
        return Received()
    if keyword is Keyword.HELP:
        answer = await help_text(session, to, number=text.to_number)
        await repository.add_message(session, thread_id=thread_id, tenant_id=tenant_id, direction="out",
                                     body=answer, at=now)
        return Received(reply=Reply(messages=(answer,)))

    if await inbox.taken_over(session, thread_id):
        return Received()  # the owner answers this thread by hand: the agent stays silent

    received = events.TextReceived(tenant_id=str(tenant_id), location_id=str(location_id), phone=phone,
                                   body=text.body, message_id=str(message_id), thread_id=str(thread_id))
    received.received_at.FromDatetime(now)
    await publish(session, received, event_type="receptionist.text_received", tenant_id=str(tenant_id),
                  location_id=str(location_id))
    return Received(turn=Turn(tenant_id=tenant_id, location_id=location_id, thread_id=thread_id, phone=phone,
                              body=text.body, to_number=text.to_number))


async def _opt(session: AsyncSession, to: Reached, *, phone: str, out: bool, now: datetime) -> None:
    await repository.set_opted_out(session, tenant_id=to.tenant_id, location_id=to.location_id, phone=phone,
                                   opted_out=out, at=now)
    fields = {"tenant_id": str(to.tenant_id), "location_id": str(to.location_id), "phone": phone}
    event = events.TextOptedOut(**fields) if out else events.TextOptedIn(**fields)
    await publish(session, event, event_type="receptionist.text_opted_out" if out else "receptionist.text_opted_in",
                  tenant_id=str(to.tenant_id), location_id=str(to.location_id))
    logger.info("a client opted %s of texts from location %s of tenant %s", "out" if out else "back in",
                to.location_id, to.tenant_id)


async def help_text(session: AsyncSession, to: Reached, *, number: str) -> str:
    """The answer to HELP: who is texting (the location's name where the business has more than one), the number
    to call or text, and how to stop."""
    profile, location = await repository.salon(session, tenant_id=to.tenant_id, location_id=to.location_id)
    own = location.name if location and to.location_id != to.tenant_id else ""
    name = own or (profile.name if profile else "") or "Our salon"
    zone = (location.timezone if location else None) or (profile.timezone if profile else None)
    country = (profile.country if profile else None) or phones.country_of_zone(zone)
    return keywords.help_answer(name, phones.display(number, country))

"""Replies to the shared sender. A location whose number does not text yet has its texts sent from one shared
number (booking's `text_sent` with an empty `sender`); a client's reply to that number belongs to the location that
texted them last, so it opens that location's thread, and a STOP there opts out of that location only."""

import uuid
from datetime import UTC

from sqlalchemy.ext.asyncio import AsyncSession

from receptionist.texts import repository
from ringbook.booking.v1 import events_pb2 as booking
from ringbook.common.v1.envelope_pb2 import Envelope
from ringbook_common import phones
from ringbook_common.bus.envelope import unpack


async def on_text_sent(session: AsyncSession, envelope: Envelope) -> None:
    """A text from the shared sender makes its location the one the client's replies there reach (the latest text
    wins, whatever order the events arrive in); a text from a salon's own number changes nothing."""
    event = unpack(envelope, booking.TextSent)
    if event.sender:
        return
    try:
        tenant_id, location_id = uuid.UUID(event.tenant_id), uuid.UUID(event.location_id)
        phone = phones.e164(event.phone, None)
    except (ValueError, phones.InvalidPhone):
        return
    await repository.record_route(session, phone=phone, tenant_id=tenant_id, location_id=location_id,
                                  at=envelope.occurred_at.ToDatetime(tzinfo=UTC))


HANDLERS = {"booking.text_sent": on_text_sent}

"""What texting learns from other services: a tenant's creation time, an operator's limit, texts to send (to
a number, or to a staff member's own phone when booking knows it), and the numbers that opted out of a location's
texts or back in."""

import uuid
from datetime import UTC

from sqlalchemy import event as orm_event
from sqlalchemy.ext.asyncio import AsyncSession

from booking.reminders import worker
from booking.staff import repository as staff_repository
from booking.texting import queue, repository
from ringbook.admin.v1 import events_pb2 as admin
from ringbook.common.v1.envelope_pb2 import Envelope
from ringbook.receptionist.v1 import events_pb2 as receptionist
from ringbook.tenants.v1 import events_pb2 as tenants
from ringbook_common.bus.envelope import location_of, unpack
from ringbook_common.messaging.limits import OPERATOR_LIMIT_MAX


async def on_tenant_created(session: AsyncSession, envelope: Envelope) -> None:
    """Called by the catalogue's handler of the same event (one handler per event type)."""
    event = unpack(envelope, tenants.TenantCreated)
    await repository.record_created(session, uuid.UUID(event.tenant_id),
                                    created_at=envelope.occurred_at.ToDatetime(tzinfo=UTC))


async def on_text_limit_set(session: AsyncSession, envelope: Envelope) -> None:
    event = unpack(envelope, admin.TextLimitSet)
    try:
        tenant_id = uuid.UUID(event.tenant_id)
    except ValueError:
        return  # the console only sets limits of tenants it knows; anything else names no tenant of ours
    if 1 <= event.daily_limit <= OPERATOR_LIMIT_MAX:
        await repository.record_operator_limit(session, tenant_id, limit=event.daily_limit,
                                               at=envelope.occurred_at.ToDatetime(tzinfo=UTC))


async def on_text_requested(session: AsyncSession, envelope: Envelope) -> None:
    event = unpack(envelope, receptionist.TextRequested)
    try:
        tenant_id = uuid.UUID(event.tenant_id or envelope.tenant_id)
    except ValueError:
        return
    to = event.to
    if event.to_staff_id:
        member = await staff_repository.find(session, tenant_id=tenant_id, staff_id=event.to_staff_id)
        to = member.phone if member is not None and member.phone else ""
    if to:
        await queue.enqueue(session, tenant_id=tenant_id, location_id=_location(envelope, tenant_id,
                                                                                  event.location_id),
                            to=to, body=event.body, purpose=event.purpose)
        # A texter waits for the reply: the loop sends it once it is queued, not at its next round.
        orm_event.listen(session.sync_session, "after_commit", lambda _session: worker.wake(), once=True)


async def on_text_opted_out(session: AsyncSession, envelope: Envelope) -> None:
    await _record_opt(session, envelope, unpack(envelope, receptionist.TextOptedOut), opted_out=True)


async def on_text_opted_in(session: AsyncSession, envelope: Envelope) -> None:
    await _record_opt(session, envelope, unpack(envelope, receptionist.TextOptedIn), opted_out=False)


async def _record_opt(session: AsyncSession, envelope: Envelope,
                      event: receptionist.TextOptedOut | receptionist.TextOptedIn, *, opted_out: bool) -> None:
    try:
        tenant_id = uuid.UUID(event.tenant_id or envelope.tenant_id)
        location_id = uuid.UUID(event.location_id or location_of(envelope))
    except ValueError:
        return
    if event.phone.strip():
        await repository.record_opt_out(session, tenant_id=tenant_id, location_id=location_id,
                                        phone=event.phone.strip()[:queue.MAX_RECIPIENT], opted_out=opted_out,
                                        at=envelope.occurred_at.ToDatetime(tzinfo=UTC))


def _location(envelope: Envelope, tenant_id: uuid.UUID, named: str = "") -> uuid.UUID:
    try:
        return uuid.UUID(named or location_of(envelope))
    except ValueError:
        return tenant_id


async def on_agent_updated(session: AsyncSession, envelope: Envelope) -> None:
    """The location's number, and whether it may text yet (until it may, its texts go from the shared sender)."""
    event = unpack(envelope, receptionist.AgentUpdated)
    try:
        tenant_id = uuid.UUID(event.tenant_id or envelope.tenant_id)
    except ValueError:
        return
    await repository.record_sender(session, tenant_id=tenant_id, location_id=_location(envelope, tenant_id),
                                   number=event.phone_number.strip()[:queue.MAX_RECIPIENT],
                                   texting=event.texting or "shared", at=envelope.occurred_at.ToDatetime(tzinfo=UTC))


# The opt-outs and the senders are copies of the receptionist's (rebuilt from the stream like the other copies).
OPT_OUTS = {"receptionist.text_opted_out": on_text_opted_out, "receptionist.text_opted_in": on_text_opted_in,
            "receptionist.agent_updated": on_agent_updated}
HANDLERS = {"admin.text_limit_set": on_text_limit_set, "receptionist.text_requested": on_text_requested, **OPT_OUTS}

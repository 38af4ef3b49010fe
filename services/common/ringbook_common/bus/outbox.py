from google.protobuf.message import Message
from sqlalchemy.ext.asyncio import AsyncSession

from ringbook_common.bus.envelope import new_envelope, subject_for
from ringbook_common.bus.tables import outbox


async def publish(session: AsyncSession, event: Message, *, event_type: str,
                  tenant_id: str | None = None, location_id: str | None = None) -> str:
    """Record an event in the same transaction as the change it describes; the relay sends it after commit.
    `location_id`: the business's location the event is about, where it is about one."""
    envelope = new_envelope(event, event_type=event_type, tenant_id=tenant_id, location_id=location_id)
    await session.execute(outbox.insert().values(
        id=envelope.event_id, subject=subject_for(event_type), data=envelope.SerializeToString(),
    ))
    return envelope.event_id

import uuid
from enum import StrEnum

from sqlalchemy import select, update
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from leads.models import Subscriber
from ringbook_common import clock


class Change(StrEnum):
    SUBSCRIBED = "subscribed"
    RESUBSCRIBED = "resubscribed"
    ALREADY = "already subscribed"


async def subscribe(session: AsyncSession, *, email: str) -> tuple[Subscriber, Change]:
    """One row per address, even when two requests for it race."""
    inserted = await session.scalar(
        insert(Subscriber).values(id=uuid.uuid4(), email=email)
        .on_conflict_do_nothing(index_elements=["email"]).returning(Subscriber.id)
    )
    subscriber = (await session.execute(
        select(Subscriber).where(Subscriber.email == email).with_for_update())).scalar_one()
    if inserted is not None:
        return subscriber, Change.SUBSCRIBED
    if subscriber.unsubscribed_at is None:
        return subscriber, Change.ALREADY
    await session.execute(update(Subscriber).where(Subscriber.id == subscriber.id)
                          .values(unsubscribed_at=None, subscribed_at=clock.now())
                          .execution_options(synchronize_session=False))
    return subscriber, Change.RESUBSCRIBED


async def unsubscribe(session: AsyncSession, *, subscriber_id: uuid.UUID) -> bool:
    """True when this call took the address off the list."""
    result = await session.execute(
        update(Subscriber).where(Subscriber.id == subscriber_id, Subscriber.unsubscribed_at.is_(None))
        .values(unsubscribed_at=clock.now()).returning(Subscriber.id)
    )
    return result.first() is not None

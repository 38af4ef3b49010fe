"""Every SQL statement of texting: the tenant's limit inputs, the day's counts, the queue of texts other services
ask for, the numbers that opted out of a location's texts, and the number each location texts from."""

import uuid
from datetime import date, datetime

from sqlalchemy import or_, select
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from booking.models import QueuedText, TextCount, TextingTenant, TextOptOut, TextSender

TENANT_TOTAL = "*"
OWN = "own"  # a location's number that may text


async def texting_tenant(session: AsyncSession, tenant_id: uuid.UUID) -> TextingTenant | None:
    return await session.get(TextingTenant, tenant_id)


async def record_created(session: AsyncSession, tenant_id: uuid.UUID, *, created_at: datetime) -> None:
    """The tenant's creation time; the earliest one heard wins (a redelivered event changes nothing)."""
    statement = insert(TextingTenant).values(tenant_id=tenant_id, created_at=created_at)
    await session.execute(statement.on_conflict_do_update(
        index_elements=["tenant_id"], set_={"created_at": created_at},
        where=or_(TextingTenant.created_at.is_(None), TextingTenant.created_at > created_at)))


async def record_operator_limit(session: AsyncSession, tenant_id: uuid.UUID, *, limit: int, at: datetime) -> None:
    """An operator's daily limit, unless a newer one is already kept (events may arrive out of order)."""
    statement = insert(TextingTenant).values(tenant_id=tenant_id, operator_limit=limit, operator_limit_at=at)
    await session.execute(statement.on_conflict_do_update(
        index_elements=["tenant_id"], set_={"operator_limit": limit, "operator_limit_at": at},
        where=or_(TextingTenant.operator_limit_at.is_(None), TextingTenant.operator_limit_at <= at)))


async def take(session: AsyncSession, tenant_id: uuid.UUID, *, day: date, recipient: str, cap: int) -> bool:
    """Count one text against `recipient`'s count of the day, unless it has reached `cap`. One statement: two
    senders at once queue on the row and the second sees the first's count, so the cap holds under any race."""
    if cap < 1:
        return False
    counted = insert(TextCount).values(tenant_id=tenant_id, day=day, recipient=recipient, sent=1)
    statement = counted.on_conflict_do_update(
        index_elements=["tenant_id", "day", "recipient"], set_={"sent": TextCount.sent + 1},
        where=TextCount.sent < cap).returning(TextCount.sent)
    return (await session.execute(statement)).first() is not None


def add_queued(session: AsyncSession, text: QueuedText) -> None:
    session.add(text)


async def take_queued(session: AsyncSession, *, batch: int) -> list[QueuedText]:
    """The oldest texts neither sent nor skipped, locked; those another replica is sending are skipped."""
    return list((await session.execute(
        select(QueuedText).where(QueuedText.sent_at.is_(None), QueuedText.skipped_at.is_(None))
        .order_by(QueuedText.created_at).limit(batch).with_for_update(skip_locked=True))).scalars())


async def record_opt_out(session: AsyncSession, *, tenant_id: uuid.UUID, location_id: uuid.UUID, phone: str,
                         opted_out: bool, at: datetime) -> None:
    """A number's opt-out (or opt-in) at a location, unless a later change is already kept."""
    statement = insert(TextOptOut).values(tenant_id=tenant_id, location_id=location_id, phone=phone,
                                          opted_out=opted_out, changed_at=at)
    await session.execute(statement.on_conflict_do_update(
        index_elements=["tenant_id", "location_id", "phone"], set_={"opted_out": opted_out, "changed_at": at},
        where=TextOptOut.changed_at <= at))


async def record_sender(session: AsyncSession, *, tenant_id: uuid.UUID, location_id: uuid.UUID, number: str,
                        texting: str, at: datetime) -> None:
    """The location's number and whether it texts, unless a later change is already kept."""
    statement = insert(TextSender).values(tenant_id=tenant_id, location_id=location_id, number=number,
                                          texting=texting, changed_at=at)
    await session.execute(statement.on_conflict_do_update(
        index_elements=["tenant_id", "location_id"], set_={"number": number, "texting": texting, "changed_at": at},
        where=TextSender.changed_at <= at))


async def own_sender(session: AsyncSession, tenant_id: uuid.UUID, location_id: uuid.UUID) -> str:
    """The location's own number when it may text; empty for the shared sender."""
    return await session.scalar(select(TextSender.number).where(
        TextSender.tenant_id == tenant_id, TextSender.location_id == location_id,
        TextSender.texting == OWN)) or ""


async def opted_out(session: AsyncSession, *, tenant_id: uuid.UUID, location_id: uuid.UUID,
                    phones: list[str]) -> bool:
    """Whether any of these ways of writing one number opted out of the location's texts."""
    return bool(await session.scalar(select(TextOptOut.opted_out).where(
        TextOptOut.tenant_id == tenant_id, TextOptOut.location_id == location_id, TextOptOut.phone.in_(phones),
        TextOptOut.opted_out).limit(1)))

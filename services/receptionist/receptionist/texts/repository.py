"""Every SQL statement of texts: threads, their messages, the opt-outs, the salon a HELP answer names, and which
location last texted each client from the shared sender."""

import uuid
from datetime import datetime

from sqlalchemy import func, select, text, update
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from receptionist.models import Location, SharedSenderRoute, TenantProfile, TextMessage, TextOptOut, TextThread


async def thread_for(session: AsyncSession, *, tenant_id: uuid.UUID, location_id: uuid.UUID, phone: str) -> uuid.UUID:
    """The thread of this location and client number, made when new; its row is locked to the end of the
    transaction, so the texts of one thread are taken one at a time."""
    statement = insert(TextThread).values(id=uuid.uuid4(), tenant_id=tenant_id, location_id=location_id, phone=phone)
    statement = statement.on_conflict_do_update(index_elements=["tenant_id", "location_id", "phone"],
                                                set_={"phone": statement.excluded.phone})
    return (await session.execute(statement.returning(TextThread.id))).scalar_one()


async def add_message(session: AsyncSession, *, thread_id: uuid.UUID, tenant_id: uuid.UUID, direction: str,
                      body: str, at: datetime, provider_sid: str | None = None) -> uuid.UUID | None:
    """The message's id; None when a message with this provider id is stored already."""
    statement = insert(TextMessage).values(id=uuid.uuid4(), thread_id=thread_id, tenant_id=tenant_id,
                                           direction=direction, body=body, provider_sid=provider_sid, at=at)
    statement = statement.on_conflict_do_nothing(index_elements=["provider_sid"],
                                                 index_where=text("provider_sid IS NOT NULL"))
    return (await session.execute(statement.returning(TextMessage.id))).scalar()


async def touch_thread(session: AsyncSession, thread_id: uuid.UUID, *, at: datetime) -> None:
    await session.execute(update(TextThread).where(TextThread.id == thread_id)
                          .values(last_message_at=func.greatest(TextThread.last_message_at, at)))


async def opted_out(session: AsyncSession, *, tenant_id: uuid.UUID, location_id: uuid.UUID, phone: str) -> bool:
    found = await session.scalar(select(TextOptOut.opted_out).where(
        TextOptOut.tenant_id == tenant_id, TextOptOut.location_id == location_id, TextOptOut.phone == phone))
    return bool(found)


async def set_opted_out(session: AsyncSession, *, tenant_id: uuid.UUID, location_id: uuid.UUID, phone: str,
                        opted_out: bool, at: datetime) -> None:
    statement = insert(TextOptOut).values(tenant_id=tenant_id, location_id=location_id, phone=phone,
                                          opted_out=opted_out, changed_at=at)
    await session.execute(statement.on_conflict_do_update(
        index_elements=["tenant_id", "location_id", "phone"], set_={"opted_out": opted_out, "changed_at": at}))


async def salon(session: AsyncSession, *, tenant_id: uuid.UUID,
                location_id: uuid.UUID) -> tuple[TenantProfile | None, Location | None]:
    """The business's profile and the location's row (either may not be known yet)."""
    return (await session.get(TenantProfile, tenant_id),
            await session.get(Location, (tenant_id, location_id)))


async def thread_for_turn(session: AsyncSession, thread_id: uuid.UUID) -> TextThread | None:
    """The thread, locked until the transaction ends: the texts of one thread are answered one at a time."""
    return (await session.execute(select(TextThread).where(TextThread.id == thread_id)
                                  .with_for_update())).scalar_one_or_none()


async def record_route(session: AsyncSession, *, phone: str, tenant_id: uuid.UUID, location_id: uuid.UUID,
                       at: datetime) -> None:
    """The location that texted the client from the shared sender at `at`, unless a later text is already kept."""
    statement = insert(SharedSenderRoute).values(phone=phone, tenant_id=tenant_id, location_id=location_id,
                                                 texted_at=at)
    await session.execute(statement.on_conflict_do_update(
        index_elements=["phone"], set_={"tenant_id": tenant_id, "location_id": location_id, "texted_at": at},
        where=SharedSenderRoute.texted_at <= at))


async def last_texted(session: AsyncSession, phone: str) -> tuple[uuid.UUID, uuid.UUID] | None:
    """The business and location that last texted the client from the shared sender; None when none did."""
    found = (await session.execute(select(SharedSenderRoute.tenant_id, SharedSenderRoute.location_id).where(
        SharedSenderRoute.phone == phone))).first()
    return (found.tenant_id, found.location_id) if found else None

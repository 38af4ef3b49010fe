"""Every SQL statement about the waitlist: entries, openings, offers and the locations' settings."""

import uuid
from datetime import datetime

from sqlalchemy import exists, select, update
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from booking.models import Staff, WaitlistEntry, WaitlistOffer, WaitlistOpening, WaitlistSettings

QUEUED = ("waiting", "offered")


async def add_entry(session: AsyncSession, entry: WaitlistEntry) -> None:
    session.add(entry)
    await session.flush()


async def same_entry(session: AsyncSession, entry: WaitlistEntry) -> WaitlistEntry | None:
    """The client's entry still in the queue that asks for exactly the same (a join sent again)."""
    return (await session.execute(select(WaitlistEntry).where(
        WaitlistEntry.tenant_id == entry.tenant_id, WaitlistEntry.location_id == entry.location_id,
        WaitlistEntry.customer_phone == entry.customer_phone, WaitlistEntry.service_id == entry.service_id,
        WaitlistEntry.staff_key.is_not_distinct_from(entry.staff_key), WaitlistEntry.first_day == entry.first_day,
        WaitlistEntry.last_day == entry.last_day, WaitlistEntry.earliest_minute == entry.earliest_minute,
        WaitlistEntry.latest_minute == entry.latest_minute, WaitlistEntry.status.in_(QUEUED),
    ).limit(1))).scalar_one_or_none()


async def entries(session: AsyncSession, tenant_id: uuid.UUID, location_id: uuid.UUID) -> list[WaitlistEntry]:
    """The location's entries still in the queue, in the order they joined."""
    return list((await session.execute(select(WaitlistEntry).where(
        WaitlistEntry.tenant_id == tenant_id, WaitlistEntry.location_id == location_id,
        WaitlistEntry.status.in_(QUEUED)).order_by(WaitlistEntry.joined_at, WaitlistEntry.id))).scalars())


async def entry(session: AsyncSession, tenant_id: uuid.UUID, entry_id: uuid.UUID, *,
                for_update: bool = False) -> WaitlistEntry | None:
    statement = select(WaitlistEntry).where(WaitlistEntry.tenant_id == tenant_id, WaitlistEntry.id == entry_id)
    if for_update:
        statement = statement.with_for_update()
    return (await session.execute(statement)).scalar_one_or_none()


async def claim_waiting(session: AsyncSession, entry_id: uuid.UUID) -> WaitlistEntry | None:
    """The entry, locked, while it still waits and no other transaction is offering it a time."""
    return (await session.execute(select(WaitlistEntry).where(
        WaitlistEntry.id == entry_id, WaitlistEntry.status == "waiting",
    ).with_for_update(skip_locked=True).execution_options(populate_existing=True))).scalar_one_or_none()


async def add_opening(session: AsyncSession, *, tenant_id: uuid.UUID, location_id: uuid.UUID,
                      staff_key: uuid.UUID | None, starts_at: datetime, ends_at: datetime, cause: str,
                      cause_key: str, now: datetime) -> None:
    """Record freed time when somebody waits at the location; the same change recorded again changes nothing."""
    anyone_waiting = exists().where(WaitlistEntry.tenant_id == tenant_id, WaitlistEntry.location_id == location_id,
                                    WaitlistEntry.status.in_(QUEUED))
    if not (await session.execute(select(anyone_waiting))).scalar_one():
        return
    await session.execute(insert(WaitlistOpening).values(
        id=uuid.uuid4(), tenant_id=tenant_id, location_id=location_id, staff_key=staff_key, starts_at=starts_at,
        ends_at=ends_at, cause=cause, cause_key=cause_key, created_at=now, next_at=now,
    ).on_conflict_do_nothing(index_elements=["tenant_id", "cause_key"]))


async def wake_openings(session: AsyncSession, tenant_id: uuid.UUID, location_id: uuid.UUID, *, waiting_until: datetime,
                        now: datetime) -> None:
    """Make the location's openings that wait until `waiting_until` due now (one another replica holds is left to
    its own next look)."""
    waiting = select(WaitlistOpening.id).where(
        WaitlistOpening.tenant_id == tenant_id, WaitlistOpening.location_id == location_id,
        WaitlistOpening.closed_at.is_(None), WaitlistOpening.next_at == waiting_until,
    ).with_for_update(skip_locked=True)
    await session.execute(update(WaitlistOpening).where(WaitlistOpening.id.in_(waiting.scalar_subquery()))
                          .values(next_at=now))


async def due_openings(session: AsyncSession, *, now: datetime, batch: int) -> list[uuid.UUID]:
    return list((await session.execute(select(WaitlistOpening.id).where(
        WaitlistOpening.closed_at.is_(None), WaitlistOpening.next_at <= now,
    ).order_by(WaitlistOpening.next_at).limit(batch))).scalars())


async def claim_opening(session: AsyncSession, opening_id: uuid.UUID, *, now: datetime) -> WaitlistOpening | None:
    """The opening, locked for this transaction, when it is still due and no other replica holds it."""
    return (await session.execute(select(WaitlistOpening).where(
        WaitlistOpening.id == opening_id, WaitlistOpening.closed_at.is_(None), WaitlistOpening.next_at <= now,
    ).with_for_update(skip_locked=True))).scalar_one_or_none()


async def lock_opening(session: AsyncSession, opening_id: uuid.UUID) -> WaitlistOpening:
    """The opening, locked for this transaction (waiting for a replica that holds it)."""
    return (await session.execute(select(WaitlistOpening).where(WaitlistOpening.id == opening_id)
                                  .with_for_update())).scalar_one()


async def live_offer_of_opening(session: AsyncSession, opening_id: uuid.UUID) -> WaitlistOffer | None:
    return (await session.execute(select(WaitlistOffer).where(
        WaitlistOffer.opening_id == opening_id, WaitlistOffer.status == "live"))).scalar_one_or_none()


async def live_offer_of_entry(session: AsyncSession, entry_id: uuid.UUID) -> WaitlistOffer | None:
    return (await session.execute(select(WaitlistOffer).where(
        WaitlistOffer.entry_id == entry_id, WaitlistOffer.status == "live"))).scalar_one_or_none()


async def live_offer_for_phone(session: AsyncSession, tenant_id: uuid.UUID, location_id: uuid.UUID,
                               phone: str) -> WaitlistOffer | None:
    """The live offer texted to this number at the location (the latest, should there be several entries)."""
    return (await session.execute(select(WaitlistOffer).join(
        WaitlistEntry, WaitlistEntry.id == WaitlistOffer.entry_id).where(
        WaitlistEntry.tenant_id == tenant_id, WaitlistEntry.location_id == location_id,
        WaitlistEntry.customer_phone == phone, WaitlistOffer.status == "live",
    ).order_by(WaitlistOffer.sent_at.desc()).limit(1))).scalar_one_or_none()


async def latest_offer_for_phone(session: AsyncSession, tenant_id: uuid.UUID, location_id: uuid.UUID,
                                 phone: str) -> WaitlistOffer | None:
    """The last offer texted to this number at the location, whatever became of it."""
    return (await session.execute(select(WaitlistOffer).join(
        WaitlistEntry, WaitlistEntry.id == WaitlistOffer.entry_id).where(
        WaitlistEntry.tenant_id == tenant_id, WaitlistEntry.location_id == location_id,
        WaitlistEntry.customer_phone == phone,
    ).order_by(WaitlistOffer.sent_at.desc()).limit(1))).scalar_one_or_none()


async def offered_before(session: AsyncSession, entry_ids: list[uuid.UUID]) -> set[tuple[uuid.UUID, uuid.UUID,
                                                                                          datetime]]:
    """Every (entry, member, start) ever offered to these entries."""
    if not entry_ids:
        return set()
    rows = await session.execute(select(WaitlistOffer.entry_id, WaitlistOffer.staff_key, WaitlistOffer.starts_at)
                                 .where(WaitlistOffer.entry_id.in_(entry_ids)))
    return {(row[0], row[1], row[2]) for row in rows}


async def offered_in(session: AsyncSession, opening_id: uuid.UUID) -> set[uuid.UUID]:
    """The entries this opening was offered to already."""
    return set((await session.execute(select(WaitlistOffer.entry_id).where(
        WaitlistOffer.opening_id == opening_id))).scalars())


async def add_offer(session: AsyncSession, offer: WaitlistOffer) -> None:
    session.add(offer)
    await session.flush()


async def offer(session: AsyncSession, offer_id: uuid.UUID) -> WaitlistOffer | None:
    return await session.get(WaitlistOffer, offer_id)


async def settings_of(session: AsyncSession, tenant_id: uuid.UUID, location_id: uuid.UUID) -> WaitlistSettings | None:
    return await session.get(WaitlistSettings, (tenant_id, location_id))


async def save_settings(session: AsyncSession, kept: WaitlistSettings) -> WaitlistSettings:
    merged = await session.merge(kept)
    await session.flush()
    return merged


async def staff_by_key(session: AsyncSession, tenant_id: uuid.UUID, keys: set[uuid.UUID]) -> dict[uuid.UUID, Staff]:
    if not keys:
        return {}
    rows = await session.execute(select(Staff).where(Staff.tenant_id == tenant_id, Staff.id.in_(keys)))
    return {staff.id: staff for staff in rows.scalars()}


async def withdraw_live_offers_of_entry(session: AsyncSession, entry_id: uuid.UUID, *, now: datetime) -> None:
    await session.execute(update(WaitlistOffer).where(WaitlistOffer.entry_id == entry_id,
                                                      WaitlistOffer.status == "live")
                          .values(status="withdrawn", answered_at=now))

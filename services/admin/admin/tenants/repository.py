"""Every SQL statement of the tenant read model: the operators' search and pages, and the events' upserts."""

import re
from datetime import datetime
from typing import Any

from sqlalchemy import ColumnElement, Select, delete, false, func, or_, select, text, update
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from admin.locations import repository as locations
from admin.models import AuditEntry, BookingView, LocationProfile, TenantProfile, WithheldText
from admin.paging import Page
from ringbook_common import phones

READ_MODELS = (TenantProfile, LocationProfile, BookingView, WithheldText)

SORTS = {
    "createdAt": (TenantProfile.created_at, TenantProfile.tenant_id),
    "name": (TenantProfile.tenant_name_key, TenantProfile.tenant_id),
    "ownerEmail": (TenantProfile.owner_email, TenantProfile.tenant_id),
    "agentStatus": (TenantProfile.agent_status, TenantProfile.tenant_name_key, TenantProfile.tenant_id),
}


def _like(text: str) -> str:
    return "%" + re.sub(r"([\\%_])", r"\\\1", text) + "%"


def phone_patterns(text: str) -> list[str]:
    """`LIKE` patterns of the digits a phone number typed in any format holds (none for a search that is not one)."""
    digits = phones.searched_digits(text)
    if not digits:
        return []
    patterns = [_like(digits)]
    # Written with the country code, stored without it (or the other way round: plain containment).
    if len(digits) == 11 and digits.startswith("1"):
        patterns.append(_like(digits[1:]))
    return patterns


def search_filter(search: str) -> ColumnElement[bool] | None:
    """Name or owner e-mail containing the text, or a phone number containing its digits however it is written
    ("(555) 010-1234", "+1 555 010 1234" and "5550101234" all find +15550101234); or any of the tenant's
    locations with such a name, address or number."""
    text = search.strip()
    if not text:
        return None
    words = _like(text)
    numbers = phone_patterns(text)
    conditions: list[ColumnElement[bool]] = [TenantProfile.name.ilike(words), TenantProfile.owner_email.ilike(words)]
    conditions += [TenantProfile.phone_digits.like(pattern) for pattern in numbers]
    conditions.append(locations.matching(TenantProfile.tenant_id, words, numbers))
    return or_(*conditions)


def ordered(statement: Select, sort: str) -> Select:
    descending = sort.startswith("-")
    columns = SORTS[sort.lstrip("-")]
    return statement.order_by(*(column.desc() if descending else column.asc() for column in columns))


async def page(session: AsyncSession, *, where: list[ColumnElement[bool] | None], sort: str,
               at: Page) -> tuple[list[TenantProfile], int]:
    """One page and the total: counted in the same scan (a window count), and again only past the last page."""
    conditions = [condition for condition in where if condition is not None] or [~false()]
    statement = ordered(select(TenantProfile, func.count().over().label("total")).where(*conditions), sort)
    rows = (await session.execute(statement.offset(at.offset).limit(at.size))).all()
    if rows:
        return [row[0] for row in rows], rows[0][1]
    total = (await session.execute(select(func.count()).select_from(TenantProfile).where(*conditions))).scalar_one()
    return [], total


async def upsert(session: AsyncSession, tenant_id: str, *, at: datetime, stamp: str | None, values: dict[str, Any],
                 insert_only: dict[str, Any] | None = None) -> None:
    """Insert the tenant's row with these values, or update them unless the row saw a newer event of this kind
    (`stamp`: the column keeping when that kind of event last changed the row)."""
    row = {"tenant_id": tenant_id, "created_at": at, **(insert_only or {}), **values}
    if stamp:
        row[stamp] = at
    statement = insert(TenantProfile).values(**row)
    updates = {**values, **({stamp: at} if stamp else {})}
    where = None
    if stamp:
        column = getattr(TenantProfile, stamp)
        where = or_(column.is_(None), column <= at)
    if not updates:
        await session.execute(statement.on_conflict_do_nothing(index_elements=["tenant_id"]))
        return
    await session.execute(statement.on_conflict_do_update(index_elements=["tenant_id"], set_=updates, where=where))


async def fill_owner_email(session: AsyncSession, tenant_id: str, email: str) -> None:
    """The owner's e-mail, where the row has none yet."""
    await session.execute(update(TenantProfile)
                          .where(TenantProfile.tenant_id == tenant_id, TenantProfile.owner_email == "")
                          .values(owner_email=email))


async def save_agent(session: AsyncSession, tenant_id: str, *, at: datetime, values: dict[str, Any]) -> None:
    await locations.upsert_agent(session, TenantProfile, "tenant_id", {"tenant_id": tenant_id, "created_at": at},
                                 at=at, values=values)


async def add_booking(session: AsyncSession, *, appointment_id: str, tenant_id: str, booked_at: datetime) -> None:
    await session.execute(insert(BookingView).values(
        appointment_id=appointment_id, tenant_id=tenant_id,
        booked_at=booked_at).on_conflict_do_nothing(index_elements=["appointment_id"]))


async def cancel_booking(session: AsyncSession, appointment_id: str) -> None:
    await session.execute(update(BookingView).where(BookingView.appointment_id == appointment_id)
                          .values(cancelled=True))


async def add_withheld_text(session: AsyncSession, *, event_id: str, tenant_id: str, at: datetime) -> bool:
    """Whether the event's withheld text is new (an event applied again adds nothing)."""
    first = (await session.execute(insert(WithheldText).values(
        event_id=event_id, tenant_id=tenant_id, occurred_at=at,
    ).on_conflict_do_nothing(index_elements=["event_id"]).returning(WithheldText.event_id))).first()
    return first is not None


async def count_withheld_text(session: AsyncSession, tenant_id: str, *, at: datetime) -> None:
    await session.execute(update(TenantProfile).where(TenantProfile.tenant_id == tenant_id).values(
        texts_withheld=TenantProfile.texts_withheld + 1,
        text_withheld_at=func.greatest(func.coalesce(TenantProfile.text_withheld_at, at), at)))


async def lock_for_rebuild(session: AsyncSession) -> None:
    """Writers (the live consumers) wait on the read models and the audit log until commit; readers keep seeing
    the old rows."""
    tables = ", ".join(model.__tablename__ for model in (*READ_MODELS, AuditEntry))
    await session.execute(text(f"LOCK TABLE {tables} IN SHARE ROW EXCLUSIVE MODE"))


async def clear(session: AsyncSession) -> None:
    """Every read model's rows gone (the audit log is kept)."""
    for model in READ_MODELS:
        await session.execute(delete(model))


async def locked_tenant(session: AsyncSession, tenant_id: str) -> TenantProfile | None:
    return await session.get(TenantProfile, tenant_id, with_for_update=True)

"""Every SQL statement of the location read model: the events' upserts, a business's locations, the per-location
lists of numbers and agents, and the search across every location."""

from collections import defaultdict
from datetime import datetime
from typing import Any

from sqlalchemy import ColumnElement, Select, case, exists, func, or_, select
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import InstrumentedAttribute

from admin.models import LocationProfile, TenantProfile
from admin.paging import Page

SORTS = {
    "name": (TenantProfile.tenant_name_key, TenantProfile.tenant_id),
    "createdAt": (TenantProfile.created_at, TenantProfile.tenant_id),
}


async def upsert(session: AsyncSession, location_id: str, *, tenant_id: str, at: datetime, stamp: str,
                 values: dict[str, Any]) -> None:
    """Insert the location's row with these values, or update them unless the row saw a newer event of this kind
    (`stamp`: the column keeping when that kind of event last changed the row)."""
    statement = insert(LocationProfile).values(location_id=location_id, tenant_id=tenant_id, **values, **{stamp: at})
    column = getattr(LocationProfile, stamp)
    await session.execute(statement.on_conflict_do_update(
        index_elements=["location_id"], set_={**values, stamp: at}, where=or_(column.is_(None), column <= at)))


async def upsert_agent(session: AsyncSession, table: type[TenantProfile] | type[LocationProfile], key: str,
                       row: dict[str, Any], *, at: datetime, values: dict[str, Any]) -> None:
    """A receptionist's columns (a business's own or a location's) as of `at`, unless the row saw a newer agent
    event. Since when the agent is in its status (webhooks pending for a day is an alert) moves only on a change of
    status."""
    statement = insert(table).values(**row, agent_event_at=at, agent_status_since=at, **values)
    since = case((table.agent_status.is_distinct_from(statement.excluded.agent_status), at),
                 else_=func.coalesce(table.agent_status_since, at))
    await session.execute(statement.on_conflict_do_update(
        index_elements=[key], set_={**values, "agent_event_at": at, "agent_status_since": since},
        where=or_(table.agent_event_at.is_(None), table.agent_event_at <= at)))


async def save_agent(session: AsyncSession, location_id: str, *, tenant_id: str, at: datetime,
                     values: dict[str, Any]) -> None:
    await upsert_agent(session, LocationProfile, "location_id", {"location_id": location_id, "tenant_id": tenant_id},
                       at=at, values=values)


async def of_tenants(session: AsyncSession, tenant_ids: list[str]) -> dict[str, list[LocationProfile]]:
    """Each tenant's locations in the owner's order (the first location first)."""
    if not tenant_ids:
        return {}
    rows = await session.execute(select(LocationProfile).where(LocationProfile.tenant_id.in_(tenant_ids))
                                 .order_by(LocationProfile.tenant_id, LocationProfile.position,
                                           LocationProfile.location_id != LocationProfile.tenant_id,
                                           LocationProfile.location_id))
    found: dict[str, list[LocationProfile]] = defaultdict(list)
    for row in rows.scalars():
        found[row.tenant_id].append(row)
    return found


def matching(tenant_id: InstrumentedAttribute[str], words: str, phone_patterns: list[str]) -> ColumnElement[bool]:
    """The tenant has a location whose name or address holds the words (a `LIKE` pattern), or whose receptionist's
    or front desk's number holds one of the digit patterns."""
    conditions = [LocationProfile.name.ilike(words), LocationProfile.address.ilike(words)]
    conditions += [column.like(pattern) for pattern in phone_patterns
                   for column in (LocationProfile.phone_digits, LocationProfile.front_desk_digits)]
    return exists().where(LocationProfile.tenant_id == tenant_id, or_(*conditions))


def with_phone() -> ColumnElement[bool]:
    return LocationProfile.phone_number != ""


def with_agent() -> ColumnElement[bool]:
    return LocationProfile.agent_status != "not_provisioned"


def _ordered(statement: Select, sort: str) -> Select:
    descending = sort.startswith("-")
    columns = SORTS[sort.lstrip("-")]
    return statement.order_by(*(column.desc() if descending else column.asc() for column in columns),
                              LocationProfile.position, LocationProfile.location_id != LocationProfile.tenant_id,
                              LocationProfile.location_id)


async def with_other_locations(session: AsyncSession, tenant_ids: set[str]) -> set[str]:
    """Which of these tenants have a location other than their first."""
    if not tenant_ids:
        return set()
    rows = await session.execute(select(LocationProfile.tenant_id).distinct().where(
        LocationProfile.tenant_id.in_(tenant_ids), LocationProfile.location_id != LocationProfile.tenant_id))
    return set(rows.scalars())


async def page(session: AsyncSession, *, where: ColumnElement[bool], sort: str,
               at: Page) -> tuple[list[tuple[LocationProfile, TenantProfile]], int]:
    """One page of locations with their business, by the business's order then the owner's order of its
    locations; and how many there are in all (every location's business has its row: the projection makes it)."""
    statement = _ordered(select(LocationProfile, TenantProfile)
                         .join(TenantProfile, TenantProfile.tenant_id == LocationProfile.tenant_id).where(where), sort)
    rows = (await session.execute(statement.offset(at.offset).limit(at.size))).all()
    total = (await session.execute(select(func.count()).select_from(LocationProfile).where(where))).scalar_one()
    return [(location, tenant) for location, tenant in rows], total

"""Every SQL statement of the receptionist's copy of the salon: its profile, the wizard's row as the salon's events
fill it, its services and its staff."""

import uuid
from collections.abc import Sequence
from typing import Any

from sqlalchemy import Row, bindparam, cast, delete, or_, select, text
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.dialects.postgresql import insert as upsert
from sqlalchemy.ext.asyncio import AsyncSession

from receptionist.models import Location, SalonService, SalonStaff, Setup, TenantProfile

SERVICE_COLUMNS = ("position", "name", "duration_min", "buffer_min", "processing_min", "price_cents", "staff_ids",
                   "all_staff")


async def salon(session: AsyncSession, tenant_id: uuid.UUID) -> TenantProfile | None:
    return await session.get(TenantProfile, tenant_id)


async def setup(session: AsyncSession, tenant_id: uuid.UUID) -> Setup | None:
    return await session.get(Setup, tenant_id)


async def locked_setup(session: AsyncSession, tenant_id: uuid.UUID) -> Setup | None:
    return await session.get(Setup, tenant_id, with_for_update=True)


# Built once: every function call of every call reads them, and a statement put together for each read costs
# about as much as the read.
_SERVICES = select(SalonService).where(SalonService.tenant_id == bindparam("tenant")).order_by(SalonService.position)
_STAFF = (select(SalonStaff).where(SalonStaff.tenant_id == bindparam("tenant"))
          .order_by(SalonStaff.added_at, SalonStaff.staff_id))


# What a caller is told of the menu and the team: plain rows, without an ORM object made for each.
_MENU = (select(SalonService.service_id, SalonService.name, SalonService.duration_min, SalonService.price_cents,
                SalonService.staff_ids, SalonService.all_staff)
         .where(SalonService.tenant_id == bindparam("tenant")).order_by(SalonService.position))
_TEAM = (select(SalonStaff.staff_id, SalonStaff.name, SalonStaff.email, SalonStaff.title, SalonStaff.calendar_id,
                SalonStaff.calendar_pending, SalonStaff.weeks)
         .where(SalonStaff.tenant_id == bindparam("tenant")).order_by(SalonStaff.added_at, SalonStaff.staff_id))


async def services(session: AsyncSession, tenant_id: uuid.UUID) -> list[SalonService]:
    return list((await session.execute(_SERVICES, {"tenant": tenant_id})).scalars())


async def staff(session: AsyncSession, tenant_id: uuid.UUID) -> list[SalonStaff]:
    return list((await session.execute(_STAFF, {"tenant": tenant_id})).scalars())


async def menu(session: AsyncSession, tenant_id: uuid.UUID) -> Sequence[Row[str, str, int, int, list[str], bool]]:
    """The services' id, name, duration, price, staff ids and all_staff, in the menu's order."""
    return (await session.execute(_MENU, {"tenant": tenant_id})).all()


async def team(session: AsyncSession, tenant_id: uuid.UUID) -> Sequence[Row[Any]]:
    """The staff's id, name, e-mail, title, calendar id, calendar_pending and weeks, in the order they came."""
    return (await session.execute(_TEAM, {"tenant": tenant_id})).all()


async def save_salon(session: AsyncSession, tenant_id: uuid.UUID, values: dict[str, Any]) -> None:
    statement = upsert(TenantProfile).values(tenant_id=tenant_id, **values)
    await session.execute(statement.on_conflict_do_update(index_elements=["tenant_id"], set_=values))


async def save_owner_email(session: AsyncSession, tenant_id: uuid.UUID, email: str) -> None:
    """The owner's e-mail, where the salon has none yet."""
    await session.execute(upsert(TenantProfile).values(tenant_id=tenant_id, owner_email=email)
                          .on_conflict_do_update(index_elements=["tenant_id"], set_={"owner_email": email},
                                                 where=TenantProfile.owner_email == ""))


async def save_week(session: AsyncSession, tenant_id: uuid.UUID, week: dict[str, dict[str, Any]], *,
                    unless_kept: bool = False) -> None:
    """The wizard's operating hours; `unless_kept`: only where none are kept yet."""
    statement = upsert(Setup).values(tenant_id=tenant_id, operating_hours=week)
    await session.execute(statement.on_conflict_do_update(
        index_elements=["location_id"], set_={"operating_hours": week},
        where=or_(Setup.operating_hours.is_(None), Setup.operating_hours == cast("{}", JSONB))
        if unless_kept else None))


async def save_setup(session: AsyncSession, tenant_id: uuid.UUID, values: dict[str, Any]) -> None:
    await session.execute(upsert(Setup).values(tenant_id=tenant_id, **values)
                          .on_conflict_do_update(index_elements=["location_id"], set_=values))


async def replace_services(session: AsyncSession, tenant_id: uuid.UUID, rows: list[dict[str, Any]]) -> None:
    """The salon's services are these rows (by service id) and no others."""
    # An upsert, not delete-and-insert: the wizard writes the same rows as soon as tenants answers it, and the
    # event may be applied at that very moment.
    await session.execute(delete(SalonService).where(SalonService.tenant_id == tenant_id,
                                                     SalonService.service_id.not_in([row["service_id"]
                                                                                     for row in rows])))
    if rows:
        statement = upsert(SalonService).values(rows)
        await session.execute(statement.on_conflict_do_update(
            index_elements=["tenant_id", "service_id"],
            set_={column: statement.excluded[column] for column in SERVICE_COLUMNS}))


async def save_staff(session: AsyncSession, values: dict[str, Any]) -> None:
    statement = upsert(SalonStaff).values(**values)
    changing = {key: value for key, value in values.items() if key not in ("staff_key", "tenant_id")}
    await session.execute(statement.on_conflict_do_update(index_elements=["staff_key"], set_=changing))


async def remove_staff(session: AsyncSession, staff_key: uuid.UUID) -> None:
    await session.execute(delete(SalonStaff).where(SalonStaff.staff_key == staff_key))


async def lock_for_rebuild(session: AsyncSession) -> None:
    """Writers (the live consumers) wait on the salon's copy until the rebuild commits; readers keep the old
    rows. NOWAIT: a writer holding one of them is waited for by the rebuild, holding none."""
    tables = ", ".join(model.__tablename__ for model in (TenantProfile, Location, SalonService, SalonStaff, Setup))
    await session.execute(text(f"LOCK TABLE {tables} IN SHARE ROW EXCLUSIVE MODE NOWAIT"))

"""Every SQL statement about the business's locations and their differences from the catalogue."""

from sqlalchemy import ColumnClause, delete, func, literal_column, select, update
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from ringbook_common import clock
from tenants.models import Location, LocationService

FIRST_POSITION = 0


async def save_first(session: AsyncSession, *, tenant_id: str, name: str, address: str, timezone: str, week: dict,
                     front_desk_phone: str) -> tuple[Location, bool]:
    """The first location (id: the tenant's) with these values, made if missing; True when it was made now."""
    values = {"name": name, "address": address, "timezone": timezone, "week": week,
              "front_desk_phone": front_desk_phone}
    # xmax is 0 only on a row this statement inserted.
    made_now: ColumnClause[bool] = literal_column("xmax = 0")
    inserted = insert(Location).values(id=tenant_id, tenant_id=tenant_id, position=FIRST_POSITION, closures=[],
                                       **values)
    upserted = inserted.on_conflict_do_update(index_elements=[Location.id],
                                              set_={**values, "updated_at": clock.now()})
    statement = upserted.returning(Location, made_now).execution_options(populate_existing=True)
    location, made = (await session.execute(statement)).one()
    return location, bool(made)


async def locations(session: AsyncSession, tenant_id: str) -> list[Location]:
    rows = await session.execute(select(Location).where(Location.tenant_id == tenant_id)
                                 .order_by(Location.position, Location.created_at))
    return list(rows.scalars())


async def location(session: AsyncSession, tenant_id: str, location_id: str) -> Location | None:
    statement = select(Location).where(Location.tenant_id == tenant_id, Location.id == location_id)
    return (await session.execute(statement)).scalar_one_or_none()


async def count(session: AsyncSession, tenant_id: str) -> int:
    counted = await session.execute(select(func.count()).select_from(Location).where(Location.tenant_id == tenant_id))
    return counted.scalar_one()


async def next_position(session: AsyncSession, tenant_id: str) -> int:
    last = await session.execute(select(func.max(Location.position)).where(Location.tenant_id == tenant_id))
    found = last.scalar_one()
    return FIRST_POSITION if found is None else found + 1


async def add(session: AsyncSession, **values: object) -> Location:
    added = await session.execute(insert(Location).values(**values).returning(Location))
    return added.scalar_one()


async def save(session: AsyncSession, location_id: str, **values: object) -> Location:
    saved = await session.execute(update(Location).where(Location.id == location_id)
                                  .values(**values, updated_at=clock.now()).returning(Location)
                                  .execution_options(populate_existing=True))
    return saved.scalar_one()


async def differences(session: AsyncSession, location_ids: list[str]) -> list[LocationService]:
    """Where these locations' catalogues differ from the business's."""
    rows = await session.execute(select(LocationService).where(LocationService.location_id.in_(location_ids))
                                 .order_by(LocationService.location_id, LocationService.service_id))
    return list(rows.scalars())


async def replace_differences(session: AsyncSession, location_id: str, rows: list[dict]) -> None:
    await session.execute(delete(LocationService).where(LocationService.location_id == location_id))
    if rows:
        await session.execute(insert(LocationService), [{**row, "location_id": location_id} for row in rows])


async def forget_services_outside(session: AsyncSession, tenant_id: str, service_ids: set[str]) -> list[str]:
    """Drop the differences of services no longer in the catalogue; the locations that had some."""
    own = select(Location.id).where(Location.tenant_id == tenant_id)
    dropped = await session.execute(
        delete(LocationService)
        .where(LocationService.location_id.in_(own), LocationService.service_id.not_in(sorted(service_ids)))
        .returning(LocationService.location_id))
    return sorted(set(dropped.scalars()))

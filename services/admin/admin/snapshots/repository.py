"""Every SQL statement of the read models' snapshot: taking it, reading where it stands, and restoring it."""

import json
from datetime import datetime

from sqlalchemy import delete, func, literal, select, text
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from admin.models import Base, SnapshotPosition, SnapshotRow
from admin.tenants.repository import READ_MODELS

SNAPSHOT_TABLES = (SnapshotPosition, SnapshotRow)


async def lock_for_snapshot(session: AsyncSession) -> None:
    """The read models hold still (writers wait, readers read) and one snapshot is taken at a time."""
    read_models = ", ".join(model.__tablename__ for model in READ_MODELS)
    await session.execute(text(f"LOCK TABLE {read_models} IN SHARE MODE"))
    await lock_snapshot(session)


async def lock_snapshot(session: AsyncSession) -> None:
    snapshot = ", ".join(model.__tablename__ for model in SNAPSHOT_TABLES)
    await session.execute(text(f"LOCK TABLE {snapshot} IN EXCLUSIVE MODE"))


async def positions(session: AsyncSession) -> dict[str, int] | None:
    """The stream sequence the latest snapshot reflects, by domain (None: no snapshot was ever taken)."""
    rows = (await session.execute(select(SnapshotPosition.domain, SnapshotPosition.stream_sequence))).all()
    return {domain: sequence for domain, sequence in rows} if rows else None


async def replace(session: AsyncSession, *, at: dict[str, int], taken_at: datetime) -> None:
    """The read models as they are now become the snapshot, reflecting the streams up to `at`."""
    await session.execute(delete(SnapshotRow))
    await session.execute(delete(SnapshotPosition))
    for model in READ_MODELS:
        table = Base.metadata.tables[model.__tablename__]
        await session.execute(insert(SnapshotRow).from_select(
            ["model", "row"], select(literal(table.name), func.to_jsonb(table.table_valued()))))
    await session.execute(insert(SnapshotPosition), [
        {"domain": domain, "stream_sequence": sequence, "taken_at": taken_at} for domain, sequence in at.items()])


def _defaults(model: type[Base]) -> str:
    """A column added after the snapshot was taken starts at its default, as a new row's would."""
    return json.dumps({column.name: column.default.arg for column in model.__table__.columns
                       if column.default is not None and column.default.is_scalar})


async def restore(session: AsyncSession) -> None:
    """The snapshot's rows back into the (emptied) read models."""
    for model in READ_MODELS:
        table = model.__tablename__
        # A row of the table's own type, made from the JSON: every column, in the table's order.
        await session.execute(text(
            f"INSERT INTO {table} SELECT (jsonb_populate_record(NULL::{table}, CAST(:defaults AS jsonb) || row)).* "  # noqa: S608 - names from the models
            "FROM read_model_snapshot_rows WHERE model = :model"), {"model": table, "defaults": _defaults(model)})

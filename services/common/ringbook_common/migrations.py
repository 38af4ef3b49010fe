"""Alembic wiring shared by every service: the async env.py body and the bus tables' DDL."""

import asyncio
import os

import sqlalchemy as sa
from alembic import context, op
from sqlalchemy.dialects.postgresql import UUID
from sqlalchemy.ext.asyncio import create_async_engine

from ringbook_common.bus.tables import NOTIFY_DDL


def database_url(env_var: str) -> str:
    url = (context.config.attributes.get("database_url") or os.environ.get(env_var)
           or context.config.get_main_option("sqlalchemy.url"))
    if not url:
        raise RuntimeError(f"set {env_var} to the service's database URL")
    return url


def run_env(target_metadata: sa.MetaData | None, *, env_var: str) -> None:
    """The whole of a service's migrations/env.py."""
    url = database_url(env_var)
    if context.is_offline_mode():
        context.configure(url=url, target_metadata=target_metadata, literal_binds=True)
        with context.begin_transaction():
            context.run_migrations()
        return

    def migrate(connection: sa.Connection) -> None:
        context.configure(connection=connection, target_metadata=target_metadata, compare_type=True)
        with context.begin_transaction():
            # Replicas starting together take turns; the second finds nothing left to do.
            connection.execute(sa.text("SELECT pg_advisory_xact_lock(7268326661)"))
            context.run_migrations()

    async def run() -> None:
        engine = create_async_engine(url)
        async with engine.connect() as connection:
            await connection.run_sync(migrate)
        await engine.dispose()

    asyncio.run(run())


def create_bus_tables() -> None:
    """The outbox and processed-events tables, for a service's first migration."""
    op.create_table(
        "outbox",
        sa.Column("id", UUID(as_uuid=False), primary_key=True),
        sa.Column("seq", sa.BigInteger, sa.Identity(), nullable=False, unique=True),
        sa.Column("subject", sa.Text, nullable=False),
        sa.Column("data", sa.LargeBinary, nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False, server_default=sa.func.now()),
        sa.Column("published_at", sa.DateTime(timezone=True)),
        sa.Column("attempts", sa.Integer, nullable=False, server_default="0"),
    )
    op.create_index("ix_outbox_unpublished", "outbox", ["seq"], postgresql_where=sa.text("published_at IS NULL"))
    for statement in NOTIFY_DDL:
        op.execute(statement)
    op.create_table(
        "processed_events",
        sa.Column("consumer", sa.Text, primary_key=True),
        sa.Column("event_id", UUID(as_uuid=False), primary_key=True),
        sa.Column("processed_at", sa.DateTime(timezone=True), nullable=False, server_default=sa.func.now()),
    )


def drop_bus_tables() -> None:
    op.drop_table("processed_events")
    op.execute("DROP TRIGGER IF EXISTS outbox_inserted ON outbox")
    op.execute("DROP FUNCTION IF EXISTS outbox_notify()")
    op.drop_table("outbox")


def upgrade(alembic_ini: str, database_url: str, revision: str = "head") -> None:
    """Apply a service's migrations (blocking: call it from a thread inside an event loop)."""
    from alembic import command
    from alembic.config import Config

    config = Config(alembic_ini)
    config.attributes["database_url"] = database_url
    command.upgrade(config, revision)


def rename_table(old: str, new: str) -> None:
    """Rename a table and its primary key (named after the table, as the naming convention names it); its
    indexes keep their names. Its own inverse: `rename_table(new, old)`."""
    op.rename_table(old, new)
    op.execute(f"""
        DO $$
        DECLARE key text;
        BEGIN
            SELECT conname INTO key FROM pg_constraint WHERE conrelid = '{new}'::regclass AND contype = 'p';
            EXECUTE format('ALTER TABLE %I RENAME CONSTRAINT %I TO %I', '{new}', key, 'pk_{new}');
        END $$""")  # noqa: S608 - table names from the migration itself

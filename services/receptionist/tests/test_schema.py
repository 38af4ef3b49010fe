"""The receptionist's database as migrated: every table the service maps exists and nothing else is missing."""

from sqlalchemy import inspect

from receptionist.models import Base


async def test_migrations_create_every_mapped_table(engine):
    async with engine.connect() as conn:
        tables = set(await conn.run_sync(lambda sync: inspect(sync).get_table_names()))
    assert set(Base.metadata.tables) <= tables

from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine


async def truncate_all(url: str) -> None:
    """Empty every table but Alembic's, so the next test starts from a clean database."""
    engine = create_async_engine(url)
    try:
        async with engine.begin() as conn:
            # A connection a test left open must not hold up the next test's clean slate.
            await conn.execute(text(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                "WHERE datname = current_database() AND pid <> pg_backend_pid() AND state LIKE 'idle in transaction%'"
            ))
            tables = (await conn.execute(text(
                "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'alembic_version'"
            ))).scalars().all()
            if tables:
                await conn.execute(text("TRUNCATE " + ", ".join(f'"{t}"' for t in tables) + " CASCADE"))
    finally:
        await engine.dispose()

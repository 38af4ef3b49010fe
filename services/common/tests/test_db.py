"""The services' database pool, over a real PostgreSQL: a connection the server closed while it sat in the pool is
never handed to a request, and a burst of requests shares the pool's connections instead of opening more."""

import asyncio

from sqlalchemy import text

from ringbook_common.db import create_engine, create_sessionmaker, reading
from ringbook_common.testing.wait import eventually


async def backend_pid(sessionmaker) -> int:
    async with sessionmaker() as session:
        return (await session.execute(text("SELECT pg_backend_pid()"))).scalar_one()


async def test_a_pooled_connection_the_server_closed_is_replaced_on_checkout(bus_database):
    engine = create_engine(bus_database, pool_size=1)
    other = create_engine(bus_database)
    try:
        sessions = create_sessionmaker(engine)
        async with sessions() as session:
            first = (await session.execute(text("SELECT pg_backend_pid()"))).scalar_one()
            driver = (await (await session.connection()).get_raw_connection()).driver_connection
        async with other.connect() as conn:
            await conn.execute(text("SELECT pg_terminate_backend(:pid)"), {"pid": first})

        async def closed() -> bool:
            return driver.is_closed()
        await eventually(closed)

        second = await backend_pid(sessions)
        assert second != first
        assert await backend_pid(sessions) == second  # the fresh connection is pooled in its place
    finally:
        await engine.dispose()
        await other.dispose()


async def test_a_connection_the_server_did_not_close_is_reused(bus_database):
    engine = create_engine(bus_database, pool_size=1)
    try:
        sessions = create_sessionmaker(engine)
        assert await backend_pid(sessions) == await backend_pid(sessions)
    finally:
        await engine.dispose()


async def test_a_reading_session_runs_each_statement_on_its_own(bus_database):
    engine = create_engine(bus_database, pool_size=1)
    try:
        sessions = create_sessionmaker(engine)
        xact = text("SELECT pg_current_xact_id()::text")
        async with reading(sessions) as session:
            first = (await session.execute(xact)).scalar_one()
            second = (await session.execute(xact)).scalar_one()
        assert first != second
        async with sessions() as session:  # the connection it used is back to transactions for the next
            first = (await session.execute(xact)).scalar_one()
            second = (await session.execute(xact)).scalar_one()
        assert first == second
    finally:
        await engine.dispose()


async def test_a_burst_of_requests_waits_for_the_pools_connections_instead_of_opening_more(bus_database):
    engine = create_engine(bus_database, pool_size=2)
    try:
        sessions = create_sessionmaker(engine)

        async def request() -> int:
            async with sessions() as session:
                return (await session.execute(text("SELECT pg_backend_pid() FROM pg_sleep(0.05)"))).scalar_one()

        during = set(await asyncio.gather(*(request() for _ in range(8))))
        assert len(during) == 2
        assert set(await asyncio.gather(*(request() for _ in range(8)))) == during  # kept open, not reopened
    finally:
        await engine.dispose()

"""pytest fixtures for one service's own tests: its database with its migrations applied, its app running for
the whole session with a client, a clean slate after each test, and windows on its database and its events.

A service's `tests/conftest.py` describes the service, takes the fixtures it uses and defines its settings:

    LEADS = ServiceUnderTest("leads", alembic_ini=ALEMBIC_INI, create_app=create_app, tables=TABLES)
    service_database = LEADS.database()
    engine = LEADS.engine()
    app = LEADS.app()
    ...

    @pytest.fixture(scope="session")
    def settings(service_database, nats_server, keypair) -> Settings: ...

Each conftest gets fixtures of its own (a session fixture is made once per definition, so one shared definition
would hand every service the first service's database).
"""

from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

from ringbook_common.bus.connection import Bus
from ringbook_common.db import create_engine
from ringbook_common.infra.nats import NatsServer
from ringbook_common.testing.app import serving
from ringbook_common.testing.database import Database, truncate_all
from ringbook_common.testing.events import PublishedEvents, connected_bus, watching
from ringbook_common.testing.owners import Owner, new_owner


async def empty_tables(engine: AsyncEngine, tables: Sequence[str] | None) -> None:
    """Empty `tables` in this order (children before parents); None: every table but Alembic's."""
    # DELETE, not TRUNCATE: on a handful of rows it is far faster, and its row locks cannot deadlock with a
    # consumer still applying an event the way TRUNCATE's table locks can.
    async with engine.begin() as conn:
        if tables is None:
            names = (await conn.execute(text(
                "SELECT tablename FROM pg_tables WHERE schemaname = current_schema()"))).scalars()
            tables = [name for name in names if name != "alembic_version"]
        for table in tables:
            await conn.execute(text(f'DELETE FROM "{table}"'))  # noqa: S608 - names from the service or catalogue


def own_nats_server(test_root: Path, name: str) -> NatsServer:
    """A NATS server for one service's suites alone, when another suite's apps must not answer its requests."""
    return NatsServer(test_root / f"{name}-nats", log_file=test_root / f"{name}-nats.log")


@dataclass(frozen=True)
class ServiceUnderTest:
    name: str  # also its event domain
    alembic_ini: Path
    create_app: Callable[[Any], FastAPI]
    # Emptied after each test by `client`, in this order; None: every table but Alembic's.
    tables: Sequence[str] | None = None

    def database(self) -> Any:
        """`service_database`: the service's test database with its migrations applied; its asyncpg URL."""

        @pytest.fixture(scope="session")
        async def service_database(make_database: Callable[[str, Path | None], Awaitable[str]]) -> str:
            return await make_database(f"{self.name}_tests", self.alembic_ini)

        return service_database

    def engine(self) -> Any:
        """`engine`: an engine on that database; the database is emptied when the session ends."""

        @pytest.fixture(scope="session")
        async def engine(service_database: str) -> AsyncIterator[AsyncEngine]:
            engine = create_engine(service_database)
            yield engine
            await engine.dispose()
            await truncate_all(service_database)

        return engine

    def app(self) -> Any:
        """`app`: the service built from the conftest's `settings`, running (bus connected) for the whole session,
        with its client as `app.state.test_client`."""

        @pytest.fixture(scope="session")
        async def app(settings: Any) -> AsyncIterator[FastAPI]:
            # One app for the session: starting the bus, relay and pool per test would dominate the run.
            app = self.create_app(settings)
            async with serving(app) as client:
                app.state.test_client = client
                yield app

        return app

    def client(self) -> Any:
        """`client`: the session app's client; each test leaves the service's tables empty behind it."""

        @pytest.fixture
        async def client(app: FastAPI, engine: AsyncEngine) -> AsyncIterator[httpx.AsyncClient]:
            yield app.state.test_client
            await empty_tables(engine, self.tables)

        return client

    def db(self) -> Any:
        """`db`: rows, statements, counts and outbox events of the service's database."""

        @pytest.fixture
        def db(engine: AsyncEngine) -> Database:
            return Database(engine)

        return db

    def bus(self) -> Any:
        """`bus`: a connection of the tests' own, to publish what other services would and to watch NATS."""

        @pytest.fixture(scope="session")
        async def bus(nats_server: NatsServer) -> AsyncIterator[Bus]:
            async with connected_bus(nats_server.url, name=f"{self.name}-tests") as bus:
                yield bus

        return bus

    def published(self) -> Any:
        """`published`: the service's events that reach NATS during the test."""

        @pytest.fixture
        async def published(bus: Bus, app: FastAPI) -> AsyncIterator[PublishedEvents]:
            async with watching(bus, self.name) as events:
                yield events

        return published


@pytest.fixture
def make_owner(principal_headers: Callable[..., dict[str, str]]) -> Callable[[], Owner]:
    """Signed-in owners of new tenants, as the gateway forwards them: call for each one."""
    return lambda: new_owner(principal_headers)


@pytest.fixture
def owner(make_owner: Callable[[], Owner]) -> Owner:
    return make_owner()

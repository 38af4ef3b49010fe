from pathlib import Path

import pytest
from sqlalchemy import text

from receptionist.app import create_app
from receptionist.config import Settings
from ringbook_common.db import create_engine
from ringbook_common.infra.nats import NatsServer
from ringbook_common.testing.database import Database, truncate_all
from ringbook_common.testing.events import PublishedEvents, connected_bus, watching
from ringbook_common.testing.owners import Owner, new_owner
from ringbook_common.testing.plugin import running_app

ALEMBIC_INI = Path(__file__).resolve().parents[1] / "alembic.ini"
TABLES = ("live_calls", "recording_retention", "simulated_calls", "voice_numbers", "voice_agents", "voice_llms",
          "webhook_deliveries", "callbacks", "function_calls", "calls", "prompt_changes", "agents", "setups",
          "salon_staff", "salon_services", "salons", "outbox", "processed_events")
VOICE_KEY = "key_receptionist_tests_0123456789abcdef"  # a throwaway key for the tests' provider


@pytest.fixture(scope="session")
def nats_server(test_root):
    """The receptionist's suites run a booking app too: on a NATS server of their own, so it never shares queue
    groups or durable consumers with booking's own suite."""
    server = NatsServer(test_root / "receptionist-nats", log_file=test_root / "receptionist-nats.log")
    server.start()
    yield server
    server.stop()


@pytest.fixture(scope="session")
async def booking(make_database, nats_server, keypair, test_root):
    """The real booking service answering the receptionist's requests (its own database)."""
    from .functions.line import booking_service

    async with booking_service(make_database, nats_server, keypair, test_root) as app:
        yield app


@pytest.fixture(scope="session")
async def receptionist_db(make_database) -> str:
    return await make_database("receptionist_tests", ALEMBIC_INI)


@pytest.fixture(scope="session")
def settings(receptionist_db, nats_server, keypair, test_root) -> Settings:
    return Settings(database_url=receptionist_db, nats_url=nats_server.url, internal_public_key=keypair[1],
                    env="dev", dev_outbox_file=test_root / "receptionist-outbox.jsonl",
                    signing_secret="receptionist-test-secret", public_base_url="http://ringbook.test",
                    voice_provider="local", voice_provider_key=VOICE_KEY, local_step_seconds=0,
                    # Tests run provisioning rounds themselves, at the moments they choose.
                    provisioning_poll_seconds=3600)


@pytest.fixture(scope="session")
async def app(settings):
    # One running app for the whole session: starting the bus, relay and pool per test would dominate the run.
    app = create_app(settings)
    async with running_app(app) as client:
        await app.state.bus.wait_ready(10)
        app.state.test_client = client
        yield app


@pytest.fixture(scope="session")
async def engine(receptionist_db):
    engine = create_engine(receptionist_db)
    yield engine
    await engine.dispose()
    await truncate_all(receptionist_db)


async def empty_tables(engine) -> None:
    async with engine.begin() as conn:
        for table in TABLES:
            await conn.execute(text(f"DELETE FROM {table}"))  # noqa: S608 - our own table names


@pytest.fixture
async def client(app, engine):
    yield app.state.test_client
    await empty_tables(engine)


@pytest.fixture
def db(engine) -> Database:
    return Database(engine)


@pytest.fixture
def make_owner(principal_headers):
    return lambda: new_owner(principal_headers)


@pytest.fixture
def owner(make_owner) -> Owner:
    return make_owner()


@pytest.fixture(scope="session")
async def bus(nats_server):
    async with connected_bus(nats_server.url, name="receptionist-tests") as bus:
        yield bus


@pytest.fixture
async def published(bus, app) -> PublishedEvents:
    async with watching(bus, "receptionist") as events:
        yield events

from pathlib import Path

import pytest
from google.protobuf.message import Message
from nats.js.errors import NotFoundError
from sqlalchemy import text

from admin.app import create_app
from admin.config import Settings
from admin.integrations import service as integrations
from ringbook.common.v1.envelope_pb2 import Envelope
from ringbook_common.bus.connection import stream_name
from ringbook_common.bus.envelope import domain_of, new_envelope, subject_for
from ringbook_common.db import create_engine, unit_of_work
from ringbook_common.testing.database import Database, truncate_all
from ringbook_common.testing.events import PublishedEvents, connected_bus, watching
from ringbook_common.testing.plugin import running_app
from ringbook_common.testing.wait import eventually

ALEMBIC_INI = Path(__file__).resolve().parents[1] / "alembic.ini"
KEPT_TABLES = {"alembic_version"}


@pytest.fixture(scope="session")
async def admin_db(make_database) -> str:
    return await make_database("admin_tests", ALEMBIC_INI)


@pytest.fixture(scope="session")
def settings(admin_db, nats_server, keypair) -> Settings:
    # Integrations as a development machine has them: nothing external configured.
    return Settings(database_url=admin_db, nats_url=nats_server.url, internal_public_key=keypair[1], env="dev",
                    voice_provider="", calcom_configured=False, google_configured=False,
                    sms_backend="", mail_backend="")


async def caught_up(app) -> bool:
    """Every consumer of the admin app has applied what its stream held (other suites' events, on a shared NATS)."""
    for consumer in app.state.consumers:
        subscription = consumer.subscription
        try:
            info = await app.state.bus.js.consumer_info(stream_name(subscription.domain), subscription.durable)
        except NotFoundError:
            return False
        if info.num_pending or info.num_ack_pending:
            return False
    return True


@pytest.fixture(scope="session")
async def app(settings, engine):
    # One running app for the whole session (the plugin's NATS): starting the bus, relay and consumers per test
    # would dominate the run.
    app = create_app(settings)
    async with running_app(app) as client:
        await app.state.bus.wait_ready(10)
        # The streams may hold earlier suites' events: let them land, then start every test from empty tables.
        await eventually(lambda: caught_up(app), timeout=60)
        await empty_tables(engine)
        await refresh_integrations(app)
        app.state.test_client = client
        yield app


async def refresh_integrations(app) -> None:
    async with unit_of_work(app.state.sessionmaker) as session:
        await integrations.refresh(session, app.state.settings)


@pytest.fixture(scope="session")
async def engine(admin_db):
    engine = create_engine(admin_db)
    yield engine
    await engine.dispose()
    await truncate_all(admin_db)


async def empty_tables(engine) -> None:
    """Every table of the admin database but the migration marker: read models, audit log, bus tables."""
    async with engine.begin() as conn:
        names = (await conn.execute(text(
            "SELECT tablename FROM pg_tables WHERE schemaname = current_schema()"))).scalars()
        tables = [name for name in names if name not in KEPT_TABLES]
        # DELETE, not TRUNCATE: TRUNCATE's table locks can deadlock with a consumer still applying an event.
        for name in tables:
            await conn.execute(text(f'DELETE FROM "{name}"'))  # noqa: S608 - names from the catalogue


@pytest.fixture
async def client(app, engine):
    yield app.state.test_client
    await empty_tables(engine)
    await refresh_integrations(app)


@pytest.fixture
def db(engine) -> Database:
    return Database(engine)


@pytest.fixture(scope="session")
async def bus(nats_server):
    async with connected_bus(nats_server.url, name="admin-tests") as bus:
        yield bus


class Publisher:
    """Publishes real envelopes on JetStream, as the other services' outbox relays do."""

    def __init__(self, bus) -> None:
        self.bus = bus
        self.sent: list[str] = []  # event ids, in the order published

    async def __call__(self, event_type: str, event: Message, *, tenant_id: str | None = None,
                       envelope: Envelope | None = None) -> Envelope:
        envelope = envelope or new_envelope(event, event_type=event_type, tenant_id=tenant_id)
        await self.bus.ensure_stream(domain_of(event_type))
        await self.bus.js.publish(subject_for(event_type), envelope.SerializeToString(),
                                  headers={"Nats-Msg-Id": envelope.event_id})
        self.sent.append(envelope.event_id)
        return envelope


@pytest.fixture
def publish(bus) -> Publisher:
    return Publisher(bus)


@pytest.fixture
async def published(bus, app) -> PublishedEvents:
    async with watching(bus, "admin") as events:
        yield events


@pytest.fixture(scope="session")
def operator_headers(principal_headers) -> dict[str, str]:
    """An operator as the gateway forwards them once the admin token checked out."""
    return principal_headers(user_id="operator:alice", tenant_id=None, role="operator")


@pytest.fixture(scope="session")
def owner_headers(principal_headers) -> dict[str, str]:
    return principal_headers(user_id="owner-1", tenant_id="tenant-1", role="owner")

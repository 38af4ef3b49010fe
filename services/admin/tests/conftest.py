from pathlib import Path

import pytest
from google.protobuf.message import Message
from nats.js.errors import NotFoundError

from admin.app import create_app
from admin.config import Settings
from admin.integrations import service as integrations
from ringbook.common.v1.envelope_pb2 import Envelope
from ringbook_common.bus.connection import stream_name
from ringbook_common.bus.envelope import domain_of, new_envelope, subject_for
from ringbook_common.db import unit_of_work
from ringbook_common.testing.app import serving
from ringbook_common.testing.service import ServiceUnderTest, empty_tables, own_nats_server
from ringbook_common.testing.wait import eventually

ALEMBIC_INI = Path(__file__).resolve().parents[1] / "alembic.ini"


# Every table is emptied after each test: read models, audit log, integration checks, bus tables.
ADMIN = ServiceUnderTest("admin", alembic_ini=ALEMBIC_INI, create_app=create_app)
service_database = ADMIN.database()
engine = ADMIN.engine()
db = ADMIN.db()
bus = ADMIN.bus()
published = ADMIN.published()


@pytest.fixture(scope="session")
def nats_server(test_root):
    """Admin's suites on a NATS server of their own: the services whose integrations it asks about never answer
    here (tests/admin runs admin beside the real receptionist), and no other suite's app left running does."""
    server = own_nats_server(test_root, "admin")
    server.start()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def settings(service_database, nats_server, keypair) -> Settings:
    # Tests ask about the integrations themselves, at the moments they choose.
    return Settings(database_url=service_database, nats_url=nats_server.url, internal_public_key=keypair[1], env="dev",
                    integration_check_seconds=3600, integration_retry_seconds=3600)


async def caught_up(app) -> bool:
    """Every consumer of the admin app has applied what its stream held."""
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
    # One running app for the whole session: starting the bus, relay and consumers per test would dominate the run.
    app = create_app(settings)
    async with serving(app) as client:
        # Let whatever the streams already hold land, then start every test from empty tables.
        await eventually(lambda: caught_up(app), timeout=60)
        await empty_tables(engine, ADMIN.tables)
        await refresh_integrations(app)
        app.state.test_client = client
        yield app


async def refresh_integrations(app) -> None:
    async with unit_of_work(app.state.sessionmaker) as session:
        await integrations.refresh(session, app.state.bus, timeout=app.state.settings.rpc_timeout_seconds)


@pytest.fixture
async def client(app, engine):
    yield app.state.test_client
    await empty_tables(engine, ADMIN.tables)
    await refresh_integrations(app)


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


# Per test: the gateway's tokens live 30 seconds, shorter than a loaded machine's run of the suite.
@pytest.fixture
def operator_headers(principal_headers) -> dict[str, str]:
    """An operator as the gateway forwards them once the admin token checked out."""
    return principal_headers(user_id="operator:alice", tenant_id=None, role="operator")


@pytest.fixture
def owner_headers(principal_headers) -> dict[str, str]:
    return principal_headers(user_id="owner-1", tenant_id="tenant-1", role="owner")

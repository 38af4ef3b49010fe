import socket
from pathlib import Path

import pytest
from sqlalchemy import text

from booking.app import create_app
from booking.config import Settings
from booking.connections.crypto import new_key
from ringbook.common.v1.envelope_pb2 import Envelope
from ringbook_common.bus.envelope import unpack
from ringbook_common.db import create_engine
from ringbook_common.testing.database import Database as BaseDatabase
from ringbook_common.testing.database import truncate_all
from ringbook_common.testing.events import PublishedEvents, connected_bus, watching
from ringbook_common.testing.owners import Owner, new_owner
from ringbook_common.testing.plugin import running_app

from .fakes.calcom import CLIENT_ID as CALCOM_CLIENT_ID
from .fakes.calcom import CLIENT_SECRET as CALCOM_CLIENT_SECRET
from .fakes.calcom import FakeCalcom

ALEMBIC_INI = Path(__file__).resolve().parents[1] / "alembic.ini"
TABLES = ("reminder_jobs", "appointment_blocks", "appointments", "calls", "catalogue_services", "tenant_profiles",
          "time_off", "working_hours", "staff", "availability_versions", "calendar_connections", "oauth_states",
          "calendar_feeds", "external_busy", "provider_deliveries", "texting_tenants", "text_counts", "queued_texts",
          "outbox", "processed_events")


@pytest.fixture(scope="session")
async def booking_db(make_database) -> str:
    return await make_database("booking_tests", ALEMBIC_INI)


@pytest.fixture(scope="session")
def google_url() -> str:
    """Where the fake Google (tests/google/conftest.py) listens: chosen before the app's settings exist."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return f"http://127.0.0.1:{probe.getsockname()[1]}"


@pytest.fixture(scope="session")
def calcom_server() -> FakeCalcom:
    """The fake Cal.com (tests/fakes/calcom.py), running for the whole session; tests/calcom resets it per test."""
    server = FakeCalcom().start()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def settings(booking_db, nats_server, keypair, test_root, google_url, calcom_server) -> Settings:
    return Settings(database_url=booking_db, nats_url=nats_server.url, internal_public_key=keypair[1], env="dev",
                    token_keys=new_key(), public_base_url="http://ringbook.test",
                    dev_outbox_file=test_root / "booking-outbox.jsonl", signing_secret="booking-test-secret",
                    google_client_id="ringbook-google-test", google_client_secret="google-test-secret",
                    google_authorize_url=f"{google_url}/o/oauth2/v2/auth", google_token_url=f"{google_url}/token",
                    google_api_url=f"{google_url}/calendar/v3",
                    calcom_client_id=CALCOM_CLIENT_ID, calcom_client_secret=CALCOM_CLIENT_SECRET,
                    calcom_authorize_url=calcom_server.authorize_url(),
                    calcom_token_url=f"{calcom_server.base_url}/v2/auth/oauth2/token",
                    calcom_api_url=f"{calcom_server.base_url}/v2", calcom_timeout_seconds=1.0,
                    # Tests run the reminder and Google rounds themselves, at the moments they choose.
                    reminder_poll_seconds=3600, google_poll_seconds=3600, google_busy_sync_seconds=3600)


@pytest.fixture(scope="session")
async def app(settings):
    # One running app for the whole session: starting the bus, relay and pool per test would dominate the run.
    app = create_app(settings)
    async with running_app(app) as client:
        await app.state.bus.wait_ready(10)
        app.state.test_client = client
        yield app


@pytest.fixture(scope="session")
async def engine(booking_db):
    engine = create_engine(booking_db)
    yield engine
    await engine.dispose()
    await truncate_all(booking_db)


async def empty_tables(engine) -> None:
    # DELETE, not TRUNCATE: on a handful of rows it is far faster, and tests run by the hundred.
    async with engine.begin() as conn:
        for table in TABLES:
            await conn.execute(text(f"DELETE FROM {table}"))  # noqa: S608 - our own table names


@pytest.fixture
async def client(app, engine):
    yield app.state.test_client
    await empty_tables(engine)


class Database(BaseDatabase):
    async def events(self, event_type: str, message_type) -> list:
        """Events of this type recorded in the outbox, oldest first, as (envelope, payload)."""
        found = []
        for row in await self.rows("SELECT data FROM outbox WHERE subject = :subject ORDER BY seq",
                                   subject=f"ringbook.{event_type}"):
            envelope = Envelope.FromString(row["data"])
            found.append((envelope, unpack(envelope, message_type)))
        return found


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
    async with connected_bus(nats_server.url, name="booking-tests") as bus:
        yield bus


@pytest.fixture
async def published(bus, app) -> PublishedEvents:
    async with watching(bus, "booking") as events:
        yield events

import socket
from collections.abc import Iterator
from pathlib import Path

import pytest

from booking.app import create_app
from booking.config import Settings
from booking.connections.crypto import new_key
from ringbook_common.testing.service import ServiceUnderTest

from .fakes.calcom import CLIENT_ID as CALCOM_CLIENT_ID
from .fakes.calcom import CLIENT_SECRET as CALCOM_CLIENT_SECRET
from .fakes.calcom import FakeCalcom

ALEMBIC_INI = Path(__file__).resolve().parents[1] / "alembic.ini"
TABLES = ("waitlist_offers", "waitlist_openings", "waitlist_entries", "waitlist_settings", "reminder_jobs",
          "appointment_blocks", "appointments", "calls", "catalogue_services", "tenant_profiles",
          "locations", "location_services", "time_off", "working_hours", "staff", "availability_versions",
          "calendar_connections", "oauth_states", "calendar_feeds", "external_busy", "provider_deliveries",
          "texting_tenants", "text_counts", "queued_texts", "text_opt_outs", "text_senders", "outbox",
          "processed_events")


BOOKING = ServiceUnderTest("booking", alembic_ini=ALEMBIC_INI, create_app=create_app, tables=TABLES)
service_database = BOOKING.database()
engine = BOOKING.engine()
app = BOOKING.app()
client = BOOKING.client()
db = BOOKING.db()
bus = BOOKING.bus()
published = BOOKING.published()


@pytest.fixture(scope="session")
def google_url() -> str:
    """Where the fake Google (tests/google/conftest.py) listens: chosen before the app's settings exist."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return f"http://127.0.0.1:{probe.getsockname()[1]}"


@pytest.fixture(scope="session")
def calcom_server() -> Iterator[FakeCalcom]:
    """The fake Cal.com (tests/fakes/calcom.py), running for the whole session; tests/calcom resets it per test."""
    server = FakeCalcom().start()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def settings(service_database, nats_server, keypair, test_root, google_url, calcom_server) -> Settings:
    return Settings(database_url=service_database, nats_url=nats_server.url, internal_public_key=keypair[1], env="dev",
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

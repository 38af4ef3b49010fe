from pathlib import Path

import pytest

from receptionist.app import create_app
from receptionist.config import Settings
from ringbook_common.testing.service import ServiceUnderTest, own_nats_server

ALEMBIC_INI = Path(__file__).resolve().parents[1] / "alembic.ini"
TABLES = ("live_calls", "recording_retention", "simulated_calls", "voice_numbers", "voice_agents", "voice_llms",
          "webhook_deliveries", "callbacks", "function_calls", "calls", "prompt_changes", "agents", "setups",
          "salon_staff", "salon_services", "tenant_profiles", "outbox", "processed_events")
VOICE_KEY = "key_receptionist_tests_0123456789abcdef"  # a throwaway key for the tests' provider


@pytest.fixture(scope="session")
def nats_server(test_root):
    """The receptionist's suites run a booking app too: on a NATS server of their own, so it never shares queue
    groups or durable consumers with booking's own suite."""
    server = own_nats_server(test_root, "receptionist")
    server.start()
    yield server
    server.stop()


@pytest.fixture(scope="session")
async def booking(make_database, nats_server, keypair, test_root):
    """The real booking service answering the receptionist's requests (its own database)."""
    from .functions.line import booking_service

    async with booking_service(make_database, nats_server, keypair, test_root) as app:
        yield app


RECEPTIONIST = ServiceUnderTest("receptionist", alembic_ini=ALEMBIC_INI, create_app=create_app, tables=TABLES)
service_database = RECEPTIONIST.database()
engine = RECEPTIONIST.engine()
app = RECEPTIONIST.app()
client = RECEPTIONIST.client()
db = RECEPTIONIST.db()
bus = RECEPTIONIST.bus()
published = RECEPTIONIST.published()


@pytest.fixture(scope="session")
def settings(service_database, nats_server, keypair, test_root) -> Settings:
    return Settings(database_url=service_database, nats_url=nats_server.url, internal_public_key=keypair[1],
                    env="dev", dev_outbox_file=test_root / "receptionist-outbox.jsonl",
                    signing_secret="receptionist-test-secret", public_base_url="http://ringbook.test",
                    voice_provider="local", voice_provider_key=VOICE_KEY, local_step_seconds=0,
                    # Tests run provisioning rounds themselves, at the moments they choose.
                    provisioning_poll_seconds=3600)

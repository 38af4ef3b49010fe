from pathlib import Path

import pytest

from receptionist.app import create_app
from receptionist.config import Settings
from ringbook_common.testing.service import ServiceUnderTest, own_nats_server

ALEMBIC_INI = Path(__file__).resolve().parents[1] / "alembic.ini"
TABLES = ("text_messages", "text_threads", "text_opt_outs", "shared_sender_routes", "texting_registrations",
          "live_calls", "recording_retention", "simulated_calls", "voice_numbers", "voice_agents", "voice_llms",
          "webhook_deliveries", "callbacks", "function_calls", "calls", "prompt_changes", "agents", "setups",
          "salon_staff", "salon_services", "locations", "tenant_profiles", "outbox", "processed_events")
VOICE_KEY = "key_receptionist_tests_0123456789abcdef"  # a throwaway key for the tests' provider
TWILIO_TOKEN = "twilio_receptionist_tests_token"  # a throwaway auth token for the tests' Twilio


@pytest.fixture(scope="session")
def nats_server(test_root):
    """The receptionist's suites on a NATS server of their own: no other suite's app answers its requests or shares
    its queue groups and durable consumers."""
    server = own_nats_server(test_root, "receptionist")
    server.start()
    yield server
    server.stop()


RECEPTIONIST = ServiceUnderTest("receptionist", alembic_ini=ALEMBIC_INI, create_app=create_app, tables=TABLES)
service_database = RECEPTIONIST.database()
engine = RECEPTIONIST.engine()
app = RECEPTIONIST.app()
client = RECEPTIONIST.client()
db = RECEPTIONIST.db()
bus = RECEPTIONIST.bus()
published = RECEPTIONIST.published()


# The shared sender: texts of a location whose number does not text yet go from it.
SHARED_SENDER = "+18885550100"


def receptionist_settings(database_url: str, nats_url: str, public_key: str, outbox_file: Path) -> Settings:
    return Settings(database_url=database_url, nats_url=nats_url, internal_public_key=public_key, env="dev",
                    dev_outbox_file=outbox_file, signing_secret="receptionist-test-secret",
                    public_base_url="http://ringbook.test",
                    voice_provider="local", voice_provider_key=VOICE_KEY, twilio_auth_token=TWILIO_TOKEN,
                    twilio_from_number=SHARED_SENDER,
                    local_step_seconds=0,
                    # Tests run provisioning rounds themselves, at the moments they choose.
                    provisioning_poll_seconds=3600, inbox_idle_sweep_seconds=3600)


@pytest.fixture(scope="session")
def settings(service_database, nats_server, keypair, test_root) -> Settings:
    return receptionist_settings(service_database, nats_server.url, keypair[1],
                                 test_root / "receptionist-outbox.jsonl")

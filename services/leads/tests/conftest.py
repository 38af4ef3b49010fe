import json
from pathlib import Path

import pytest

from leads.app import create_app
from leads.config import Settings
from ringbook_common.messaging.delivery import drain_background
from ringbook_common.testing.events import PublishedEvents
from ringbook_common.testing.service import ServiceUnderTest, empty_tables

ALEMBIC_INI = Path(__file__).resolve().parents[1] / "alembic.ini"
SALES_INBOX = "sales@ringbook.test"
SECRET = "leads-test-signing-secret"
TABLES = ("contact_messages", "newsletter_subscribers", "lead_submissions", "custom_plan_submissions",
          "idempotent_requests", "outbox", "processed_events")


LEADS = ServiceUnderTest("leads", alembic_ini=ALEMBIC_INI, create_app=create_app, tables=TABLES)
service_database = LEADS.database()
engine = LEADS.engine()
app = LEADS.app()
db = LEADS.db()
bus = LEADS.bus()
published = LEADS.published()


@pytest.fixture(scope="session")
def outbox_file(test_root) -> Path:
    return test_root / "leads-outbox.jsonl"


@pytest.fixture(scope="session")
def settings(service_database, nats_server, keypair, outbox_file) -> Settings:
    return Settings(database_url=service_database, nats_url=nats_server.url, internal_public_key=keypair[1], env="dev",
                    dev_outbox_file=outbox_file, signing_secret=SECRET, sales_inbox=SALES_INBOX,
                    public_base_url="http://ringbook.test")


@pytest.fixture
async def client(app, engine, outbox_file):
    yield app.state.test_client
    # Mail still being sent lands before the tables are emptied and the outbox is cleared.
    await drain_background()
    await empty_tables(engine, TABLES)
    outbox_file.unlink(missing_ok=True)


class Mailbox:
    """The dev outbox the service writes its e-mails to."""

    def __init__(self, file: Path) -> None:
        self.file = file

    async def all(self) -> list[dict]:
        await drain_background()
        if not self.file.exists():
            return []
        return [json.loads(line) for line in self.file.read_text().splitlines()]

    async def to(self, address: str) -> list[dict]:
        return [m for m in await self.all() if m["to"] == address]


@pytest.fixture
def mailbox(outbox_file) -> Mailbox:
    return Mailbox(outbox_file)


@pytest.fixture
def events(published) -> PublishedEvents:
    return published

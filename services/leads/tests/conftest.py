import json
from pathlib import Path

import pytest
from sqlalchemy import text

from leads.app import create_app
from leads.config import Settings
from ringbook_common.db import create_engine
from ringbook_common.messaging.delivery import drain_background
from ringbook_common.testing.database import Database, truncate_all
from ringbook_common.testing.events import PublishedEvents, connected_bus, watching
from ringbook_common.testing.plugin import serving

ALEMBIC_INI = Path(__file__).resolve().parents[1] / "alembic.ini"
SALES_INBOX = "sales@ringbook.test"
SECRET = "leads-test-signing-secret"


@pytest.fixture(scope="session")
async def leads_db(make_database) -> str:
    return await make_database("leads_tests", ALEMBIC_INI)


@pytest.fixture(scope="session")
def outbox_file(test_root) -> Path:
    return test_root / "leads-outbox.jsonl"


@pytest.fixture(scope="session")
def settings(leads_db, nats_server, keypair, outbox_file) -> Settings:
    return Settings(database_url=leads_db, nats_url=nats_server.url, internal_public_key=keypair[1], env="dev",
                    dev_outbox_file=outbox_file, signing_secret=SECRET, sales_inbox=SALES_INBOX,
                    public_base_url="http://ringbook.test")


@pytest.fixture(scope="session")
async def app(settings):
    app = create_app(settings)
    async with serving(app) as client:
        app.state.test_client = client
        yield app


@pytest.fixture(scope="session")
async def engine(leads_db):
    engine = create_engine(leads_db)
    yield engine
    await engine.dispose()
    await truncate_all(leads_db)


TABLES = ("contact_messages", "newsletter_subscribers", "lead_submissions", "custom_plan_submissions",
          "idempotent_requests", "outbox", "processed_events")


async def empty_tables(engine) -> None:
    # DELETE, not TRUNCATE: on a handful of rows it is ten times faster, and tests run by the hundred.
    async with engine.begin() as conn:
        for table in TABLES:
            await conn.execute(text(f"DELETE FROM {table}"))  # noqa: S608 - our own table names


@pytest.fixture
async def client(app, engine, outbox_file):
    yield app.state.test_client
    await drain_background()
    await empty_tables(engine)
    outbox_file.unlink(missing_ok=True)


@pytest.fixture
def db(engine) -> Database:
    return Database(engine)


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


@pytest.fixture(scope="session")
async def bus(nats_server):
    async with connected_bus(nats_server.url, name="leads-tests") as bus:
        yield bus


@pytest.fixture
async def events(bus, app) -> PublishedEvents:
    async with watching(bus, "leads") as events:
        yield events

import uuid
from pathlib import Path

import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

from ringbook.common.v1.envelope_pb2 import Envelope
from ringbook_common.db import create_engine
from ringbook_common.testing.database import truncate_all
from ringbook_common.testing.plugin import serving
from tenants.app import create_app
from tenants.config import Settings

ALEMBIC_INI = Path(__file__).resolve().parents[1] / "alembic.ini"


@pytest.fixture(scope="session")
async def tenants_db(make_database) -> str:
    return await make_database("tenants_tests", ALEMBIC_INI)


def tenants_settings(tenants_db: str, nats_server, keypair: tuple[str, str]) -> Settings:
    return Settings(database_url=tenants_db, nats_url=nats_server.url, internal_public_key=keypair[1], env="dev",
                    signing_secret="test")


@pytest.fixture
async def app(tenants_db, nats_server, keypair):
    app = create_app(tenants_settings(tenants_db, nats_server, keypair))
    yield app
    await truncate_all(tenants_db)


@pytest.fixture
async def client(app):
    async with serving(app) as client:
        yield client


@pytest.fixture
async def db(tenants_db):
    engine = create_engine(tenants_db)
    yield engine
    await engine.dispose()


@pytest.fixture
def owner(principal_headers):
    """Headers of a signed-in owner of a fresh tenant; call again for a second, unrelated owner."""
    def make() -> tuple[str, dict]:
        tenant_id = str(uuid.uuid4())
        return tenant_id, principal_headers(user_id=str(uuid.uuid4()), tenant_id=tenant_id)
    return make


async def published(db: AsyncEngine, tenant_id: str) -> list[str]:
    """The subjects of the tenant's events in the outbox, oldest first. Only this tenant's: the service also
    creates tenants for owners whom other tests verified on the same bus."""
    async with db.connect() as conn:
        rows = (await conn.execute(text("SELECT subject, data FROM outbox ORDER BY seq"))).all()
    return [subject for subject, data in rows if Envelope.FromString(data).tenant_id == tenant_id]


SETTINGS = {
    "name": "Ana's Hair Studio", "timezone": "America/Chicago", "hours": {"start": "08:30", "end": "19:00"},
    "address": "12 Main St, Austin, TX", "ownerPhone": "(415) 867-5309", "frontDeskPhone": "212-555-0123",
}

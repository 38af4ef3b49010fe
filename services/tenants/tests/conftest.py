import uuid
from pathlib import Path

import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

from ringbook.common.v1.envelope_pb2 import Envelope
from ringbook_common.testing.app import serving
from ringbook_common.testing.database import truncate_all
from ringbook_common.testing.service import ServiceUnderTest
from tenants.app import create_app
from tenants.config import Settings

ALEMBIC_INI = Path(__file__).resolve().parents[1] / "alembic.ini"


TENANTS = ServiceUnderTest("tenants", alembic_ini=ALEMBIC_INI, create_app=create_app)
service_database = TENANTS.database()
engine = TENANTS.engine()


def tenants_settings(database_url: str, nats_server, keypair: tuple[str, str]) -> Settings:
    return Settings(database_url=database_url, nats_url=nats_server.url, internal_public_key=keypair[1], env="dev",
                    signing_secret="test")


@pytest.fixture
async def app(service_database, nats_server, keypair):
    app = create_app(tenants_settings(service_database, nats_server, keypair))
    yield app
    await truncate_all(service_database)


@pytest.fixture
async def client(app):
    async with serving(app) as client:
        yield client


@pytest.fixture
def db(engine):
    return engine


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

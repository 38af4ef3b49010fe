import json
import re
from datetime import timedelta
from pathlib import Path

import pytest
from sqlalchemy import text

from identity.app import create_app
from identity.config import Settings
from ringbook_common.messaging.delivery import drain_background
from ringbook_common.testing.app import serving
from ringbook_common.testing.database import truncate_all
from ringbook_common.testing.service import ServiceUnderTest

ALEMBIC_INI = Path(__file__).resolve().parents[1] / "alembic.ini"
PASSWORD = "correct horse battery"


IDENTITY = ServiceUnderTest("identity", alembic_ini=ALEMBIC_INI, create_app=create_app)
service_database = IDENTITY.database()
engine = IDENTITY.engine()


@pytest.fixture
def outbox_file(tmp_path) -> Path:
    return tmp_path / "outbox.jsonl"


def identity_settings(database_url: str, nats_server, keypair: tuple[str, str], outbox_file: Path) -> Settings:
    return Settings(database_url=database_url, nats_url=nats_server.url, internal_public_key=keypair[1],
                    env="dev", dev_outbox_file=outbox_file, signing_secret="test-signing-secret")


@pytest.fixture
def settings(service_database, nats_server, keypair, outbox_file) -> Settings:
    return identity_settings(service_database, nats_server, keypair, outbox_file)


# An app per test: each test's settings name a mail outbox file of its own.
@pytest.fixture
async def app(settings, service_database):
    app = create_app(settings)
    yield app
    await truncate_all(service_database)


@pytest.fixture
async def client(app):
    async with serving(app) as client:
        yield client


@pytest.fixture
def db(engine):
    return engine


class Mailbox:
    def __init__(self, file: Path) -> None:
        self.file = file

    async def messages(self, to: str) -> list[dict]:
        await drain_background()
        if not self.file.exists():
            return []
        lines = [json.loads(line) for line in self.file.read_text().splitlines()]
        return [m for m in lines if m["to"] == to]

    async def latest_code(self, to: str) -> str:
        messages = await self.messages(to)
        assert messages, f"no e-mail for {to}"
        found = re.search(r"\b(\d{6})\b", messages[-1]["body"])
        assert found, f"no code in the e-mail to {to}"
        return found.group(1)


@pytest.fixture
def mailbox(outbox_file) -> Mailbox:
    return Mailbox(outbox_file)


async def let_time_pass(db, kind: str, **elapsed: int) -> None:
    """As if the time (`seconds=61`, `minutes=15`) had passed for every window of one kind of attempt: `mail`,
    `code_tries`, `sign_in`, `sign_in_ip`."""
    async with db.begin() as conn:
        await conn.execute(text("UPDATE attempt_windows SET opened_at = opened_at - CAST(:elapsed AS interval) "
                                "WHERE kind = :kind"),
                           {"elapsed": timedelta(**elapsed), "kind": kind})


def registration(email: str = "ana@salon.example", **overrides) -> dict:
    return {"fullName": "Ana Ruiz", "email": email, "password": PASSWORD, "confirmPassword": PASSWORD,
            **overrides}


@pytest.fixture
def register(client, mailbox):
    async def register(email: str = "ana@salon.example", *, verify: bool = False, **overrides) -> dict:
        response = await client.post("/auth/register", json=registration(email, **overrides))
        assert response.status_code == 201, response.text
        if not verify:
            return {}
        code = await mailbox.latest_code(email.strip().lower())
        verified = await client.post("/auth/verify-email", json={"email": email, "code": code})
        assert verified.status_code == 200, verified.text
        return verified.json()
    return register

"""pytest fixtures: a real PostgreSQL and a real NATS JetStream for the whole test session.

Registered for every test run with `-p ringbook_common.testing.plugin` (root pyproject.toml), with the fixtures
a service's own tests share (`ringbook_common.testing.service`).
"""

import asyncio
import shutil
import tempfile
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path

import pytest

from ringbook_common.auth import Principal, TokenSigner, generate_keypair
from ringbook_common.infra.nats import NatsServer
from ringbook_common.infra.postgres import PostgresServer
from ringbook_common.migrations import upgrade
from ringbook_common.testing.app import running_app, serving
from ringbook_common.testing.database import truncate_all

pytest_plugins = ["ringbook_common.testing.service"]


@pytest.fixture(scope="session")
def test_root() -> Iterator[Path]:
    root = Path(tempfile.mkdtemp(prefix="ringbook-test-"))
    root.chmod(0o755)
    yield root
    shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(scope="session")
def postgres_server(test_root: Path) -> Iterator[PostgresServer]:
    server = PostgresServer(test_root / "postgres")
    server.start(durable=False)
    yield server
    server.stop()


@pytest.fixture(scope="session")
def nats_server(test_root: Path) -> Iterator[NatsServer]:
    server = NatsServer(test_root / "nats", log_file=test_root / "nats.log")
    server.start()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def make_database(postgres_server: PostgresServer) -> Callable[[str, Path | None], Awaitable[str]]:
    """Create a database (once per name) and apply a service's migrations; returns its asyncpg URL."""
    made: dict[str, str] = {}

    async def make(name: str, alembic_ini: Path | None = None) -> str:
        if name not in made:
            await asyncio.to_thread(postgres_server.create_database, name)
            url = postgres_server.url(name)
            if alembic_ini is not None:
                await asyncio.to_thread(upgrade, str(alembic_ini), url)
            made[name] = url
        return made[name]

    return make


@pytest.fixture(scope="session")
def keypair() -> tuple[str, str]:
    return generate_keypair()


@pytest.fixture(scope="session")
def signer(keypair: tuple[str, str]) -> TokenSigner:
    return TokenSigner(keypair[0])


@pytest.fixture(scope="session")
def principal_headers(signer: TokenSigner) -> Callable[..., dict[str, str]]:
    """Headers as the gateway would forward them for a signed-in owner (or an operator)."""

    def headers(*, user_id: str = "user-1", tenant_id: str | None = "tenant-1", role: str = "owner") -> dict[str, str]:
        token = signer.sign(Principal(subject=user_id, role=role, tenant_id=tenant_id))
        return {"x-ringbook-principal": token}

    return headers


__all__ = ["running_app", "serving", "truncate_all"]

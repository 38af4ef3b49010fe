"""The real receptionist answers the admin app's requests over the same NATS, with a database of its own, served
over HTTP on a loopback port so the self-test of Mark as Configured calls its real function URLs."""

import asyncio
import socket
import uuid
from pathlib import Path

import pytest
import uvicorn

from receptionist.app import create_app as create_receptionist_app
from receptionist.config import Settings
from receptionist.models import Agent
from ringbook.tenants.v1 import events_pb2 as tenants
from ringbook_common.testing.wait import eventually
from services.receptionist.tests.conftest import ALEMBIC_INI as RECEPTIONIST_ALEMBIC_INI

VOICE_KEY = "key_admin_tests_0123456789abcdef0123"


async def receptionist_settings(make_database, nats_url: str, keypair: tuple[str, str], test_root: Path,
                                base_url: str) -> Settings:
    return Settings(database_url=await make_database("receptionist_for_admin", RECEPTIONIST_ALEMBIC_INI),
                    nats_url=nats_url, internal_public_key=keypair[1], env="dev",
                    dev_outbox_file=test_root / "receptionist-for-admin-outbox.jsonl",
                    signing_secret="receptionist-for-admin-secret", public_base_url=base_url,
                    voice_provider="local", voice_provider_key=VOICE_KEY, local_step_seconds=0,
                    provisioning_poll_seconds=0.1)


# Package scope: stopped once these tests are done, so its worker and relay never run beside other suites.
@pytest.fixture(scope="package")
async def receptionist(make_database, nats_server, keypair, test_root):
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind(("127.0.0.1", 0))
    base_url = f"http://127.0.0.1:{sock.getsockname()[1]}"
    app = create_receptionist_app(await receptionist_settings(make_database, nats_server.url, keypair, test_root,
                                                              base_url))
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="on", access_log=False))
    task = asyncio.create_task(server.serve(sockets=[sock]))
    await eventually(lambda: _started(server, task))
    await app.state.bus.wait_ready(10)
    yield app
    server.should_exit = True
    await task


async def _started(server: uvicorn.Server, task: asyncio.Task) -> bool:
    if task.done():
        task.result()  # the server's own error, rather than a timeout
    return server.started


class Salons:
    """Salons as the platform creates them: tenants' `tenant_created` on the real bus, read by the receptionist."""

    def __init__(self, publish, client, operator_headers) -> None:
        self.publish, self.client, self.headers = publish, client, operator_headers

    async def create(self, *, name: str = "Salon Uno") -> str:
        tenant_id = str(uuid.uuid4())
        await self.publish("tenants.tenant_created", tenants.TenantCreated(
            tenant_id=tenant_id, owner_user_id=str(uuid.uuid4()), owner_email="owner@salon.example", name=name,
            timezone="America/New_York", hours_start="09:00", hours_end="18:00"), tenant_id=tenant_id)

        async def known() -> bool:
            response = await self.client.get(f"/api/admin/tenants/{tenant_id}/agent", headers=self.headers)
            return response.status_code == 200

        await eventually(known)
        return tenant_id


@pytest.fixture
def salons(receptionist, publish, client, operator_headers) -> Salons:
    return Salons(publish, client, operator_headers)


async def fail_agent(receptionist, tenant_id: str, *, error: str = "Provider refused") -> None:
    """The agent's provisioning failed (its last step ran out of attempts), in the receptionist's own database."""
    async with receptionist.state.sessionmaker() as session, session.begin():
        agent = await session.get(Agent, uuid.UUID(tenant_id), with_for_update=True)
        agent.status, agent.error = "failed", error

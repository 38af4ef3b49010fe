"""The wizard with the real owners of its data answering: the receptionist, booking and tenants apps, each on its
own database, on a NATS server of their own (so no other suite's booking or tenants replica shares their queue
groups or durable consumers)."""

from collections.abc import AsyncIterator
from contextlib import AsyncExitStack
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest

import booking
import tenants
from booking.app import create_app as create_booking
from booking.config import Settings as BookingSettings
from booking.connections.crypto import new_key
from receptionist.app import create_app as create_receptionist
from ringbook.booking.v1 import rpc_pb2 as booking_rpc
from ringbook.tenants.v1 import rpc_pb2 as tenants_rpc
from ringbook_common.bus import rpc
from ringbook_common.db import create_engine
from ringbook_common.errors import Unavailable
from ringbook_common.infra.nats import NatsServer
from ringbook_common.testing.database import Database
from ringbook_common.testing.events import PublishedEvents, connected_bus, watching
from ringbook_common.testing.owners import Owner
from ringbook_common.testing.plugin import serving
from ringbook_common.testing.wait import eventually
from services.receptionist.tests.conftest import ALEMBIC_INI
from tenants.app import create_app as create_tenants
from tenants.config import Settings as TenantsSettings

BOOKING_INI = Path(booking.__file__).resolve().parents[1] / "alembic.ini"
TENANTS_INI = Path(tenants.__file__).resolve().parents[1] / "alembic.ini"


@dataclass
class Stack:
    receptionist: httpx.AsyncClient
    booking: httpx.AsyncClient
    tenants: httpx.AsyncClient
    receptionist_app: object
    booking_url: str
    nats_url: str


@pytest.fixture(scope="session")
def wizard_nats(test_root):
    server = NatsServer(test_root / "wizard-nats", log_file=test_root / "wizard-nats.log")
    server.start()
    yield server
    server.stop()


async def _answering(bus, subject: str, message, reply_type) -> bool:
    try:
        await rpc.request(bus, subject, message, reply_type, timeout=5)
    except Unavailable:
        return False  # an app subscribes its RPC methods just after it connects
    except rpc.RpcFailed:
        return True
    return True


@pytest.fixture(scope="session")
async def stack(make_database, wizard_nats, keypair, test_root, settings):
    receptionist_url = await make_database("receptionist_wizard_tests", ALEMBIC_INI)
    booking_url = await make_database("booking_wizard_tests", BOOKING_INI)
    tenants_url = await make_database("tenants_wizard_tests", TENANTS_INI)
    common = {"nats_url": wizard_nats.url, "internal_public_key": keypair[1], "env": "dev",
              "public_base_url": "http://ringbook.test"}
    receptionist = create_receptionist(settings.model_copy(update={
        "database_url": receptionist_url, "nats_url": wizard_nats.url,
        "dev_outbox_file": test_root / "wizard-receptionist-outbox.jsonl"}))
    booking_app = create_booking(BookingSettings(
        database_url=booking_url, token_keys=new_key(), signing_secret="wizard-booking-secret",
        dev_outbox_file=test_root / "wizard-booking-outbox.jsonl", reminder_poll_seconds=3600,
        google_poll_seconds=3600, google_busy_sync_seconds=3600, **common))
    tenants_app = create_tenants(TenantsSettings(database_url=tenants_url, signing_secret="wizard-tenants-secret",
                                                 **common))
    async with AsyncExitStack() as running:
        clients = [await running.enter_async_context(serving(app)) for app in (receptionist, booking_app, tenants_app)]
        bus = await running.enter_async_context(connected_bus(wizard_nats.url, name="wizard-probe"))
        await eventually(lambda: _answering(bus, "rpc.booking.calendar_status", booking_rpc.CalendarStatusRequest(
            tenant_id="probe"), booking_rpc.CalendarStatusReply))
        await eventually(lambda: _answering(bus, "rpc.tenants.add_services", tenants_rpc.AddServicesRequest(
            tenant_id="probe"), tenants_rpc.CatalogueReply))
        yield Stack(receptionist=clients[0], booking=clients[1], tenants=clients[2], receptionist_app=receptionist,
                    booking_url=booking_url, nats_url=wizard_nats.url)


@pytest.fixture(scope="session")
async def stack_engines(stack):
    receptionist = create_engine(stack.receptionist_app.state.settings.database_url)
    booking_engine = create_engine(stack.booking_url)
    yield receptionist, booking_engine
    await receptionist.dispose()
    await booking_engine.dispose()


class WizardDatabase(Database):
    async def count_where(self, table: str, tenant_id: str) -> int:
        [row] = await self.rows(f"SELECT count(*) AS n FROM {table} WHERE tenant_id = :tenant",  # noqa: S608
                                tenant=tenant_id)
        return row["n"]


@pytest.fixture
def wizard_db(stack_engines) -> WizardDatabase:
    """The wizard stack's receptionist database (tests tell tenants apart: each has its own owner)."""
    return WizardDatabase(stack_engines[0])


@pytest.fixture
def booking_db(stack_engines) -> Database:
    return Database(stack_engines[1])


class WizardOwner(Owner):
    """A signed-in owner driving the wizard (and, like the portal would, booking and tenants)."""

    def __init__(self, owner: Owner, stack: Stack) -> None:
        super().__init__(owner.tenant_id, owner.headers)
        self.stack = stack

    async def get(self, path: str) -> httpx.Response:
        return await self.stack.receptionist.get(f"/api/receptionist{path}", headers=self.headers)

    async def post(self, path: str, body: object = None) -> httpx.Response:
        return await self.stack.receptionist.post(f"/api/receptionist{path}", headers=self.headers,
                                                  json=body if body is not None else None)

    async def status(self) -> dict:
        response = await self.get("/status")
        assert response.status_code == 200, response.text
        return response.json()

    async def save(self, path: str, body: object = None, *, expected: int = 200) -> dict:
        response = await self.post(path, body)
        assert response.status_code == expected, response.text
        return response.json()

    async def put_services(self, services: list[dict]) -> None:
        """The portal's Services page (before the wizard): the catalogue booking's event types are made of."""
        response = await self.stack.tenants.put("/portal/tenants/services", headers=self.headers, json=services)
        assert response.status_code == 200, response.text

    async def booking_event_types(self) -> list[dict]:
        response = await self.stack.booking.get("/calcom/event-types", headers=self.headers)
        assert response.status_code == 200, response.text
        return response.json()


@pytest.fixture
def make_wizard_owner(stack, make_owner):
    def make() -> WizardOwner:
        return WizardOwner(make_owner(), stack)
    return make


@pytest.fixture
def wizard_owner(make_wizard_owner) -> WizardOwner:
    return make_wizard_owner()


@pytest.fixture(scope="session")
async def stack_bus(stack):
    async with connected_bus(stack.nats_url, name="wizard-tests") as bus:
        yield bus


@pytest.fixture
async def receptionist_events(stack_bus) -> AsyncIterator[PublishedEvents]:
    async with watching(stack_bus, "receptionist") as events:
        yield events


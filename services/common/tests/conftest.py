import pytest
from aiosmtpd.controller import Controller
from aiosmtpd.smtp import Envelope
from sqlalchemy import text

from ringbook_common.bus.connection import Bus
from ringbook_common.bus.tables import BUS_METADATA, NOTIFY_DDL
from ringbook_common.db import create_engine, create_sessionmaker
from ringbook_common.infra.ports import free_port
from ringbook_common.testing.database import truncate_all


@pytest.fixture(scope="session")
async def bus_database(make_database) -> str:
    url = await make_database("common_bus")
    engine = create_engine(url)
    async with engine.begin() as conn:
        await conn.run_sync(BUS_METADATA.create_all)
        for statement in NOTIFY_DDL:
            await conn.execute(text(statement))
        await conn.execute(text("CREATE TABLE applied (event_id uuid PRIMARY KEY, note text)"))
    await engine.dispose()
    return url


@pytest.fixture
async def engine(bus_database):
    engine = create_engine(bus_database)
    yield engine
    await engine.dispose()
    await truncate_all(bus_database)


@pytest.fixture
def sessionmaker(engine):
    return create_sessionmaker(engine)


@pytest.fixture
async def bus(nats_server):
    bus = Bus(nats_server.url, name="common-tests")
    await bus.start()
    await bus.wait_ready(10)
    yield bus
    await bus.close()


class Inbox:
    """An SMTP server's inbox (aiosmtpd): every message it accepted."""

    def __init__(self) -> None:
        self.messages: list[Envelope] = []

    async def handle_DATA(self, server, session, envelope):  # aiosmtpd calls it by this name
        self.messages.append(envelope)
        return "250 OK"


@pytest.fixture
def smtp_server():
    inbox = Inbox()
    controller = Controller(inbox, hostname="127.0.0.1", port=free_port())
    controller.start()
    yield controller, inbox
    controller.stop()

"""The receptionist's app beside the real apps of the services it asks, in the tests' process: booking for the
agent's functions and the calls (a salon on the line), booking and tenants for the wizard and the fuzzing. The
receptionist is set up as its own suites set it up, on a database and a NATS server of these suites' own."""

import pytest

from ringbook_common.testing.service import own_nats_server
from services.receptionist.tests.conftest import (
    ALEMBIC_INI,
    app,
    bus,
    client,
    db,
    engine,
    published,
    receptionist_settings,
)

from .functions.line import booking_service, open_salon

# The receptionist's own fixtures, found by pytest here too (the database and NATS server below are these suites').
__all__ = ["app", "bus", "client", "db", "engine", "published"]


@pytest.fixture(scope="session")
async def service_database(make_database):
    return await make_database("receptionist_cross_service_tests", ALEMBIC_INI)


@pytest.fixture(scope="session")
def nats_server(test_root):
    """A NATS server of these suites' own, so their booking app never shares queue groups or durable consumers with
    booking's own suite."""
    server = own_nats_server(test_root, "receptionist-cross-service")
    server.start()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def settings(service_database, nats_server, keypair, test_root):
    return receptionist_settings(service_database, nats_server.url, keypair[1],
                                 test_root / "receptionist-cross-service-outbox.jsonl")


@pytest.fixture(scope="session")
async def booking(make_database, nats_server, keypair, test_root):
    """The real booking service answering the receptionist's requests (its own database)."""
    async with booking_service(make_database, nats_server, keypair, test_root) as app:
        yield app


@pytest.fixture
async def phone(app, booking, client, owner):
    return await open_salon(app, booking, client, owner)

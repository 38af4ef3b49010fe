"""The admin app beside the real receptionist, in the tests' process: the operator's actions and the fuzzing. Admin
is set up as its own suites set it up, on a database and a NATS server of these suites' own."""

import pytest

from ringbook_common.testing.service import own_nats_server
from services.admin.tests.conftest import (
    ALEMBIC_INI,
    app,
    bus,
    client,
    db,
    engine,
    operator_headers,
    owner_headers,
    publish,
    settings,
)

# Admin's own fixtures, found by pytest here too (the database and NATS server below are these suites').
__all__ = ["app", "bus", "client", "db", "engine", "operator_headers", "owner_headers", "publish", "settings"]


@pytest.fixture(scope="session")
async def service_database(make_database):
    return await make_database("admin_cross_service_tests", ALEMBIC_INI)


@pytest.fixture(scope="session")
def nats_server(test_root):
    """A NATS server of these suites' own: the receptionist answers here, and no other suite's app does."""
    server = own_nats_server(test_root, "admin-cross-service")
    server.start()
    yield server
    server.stop()

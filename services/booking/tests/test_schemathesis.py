"""Schemathesis against booking's own OpenAPI document, signed in as an owner: whatever it sends, no 500.

The app runs in-process (schemathesis' ASGI transport starts its lifespan in a thread of its own) with the real
test database and NATS. For each route it sends bodies, paths and query strings that fit the schema and ones
that break it (wrong types, missing and unknown fields, odd strings).
"""

import tempfile
import uuid
from pathlib import Path

import pytest
import schemathesis
from hypothesis import HealthCheck
from hypothesis import settings as hypothesis_settings
from hypothesis.configuration import set_hypothesis_home_dir
from schemathesis.checks import not_a_server_error
from schemathesis.python import asgi

from booking.app import create_app
from booking.config import Settings

from .conftest import empty_tables

set_hypothesis_home_dir(Path(tempfile.gettempdir()) / "ringbook-hypothesis")

# The document only depends on the routes, so it is read from an app that is never started.
schema = schemathesis.openapi.from_dict(create_app(Settings()).openapi())
TENANT = str(uuid.uuid4())


@pytest.fixture(scope="module")
async def booking_app(settings, engine):
    yield create_app(settings)
    asgi.shutdown_lifespans()
    await empty_tables(engine)


@pytest.fixture
def headers(principal_headers) -> dict[str, str]:
    # Signed per operation: the internal token lives seconds, as the gateway's does.
    return principal_headers(tenant_id=TENANT)


@schema.parametrize()
@hypothesis_settings(max_examples=15, deadline=None, derandomize=True, database=None,
                     suppress_health_check=list(HealthCheck))
def test_no_request_makes_a_server_error(case, booking_app, headers):
    response = case.call(app=booking_app, headers=headers)
    case.validate_response(response, checks=[not_a_server_error])
    if response.status_code >= 400:
        assert isinstance(response.json()["error"], str), response.text

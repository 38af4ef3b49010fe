"""Schemathesis against the leads app's own OpenAPI document: whatever it sends, no answer is a 500.

The app runs in-process (schemathesis' ASGI transport starts its lifespan in a thread of its own) with the
real test database and NATS. For each route it sends bodies, headers and query strings that fit the schema
and ones that break it (wrong types, missing and unknown fields, out-of-range numbers, odd strings).
"""

import tempfile
from pathlib import Path

import pytest
import schemathesis
from hypothesis import HealthCheck
from hypothesis import settings as hypothesis_settings
from hypothesis.configuration import set_hypothesis_home_dir
from schemathesis.checks import not_a_server_error
from schemathesis.python import asgi

from leads.app import create_app
from leads.config import Settings

from .conftest import empty_tables

# Hypothesis keeps a cache; not in the repository's root.
set_hypothesis_home_dir(Path(tempfile.gettempdir()) / "ringbook-hypothesis")

# The document only depends on the routes, so it is read from an app that is never started.
schema = schemathesis.openapi.from_dict(create_app(Settings()).openapi())


@pytest.fixture(scope="module")
async def leads_app(settings, engine, outbox_file):
    yield create_app(settings)
    asgi.shutdown_lifespans()
    await empty_tables(engine)
    outbox_file.unlink(missing_ok=True)


@schema.parametrize()
@hypothesis_settings(max_examples=40, deadline=None, derandomize=True, database=None,
                     suppress_health_check=list(HealthCheck))
def test_no_request_makes_a_server_error(case, leads_app):
    response = case.call(app=leads_app)
    case.validate_response(response, checks=[not_a_server_error])
    if response.status_code >= 400:
        assert isinstance(response.json()["error"], str), response.text

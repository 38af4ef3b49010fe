"""Schemathesis against the tenants app's own OpenAPI document (ringbook_common.testing.fuzzing): no 5xx, and
every answer as documented, signed in as the owner of a business."""

import uuid

import pytest

from ringbook_common.testing import fuzzing
from ringbook_common.testing.database import truncate_all
from tenants.app import create_app
from tenants.config import Settings

from .conftest import tenants_settings

schema = fuzzing.schema_of(create_app(Settings()))
OWNER = {"user_id": str(uuid.uuid4()), "tenant_id": str(uuid.uuid4())}


@pytest.fixture(scope="module")
async def tenants_url(service_database, nats_server, keypair):
    with fuzzing.serving_in_thread(create_app(tenants_settings(service_database, nats_server, keypair))) as url:
        yield url
    await truncate_all(service_database)


@schema.parametrize()
@fuzzing.examples(50)
def test_every_answer_is_documented(case, tenants_url, principal_headers):
    response = case.call(base_url=tenants_url, auth=fuzzing.as_principal(principal_headers, **OWNER))
    fuzzing.check(case, response)

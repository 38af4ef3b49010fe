"""Schemathesis against identity's own OpenAPI document (ringbook_common.testing.fuzzing): no 5xx, and every
answer as documented. The sign-up and sign-in routes are public; whoami is called as a signed-in owner."""

import uuid

import pytest

from identity.app import create_app
from identity.config import Settings
from ringbook_common.testing import fuzzing
from ringbook_common.testing.database import truncate_all

from .conftest import identity_settings

schema = fuzzing.schema_of(create_app(Settings()))
OWNER = {"user_id": str(uuid.uuid4()), "tenant_id": str(uuid.uuid4())}


@pytest.fixture(scope="module")
async def identity_url(service_database, nats_server, keypair, test_root):
    settings = identity_settings(service_database, nats_server, keypair, test_root / "identity-fuzzing-outbox.jsonl")
    with fuzzing.serving_in_thread(create_app(settings)) as url:
        yield url
    await truncate_all(service_database)


@schema.parametrize()
@fuzzing.examples(50)
def test_every_answer_is_documented(case, identity_url, principal_headers):
    response = case.call(base_url=identity_url, auth=fuzzing.as_principal(principal_headers, **OWNER))
    fuzzing.check(case, response)

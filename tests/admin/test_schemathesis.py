"""Schemathesis against the admin app's own OpenAPI document (ringbook_common.testing.fuzzing): no 5xx, and every
answer as documented, signed in as an operator. The operator's actions ask the real receptionist over NATS."""

import pytest

from admin.app import create_app
from admin.config import Settings
from receptionist.app import create_app as create_receptionist_app
from ringbook_common.testing import fuzzing
from ringbook_common.testing.service import empty_tables

from .actions.conftest import receptionist_settings

schema = fuzzing.schema_of(create_app(Settings()))
OPERATOR = {"user_id": "operator:fuzz", "tenant_id": None, "role": "operator"}


@pytest.fixture(scope="module")
async def admin_url(settings, engine, make_database, keypair, test_root):
    with fuzzing.own_nats(test_root / "admin-fuzzing-nats") as nats:
        receptionist = create_receptionist_app(await receptionist_settings(
            make_database, nats.url, keypair, test_root, "http://ringbook.test"))
        admin = create_app(settings.model_copy(update={"nats_url": nats.url}))
        with fuzzing.serving_in_thread(receptionist), fuzzing.serving_in_thread(admin) as url:
            yield url
    await empty_tables(engine, None)


@schema.parametrize()
@fuzzing.examples(50)
def test_every_answer_is_documented(case, admin_url, principal_headers):
    response = case.call(base_url=admin_url, auth=fuzzing.as_principal(principal_headers, **OPERATOR))
    fuzzing.check(case, response)

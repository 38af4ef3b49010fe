"""Schemathesis against the leads app's own OpenAPI document (ringbook_common.testing.fuzzing): no 5xx, and every
answer as documented. Every route is a public form, so no one is signed in."""

import pytest

from leads.app import create_app
from leads.config import Settings
from ringbook_common.testing import fuzzing
from ringbook_common.testing.service import empty_tables

from .conftest import TABLES

schema = fuzzing.schema_of(create_app(Settings()))


@pytest.fixture(scope="module")
async def leads_url(settings, engine, outbox_file):
    with fuzzing.serving_in_thread(create_app(settings)) as url:
        yield url
    await empty_tables(engine, TABLES)
    outbox_file.unlink(missing_ok=True)


@schema.parametrize()
@fuzzing.examples(50)
def test_every_answer_is_documented(case, leads_url):
    fuzzing.check(case, case.call(base_url=leads_url))

"""Schemathesis against booking's own OpenAPI document (ringbook_common.testing.fuzzing): no 5xx, and every answer
as documented, signed in as the owner of a business."""

import uuid

import pytest

from booking.app import create_app
from booking.config import Settings
from ringbook_common.testing import fuzzing
from ringbook_common.testing.service import empty_tables

from .conftest import TABLES

schema = fuzzing.schema_of(create_app(Settings()))
OWNER = {"user_id": str(uuid.uuid4()), "tenant_id": str(uuid.uuid4())}


@pytest.fixture(scope="module")
async def booking_url(settings, engine):
    with fuzzing.serving_in_thread(create_app(settings)) as url:
        yield url
    await empty_tables(engine, TABLES)


@schema.parametrize()
@fuzzing.examples(50)
def test_every_answer_is_documented(case, booking_url, principal_headers):
    response = case.call(base_url=booking_url, auth=fuzzing.as_principal(principal_headers, **OWNER))
    fuzzing.check(case, response)

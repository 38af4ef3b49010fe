"""Schemathesis against the receptionist's own OpenAPI document (ringbook_common.testing.fuzzing): no 5xx, and
every answer as documented. Each route is called as it expects: the agent's functions and call webhooks signed
with the voice provider's key, the operator's test calls as an operator, the rest as the owner of a salon. Booking
and tenants answer the wizard's and the functions' requests over NATS."""

import uuid

import pytest

from booking.app import create_app as create_booking_app
from receptionist import signatures
from receptionist.app import create_app
from receptionist.config import Settings
from ringbook_common.testing import fuzzing
from ringbook_common.testing.service import empty_tables
from services.receptionist.tests.conftest import TABLES, VOICE_KEY
from tenants.app import create_app as create_tenants_app
from tenants.config import Settings as TenantsSettings

from .functions.line import booking_settings
from .wizard.conftest import BOOKING_INI, TENANTS_INI

schema = fuzzing.schema_of(create_app(Settings()))
OWNER = {"user_id": str(uuid.uuid4()), "tenant_id": str(uuid.uuid4())}
OPERATOR = {"user_id": "operator:fuzz", "tenant_id": None, "role": "operator"}
PROVIDER_ROUTES = ("/api/receptionist/functions/", "/api/receptionist/webhooks/")


@pytest.fixture(scope="module")
async def receptionist_url(settings, engine, make_database, keypair, test_root):
    booking_db = await make_database("booking_for_receptionist_fuzzing", BOOKING_INI)
    tenants_db = await make_database("tenants_for_receptionist_fuzzing", TENANTS_INI)
    with fuzzing.own_nats(test_root / "receptionist-fuzzing-nats") as nats:
        booking = create_booking_app(booking_settings(booking_db, nats.url, keypair, test_root))
        tenants = create_tenants_app(TenantsSettings(database_url=tenants_db, nats_url=nats.url, env="dev",
                                                     internal_public_key=keypair[1], signing_secret="fuzzing"))
        receptionist = create_app(settings.model_copy(update={"nats_url": nats.url}))
        with (fuzzing.serving_in_thread(booking), fuzzing.serving_in_thread(tenants),
              fuzzing.serving_in_thread(receptionist) as url):
            yield url
    await empty_tables(engine, TABLES)


def signed_for(path: str, principal_headers) -> fuzzing.Signed:
    if path.startswith(PROVIDER_ROUTES):
        return fuzzing.Signed(lambda raw: {signatures.HEADER: signatures.sign(raw, VOICE_KEY, signatures.now_ms())})
    if path.startswith("/api/admin/"):
        return fuzzing.as_principal(principal_headers, **OPERATOR)
    return fuzzing.as_principal(principal_headers, **OWNER)


@schema.parametrize()
@fuzzing.examples(50)
def test_every_answer_is_documented(case, receptionist_url, principal_headers):
    response = case.call(base_url=receptionist_url, auth=signed_for(case.operation.path, principal_headers))
    fuzzing.check(case, response)

"""Schemathesis against the receptionist's own OpenAPI document (ringbook_common.testing.fuzzing): no 5xx, and
every answer as documented. Each route is called as it expects: the agent's functions and call webhooks signed
with the voice provider's key, the operator's test calls as an operator, the rest as the owner of a salon. Booking
and tenants answer the wizard's and the functions' requests over NATS."""

import uuid
from urllib.parse import parse_qsl

import pytest

from booking.app import create_app as create_booking_app
from receptionist import signatures
from receptionist.app import create_app
from receptionist.config import Settings
from ringbook_common.messaging.twilio import SIGNATURE_HEADER, request_signature
from ringbook_common.testing import fuzzing
from ringbook_common.testing.service import empty_tables
from services.receptionist.tests.conftest import TABLES, TWILIO_TOKEN, VOICE_KEY
from tenants.app import create_app as create_tenants_app
from tenants.config import Settings as TenantsSettings

from .functions.line import booking_settings
from .wizard.conftest import BOOKING_INI, TENANTS_INI

schema = fuzzing.schema_of(create_app(Settings()))
OWNER = {"user_id": str(uuid.uuid4()), "tenant_id": str(uuid.uuid4())}
OPERATOR = {"user_id": "operator:fuzz", "tenant_id": None, "role": "operator"}
PROVIDER_ROUTES = ("/api/receptionist/functions/", "/api/receptionist/webhooks/")
TEXTS_ROUTE = "/api/receptionist/texts/twilio"


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


def twilio_signed(raw: bytes, public_base_url: str) -> dict[str, str]:
    """Signed as Twilio signs a text it forwards: over the URL it was given and every field of the form."""
    fields = parse_qsl(raw.decode("utf-8", "replace"), keep_blank_values=True)
    return {SIGNATURE_HEADER: request_signature(public_base_url + TEXTS_ROUTE, fields, TWILIO_TOKEN)}


def signed_for(path: str, principal_headers, public_base_url: str) -> fuzzing.Signed:
    if path == TEXTS_ROUTE:
        return fuzzing.Signed(lambda raw: twilio_signed(raw, public_base_url))
    if path.startswith(PROVIDER_ROUTES):
        return fuzzing.Signed(lambda raw: {signatures.HEADER: signatures.sign(raw, VOICE_KEY, signatures.now_ms())})
    if path.startswith("/api/admin/"):
        return fuzzing.as_principal(principal_headers, **OPERATOR)
    return fuzzing.as_principal(principal_headers, **OWNER)


@schema.parametrize()
@fuzzing.examples(50)
def test_every_answer_is_documented(case, receptionist_url, principal_headers, settings):
    auth = signed_for(case.operation.path, principal_headers, settings.public_base_url)
    response = case.call(base_url=receptionist_url, auth=auth)
    fuzzing.check(case, response)

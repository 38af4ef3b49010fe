"""Every value a client sends any service (body, query, path, header) is one of `ringbook_common.bounded`'s types:
text, dates, money, zones, keys and epoch times carry the `x-ringbook-bounded` marker of the type that checks
them. Closed sets (enums, booleans) and whole numbers with both bounds need no marker; the few values that are
genuinely something else are listed below, each with the reason it is safe.

A new field declared as a bare `str`, `date`, `Decimal` or unbounded `int` fails here, naming where it is."""

import importlib
from collections.abc import Iterator

import pytest

from ringbook_common.bounded import MARKER

SERVICES = ("identity", "leads", "tenants", "booking", "receptionist", "admin")

# (service, "METHOD /path", where) -> why it needs no bounded type. `where` is "path:<name>", "query:<name>",
# "header:<name>" or "body.<field path>"; "*" stands for any operation of the service.
ALLOWED = {
    # References in a path: looked up as they are, and anything that cannot be an id is a 404 (or 401 for a
    # provider's tenant), which tests/booking and services/*/tests/test_bad_input.py hold, NUL included.
    ("booking", "*", "path:staffId"): "a staff id: checked by is_staff_id before any look-up (404)",
    ("booking", "*", "path:appointment_id"): "an appointment id: parsed as a UUID before any look-up (404)",
    ("booking", "*", "path:provider"): "calcom or google; anything else is 404",
    ("booking", "*", "path:entry_id"): "a waitlist entry id: parsed as a UUID before any look-up (404)",
    ("booking", "*", "path:token"): "a feed token: compared to stored tokens (404), at most 100 characters",
    ("booking", "POST /api/webhooks/calcom/{tenant}", "path:tenant"): "parsed as a UUID, else 401",
    ("admin", "*", "path:tenantId"): "parsed as a UUID before any look-up (404)",
    ("tenants", "*", "path:locationId"): "parsed as a UUID, then looked up inside the caller's tenant (404)",
    ("receptionist", "*", "path:call_id"): "URL-safe pattern checked before any look-up",
    ("receptionist", "*", "path:token"): "URL-safe pattern checked before any look-up",
    ("receptionist", "*", "path:callback_id"): "a UUID",
    ("receptionist", "*", "path:thread_id"): "a text thread id: parsed as a UUID before any look-up (404)",
    ("receptionist", "*", "header:range"): "a byte range, parsed by its own pattern (416 otherwise)",
    # A tenant id a body may repeat: compared with the caller's own, anything else is 403; never stored.
    ("booking", "*", "body.tenantId"): "compared with the signed principal's tenant (403), never stored",
    ("receptionist", "*", "body.tenantId"): "compared with the signed principal's tenant (403), never stored",
    # A new staff id has its own pattern and length (letters, digits, - and _).
    ("booking", "POST /staff/calendars/provision", "body.staffId"): "STAFF_ID_PATTERN and STAFF_ID_MAX",
    # Checked by the forms' own rules, with the wording their tests hold.
    ("leads", "*", "header:Idempotency-Key"): "1 to 255 visible ASCII characters (leads.idempotency), else 422",
    ("leads", "*", "query:token"): "a signed unsubscribe token: its signature is checked (400 otherwise)",
    # The hidden form field: anything in it marks a bot; it is never stored.
    ("leads", "*", "body.companyFax"): "the honeypot: only whether it is filled counts",
    # The voice provider's raw body: read_json refuses unstorable text anywhere in it before anything else.
    ("receptionist", "POST /api/receptionist/functions/{name}", "body.name"): "compared with the path's name",
    ("receptionist", "POST /api/receptionist/webhooks/voice", "body.event"): "one of three events, others ignored",
    ("receptionist", "POST /api/receptionist/texts/twilio", "body.*"): "Twilio's other form fields: only signed",
}


def _document(service: str) -> dict:
    app = importlib.import_module(f"{service}.app").create_app(importlib.import_module(f"{service}.config").Settings())
    return app.openapi()


def _resolve(schema: dict, components: dict) -> dict:
    while "$ref" in schema:
        schema = components[schema["$ref"].rsplit("/", 1)[1]]
    return schema


def leaves(schema: dict, components: dict, where: str, seen: tuple = ()) -> Iterator[tuple[str, dict]]:
    """Every scalar schema inside `schema`, with where it is."""
    if "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[1]
        if name in seen:
            return
        seen = (*seen, name)
    schema = _resolve(schema, components)
    branches = [branch for key in ("anyOf", "oneOf", "allOf") for branch in schema.get(key, [])]
    for branch in branches:
        yield from leaves(branch, components, where, seen)
    if branches:
        return
    kind = schema.get("type")
    if kind == "object" or "properties" in schema:
        for name, field in schema.get("properties", {}).items():
            yield from leaves(field, components, f"{where}.{name}", seen)
        if isinstance(schema.get("additionalProperties"), dict):
            yield from leaves(schema["additionalProperties"], components, f"{where}.*", seen)
    elif kind == "array":
        yield from leaves(schema.get("items", {}), components, f"{where}[]", seen)
    else:
        yield where, schema


def bounded(schema: dict) -> bool:
    if MARKER in schema or "enum" in schema or "const" in schema:
        return True
    kind = schema.get("type")
    if kind in ("boolean", "null"):
        return True
    if kind in ("integer", "number"):
        return "minimum" in schema and "maximum" in schema
    return False


def inputs(service: str) -> Iterator[tuple[str, str, dict]]:
    """(operation, where, scalar schema) of every value a request to the service can carry."""
    document = _document(service)
    components = document.get("components", {}).get("schemas", {})
    for path, item in document["paths"].items():
        for method, operation in item.items():
            name = f"{method.upper()} {path}"
            for parameter in operation.get("parameters", []):
                for where, schema in leaves(parameter["schema"], components,
                                            f"{parameter['in']}:{parameter['name']}"):
                    yield name, where, schema
            for content in operation.get("requestBody", {}).get("content", {}).values():
                for where, schema in leaves(content.get("schema", {}), components, "body"):
                    yield name, where, schema


def allowed(service: str, operation: str, where: str) -> bool:
    return (service, operation, where) in ALLOWED or (service, "*", where) in ALLOWED


@pytest.mark.parametrize("service", SERVICES)
def test_every_input_is_a_bounded_type(service):
    found = list(inputs(service))
    assert found, f"{service}: no inputs found; is the document read right?"
    unbounded = [f"{operation} {where}: {schema}" for operation, where, schema in found
                 if not bounded(schema) and not allowed(service, operation, where)]
    assert not unbounded, f"{service}: inputs without a bounded type:\n" + "\n".join(unbounded)


def test_every_allowance_is_still_needed():
    """An allowance for a field that is gone or now bounded is removed, so the list stays the reviewed few."""
    used = set()
    for service in SERVICES:
        for operation, where, schema in inputs(service):
            if not bounded(schema):
                used |= {key for key in ((service, operation, where), (service, "*", where)) if key in ALLOWED}
    assert set(ALLOWED) - used == set()


def test_the_walk_finds_a_field_without_a_bounded_type():
    """The control: a bare string, an unbounded integer and a plain date-time are each caught."""
    schema = {"type": "object", "properties": {
        "name": {"type": "string", "maxLength": 10}, "count": {"type": "integer", "minimum": 0},
        "when": {"anyOf": [{"type": "string", "format": "date-time"}, {"type": "null"}]},
        "ok": {"type": "string", "maxLength": 10, MARKER: "text"}}}
    caught = [where for where, leaf in leaves(schema, {}, "body") if not bounded(leaf)]
    assert caught == ["body.name", "body.count", "body.when"]

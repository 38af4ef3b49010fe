"""The OpenAPI document of what the gateway answers by itself (everything else it routes is its services')."""

from typing import Any

from pydantic import BaseModel
from pydantic.json_schema import models_json_schema

from gateway.routes import SERVICES
from gateway.schemas import Health, OutboxMessage, Status
from ringbook_common.errors import ErrorBody
from ringbook_common.openapi import ERROR_BODY

_REF = "#/components/schemas/{model}"


def _ref(model: type[BaseModel]) -> dict[str, str]:
    return {"$ref": _REF.format(model=model.__name__)}


def _json(description: str, schema: dict[str, Any]) -> dict[str, Any]:
    return {"description": description, "content": {"application/json": {"schema": schema}}}


def _error(description: str) -> dict[str, Any]:
    return _json(description, {"$ref": _REF.format(model=ERROR_BODY)})


def _get(operation_id: str, summary: str, responses: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return {"get": {"operationId": operation_id, "summary": summary, "tags": ["gateway"], "responses": responses,
                    **extra}}


def _paths() -> dict[str, Any]:
    return {
        "/healthz": _get("gateway_health", "Every service, PostgreSQL and NATS in one answer", {
            "200": _json("Everything is ok", _ref(Health)),
            "503": _json("Something is not ok: the components say what", _ref(Health))}),
        "/livez": _get("gateway_liveness", "The gateway itself answers", {"200": _json("Alive", _ref(Status))}),
        "/readyz": _get("gateway_readiness", "The web apps are built and the bus (sessions) is up", {
            "200": _json("Ready", _ref(Status)), "503": _json("Not ready yet", _ref(Status))}),
        "/_services/{service}/livez": _get(
            "service_liveness", "One service's liveness through the gateway (no data, no auth)", {
                "200": _json("The service is alive", _ref(Status)),
                "404": _error("No such service"),
                "502": _error("The service does not answer")},
            parameters=[{"name": "service", "in": "path", "required": True,
                         "schema": {"type": "string", "enum": list(SERVICES)}}]),
        "/dev/outbox": _get(
            "dev_outbox", "What the local mail and text senders sent, newest first (dev only, at most 200)", {
                "200": _json("The messages", {"type": "array", "items": _ref(OutboxMessage)})},
            parameters=[{"name": "to", "in": "query", "required": False, "schema": {"type": "string"},
                         "description": "Only messages to this e-mail address or phone number"}]),
    }


def document() -> dict[str, Any]:
    _, definitions = models_json_schema([(model, "serialization") for model in
                                         (Health, Status, OutboxMessage, ErrorBody)], ref_template=_REF)
    return {"openapi": "3.1.0",
            "info": {"title": "Ringbook Gateway", "version": "0.1.0",
                     "description": "What the gateway answers by itself; every other path is routed to a service"},
            "paths": _paths(), "components": {"schemas": definitions["$defs"]}}

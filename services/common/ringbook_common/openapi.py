"""A service's OpenAPI document as the service really answers: every documented refusal is the one error body
(`ringbook_common.errors`), never FastAPI's `{"detail": [...]}`; and the refusals most routes share."""

from typing import Any

from fastapi import FastAPI

from ringbook_common.errors import ErrorBody

ERROR_BODY = ErrorBody.__name__
_ERROR_REF = f"#/components/schemas/{ERROR_BODY}"
_FASTAPI_422 = "HTTPValidationError"
_INVALID = 'Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`'

Responses = dict[int | str, dict[str, Any]]

INVALID: Responses = {422: {"description": _INVALID}}
OWNER: Responses = {401: {"description": "No session"}, 403: {"description": "Not an owner of a business"}}
# For the routes whose body names its business: only the caller's own is accepted.
OWN_TENANT: Responses = {**OWNER, 403: {"description": "Not an owner, or the body's tenantId is another business"}}
OPERATOR: Responses = {401: {"description": "No operator token"}, 403: {"description": "Not an operator"}}


def _is_fastapi_422(response: dict[str, Any]) -> bool:
    schema = response.get("content", {}).get("application/json", {}).get("schema", {})
    reference: str = schema.get("$ref", "")
    return reference.endswith(f"/{_FASTAPI_422}")


def with_error_bodies(document: dict[str, Any]) -> dict[str, Any]:
    """The document, each 4xx and 5xx it names answering the error body (in place)."""
    for item in document.get("paths", {}).values():
        for operation in item.values():
            for status, response in operation.get("responses", {}).items():
                if str(status)[0] not in "45":
                    continue
                if _is_fastapi_422(response):
                    response["description"] = _INVALID
                    del response["content"]
                response.setdefault("content", {"application/json": {"schema": {"$ref": _ERROR_REF}}})
    schemas = document.setdefault("components", {}).setdefault("schemas", {})
    if schemas.pop(_FASTAPI_422, None) is not None:
        schemas.pop("ValidationError", None)
    schemas[ERROR_BODY] = ErrorBody.model_json_schema()
    return document


class DocumentedApp(FastAPI):
    """An app whose `openapi()` (and so `/openapi.json`) answers `with_error_bodies` of FastAPI's document."""

    def openapi(self) -> dict[str, Any]:
        if self.openapi_schema is None:
            self.openapi_schema = with_error_bodies(super().openapi())
        return self.openapi_schema

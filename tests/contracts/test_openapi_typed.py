"""Every answer in every OpenAPI document the browser's calls are described by says what it holds: no 2xx without
a schema, no `{}`, no object without properties (or a typed additionalProperties), no array without item type."""

import importlib.util
from pathlib import Path
from typing import Any

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "api" / "openapi.py"
NO_CONTENT = {"204", "205", "304"}


def _load_script() -> Any:
    spec = importlib.util.spec_from_file_location("api_openapi", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


SCRIPT_MODULE = _load_script()


def _untyped(schema: Any, components: dict[str, Any], seen: set[str], where: str) -> list[str]:
    """Where in `schema` (and what it refers to) a value is left untyped."""
    if not isinstance(schema, dict) or not schema:
        return [f"{where}: empty schema"]
    if "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[-1]
        if name in seen:
            return []
        seen.add(name)
        return _untyped(components.get(name), components, seen, name)
    for combinator in ("anyOf", "oneOf", "allOf"):
        if combinator in schema:
            return [problem for option in schema[combinator]
                    for problem in _untyped(option, components, seen, where)]
    kind = schema.get("type")
    if kind == "array":
        if not schema.get("items"):
            return [f"{where}: array without item type"]
        return _untyped(schema["items"], components, seen, f"{where}[]")
    if kind == "object" or "properties" in schema:
        extra = schema.get("additionalProperties")
        if not schema.get("properties") and not isinstance(extra, dict):
            return [f"{where}: object without properties"]
        problems = [problem for name, value in schema.get("properties", {}).items()
                    for problem in _untyped(value, components, seen, f"{where}.{name}")]
        if isinstance(extra, dict):
            problems += _untyped(extra, components, seen, f"{where}{{}}")
        return problems
    if kind is None and "const" not in schema and "enum" not in schema:
        return [f"{where}: no type"]
    return []


def _untyped_answers(document: dict[str, Any]) -> list[str]:
    components = document.get("components", {}).get("schemas", {})
    problems = []
    for path, item in sorted(document["paths"].items()):
        for method, operation in item.items():
            endpoint = f"{method.upper()} {path}"
            for status, response in operation.get("responses", {}).items():
                if not str(status).startswith("2") or str(status) in NO_CONTENT:
                    continue
                content = response.get("content")
                if not content:
                    problems.append(f"{endpoint} {status}: no content described")
                for media_type, body in (content or {}).items():
                    problems += [f"{endpoint} {status} {media_type}: {problem}" for problem in
                                 _untyped(body.get("schema"), components, set(), "answer")]
    return problems


@pytest.mark.parametrize("name", SCRIPT_MODULE.NAMES)
def test_every_answer_is_typed(name: str) -> None:
    problems = _untyped_answers(SCRIPT_MODULE.document(name))
    assert not problems, f"{name}: untyped answers:\n" + "\n".join(problems)


def test_an_untyped_answer_is_named() -> None:
    document = {"paths": {"/api/things": {"get": {"responses": {
        "200": {"content": {"application/json": {"schema": {"type": "object", "additionalProperties": True}}}},
        "201": {"content": {"application/json": {"schema": {"type": "array", "items": {}}}}},
        "202": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Thing"}}}},
        "204": {"description": "Nothing"}}}}},
        "components": {"schemas": {"Thing": {"type": "object", "properties": {"raw": {}}}}}}
    assert _untyped_answers(document) == [
        "GET /api/things 200 application/json: answer: object without properties",
        "GET /api/things 201 application/json: answer: array without item type",
        "GET /api/things 202 application/json: Thing.raw: empty schema",
    ]

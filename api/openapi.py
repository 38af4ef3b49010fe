"""Writes the OpenAPI documents of what the browser calls into api/openapi/<name>.json (`make api`), or with
`--check` fails when the committed ones differ from what the code answers (`make test`).

One document per service, holding the paths the gateway routes to it: the gateway passes paths through as they
are, so a service's paths are the ones the web apps call. And one for what the gateway answers by itself.
"""

import argparse
import difflib
import importlib
import json
import re
import sys
from pathlib import Path
from typing import Any

from gateway import openapi as gateway_openapi
from gateway.routes import ROUTES, SERVICES, route_for

FOLDER = Path(__file__).resolve().parent / "openapi"
_PARAMETER = re.compile(r"\{[^}]+\}")


# What a path parameter is tried with: any word, or a segment the route table names (`/oauth/{provider}/start`
# reaches the service as `/oauth/google/start`).
_SAMPLES = ("x", *sorted({segment for route in ROUTES for segment in route.prefix.split("/") if segment}))


def _routed_to(service: str, path: str) -> bool:
    for sample in _SAMPLES:
        route = route_for(_PARAMETER.sub(sample, path))
        if route is not None and route.service == service:
            return True
    return False


def service_document(service: str) -> dict[str, Any]:
    app = importlib.import_module(f"{service}.app").create_app()
    document = json.loads(json.dumps(app.openapi()))
    document["paths"] = {path: item for path, item in document["paths"].items() if _routed_to(service, path)}
    return document


NAMES = (*SERVICES, "gateway")


def document(name: str) -> dict[str, Any]:
    """A service's document, or the gateway's."""
    return gateway_openapi.document() if name == "gateway" else service_document(name)


def render(document: dict[str, Any]) -> str:
    return json.dumps(document, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def _stale(folder: Path, rendered: dict[str, str]) -> list[str]:
    problems = []
    for name, text in rendered.items():
        file = folder / f"{name}.json"
        current = file.read_text(encoding="utf-8") if file.exists() else ""
        if current != text:
            diff = difflib.unified_diff(current.splitlines(), text.splitlines(), str(file), "the code", lineterm="")
            problems.append("\n".join(list(diff)[:40]))
    extra = sorted(file.name for file in folder.glob("*.json") if file.stem not in rendered)
    problems.extend(f"{folder / name}: no such document any more" for name in extra)
    return problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail when the committed documents are stale")
    parser.add_argument("--out", type=Path, default=FOLDER, help="the folder of the documents")
    args = parser.parse_args()
    rendered = {name: render(document(name)) for name in NAMES}
    if args.check:
        problems = _stale(args.out, rendered)
        for problem in problems:
            print(problem, file=sys.stderr)
        if problems:
            print("The OpenAPI documents are stale: run `make api` and commit them.", file=sys.stderr)
        return 1 if problems else 0
    args.out.mkdir(parents=True, exist_ok=True)
    for name, text in rendered.items():
        (args.out / f"{name}.json").write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())

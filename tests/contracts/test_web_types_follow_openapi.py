"""The web's API types come from the OpenAPI documents, so a field renamed in a document breaks the screens that read
it: the types generated from a copy of identity's document with the owner's `fullName` renamed fail the portal's
type check where its shell shows the signed-in owner."""

import json
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOCUMENTS = ROOT / "api" / "openapi"
GENERATOR = ROOT / "web-shared" / "scripts" / "api-types.mjs"
SHARED_API = ROOT / "web-shared" / "src" / "api"
PORTAL = ROOT / "web-portal"
TSC = ROOT / "node_modules" / ".bin" / "tsc"


def _rename_property(document: dict, schema: str, old: str, new: str) -> None:
    definition = document["components"]["schemas"][schema]
    definition["properties"][new] = definition["properties"].pop(old)
    definition["required"] = [new if name == old else name for name in definition["required"]]


def _documents_with_rename(folder: Path) -> Path:
    folder.mkdir()
    for source in DOCUMENTS.glob("*.json"):
        shutil.copy(source, folder / source.name)
    identity = json.loads((folder / "identity.json").read_text())
    _rename_property(identity, "WhoAmIUser", "fullName", "displayName")
    (folder / "identity.json").write_text(json.dumps(identity))
    return folder


def _shared_api_from(documents: Path, folder: Path) -> Path:
    """web-shared's API modules beside types generated from `documents`."""
    folder.mkdir()
    for module in SHARED_API.glob("*.ts"):
        shutil.copy(module, folder / module.name)
    subprocess.run(["node", str(GENERATOR), "--input", str(documents), "--output", str(folder / "generated")],
                   cwd=ROOT, check=True, capture_output=True, text=True, timeout=120)
    return folder


def _portal_project_on(shared_api: Path, tmp_path: Path) -> Path:
    """The portal's type-check project, its imports of web-shared's API types pointed at `shared_api`."""
    project = tmp_path / "tsconfig.json"
    project.write_text(json.dumps({
        "extends": str(PORTAL / "tsconfig.json"),
        "compilerOptions": {"paths": {"@ringbook/web-shared/api/*": [f"{shared_api}/*"]}},
        "include": [str(PORTAL / "src")],
    }))
    return project


def test_a_field_renamed_in_a_document_fails_the_portal_type_check(tmp_path: Path) -> None:
    shared_api = _shared_api_from(_documents_with_rename(tmp_path / "openapi"), tmp_path / "api")
    assert "displayName: string;" in (shared_api / "generated" / "identity.ts").read_text()

    checked = subprocess.run([str(TSC), "--noEmit", "-p", str(_portal_project_on(shared_api, tmp_path))],
                             cwd=PORTAL, capture_output=True, text=True, timeout=180)

    errors = [line for line in checked.stdout.splitlines() if "error TS" in line]
    assert checked.returncode != 0
    assert any(line.startswith("src/components/layouts/app-shell.tsx") and "'fullName'" in line
               for line in errors), checked.stdout

"""Breaking a Python rule fails the check that keeps it: the repository's own import contracts and mypy settings,
run on a small tree of packages named like ours, written for each test."""

import json
import os
import subprocess
import sys
import tomllib
from collections.abc import Mapping
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())
SERVICES = ("identity", "leads", "tenants", "booking", "receptionist", "admin")
LINT_IMPORTS = Path(sys.executable).parent / "lint-imports"

CLEAN_TREE = {
    "ringbook_common/__init__.py": "",
    "ringbook_common/clock.py": "def now() -> int:\n    return 0\n",
    "ringbook_devstack/__init__.py": "import booking\nimport gateway\n",
    "gateway/__init__.py": "from ringbook_common import clock\n",
    **{f"{name}/__init__.py": "" for name in SERVICES},
    **{f"{name}/staff/__init__.py": "" for name in SERVICES},
    **{f"{name}/staff/repository.py": "from ringbook_common import clock\n\n\ndef rows() -> list[int]:\n"
                                       "    return [clock.now()]\n" for name in SERVICES},
    **{f"{name}/staff/service.py": f"from {name}.staff import repository\n\n\ndef count() -> int:\n"
                                    "    return len(repository.rows())\n" for name in SERVICES},
    **{f"{name}/staff/endpoints.py": f"from {name}.staff import service\n\n\ndef staff() -> int:\n"
                                      "    return service.count()\n" for name in SERVICES},
    **{f"services/{name}/tests/test_staff.py": f"from {name}.staff import endpoints\n" for name in SERVICES},
    "services/common/tests/test_clock.py": "from ringbook_common import clock\n",
}


def _write(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)


def _named_modules() -> dict[str, str]:
    """An empty package for each module a contract names, so that every contract applies to the tree."""
    named = {module for contract in PYPROJECT["tool"]["importlinter"]["contracts"]
             for key in ("modules", "containers", "source_modules", "forbidden_modules")
             for module in contract.get(key, []) if "*" not in module}
    # The services' test folders stay namespace packages, as in the repository.
    parts = {tuple(module.split(".")) for module in named if not module.startswith("services.")}
    return {"/".join(part[:depth]) + "/__init__.py": "" for part in parts for depth in range(1, len(part) + 1)}


def _tree(tmp_path: Path, changed: dict[str, str] | None = None) -> Path:
    """The clean tree, with some files changed."""
    clean = {**_named_modules(), **CLEAN_TREE}
    _write(tmp_path, clean | (changed or {}))
    return tmp_path


def _lint_imports(tree: Path) -> subprocess.CompletedProcess[str]:
    (tree / ".importlinter.toml").write_text(_toml({"tool": {"importlinter": PYPROJECT["tool"]["importlinter"]}}))
    # Wide enough that no contract's line is wrapped.
    env = {**os.environ, "PYTHONPATH": str(tree), "COLUMNS": "200"}
    return subprocess.run([str(LINT_IMPORTS), ".importlinter.toml", "--no-cache"], cwd=tree, env=env,
                          capture_output=True, text=True, timeout=60)


def _toml(value: Mapping[str, object], prefix: str = "") -> str:
    """The import-linter settings back as TOML (tomllib reads only)."""
    lines, tables = [], []
    for key, item in value.items():
        if isinstance(item, Mapping):
            tables.append(_toml(item, f"{prefix}{key}."))
        elif isinstance(item, list) and item and isinstance(item[0], Mapping):
            for entry in item:
                tables.append(f"[[{prefix}{key}]]\n" + _toml(entry))
        else:
            lines.append(f"{key} = {_literal(item)}")
    header = f"[{prefix.rstrip('.')}]\n" if prefix and lines else ""
    return header + "\n".join(lines) + "\n" + "\n".join(tables)


def _literal(item: object) -> str:
    if isinstance(item, bool):
        return "true" if item else "false"
    if isinstance(item, list):
        return "[" + ", ".join(_literal(entry) for entry in item) + "]"
    return '"' + str(item).replace("\\", "\\\\").replace('"', '\\"') + '"'


class TestImportContracts:
    def test_a_tree_that_keeps_the_rules_passes(self, tmp_path):
        result = _lint_imports(_tree(tmp_path))
        assert result.returncode == 0, result.stdout + result.stderr

    @pytest.mark.parametrize(("changed", "broken"), [
        ({"booking/staff/service.py": "import receptionist\n"}, "Services import no other service"),
        ({"gateway/__init__.py": "import tenants\n"}, "Services import no other service"),
        ({"ringbook_common/clock.py": "import identity\n"}, "The shared library imports no service"),
        ({"leads/staff/repository.py": "from leads.staff import service\n"}, "endpoints -> service -> repository"),
        ({"admin/staff/endpoints.py": "from admin.staff import repository\n"}, "only through the service"),
        ({"services/booking/tests/test_staff.py": "import tenants\n"}, "booking service's tests import no other"),
        ({"services/common/tests/test_clock.py": "import leads\n"}, "The shared library's tests import no service"),
    ], ids=["service-imports-service", "gateway-imports-service", "common-imports-service",
            "repository-imports-service", "endpoints-import-repository", "service-tests-import-service",
            "common-tests-import-service"])
    def test_breaking_a_contract_fails(self, tmp_path, changed, broken):
        result = _lint_imports(_tree(tmp_path, changed))
        assert result.returncode == 1, result.stdout + result.stderr
        assert next(line for line in result.stdout.splitlines() if broken in line).endswith("BROKEN")


def _mypy(tree: Path) -> str:
    """mypy's report on the tree's packages, with the repository's settings (strictness per package included)."""
    settings = PYPROJECT["tool"]["mypy"]
    overrides = "".join(
        f"\n[mypy-{module}]\n" + "".join(f"{key} = {value}\n" for key, value in override.items() if key != "module")
        for override in settings["overrides"] for module in override["module"])
    (tree / "mypy.ini").write_text(
        "[mypy]\n"
        f"python_version = {settings['python_version']}\n"
        f"plugins = {', '.join(settings['plugins'])}\n"
        f"cache_dir = {tree / '.mypy_cache'}\n"
        f"mypy_path = {tree}\n"
        f"enable_error_code = {', '.join(settings['enable_error_code'])}\n"
        + overrides)
    packages = (arg for name in ("ringbook_common", "gateway", "booking", "receptionist") for arg in ("-p", name))
    result = subprocess.run([sys.executable, "-m", "mypy", "--config-file", "mypy.ini", "--no-error-summary",
                             *packages], cwd=tree, capture_output=True, text=True, timeout=120)
    assert result.returncode in (0, 1), result.stdout + result.stderr
    return result.stdout


class TestTypes:
    @pytest.fixture(scope="class")
    @classmethod
    def report(cls, tmp_path_factory):
        tree = tmp_path_factory.mktemp("typed")
        untyped = "def later(days):\n    return days\n"
        _write(tree, CLEAN_TREE | {
            "booking/staff/wrong.py": "def count() -> int:\n    return 'three'\n",
            "booking/staff/untyped.py": untyped,
            "ringbook_common/untyped.py": untyped,
            "gateway/untyped.py": untyped,
            "receptionist/conversation/__init__.py": "",
            "receptionist/conversation/untyped.py": untyped,
            "receptionist/staff/untyped.py": untyped,
        })
        return _mypy(tree)

    def test_a_wrong_type_anywhere_is_an_error(self, report):
        assert 'booking/staff/wrong.py:2: error: Incompatible return value type (got "str", expected "int")' in report

    @pytest.mark.parametrize("strict", ["ringbook_common", "gateway", "receptionist/conversation"])
    def test_the_strict_packages_refuse_an_untyped_function(self, report, strict):
        assert f"{strict}/untyped.py:1: error: Function is missing a type annotation  [no-untyped-def]" in report

    @pytest.mark.parametrize("lenient", ["booking/staff", "receptionist/staff"])
    def test_other_packages_take_one(self, report, lenient):
        assert f"{lenient}/untyped.py" not in report


# The files mypy checks with the repository's settings: the packages' files, and each module of `modules` as found
# on mypy_path (mypy lists those by name only).
_CHECKED_FILES = """
import json
from pathlib import Path
from mypy.main import process_options
sources, options = process_options([], require_targets=True)
paths = [Path(source.path) for source in sources if source.path and source.path.endswith(".py")]
for source in sources:
    if source.path is None:
        found = (Path(base, *source.module.split(".")).with_suffix(".py") for base in [".", *options.mypy_path])
        paths += [path for path in found if path.is_file()][:1]
print(json.dumps([str(path.resolve()) for path in paths]))
"""


class TestEveryModuleChecked:
    def test_mypy_checks_every_python_file_of_the_repository(self):
        listed = subprocess.run([sys.executable, "-c", _CHECKED_FILES], cwd=ROOT, capture_output=True, text=True,
                                timeout=120, check=True)
        checked = {Path(path) for path in json.loads(listed.stdout)}
        tracked = subprocess.run(["git", "ls-files", "*.py"], cwd=ROOT, capture_output=True, text=True, timeout=60,
                                 check=True).stdout.split()
        assert tracked
        assert sorted(name for name in tracked if (ROOT / name).resolve() not in checked) == []

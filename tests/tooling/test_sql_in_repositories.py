"""Every SQL statement of a service sits in a repository module (`repository.py`, or a `repositories/` folder):
no other module of a service builds a statement or asks the session for rows. The models declare the tables and
are left out."""

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SERVICES = ("identity", "leads", "tenants", "booking", "receptionist", "admin")
BUILDERS = frozenset({"select", "insert", "update", "delete", "text", "union_all", "exists"})
SESSION_CALLS = frozenset({"execute", "scalar", "scalars", "get", "add", "add_all", "delete", "merge", "stream"})


def sql_in(source: str) -> Iterator[tuple[int, str]]:
    """(line, what) for each statement builder imported from SQLAlchemy and each call on a `session`."""
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "sqlalchemy":
            yield from ((node.lineno, f"imports {alias.name} from {node.module}") for alias in node.names
                        if alias.name in BUILDERS)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and node.func.attr in SESSION_CALLS and _named_session(node.func.value):
            yield node.lineno, f"calls session.{node.func.attr}()"


def _named_session(owner: ast.expr) -> bool:
    return (isinstance(owner, ast.Name) and owner.id == "session") or \
        (isinstance(owner, ast.Attribute) and owner.attr == "session")


def _outside_repositories(service: str) -> list[Path]:
    package = ROOT / "services" / service / service
    return [path for path in sorted(package.rglob("*.py"))
            if path.name not in ("repository.py", "models.py") and "repositories" not in path.parts]


@pytest.mark.parametrize("service", SERVICES)
def test_no_sql_outside_the_repositories(service):
    found = [f"{path.relative_to(ROOT)}:{line}: {what}" for path in _outside_repositories(service)
             for line, what in sql_in(path.read_text())]
    assert not found, "SQL outside a repository module:\n" + "\n".join(found)


class TestTheCheck:
    def test_finds_a_statement_built_in_a_service_module(self):
        source = "from sqlalchemy import select\n\nasync def rows(session):\n    return await session.execute(1)\n"
        assert [what for _, what in sql_in(source)] == ["imports select from sqlalchemy", "calls session.execute()"]

    def test_finds_a_session_read_on_an_object(self):
        source = "async def row(self, key):\n    return await self.session.get(object, key)\n"
        assert [what for _, what in sql_in(source)] == ["calls session.get()"]

    def test_leaves_other_imports_and_other_objects_alone(self):
        source = ("from sqlalchemy.ext.asyncio import AsyncSession\n\n"
                  "async def fetch(client, cache):\n    await client.get('/x')\n    cache.delete('k')\n")
        assert list(sql_in(source)) == []

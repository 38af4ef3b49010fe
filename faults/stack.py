"""A throwaway product on free loopback ports for one scenario, and the faults we do to its processes."""

import asyncio
import shutil
import tempfile
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import IO

import asyncpg
import httpx

from ringbook_common.infra.ports import free_port
from ringbook_devstack.stack import Stack

QUIET = {f"{name}_LOG_LEVEL": "WARNING" for name in
         ("IDENTITY", "LEADS", "TENANTS", "BOOKING", "RECEPTIONIST", "ADMIN", "GATEWAY")}
ENV = {**QUIET, "RINGBOOK_ENV": "production", "BOOKING_SMS_BACKEND": "outbox", "IDENTITY_MAIL_BACKEND": "outbox",
       # A fault run books hundreds of appointments from one owner and polls the operator console while it settles.
       "GATEWAY_OPERATOR_RATE_PER_MINUTE": "10000000", "GATEWAY_AUTH_RATE_PER_MINUTE": "1000"}


LOGS = Path(__file__).resolve().parent / ".logs"


def _new_stack(name: str, nats_url: str, extra_env: dict[str, str]) -> tuple[Stack, Path, IO[str]]:
    root = Path(tempfile.mkdtemp(prefix=f"ringbook-faults-{name}-"))
    root.chmod(0o755)
    LOGS.mkdir(exist_ok=True)
    log = (LOGS / f"{name}.log").open("w")
    stack = Stack(root / "data", gateway_port=free_port(), durable=False, log_sink=log, colour=False,
                  extra_env={**ENV, **extra_env})
    # An outside NATS (a scenario's own cluster): the stack starts none and gives every process this URL.
    if nats_url:
        stack.nats_url = nats_url
    return stack, root, log


@asynccontextmanager
async def throwaway_stack(name: str, *, nats_url: str = "",
                          extra_env: dict[str, str] | None = None) -> AsyncIterator[Stack]:
    """The whole product in a temporary folder; stopped and removed on exit, also on failure or timeout.
    The log stays in `faults/.logs/<name>.log` for a post-mortem. `nats_url` (comma-separated servers): use that
    NATS instead of starting one."""
    stack, root, log = await asyncio.to_thread(_new_stack, name, nats_url, extra_env or {})
    try:
        await asyncio.to_thread(stack.start)
        yield stack
    finally:
        # Shielded: a scenario cancelled by its time limit must still stop every process it started.
        await asyncio.shield(asyncio.to_thread(stack.stop))
        log.close()
        shutil.rmtree(root, ignore_errors=True)


def gateway_url(stack: Stack) -> str:
    return f"http://127.0.0.1:{stack.gateway_port}"


def admin_token(stack: Stack) -> str:
    return (stack.secrets_dir / "admin-token").read_text().strip()


async def query(stack: Stack, service: str, sql: str, *args) -> list[asyncpg.Record]:
    """Rows straight from a service's own database (the ground truth the APIs are checked against)."""
    connection = await asyncpg.connect(stack.own_postgres().url(f"ringbook_{service}", driver="postgresql"))
    try:
        return await connection.fetch(sql, *args)
    finally:
        await connection.close()


def kill_service(stack: Stack, service: str) -> None:
    """SIGKILL, as an OOM kill or a lost node would: no graceful shutdown, no outbox flush."""
    for process in [p for p in stack.processes if p.name == service]:
        process.popen.kill()
        process.popen.wait()
        stack.processes.remove(process)


async def restart_service(stack: Stack, service: str) -> float:
    """Starts a service again on its port; answers the seconds until it answers /livez."""
    started = time.monotonic()
    stack.start_service(service)
    await asyncio.to_thread(stack.wait_http, f"http://127.0.0.1:{stack.service_ports[service]}/livez", service)
    return time.monotonic() - started


async def healthz(client: httpx.AsyncClient) -> tuple[int, dict]:
    try:
        response = await client.get("/healthz", timeout=5)
        return response.status_code, response.json()
    except (httpx.HTTPError, ValueError) as exc:
        return 0, {"error": type(exc).__name__}


async def wait_healthy(client: httpx.AsyncClient, timeout: float) -> float | None:
    """Seconds until the gateway's /healthz says every component is ok; None if it never does in time."""
    started = time.monotonic()
    while time.monotonic() - started < timeout:
        status, _ = await healthz(client)
        if status == 200:
            return time.monotonic() - started
        await asyncio.sleep(0.2)
    return None

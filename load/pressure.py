"""What fills up while the calls run, sampled four times a second: each watched process's event loop (how late it
answers its own `/livez`, asked directly, not through the gateway), each watched service's database pool (the
connections it has handed out, from its `/metrics`: all of them out means requests wait for one) and every
database's connections at work (pg_stat_activity: running a statement or holding a transaction open, and waiting
for a lock). Where a queue forms is what saturates first."""

import asyncio
import contextlib
import re
import time
from dataclasses import dataclass, field

import asyncpg
import httpx

from ringbook_common.db import POOL_SIZE
from ringbook_devstack.stack import Stack

INTERVAL = 0.25
WATCHED = ("receptionist", "booking")
POOL = POOL_SIZE  # each service's connections to its database (ringbook_common.db), unless told otherwise
AT_WORK = """SELECT datname, count(*) FILTER (WHERE state IN ('active', 'idle in transaction')) AS busy,
                    count(*) FILTER (WHERE wait_event_type = 'Lock') AS waiting
             FROM pg_stat_activity WHERE datname LIKE 'ringbook_%' AND pid <> pg_backend_pid() GROUP BY datname"""


@dataclass
class Pressure:
    loop_ms: dict[str, list[float]] = field(default_factory=dict)  # each sample's livez time, by process
    busy: dict[str, list[int]] = field(default_factory=dict)  # connections at work in each sample, by service
    waiting: list[int] = field(default_factory=list)  # connections waiting for a lock, all databases
    checked_out: dict[str, list[int]] = field(default_factory=dict)  # each sample's pool connections handed out
    pool_size: dict[str, int] = field(default_factory=dict)

    def pool_full(self, service: str) -> float:
        """The share of samples in which every connection of the service's pool was handed out."""
        counts, size = self.checked_out.get(service) or [], self.pool_size.get(service, POOL)
        return sum(count >= size for count in counts) / len(counts) if counts else 0.0

    def slowest_loop(self) -> tuple[str, float]:
        """The process whose loop answered latest at its 95th percentile, and that time (ms)."""
        return max(((name, _p95(times)) for name, times in self.loop_ms.items() if times),
                   key=lambda item: item[1], default=("-", 0.0))


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))] if ordered else 0.0


GAUGE = re.compile(rb"^(ringbook_db_connections_checked_out|ringbook_db_pool_size) (\S+)$", re.MULTILINE)


async def _pool(client: httpx.AsyncClient, url: str) -> tuple[int, int]:
    """The service's pool: connections handed out now, and its size."""
    scraped = (await client.get(url)).raise_for_status().content
    gauges = {name: int(float(value)) for name, value in GAUGE.findall(scraped)}
    return gauges.get(b"ringbook_db_connections_checked_out", 0), gauges.get(b"ringbook_db_pool_size", POOL)


def _livez_urls(stack: Stack) -> dict[str, str]:
    urls = {name: f"http://127.0.0.1:{stack.service_ports[name]}/livez" for name in WATCHED}
    return {"gateway": f"http://127.0.0.1:{stack.gateway_port}/livez", **urls}


async def _loop_time(client: httpx.AsyncClient, url: str) -> float:
    began = time.perf_counter()
    (await client.get(url)).raise_for_status()
    return (time.perf_counter() - began) * 1000


async def sample(stack: Stack, found: Pressure) -> None:
    """Samples into `found` until cancelled."""
    urls = _livez_urls(stack)
    metrics = {name: f"http://127.0.0.1:{stack.service_ports[name]}/metrics" for name in WATCHED}
    dsn = stack.database_url("booking").replace("postgresql+asyncpg://", "postgresql://")
    connection = await asyncpg.connect(dsn)
    try:
        async with httpx.AsyncClient(timeout=30) as client:
            while True:
                times = await asyncio.gather(*(_loop_time(client, url) for url in urls.values()))
                for name, ms in zip(urls, times, strict=True):
                    found.loop_ms.setdefault(name, []).append(ms)
                pools = await asyncio.gather(*(_pool(client, url) for url in metrics.values()))
                for name, (count, size) in zip(metrics, pools, strict=True):
                    found.checked_out.setdefault(name, []).append(count)
                    found.pool_size[name] = size
                rows = await connection.fetch(AT_WORK)
                for row in rows:
                    found.busy.setdefault(row["datname"].removeprefix("ringbook_"), []).append(row["busy"])
                found.waiting.append(sum(row["waiting"] for row in rows))
                await asyncio.sleep(INTERVAL)
    finally:
        with contextlib.suppress(Exception):
            await connection.close()


def described(found: Pressure) -> str:
    loops = ", ".join(f"{name} {_p95(times):.0f}/{max(times):.0f} ms" for name, times in found.loop_ms.items()
                      if times)
    busy = ", ".join(f"{name} {max(counts)}" for name, counts in sorted(found.busy.items()) if counts)
    full = ", ".join(f"{name}'s {found.pool_size.get(name, POOL)} {found.pool_full(name):.0%}"
                     for name in found.checked_out)
    return (f"event loop lag p95/max (own livez): {loops}; database pool all handed out in the samples: {full}; "
            f"database connections at work at most: {busy}; waiting for a lock at most "
            f"{max(found.waiting, default=0)}")

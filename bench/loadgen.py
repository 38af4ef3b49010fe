"""Load generators for the benchmarks: closed loop (N askers, each asks again when answered) and open loop
(a fixed arrival rate, whatever the answers do). Latencies in milliseconds; bounded in time, loopback only.
"""

import asyncio
import statistics
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import aiohttp


@dataclass
class Result:
    name: str
    requests: int
    errors: int
    seconds: float
    latencies_ms: list[float]

    @property
    def rps(self) -> float:
        return self.requests / self.seconds if self.seconds else 0.0

    def percentile(self, p: float) -> float:
        if not self.latencies_ms:
            return float("nan")
        ordered = sorted(self.latencies_ms)
        return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]

    @property
    def p50(self) -> float:
        return statistics.median(self.latencies_ms) if self.latencies_ms else float("nan")

    @property
    def p99(self) -> float:
        return self.percentile(99)


Ask = Callable[[aiohttp.ClientSession], Awaitable[bool]]


def get(url: str, expect: int = 200) -> Ask:
    async def ask(session: aiohttp.ClientSession) -> bool:
        async with session.get(url) as response:
            await response.read()
            return response.status == expect
    return ask


async def closed_loop(name: str, ask: Ask, *, concurrency: int, seconds: float, warmup: float = 1.0) -> Result:
    latencies: list[float] = []
    errors = 0
    connector = aiohttp.TCPConnector(limit=concurrency)
    async with aiohttp.ClientSession(connector=connector) as session:
        measuring_from = time.perf_counter() + warmup
        stop_at = measuring_from + seconds

        async def asker() -> None:
            nonlocal errors
            while (now := time.perf_counter()) < stop_at:
                try:
                    ok = await ask(session)
                except aiohttp.ClientError:
                    ok = False
                if now >= measuring_from:
                    latencies.append((time.perf_counter() - now) * 1000)
                    errors += not ok

        await asyncio.gather(*(asker() for _ in range(concurrency)))
    return Result(name, len(latencies), errors, seconds, latencies)


async def open_loop(name: str, ask: Ask, *, rate: float, seconds: float, warmup: float = 1.0) -> Result:
    """Requests start on a fixed schedule; a slow answer does not slow the arrivals (no coordinated omission)."""
    latencies: list[float] = []
    errors = 0
    connector = aiohttp.TCPConnector(limit=0)
    async with aiohttp.ClientSession(connector=connector) as session:
        start = time.perf_counter()
        total = int((warmup + seconds) * rate)
        warm_count = int(warmup * rate)
        tasks = []

        async def one(index: int, scheduled: float) -> None:
            nonlocal errors
            try:
                ok = await ask(session)
            except aiohttp.ClientError:
                ok = False
            if index >= warm_count:
                latencies.append((time.perf_counter() - scheduled) * 1000)
                errors += not ok

        for index in range(total):
            scheduled = start + index / rate
            delay = scheduled - time.perf_counter()
            if delay > 0:
                await asyncio.sleep(delay)
            tasks.append(asyncio.create_task(one(index, scheduled)))
        await asyncio.gather(*tasks)
    return Result(name, len(latencies), errors, seconds, latencies)

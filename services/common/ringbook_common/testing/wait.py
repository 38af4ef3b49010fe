import asyncio
from collections.abc import Awaitable, Callable
from typing import TypeVar

T = TypeVar("T")


async def eventually(probe: Callable[[], Awaitable[T | None]], *, timeout: float = 15.0, interval: float = 0.05) -> T:
    """Poll until `probe` returns something truthy; the deadline only bounds a failure, it asserts no speed."""
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        result = await probe()
        if result:
            return result
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"condition not met within {timeout} s (last result: {result!r})")
        await asyncio.sleep(interval)

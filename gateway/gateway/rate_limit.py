"""Per-client token buckets, one set per route group. In-process: each gateway replica limits on its own."""

import math
import time
from dataclasses import dataclass


@dataclass
class _Bucket:
    tokens: float
    updated: float


class RateLimiter:
    def __init__(self, per_minute: int, *, max_keys: int = 100_000) -> None:
        self.capacity = float(per_minute)
        self.refill_per_second = per_minute / 60.0
        self.max_keys = max_keys
        self._buckets: dict[str, _Bucket] = {}

    def take(self, key: str, now: float | None = None) -> float:
        """0 when allowed; otherwise the seconds to wait before the next request is allowed."""
        now = time.monotonic() if now is None else now
        bucket = self._buckets.get(key)
        if bucket is None:
            if len(self._buckets) >= self.max_keys:
                self._forget_full(now)
            bucket = self._buckets[key] = _Bucket(self.capacity, now)
        bucket.tokens = min(self.capacity, bucket.tokens + (now - bucket.updated) * self.refill_per_second)
        bucket.updated = now
        if bucket.tokens >= 1:
            bucket.tokens -= 1
            return 0.0
        return (1 - bucket.tokens) / self.refill_per_second

    def _forget_full(self, now: float) -> None:
        full_after = self.capacity / self.refill_per_second
        for key in [k for k, b in self._buckets.items() if now - b.updated >= full_after]:
            del self._buckets[key]


def retry_after(seconds: float) -> int:
    return max(1, math.ceil(seconds))

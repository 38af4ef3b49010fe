from gateway.rate_limit import RateLimiter, retry_after


class TestRateLimiter:
    def test_a_burst_up_to_the_limit_passes_then_waits(self):
        limiter = RateLimiter(3)
        assert [limiter.take("ip", now=0.0) for _ in range(3)] == [0.0, 0.0, 0.0]
        wait = limiter.take("ip", now=0.0)
        assert 19 < wait <= 20  # one token comes back every 20 s at 3 a minute

    def test_tokens_come_back_over_time(self):
        limiter = RateLimiter(60)
        for _ in range(60):
            limiter.take("ip", now=0.0)
        assert limiter.take("ip", now=0.0) > 0
        assert limiter.take("ip", now=1.0) == 0.0

    def test_clients_are_limited_separately(self):
        limiter = RateLimiter(1)
        assert limiter.take("a", now=0.0) == 0.0
        assert limiter.take("b", now=0.0) == 0.0
        assert limiter.take("a", now=0.0) > 0

    def test_memory_is_bounded(self):
        limiter = RateLimiter(1, max_keys=10)
        for n in range(100):
            limiter.take(f"ip{n}", now=float(n * 120))
        assert len(limiter._buckets) <= 10

    def test_retry_after_is_whole_seconds_and_at_least_one(self):
        assert retry_after(0.2) == 1
        assert retry_after(19.1) == 20

"""Gateway overhead: a trivial request through the gateway vs the same request straight to the service."""

from bench.loadgen import closed_loop, get
from bench.report import table

CONCURRENCY = 50
SECONDS = 8.0


async def run(stack) -> str:
    direct_url = f"http://127.0.0.1:{stack.service_ports['leads']}/livez"
    proxied_url = f"http://127.0.0.1:{stack.gateway_port}/_services/leads/livez"
    direct = await closed_loop("direct to the service (floor)", get(direct_url), concurrency=CONCURRENCY,
                               seconds=SECONDS)
    proxied = await closed_loop("through the gateway", get(proxied_url), concurrency=CONCURRENCY, seconds=SECONDS)
    note = (f"Closed loop, {CONCURRENCY} connections, {SECONDS:.0f} s each, `GET /livez` of the leads service. "
            f"Gateway/direct: requests/s x{proxied.rps / direct.rps:.2f}, p99 x{proxied.p99 / direct.p99:.2f}. "
            "The load generator shares the 2 cores with the gateway and the service.")
    return table("Gateway overhead", [direct, proxied], direct, note)

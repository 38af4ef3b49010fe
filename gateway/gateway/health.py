"""`/healthz`: every service, PostgreSQL and NATS in one answer; 503 naming whatever is not ok."""

import asyncio
from typing import Any

import aiohttp

from gateway.routes import SERVICES
from gateway.schemas import Health

OK = "ok"
DOWN = "down"
UNKNOWN = "unknown"


async def _probe(session: aiohttp.ClientSession, url: str, timeout: float) -> tuple[str, dict[str, Any]]:
    try:
        async with asyncio.timeout(timeout):
            async with session.get(url + "/healthz") as response:
                body = await response.json(content_type=None)
                components = body.get("components", {}) if isinstance(body, dict) else {}
                # A service that answers is up; its own dependencies are reported separately.
                return OK, components
    except (TimeoutError, aiohttp.ClientError, ValueError):
        return DOWN, {}


def _dependency(name: str, reports: list[dict[str, Any]]) -> str:
    states = [report[name] for report in reports if name in report]
    if not states:
        return UNKNOWN
    return OK if all(state == OK for state in states) else DOWN


async def check(session: aiohttp.ClientSession, upstreams: dict[str, str], *, timeout: float,
                gateway_nats_ok: bool) -> tuple[int, Health]:
    results = await asyncio.gather(*(_probe(session, upstreams[s], timeout) for s in SERVICES))
    components = {service: state for service, (state, _) in zip(SERVICES, results, strict=True)}
    reports = [report for _, report in results]
    components["postgres"] = _dependency("postgres", reports)
    nats = _dependency("nats", reports)
    components["nats"] = nats if gateway_nats_ok or nats != OK else DOWN
    healthy = all(state == OK for state in components.values())
    return (200 if healthy else 503), Health(status=OK if healthy else "degraded", components=components)

"""Scenario 3: PostgreSQL stopped and started again (same port, same data) under a running, loaded stack.

No service is restarted: requests fail while the database is away, then succeed again, `/healthz` recovers,
and the outbox relay (whose LISTEN connection died with the server) still delivers every event."""

import asyncio
import time

import httpx

from faults.checks import Report
from faults.load import start_booking
from faults.salon import open_salon
from faults.settle import check_settled, wait_settled
from faults.stack import gateway_url, healthz, throwaway_stack, wait_healthy

NAME = "postgres_restart"
BOOKINGS = 200
CLIENTS = 4
STOP_AFTER = 60
DOWN_SECONDS = 3.0
HEALTHY_WITHIN_SECONDS = 15.0
TIMEOUT_SECONDS = 180


async def run(report: Report) -> None:
    async with throwaway_stack(NAME) as stack:
        salon = await open_salon(stack, stylists=3, bookings=BOOKINGS)
        pids = {process.name: process.popen.pid for process in stack.processes}
        load_task = await start_booking(gateway_url(stack), salon, clients=CLIENTS, timeout=120,
                                        fault_after=STOP_AFTER)
        await asyncio.to_thread(stack.own_postgres().stop)
        stopped = time.monotonic()
        async with httpx.AsyncClient(base_url=gateway_url(stack)) as client:
            await asyncio.sleep(DOWN_SECONDS)
            down_status, down_body = await healthz(client)
            await asyncio.to_thread(stack.own_postgres().start, durable=False)
            restarted = time.monotonic()
            healthy = await wait_healthy(client, HEALTHY_WITHIN_SECONDS)
        load = await load_task

        report.check(NAME, "/healthz reports PostgreSQL down while it is down", down_status == 503,
                     f"{down_status} {down_body.get('components', down_body)}")
        report.check(NAME, "/healthz recovers without restarting a service", healthy is not None,
                     f"200 {healthy:.1f} s after PostgreSQL restart" if healthy is not None
                     else f"not within {HEALTHY_WITHIN_SECONDS:.0f} s")
        after = [f for f in load.failures if f.at >= restarted + (healthy or 0)]
        report.check(NAME, "requests fail while down, then succeed", len(load.booked) == BOOKINGS
                     and not load.refused, f"{len(load.booked)} booked in {load.seconds:.1f} s, "
                     f"failed attempts (retried)={load.statuses()}, failed after healthy again={len(after)}, "
                     f"outage {restarted - stopped:.1f} s")
        load.show_first_failures()
        statuses = load.statuses()
        # A 502 would be the gateway meeting a dropped connection: the service crashed on the outage.
        report.check(NAME, "the outage answers 503, never 500 or 502", set(statuses) <= {503},
                     f"failed attempts by status={statuses}")
        same = {process.name: process.popen.pid for process in stack.processes if process.popen.poll() is None}
        report.check(NAME, "no service was restarted", same == pids, f"{len(same)}/{len(pids)} processes, same pids")
        counts, seconds = await wait_settled(stack, salon, len(load.booked), timeout=60)
        check_settled(report, NAME, load.booked, counts, seconds)

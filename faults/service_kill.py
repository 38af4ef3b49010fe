"""Scenario 2: the booking service killed with SIGKILL while bookings are in flight, then started again.

The gateway must answer 503 quickly while booking is gone; a booking cut off mid-request is either whole
(appointment, outbox event, read models) or absent, and its retry (same Idempotency-Key) never books it twice;
the restarted service drains its outbox so the read models catch up."""

import asyncio
import statistics
import time

from faults.checks import Report
from faults.load import start_booking
from faults.salon import open_salon
from faults.settle import check_settled, wait_settled
from faults.stack import gateway_url, kill_service, restart_service, throwaway_stack

NAME = "service_kill"
BOOKINGS = 300
CLIENTS = 8               # more clients: more bookings in flight at the moment of the kill
KILL_AFTER = 80
DOWN_SECONDS = 4.0
FAST_503_MS = 1000.0
TIMEOUT_SECONDS = 180


async def run(report: Report) -> None:
    async with throwaway_stack(NAME) as stack:
        salon = await open_salon(stack, stylists=3, bookings=BOOKINGS)
        load_task = await start_booking(gateway_url(stack), salon, clients=CLIENTS, timeout=120,
                                        fault_after=KILL_AFTER)
        kill_service(stack, "booking")
        killed = time.monotonic()
        await asyncio.sleep(DOWN_SECONDS)
        restarted = time.monotonic()
        startup = await restart_service(stack, "booking")
        load = await load_task

        down = [f for f in load.failures if killed <= f.at < restarted]
        unavailable = [f.seconds * 1000 for f in down if f.status == 503]
        others = {s: n for s, n in load.statuses().items() if s != 503}
        report.check(NAME, "gateway answers 503 quickly while booking is down",
                     bool(unavailable) and max(unavailable) < FAST_503_MS,
                     f"{len(unavailable)} x 503, p50={statistics.median(unavailable):.1f} ms "
                     f"max={max(unavailable):.1f} ms" if unavailable else "no 503 seen")
        report.check(NAME, "booking restarts", True, f"/livez in {startup:.1f} s after start")
        report.check(NAME, f"{BOOKINGS} bookings answered 201 after retries", len(load.booked) == BOOKINGS
                     and not load.refused, f"{len(load.booked)} booked in {load.seconds:.1f} s, "
                     f"refused={len(load.refused)}, other failed attempts={others}, "
                     f"retries answered as replays (committed before the kill)={load.replayed}")
        load.show_first_failures()
        counts, seconds = await wait_settled(stack, salon, len(load.booked), timeout=60)
        check_settled(report, NAME, load.booked, counts, seconds)

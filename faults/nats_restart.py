"""Scenario 1: NATS stopped and started again (same port, same JetStream store) while 500 bookings go in.

Bookings commit with their event in booking's outbox whatever NATS does; the relay sends the backlog once NATS
is back and admin's consumer applies each event once. Every booking must end up exactly once everywhere."""

import asyncio
import time

from faults.checks import Report
from faults.load import start_booking
from faults.salon import open_salon
from faults.settle import check_settled, wait_settled
from faults.stack import gateway_url, query, throwaway_stack

NAME = "nats_restart"
BOOKINGS = 500
CLIENTS = 4
STOP_AFTER = 100          # bookings answered before NATS goes away
OUTAGE_SECONDS = 5.0
TIMEOUT_SECONDS = 180


async def run(report: Report) -> None:
    async with throwaway_stack(NAME) as stack:
        salon = await open_salon(stack, stylists=4, bookings=BOOKINGS)
        load_task = await start_booking(gateway_url(stack), salon, clients=CLIENTS, timeout=120,
                                        fault_after=STOP_AFTER)
        await asyncio.to_thread(stack.own_nats().stop)
        stopped = time.monotonic()
        await asyncio.sleep(OUTAGE_SECONDS)
        backlog = (await query(stack, "booking", "SELECT count(*) AS n FROM outbox WHERE published_at IS NULL"))[0]["n"]
        await asyncio.to_thread(stack.own_nats().start)
        restarted = time.monotonic()
        load = await load_task
        failed_during = sum(1 for f in load.failures if stopped <= f.at < restarted)
        report.check(NAME, f"{BOOKINGS} bookings answered 201", len(load.booked) == BOOKINGS and not load.refused,
                     f"{len(load.booked)} booked in {load.seconds:.1f} s, refused={len(load.refused)}, "
                     f"failed attempts (retried)={load.statuses()}, failed during outage={failed_during}")
        load.show_first_failures()
        report.check(NAME, "NATS outage held events back in the outbox", backlog > 0,
                     f"outbox backlog at restart={backlog} after {OUTAGE_SECONDS:.0f} s down")
        counts, seconds = await wait_settled(stack, salon, len(load.booked), timeout=60)
        after_restart = time.monotonic() - restarted
        check_settled(report, NAME, load.booked, counts, seconds)
        report.check(NAME, "time to settle after NATS restart", seconds is not None,
                     f"{after_restart:.1f} s after restart (load ended {load.seconds:.1f} s after start)")

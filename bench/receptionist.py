"""The agent's functions as the voice provider calls them: signed POSTs through the gateway to the receptionist,
which asks booking over the bus. `check_availability` at a fixed 100 requests/s and `book_appointment` at 20/s
(open loop), and 50 concurrent askers (closed loop), next to floors measured in the same run through the same path:
at the same rate, check_availability of a service the salon does not offer (the same reads, no bus request); closed
loop, `get_business_info`."""

import itertools
import json
import os
import time
import uuid
from datetime import datetime, timedelta

import aiohttp
from sqlalchemy import text

from bench.availability import SECONDS, ZONE, bus_slots, seed
from bench.loadgen import Ask, closed_loop, open_loop
from bench.report import table
from load.processes import snapshot
from ringbook_common.db import create_engine

AGENT_ID = "agent_bench_0001"
NUMBER = "+18005550142"
CALLER = "+15550142000"
GOAL_CHECK_P99_MS = 50.0  # check_availability, open loop at 100 requests/s
GOAL_BOOK_P99_MS = 100.0  # book_appointment, open loop at 20 requests/s
CPU_REQUESTS = 300  # asked one at a time to measure the processor time each request costs


def signer(key: str):
    from receptionist import signatures

    def sign(raw: bytes) -> str:
        return signatures.sign(raw, key, signatures.now_ms())
    return sign


async def seed_receptionist(database_url: str, booking_url: str, tenant: uuid.UUID, *, agent_id: str = AGENT_ID,
                            number: str = NUMBER) -> None:
    """The salon as the receptionist's read models would hold it, and its provisioned agent (an agent id and number
    of its own for each benchmark that seeds one: both are unique across tenants)."""
    booking = create_engine(booking_url)
    async with booking.connect() as conn:
        staff = (await conn.execute(text("SELECT id, staff_id, name FROM staff WHERE tenant_id = :t"),
                                    {"t": tenant})).all()
        services = (await conn.execute(text(
            "SELECT service_id, position, name, duration_min, price_cents, staff_ids, all_staff "
            "FROM catalogue_services WHERE tenant_id = :t"), {"t": tenant})).all()
    await booking.dispose()
    engine = create_engine(database_url)
    async with engine.begin() as conn:
        await conn.execute(text("INSERT INTO tenant_profiles (tenant_id, name, timezone, address, owner_phone) VALUES "
                                "(:t, 'Bench Salon', 'America/New_York', '1 Bench Street', '+15550100000')"),
                           {"t": tenant})
        await conn.execute(text("INSERT INTO salon_staff (staff_key, tenant_id, staff_id, name) VALUES "
                                "(:k, :t, :s, :n)"), [{"k": k, "t": tenant, "s": s, "n": n} for k, s, n in staff])
        await conn.execute(text(
            "INSERT INTO salon_services (tenant_id, service_id, position, name, duration_min, price_cents, "
            "staff_ids, all_staff) VALUES (:t, :s, :p, :n, :d, :c, :ids, :a)"),
            [{"t": tenant, "s": s, "p": p, "n": n, "d": d, "c": c, "ids": ids, "a": a}
             for s, p, n, d, c, ids, a in services])
        await conn.execute(text(
            "INSERT INTO agents (tenant_id, provider, status, step, llm_id, agent_id, phone_number, "
            "phone_number_pretty, number_bound, webhooks_configured) VALUES (:t, 'local', 'active', 'done', "
            "'llm_bench', :a, :p, '(800) 555-0142', true, true)"), {"t": tenant, "a": agent_id, "p": number})
    await engine.dispose()


def function(url: str, sign, name: str, args_for, *, ok: bool = True) -> Ask:
    """A signed call of one function per request, each from a call of its own; answered well when 200 with this
    `ok` (False: the function answered with a question back, as for a service the salon does not offer)."""
    counter = itertools.count()

    async def ask(session: aiohttp.ClientSession) -> bool:
        call_id = f"call_bench_{name}_{next(counter)}"
        body = json.dumps({"name": name, "args": args_for(), "call": {
            "call_id": call_id, "agent_id": AGENT_ID, "from_number": CALLER, "to_number": NUMBER}}).encode()
        headers = {"content-type": "application/json", "x-retell-signature": sign(body)}
        async with session.post(f"{url}/{name}", data=body, headers=headers) as response:
            answer = await response.json()
            return response.status == 200 and answer.get("ok") is ok
    return ask


WATCHED = ("gateway", "receptionist", "booking", "postgres")


def process_times(stack) -> dict[str, float]:
    """CPU seconds so far of the gateway, receptionist, booking and PostgreSQL (postmaster, live backends and
    those that ended), as `make load` reads them."""
    return {name: sample.cpu for name, sample in snapshot(stack).items() if name in WATCHED}


async def cpu_per_request(stack, ask: Ask) -> tuple[dict[str, float], float]:
    """Processor milliseconds each request costs in each process, asked one at a time (what a busy machine
    changes least), and the median latency meanwhile."""
    latencies = []
    async with aiohttp.ClientSession() as session:
        for _ in range(20):
            await ask(session)
        before = process_times(stack)
        for _ in range(CPU_REQUESTS):
            started = time.perf_counter()
            await ask(session)
            latencies.append((time.perf_counter() - started) * 1000)
        after = process_times(stack)
    latencies.sort()
    return ({name: (after[name] - before[name]) * 1000 / CPU_REQUESTS for name in before},
            latencies[len(latencies) // 2])


async def run(stack) -> str:
    tenant = await seed(stack.database_url("booking"))
    await seed_receptionist(stack.database_url("receptionist"), stack.database_url("booking"), tenant)
    sign = signer((stack.secrets_dir / "voice-provider-key").read_text().strip())
    url = f"http://127.0.0.1:{stack.gateway_port}/api/receptionist/functions"
    first_day = datetime.now(ZONE).date() + timedelta(days=1)
    # Mondays to Saturdays, where the salon works: a day with free times.
    day = next(first_day + timedelta(days=n) for n in range(7) if (first_day + timedelta(days=n)).weekday() != 6)
    availability = function(url, sign, "check_availability",
                            lambda: {"service": "Service 0", "date": day.isoformat()})
    floor_ask = function(url, sign, "get_business_info", dict)
    free = iter(await bus_slots(stack, tenant, first=first_day + timedelta(days=7), days=28))
    # A customer of their own for each booking: the same caller booking again hears "you already have one".
    customers = (f"+1555{n:07d}" for n in itertools.count(200_000))
    booking = function(url, sign, "book_appointment",
                       lambda: {"slot_id": next(free), "customer_name": "Bench Caller",
                                "customer_phone": next(customers)})

    load_before = os.getloadavg()[0]
    cpu, one_median = await cpu_per_request(stack, availability)
    floor = await closed_loop("floor: signed get_business_info, 50 concurrent", floor_ask, concurrency=50,
                              seconds=SECONDS)
    # The same request through the same path and reads, for a service the salon does not offer: answered without
    # asking booking, so what check_availability adds above it is the bus request, booking and the slots' words.
    unoffered = function(url, sign, "check_availability", lambda: {"service": "Underwater Basket Weaving",
                                                                    "date": day.isoformat()}, ok=False)
    open_floor = await open_loop("floor: check_availability of a service not offered (no bus request), open loop "
                                 "100 req/s", unoffered, rate=100, seconds=SECONDS)
    opened = await open_loop("check_availability, open loop 100 req/s", availability, rate=100, seconds=SECONDS)
    closed = await closed_loop("check_availability, closed loop, 50 concurrent", availability, concurrency=50,
                               seconds=SECONDS)
    booked = await open_loop("book_appointment, open loop 20 req/s", booking, rate=20, seconds=SECONDS)
    load_after = os.getloadavg()[0]
    ratio = closed.rps / floor.rps if floor.rps else 0
    note = ("Signed function calls (`x-retell-signature`) through the gateway, each from a call of its own, for "
            "the salon of the availability benchmark (20 staff, 5,000 appointments); check_availability asks one "
            "day of one service, book_appointment books distinct free slots. **check_availability open loop 100 "
            f"req/s: p99 {opened.p99:.1f} ms (goal <= {GOAL_CHECK_P99_MS:.0f} ms: "
            f"{_verdict(opened.p99, GOAL_CHECK_P99_MS)}; its floor, the same request for a service not offered, "
            f"answered without asking booking, p99 {open_floor.p99:.1f} ms)**. One check_availability costs "
            + ", ".join(f"{name} {ms:.2f}" for name, ms in cpu.items())
            + f" ms of processor time (sum {sum(cpu.values()):.2f} ms; {CPU_REQUESTS} asked one at a time, median "
            f"{one_median:.1f} ms). book_appointment "
            f"at 20/s p99 {booked.p99:.1f} ms (goal <= {GOAL_BOOK_P99_MS:.0f} ms: "
            f"{_verdict(booked.p99, GOAL_BOOK_P99_MS)}); closed loop >= 50% of the floor's requests/s (got "
            f"{ratio:.0%}). The closed-loop floor is get_business_info. SMS go to the outbox (this "
            "machine cannot reach Twilio). One replica of each service; the load generator shares the 2 cores "
            f"with them. Load average (1 min) {load_before:.2f} before measuring, {load_after:.2f} after: on a "
            "machine busy with other work every figure is slower.")
    return table("Receptionist functions", [opened, open_floor, closed, booked, floor], floor, note)


def _verdict(p99: float, goal: float) -> str:
    return "met" if p99 <= goal else "MISSED"

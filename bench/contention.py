"""Booking contention: 50 callers want the same slot at the same moment. Each is a call of its own (its own call id
and caller number) whose agent sends a signed `book_appointment` through the gateway to the receptionist, which
asks booking over the bus: exactly one must be booked, the other 49 told "just taken" with alternatives, and
booking's database must hold exactly one appointment at that time. Timed from the moment all 50 are sent: the first
answer, p50/p99/max of the 50, and when the last was answered ("settled"). A few rounds on different slots, next to
the floor measured in the same run: one uncontended booking at a time through the same path; the goal is settled
within 5 times the floor.

Every alternative a loser was told must be bookable: not the slot taken, and free in booking's database (no live
appointment or hold of that stylist overlapping it). It is checked once the round has settled: the round's only
write is the winner's, so an alternative free then was free when the loser was answered."""

import asyncio
import base64
import json
import statistics
import sys
import time
import uuid
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

import aiohttp
from sqlalchemy import text

from bench.availability import ZONE, bookable_slots, seed
from bench.receptionist import process_times, seed_receptionist, signer
from ringbook.booking.v1 import rpc_pb2 as rpc
from ringbook_common.db import create_engine

CALLERS = 50
ROUNDS = 5
FLOOR_BOOKINGS = 10
GOAL = 5  # settled within this many times the floor
AGENT_ID = "agent_bench_contention"
NUMBER = "+18005550143"


@dataclass
class Round:
    name: str
    booked: int = 0
    taken: int = 0  # ok:false "just taken" with alternatives offered
    other: list[str] = field(default_factory=list)  # any other answer: a failure of the benchmark's check
    rows: int = 0  # live appointments of that staff member overlapping the slot, in booking's database
    latencies_ms: list[float] = field(default_factory=list)  # each request, from its own send
    answered_ms: list[float] = field(default_factory=list)  # each answer, from the moment all 50 were sent
    alternatives: set[str] = field(default_factory=set)  # every slot id a loser was offered instead
    unbookable: list[str] = field(default_factory=list)  # those of them that are not bookable, and why
    cpu_ms: dict[str, float] = field(default_factory=dict)  # processor time the round cost, by process

    @property
    def first(self) -> float:
        return min(self.answered_ms)

    @property
    def settled(self) -> float:
        return max(self.answered_ms)

    def percentile(self, p: int) -> float:
        """Interpolated between the nearest two (of 50 answers, the nearest-rank p99 would be the slowest)."""
        return statistics.quantiles(self.latencies_ms, n=100, method="inclusive")[p - 1]

    @property
    def ok(self) -> bool:
        return (self.booked == 1 and self.taken == CALLERS - 1 and not self.other and self.rows == 1
                and not self.unbookable)


async def free_slots(stack, tenant: uuid.UUID, *, first, days: int, count: int) -> list[rpc.Slot]:
    """`count` free slots of service-00 spread over the range, none within an hour of another of the same staff
    member's: booking one never takes another."""
    chosen = await bookable_slots(stack, tenant, first=first, days=days)
    if len(chosen) < count:
        raise RuntimeError(f"contention: only {len(chosen)} free slots, {count} needed")
    # Spread over the range, so the rounds do not all fall on one morning.
    step = len(chosen) // count
    return [chosen[index * step] for index in range(count)]


class Caller:
    def __init__(self, url: str, sign, run_id: str) -> None:
        self.url, self.sign, self.run_id = url, sign, run_id
        self.calls = 0

    def body(self, name: str, args: dict) -> tuple[bytes, dict[str, str]]:
        """A signed request from a call of its own, with a caller number of its own."""
        self.calls += 1
        call = {"call_id": f"call_contention_{self.run_id}_{self.calls}", "agent_id": AGENT_ID,
                "from_number": f"+1555{self.calls:07d}", "to_number": NUMBER}
        raw = json.dumps({"name": name, "args": args, "call": call}).encode()
        return raw, {"content-type": "application/json", "x-retell-signature": self.sign(raw)}

    def booking(self, slot: rpc.Slot) -> tuple[bytes, dict[str, str]]:
        return self.body("book_appointment", {"slot_id": slot.slot_id, "customer_name": f"Caller {self.calls + 1}"})

    async def post(self, session: aiohttp.ClientSession, name: str, prepared) -> tuple[int, dict, float]:
        raw, headers = prepared
        async with session.post(f"{self.url}/{name}", data=raw, headers=headers) as response:
            answer = await response.json()
        return response.status, answer, time.perf_counter()


async def rows_for(engine, tenant: uuid.UUID, slot: rpc.Slot) -> int:
    """Live appointments of the slot's staff member overlapping the slot, as booking's database holds them."""
    start, end = datetime.fromisoformat(slot.start), datetime.fromisoformat(slot.end)
    async with engine.connect() as conn:
        return (await conn.execute(text(
            "SELECT count(*) FROM appointments a JOIN staff s ON s.id = a.staff_key WHERE a.tenant_id = :t "
            "AND s.staff_id = :sid AND a.status NOT IN ('cancelled') AND a.starts_at < :e AND a.ends_at > :s"),
            {"t": tenant, "sid": slot.staff_id, "s": start, "e": end})).scalar_one()


def named(slot_id: str) -> tuple[uuid.UUID, datetime, str]:
    """The staff key, start and service a slot id names (its payload; the signature is booking's to check)."""
    payload = slot_id.split(".")[0]
    raw = base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4))
    rest = raw[24:]
    if rest[:1] == b"\x00":  # a location other than the first: its id comes before the service's
        rest = rest[17:]
    return uuid.UUID(bytes=raw[:16]), datetime.fromtimestamp(int.from_bytes(raw[16:24], "big"), UTC), rest.decode()


async def unbookable(engine, tenant: uuid.UUID, taken: rpc.Slot, slot_ids: set[str]) -> list[str]:
    """The offered slots that are not bookable now: the slot taken, or one a live appointment or hold of that
    stylist overlaps (the service's busy time: its length and buffer)."""
    taken_key, taken_start, _ = named(taken.slot_id)
    refused = []
    async with engine.connect() as conn:
        for slot_id in sorted(slot_ids):
            staff_key, start, service_id = named(slot_id)
            if (staff_key, start) == (taken_key, taken_start):
                refused.append(f"{start.isoformat()} is the slot taken")
                continue
            busy = (await conn.execute(text(
                "SELECT count(*) FROM appointment_blocks b JOIN catalogue_services c ON c.tenant_id = b.tenant_id "
                "AND c.service_id = :service WHERE b.tenant_id = :t AND b.staff_key = :k "
                "AND (b.expires_at IS NULL OR b.expires_at > now()) AND b.during && tstzrange(CAST(:s AS timestamptz), "
                "CAST(:s AS timestamptz) + make_interval(mins => c.duration_min + c.buffer_min))"),
                {"t": tenant, "k": staff_key, "s": start, "service": service_id})).scalar_one()
            if busy:
                refused.append(f"{start.isoformat()} of staff {staff_key} overlaps {busy} live block(s)")
    return refused


async def quiet(stack, *, idle_ms: float = 20.0, every: float = 0.25, at_most: float = 30.0) -> None:
    """Wait until the stack's processes are idle (under `idle_ms` of processor time together in `every` seconds):
    what an earlier benchmark or round left to do (its events applied, its reminders scheduled) is not part of
    this one."""
    began = time.perf_counter()
    before = process_times(stack)
    while time.perf_counter() - began < at_most:
        await asyncio.sleep(every)
        after = process_times(stack)
        if sum(spent(before, after).values()) < idle_ms:
            break
        before = after


def spent(before: dict[str, float], after: dict[str, float]) -> dict[str, float]:
    return {name: (after[name] - before[name]) * 1000 for name in before}


async def contend(stack, session, caller: Caller, engine, tenant: uuid.UUID, slot: rpc.Slot, name: str) -> Round:
    prepared = [caller.booking(slot) for _ in range(CALLERS)]  # signed before the clock starts
    result = Round(name)
    await quiet(stack)
    times = process_times(stack)
    sent = time.perf_counter()

    async def one(body) -> None:
        began = time.perf_counter()
        try:
            status, answer, ended = await caller.post(session, "book_appointment", body)
        except (aiohttp.ClientError, TimeoutError) as error:
            result.other.append(f"{type(error).__name__}: {error}")
            return
        result.latencies_ms.append((ended - began) * 1000)
        result.answered_ms.append((ended - sent) * 1000)
        if status == 200 and answer.get("ok") is True:
            result.booked += 1
        elif status == 200 and "just taken" in answer.get("result", "") and answer.get("alternatives"):
            result.taken += 1
            result.alternatives.update(offer["slot_id"] for offer in answer["alternatives"])
        else:
            result.other.append(f"{status} {json.dumps(answer)[:200]}")

    await asyncio.gather(*(one(body) for body in prepared))
    result.cpu_ms = spent(times, process_times(stack))
    result.rows = await rows_for(engine, tenant, slot)
    result.unbookable = await unbookable(engine, tenant, slot, result.alternatives)
    return result


async def run(stack) -> str:
    tenant = await seed(stack.database_url("booking"))
    await seed_receptionist(stack.database_url("receptionist"), stack.database_url("booking"), tenant,
                            agent_id=AGENT_ID, number=NUMBER)
    caller = Caller(f"http://127.0.0.1:{stack.gateway_port}/api/receptionist/functions",
                    signer((stack.secrets_dir / "voice-provider-key").read_text().strip()), uuid.uuid4().hex[:8])
    first_day = datetime.now(ZONE).date() + timedelta(days=1)
    slots = await free_slots(stack, tenant, first=first_day + timedelta(days=2), days=14,
                             count=ROUNDS + FLOOR_BOOKINGS)
    engine = create_engine(stack.database_url("booking"))
    try:
        async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0)) as session:
            # Open the 50 connections first (a cheap function from 50 calls at once), so no round pays for them.
            await asyncio.gather(*(caller.post(session, "get_business_info", caller.body("get_business_info", {}))
                                   for _ in range(CALLERS)))
            floor_ms, floor_errors = [], 0
            await quiet(stack)
            times = process_times(stack)
            for slot in slots[ROUNDS:]:
                began = time.perf_counter()
                status, answer, ended = await caller.post(session, "book_appointment", caller.booking(slot))
                floor_ms.append((ended - began) * 1000)
                floor_errors += not (status == 200 and answer.get("ok") is True)
            floor_cpu = {name: ms / FLOOR_BOOKINGS for name, ms in spent(times, process_times(stack)).items()}
            rounds = [await contend(stack, session, caller, engine, tenant, slot, f"round {n + 1}")
                      for n, slot in enumerate(slots[:ROUNDS])]
        async with engine.connect() as conn:
            total = (await conn.execute(text("SELECT count(*) FROM appointments WHERE tenant_id = :t AND "
                                             "source = 'ai_receptionist'"), {"t": tenant})).scalar_one()
    finally:
        await engine.dispose()
    return section(rounds, floor_ms, floor_errors, total, slots[:ROUNDS], floor_cpu)


def processor_time(rounds: list[Round], floor_cpu: dict[str, float]) -> str:
    """What a round costs in processor time, next to CALLERS uncontended bookings: load on a shared machine
    changes it far less than the times."""
    names = list(floor_cpu)
    per_round = {name: statistics.median(r.cpu_ms[name] for r in rounds) for name in names}
    parts = ", ".join(f"{name} {per_round[name]:.0f} ms ({per_round[name] / CALLERS:.1f} per caller; "
                      f"uncontended {floor_cpu[name]:.1f})" for name in names)
    whole, alone = sum(per_round.values()), sum(floor_cpu.values()) * CALLERS
    return (f"Processor time of a round (median of the rounds): {parts}; in all {whole:.0f} ms, "
            f"{whole / alone:.2f} times what {CALLERS} uncontended bookings cost.")


def section(rounds: list[Round], floor_ms: list[float], floor_errors: int, total: int, slots,
            floor_cpu: dict[str, float]) -> str:
    floor = statistics.median(floor_ms)
    expected_total = len(rounds) + len(floor_ms) - floor_errors
    failures = [f"{r.name} (slot {slot.staff_id} {slot.start}): {r.booked} booked, {r.taken} taken, "
                f"{r.rows} appointment rows; other answers: {r.other[:3]}; alternatives not bookable: "
                f"{r.unbookable[:3]}"
                for r, slot in zip(rounds, slots, strict=True) if not r.ok]
    if total != expected_total:
        failures.append(f"{total} receptionist appointments in booking's database, {expected_total} expected")
    if floor_errors:
        failures.append(f"{floor_errors} of the {len(floor_ms)} uncontended bookings were not booked")
    for failure in failures:
        print(f"contention: CHECK FAILED: {failure}", file=sys.stderr)

    def bookable(r: Round) -> str:
        return f"{len(r.alternatives) - len(r.unbookable)} of {len(r.alternatives)}"

    def row(name: str, r: Round) -> str:
        return (f"| {name} | {r.booked} | {r.taken} | {bookable(r)} | {r.rows} | {r.first:.1f} | "
                f"{r.percentile(50):.1f} | {r.percentile(99):.1f} | {max(r.latencies_ms):.1f} | {r.settled:.1f} | "
                f"{r.settled / floor:.1f} |")

    def summary(name: str, pick) -> str:
        first = pick([r.first for r in rounds])
        p50 = pick([r.percentile(50) for r in rounds])
        p99 = pick([r.percentile(99) for r in rounds])
        top = pick([max(r.latencies_ms) for r in rounds])
        settled = pick([r.settled for r in rounds])
        booked = "1" if all(r.booked == 1 for r in rounds) else "/".join(str(r.booked) for r in rounds)
        taken = "/".join(sorted({str(r.taken) for r in rounds}))
        rows = "/".join(sorted({str(r.rows) for r in rounds}))
        offered = "all" if all(not r.unbookable for r in rounds) else "/".join(bookable(r) for r in rounds)
        return (f"| {name} | {booked} | {taken} | {offered} | {rows} | {first:.1f} | {p50:.1f} | {p99:.1f} | "
                f"{top:.1f} | {settled:.1f} | {settled / floor:.1f} |")

    verdict = ("every round: exactly one booked, 49 told \"just taken\" with alternatives, every alternative "
               "bookable (not the slot taken, no live appointment or hold of its stylist overlapping it), one "
               "appointment row" if not failures else "**CHECK FAILED**: " + "; ".join(failures))
    median_settled = statistics.median(r.settled for r in rounds) / floor
    goal = (f"median settled {median_settled:.1f} times the floor: "
            + ("within" if median_settled <= GOAL else "**not within**") + f" the goal of {GOAL} times")
    lines = [
        "### Booking contention", "",
        f"{CALLERS} simultaneous signed `book_appointment` calls for one slot, each from a call and caller number "
        "of its own, through the gateway to the receptionist and over the bus to booking (the salon of the "
        f"availability benchmark: 20 staff, 5,000 appointments); {ROUNDS} rounds on different slots, connections "
        "opened beforehand. Times in ms: first answer and settled (the last of the 50 answered) from the moment "
        "all were sent; p50/p99/max per request. The floor: one uncontended booking at a time through the same "
        f"path, median of {len(floor_ms)}: {floor:.1f} ms (max {max(floor_ms):.1f}); {goal}. "
        f"Checked: {verdict}. "
        f"Booking's database holds {total} receptionist appointments for the salon ({expected_total} expected). "
        "One replica of each service; the load generator shares the 2 cores with them.", "",
        "| run | booked | just taken | alternatives bookable | rows for the slot | first answer | p50 | p99 | max | "
        f"settled | settled vs floor (goal ≤ {GOAL}) |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
        *(row(r.name, r) for r in rounds),
        summary("median of the rounds", statistics.median),
        summary("worst round", max),
        f"| floor: one uncontended booking | 1 | - | - | - | - | {floor:.1f} | - | {max(floor_ms):.1f} | - | 1.0 |",
        "", processor_time(rounds, floor_cpu),
    ]
    return "\n".join(lines) + "\n"

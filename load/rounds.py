"""One size of the run: a fresh salon on the running stack, its movers' and cancellers' appointments booked
through the owner's API, then N callers started at a ramp, each a whole conversation; the stack's processes read
before and after, and the end state checked once it settles."""

import asyncio
import random
import re
import time
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

from evals.profiles import load_profiles
from evals.salons import Salon, ok, open_salon
from load import pressure, processes
from load.caller import Outcome, converse
from load.endstate import Check, settle
from load.mix import Conversation, calls
from load.pressure import Pressure
from ringbook_devstack.stack import Stack
from services.receptionist.tests.fakes.retell import FakeRetell

PROFILE = "sol"
# A call still going after this is stopped and counted as failed: `make load` stays bounded when the stack drowns.
CALL_SECONDS = 120.0
ERROR_LINE = re.compile(r"^\S+\s+\| (?:\S+ (?:error|critical)\b|ERROR:|Traceback)")


@dataclass(frozen=True)
class Pace:
    """How the callers behave: seconds between the agent's reply and the next turn, and the ramp's length."""

    pause: tuple[float, float] = (3.0, 6.0)
    ramp: float = 15.0
    seed: int = 27


@dataclass
class Round:
    size: int
    outcomes: list[Outcome]
    cpu: dict[str, float]  # seconds per process during the calls
    memory_before: int  # bytes, the stack's private memory
    memory_peak: int
    machine_busy: float  # share of all the machine's cores busy during the calls (every process, ours or not)
    seconds: float  # from the first call to the last call's end
    checks: list[Check]
    settle_seconds: float
    seeded: int
    setup_seconds: float = 0.0
    logged_errors: list[str] = field(default_factory=list)  # the stack's error lines while the calls ran
    pressure: Pressure = field(default_factory=Pressure)  # what filled up meanwhile


def _start(stack: Stack, salon: Salon, day: int, hour: int, minute: int) -> str:
    now = stack.clock_now() or datetime.now(ZoneInfo(salon.profile.timezone))
    local = now.astimezone(ZoneInfo(salon.profile.timezone))
    moment = (local + timedelta(days=day)).replace(hour=hour, minute=minute, second=0, microsecond=0)
    return moment.isoformat()


async def _seed(stack: Stack, salon: Salon, conversations: list[Conversation]) -> int:
    """The appointments movers and cancellers call about, booked for their numbers as the owner would."""
    for conversation in conversations:
        slot = conversation.seeded
        if slot is None:
            continue
        ok(await salon.owner.request("POST", "/api/appointments", json={
            "start": _start(stack, salon, slot.day, slot.hour, slot.minute), "serviceId": slot.service,
            "staffId": salon.staff_ids[slot.stylist], "customerName": conversation.name.title(),
            "customerPhone": conversation.caller}))
    return sum(conversation.seeded is not None for conversation in conversations)


async def _sample_memory(stack: Stack, peak: list[int]) -> None:
    while True:
        found = await asyncio.to_thread(processes.snapshot, stack)
        peak[0] = max(peak[0], sum(sample.memory for sample in found.values()))
        await asyncio.sleep(1.0)


def _log_size(stack: Stack) -> int:
    sink = stack.log_sink
    if sink is None:
        return 0
    sink.flush()
    return Path(sink.name).stat().st_size


def _errors_since(stack: Stack, offset: int) -> list[str]:
    """The error lines the stack logged from `offset` of its log on."""
    sink = stack.log_sink
    if sink is None:
        return []
    sink.flush()
    with Path(sink.name).open(encoding="utf-8", errors="replace") as log:
        log.seek(offset)
        return [line.rstrip() for line in log if ERROR_LINE.match(line)]


async def _caller(retell: FakeRetell, number: str, conversation: Conversation, pace: Pace, delay: float) -> Outcome:
    await asyncio.sleep(delay)
    rng = random.Random(pace.seed * 100_003 + conversation.index)
    return await converse(retell, number, conversation, pause=pace.pause, rng=rng, limit=CALL_SECONDS)


async def run(stack: Stack, retell: FakeRetell, size: int, pace: Pace) -> Round:
    began = time.monotonic()
    salon = await open_salon(stack, load_profiles()[PROFILE])
    try:
        conversations = calls(size, pace.seed + size)
        seeded = await _seed(stack, salon, conversations)
        setup_seconds = time.monotonic() - began
        before = await asyncio.to_thread(processes.snapshot, stack)
        busy_before, total_before = processes.machine()
        peak = [sum(sample.memory for sample in before.values())]
        sampler = asyncio.create_task(_sample_memory(stack, peak))
        found = Pressure()
        watcher = asyncio.create_task(pressure.sample(stack, found))
        log_offset = _log_size(stack)
        started = time.monotonic()
        try:
            outcomes = list(await asyncio.gather(*(
                _caller(retell, salon.number, conversation, pace, pace.ramp * index / max(size, 1))
                for index, conversation in enumerate(conversations))))
        finally:
            sampler.cancel()
            watcher.cancel()
        seconds = time.monotonic() - started
        after = await asyncio.to_thread(processes.snapshot, stack)
        busy_after, total_after = processes.machine()
        logged_errors = _errors_since(stack, log_offset)
        checks, settle_seconds = await settle(stack, salon.tenant_id, outcomes)
    finally:
        await salon.owner.client.aclose()
    return Round(size, outcomes, processes.cpu_used(before, after),
                 sum(sample.memory for sample in before.values()), peak[0],
                 (busy_after - busy_before) / max(total_after - total_before, 1e-9), seconds, checks, settle_seconds,
                 seeded, setup_seconds, logged_errors, found)

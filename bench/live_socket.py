"""Our part of a live call's turn over Retell's custom-LLM socket: from a `response_required` sent to the first
`response` frame of its id received, with the built-in understanding, next to the floor of an echo server over the
same kind of WebSocket (uvicorn, loopback, the same fake Retell client) measured in the same run.

A product of its own is started with Retell as its voice provider (a fake Retell on loopback), one salon set up and
launched through its APIs (its agent's response engine our socket); the fake Retell then places calls replaying
transcripts shaped as speech recognition gives them (no punctuation, numbers as words, fillers), one call at a
time, each turn measured. Our socket is measured where Retell reaches it (through the gateway) and at the
receptionist itself."""

import asyncio
import os
import shutil
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit
from zoneinfo import ZoneInfo

from evals.profiles import load_profiles
from evals.salons import open_salon
from receptionist.live.lines import HOLD
from ringbook_common.infra.ports import free_port
from ringbook_devstack.stack import Stack
from services.receptionist.tests.fakes.retell import FakeRetell
from services.receptionist.tests.fakes.retell_socket import Response, RetellSocketCall, dial, inbound_agent, socket_url

BUDGET_MS = 300.0
HOLDING_LINES = {line.strip() for line in HOLD.values()}
ROUNDS = 4
ECHO_TURNS = 400
REPO = Path(__file__).resolve().parents[1]

# Calls as a recogniser hands them over: lower case, no punctuation, numbers and times as words.
CALLS = [
    ["hi im calling to book a haircut with maria tomorrow at ten thirty", "its jordan ellis", "yes please",
     "no thats everything thank you bye"],
    ["hey um do you have anything for a color with ana on thursday at two", "sarah oconnor", "yeah that works",
     "thats all thanks"],
    ["how much is a manicure", "and what time do you close on saturday", "where are you located exactly",
     "ok thanks bye"],
    ["can someone call me back about a wedding booking", "my name is priya shah", "any time after five",
     "thanks bye"],
    ["can i get a beard trim with marco tomorrow at four fifteen", "its tom baker", "actually make it four thirty",
     "yes", "bye"],
    ["i need to move my haircut to friday at eleven", "yes", "no thats it"],
    ["i want to cancel my appointment for tomorrow", "yes", "bye"],
    ["hola quiero una cita para un corte de pelo mañana a las diez", "me llamo lucia garcia", "si", "gracias adios"],
]


@dataclass
class Timings:
    first_frame: list[float] = field(default_factory=list)  # ms
    complete: list[float] = field(default_factory=list)  # ms, to the frame closing the response
    held: int = 0  # answers that began with the holding line while a function ran

    def add(self, answer: Response) -> None:
        if answer.asked_at is None or answer.first_frame_at is None:
            return
        self.first_frame.append((answer.first_frame_at - answer.asked_at) * 1000)
        if answer.completed_at is not None:
            self.complete.append((answer.completed_at - answer.asked_at) * 1000)
        opening = answer.frames[0]
        if not opening.get("content_complete") and (opening.get("content") or "").strip() in HOLDING_LINES:
            self.held += 1


def percentile(values: list[float], share: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def row(name: str, values: list[float], floor: list[float]) -> str:
    p95, floor_p95 = percentile(values, 0.95), percentile(floor, 0.95)
    return (f"| {name} | {len(values)} | {statistics.median(values) if values else float('nan'):.1f} | {p95:.1f} | "
            f"{percentile(values, 0.99):.1f} | {max(values, default=float('nan')):.1f} | "
            f"{p95 - floor_p95:+.1f} |")


def next_tuesday_morning(zone: str) -> datetime:
    """The calls happen on a Tuesday at 10:15, the salon open, whatever day the bench runs."""
    local = ZoneInfo(zone)
    today = datetime.now(local).date()
    tuesday = today + timedelta(days=(1 - today.weekday()) % 7 or 7)
    return datetime(tuesday.year, tuesday.month, tuesday.day, 10, 15, tzinfo=local)


def direct(url: str, port: int) -> str:
    """The socket URL at the receptionist itself, the gateway's hop left out."""
    parts = urlsplit(url)
    return urlunsplit((parts.scheme, f"127.0.0.1:{port}", parts.path, "", ""))


async def replay(retell: FakeRetell, number: str, url: str, timings: Timings, *, rounds: int) -> int:
    """Every call of CALLS, `rounds` times, one after another; each turn's timings kept. The number of calls."""
    placed = 0
    for round_ in range(rounds):
        for index, turns in enumerate(CALLS):
            caller = f"+1415555{(round_ * len(CALLS) + index) % 10000:04d}"
            call, _ = await dial(retell, to_number=number, from_number=caller, url=url)
            try:
                for text in turns:
                    if call.ended:
                        break
                    timings.add(await call.say(text))
                if not call.ended:
                    await call.hang_up()
            finally:
                await call.close()
            placed += 1
    return placed


async def echo_floor(timings: Timings) -> None:
    port = free_port()
    server = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "uvicorn", "bench.echo_socket:app", "--host", "127.0.0.1", "--port", str(port),
        "--no-access-log", "--log-level", "warning", cwd=REPO)
    try:
        call = None
        for _ in range(100):
            try:
                call = RetellSocketCall(f"ws://127.0.0.1:{port}/llm/echo", {"call_id": "call_echo"})
                await call.open()
                break
            except OSError:
                call = None
                await asyncio.sleep(0.1)
        if call is None:
            raise RuntimeError("the echo server did not start")
        for index in range(ECHO_TURNS):
            timings.add(await call.say(CALLS[index % len(CALLS)][0]))
        await call.close()
    finally:
        server.terminate()
        await server.wait()


def started_stack(root: Path, retell: FakeRetell) -> Stack:
    root.chmod(0o755)
    log = (root / "stack.log").open("w")
    stack = Stack(root / "data", gateway_port=free_port(), durable=False, log_sink=log, colour=False, extra_env={
        "RINGBOOK_ENV": "dev", "RECEPTIONIST_VOICE_PROVIDER": "retell", "RECEPTIONIST_RETELL_API_URL": retell.base_url,
        "RECEPTIONIST_LOCAL_STEP_SECONDS": "0", "GATEWAY_AUTH_RATE_PER_MINUTE": "100000",
        **{f"{name}_LOG_LEVEL": "WARNING" for name in ("IDENTITY", "LEADS", "TENANTS", "BOOKING", "RECEPTIONIST",
                                                       "ADMIN", "GATEWAY")}})
    stack.start()
    retell.api_key = (stack.secrets_dir / "voice-provider-key").read_text().strip()
    return stack


async def run(_shared_stack=None) -> str:
    """Runs on a product of its own (its voice provider Retell); the shared one is not used."""
    root = Path(tempfile.mkdtemp(prefix="ringbook-bench-socket-"))
    retell = FakeRetell("known-once-the-stack-has-started").start()
    retell.state.next_number = 9100
    stack = None
    try:
        stack = await asyncio.to_thread(started_stack, root, retell)
        profile = load_profiles()["sol"]
        stack.pin_clock(next_tuesday_morning(profile.timezone))
        salon = await open_salon(stack, profile)
        gateway_url = socket_url(retell, inbound_agent(retell, salon.number))
        through_gateway, at_service, floor = Timings(), Timings(), Timings()
        started = time.monotonic()
        calls = await replay(retell, salon.number, gateway_url, through_gateway, rounds=ROUNDS)
        calls += await replay(retell, salon.number, direct(gateway_url, stack.service_ports["receptionist"]),
                              at_service, rounds=max(1, ROUNDS // 2))
        await echo_floor(floor)
        seconds = time.monotonic() - started
        await salon.owner.client.aclose()
    finally:
        if stack is not None:
            await asyncio.to_thread(stack.stop)
            if stack.log_sink is not None:
                stack.log_sink.close()
        retell.stop()
        shutil.rmtree(root, ignore_errors=True)
    return report(through_gateway, at_service, floor, calls=calls, seconds=seconds)


def report(through_gateway: Timings, at_service: Timings, floor: Timings, *, calls: int, seconds: float) -> str:
    p95 = percentile(through_gateway.first_frame, 0.95)
    verdict = "within" if p95 < BUDGET_MS else "OVER"
    return "\n".join([
        "### A live call's turn over Retell's custom-LLM socket (response_required in, first response frame out)",
        "",
        f"{calls} calls replaying speech-recognition-shaped transcripts ({len(CALLS)} scripts: bookings, a move, "
        "a cancellation, a message, questions, Spanish), one call at a time, the built-in understanding; the floor "
        "is an echo server (uvicorn, same client, loopback) answering each request at once. "
        f"{seconds:.0f} s in all, on {os.cpu_count()} CPUs.",
        "",
        "| path | turns | p50 ms | p95 ms | p99 ms | max ms | p95 over floor ms |",
        "|---|---:|---:|---:|---:|---:|---:|",
        row("our socket, through the gateway (Retell's URL)", through_gateway.first_frame, floor.first_frame),
        row("our socket, at the receptionist", at_service.first_frame, floor.first_frame),
        row("the whole answer (to content_complete), through the gateway", through_gateway.complete,
            floor.complete),
        row("floor: echo over the same kind of WebSocket", floor.first_frame, floor.first_frame),
        "",
        f"{through_gateway.held} of the {len(through_gateway.first_frame)} answers through the gateway began with the "
        "holding line while a function ran: their first frame is that line, their words follow with the function's "
        "answer (the whole-answer row).",
        "",
        f"Budget: p95 under {BUDGET_MS:.0f} ms through the gateway: {verdict} ({p95:.1f} ms).",
        ""])

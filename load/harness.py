"""The run itself: the product started with a fake Retell as its voice provider (as bench/live_socket.py starts
it), its clock pinned to a Tuesday morning in the salon's zone, each size run on it in turn, then stopped. The
stack's log and every call's transcript are kept in load/.logs for a post-mortem."""

import asyncio
import contextlib
import shutil
import tempfile
import time
from pathlib import Path

from bench.live_socket import next_tuesday_morning, started_stack
from evals.profiles import load_profiles
from load import rounds
from load.report import top_cpu
from ringbook_devstack.stack import Stack
from services.receptionist.tests.fakes.retell import FakeRetell

LOGS = Path(__file__).resolve().parent / ".logs"


def transcripts(results: list[rounds.Round]) -> str:
    """Every call of the run as it went, those that missed their goal first."""
    calls = sorted(((result.size, outcome) for result in results for outcome in result.outcomes),
                   key=lambda item: item[1].goal_met)
    return "\n".join(
        f"N={size} call {outcome.conversation.index} ({outcome.conversation.kind}, {outcome.conversation.language}, "
        f"{'goal met' if outcome.goal_met else 'GOAL MISSED'}{', ' + outcome.failure if outcome.failure else ''})\n"
        + "\n".join(outcome.lines) + "\n" for size, outcome in calls)


async def measure(sizes: list[int], pace: rounds.Pace, *, progress: bool = True) -> list[rounds.Round]:
    """Starts the product (its voice provider a fake Retell), runs each size on it, stops it."""
    root = Path(tempfile.mkdtemp(prefix="ringbook-load-"))
    retell = FakeRetell("known-once-the-stack-has-started").start()
    retell.state.next_number = 9100
    stack: Stack | None = None
    results = []
    try:
        began = time.monotonic()
        stack = await asyncio.to_thread(started_stack, root, retell)
        stack.pin_clock(next_tuesday_morning(load_profiles()[rounds.PROFILE].timezone))
        if progress:
            print(f"stack started in {time.monotonic() - began:.0f} s", flush=True)
        for size in sizes:
            result = await rounds.run(stack, retell, size, pace)
            results.append(result)
            if progress:
                print(f"N={size}: {sum(o.completed for o in result.outcomes)}/{size} completed in "
                      f"{result.seconds:.0f} s; top CPU {top_cpu(result)}", flush=True)
    finally:
        if stack is not None:
            await asyncio.shield(asyncio.to_thread(stack.stop))
            if stack.log_sink is not None:
                stack.log_sink.close()
        retell.stop()
        with contextlib.suppress(OSError):
            LOGS.mkdir(exist_ok=True)
            shutil.copyfile(root / "stack.log", LOGS / "stack.log")
            (LOGS / "calls.txt").write_text(transcripts(results))
        shutil.rmtree(root, ignore_errors=True)
    return results

"""`make load [N=10,50]` / `python -m load [--sizes 10,50] [--pause 3-6] [--ramp 15]`: whole conversations at
once on the real stack, one size after another, over Retell's custom-LLM socket (a fake Retell on loopback
dialling our endpoint through the gateway, as bench/live_socket.py does).

One stack for the whole run, a fresh salon per size. Prints and saves (load/report.md) a table per size, and the
end-state checks with PASS/FAIL; exits 1 when a check failed."""

import argparse
import asyncio
import signal
import sys
import time
from pathlib import Path

from load import rounds
from load.harness import measure
from load.report import REPORT, text, write

DEFAULT_SIZES = (10, 50, 100, 200, 300)


def _sizes(value: str) -> list[int]:
    try:
        sizes = [int(part) for part in value.split(",") if part.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError(f"sizes are whole numbers separated by commas, not {value!r}") from None
    if not sizes or any(size < 1 for size in sizes):
        raise argparse.ArgumentTypeError("give at least one size, each at least 1")
    return sizes


def _pause(value: str) -> tuple[float, float]:
    low, _, high = value.partition("-")
    try:
        pause = (float(low), float(high or low))
    except ValueError:
        raise argparse.ArgumentTypeError(f"a pause is seconds, or MIN-MAX, not {value!r}") from None
    if pause[0] < 0 or pause[1] < pause[0]:
        raise argparse.ArgumentTypeError(f"a pause is MIN-MAX with 0 <= MIN <= MAX, not {value!r}")
    return pause


def arguments(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m load", description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=_sizes, default=list(DEFAULT_SIZES),
                        help="simultaneous calls, one run each (default 10,50,100,200,300)")
    parser.add_argument("--pause", type=_pause, default=(3.0, 6.0),
                        help="seconds between the agent's reply and the caller's next turn, MIN-MAX (default 3-6)")
    parser.add_argument("--ramp", type=float, default=15.0, help="seconds over which the calls start (default 15)")
    parser.add_argument("--seed", type=int, default=27)
    return parser.parse_args(argv)


async def main(argv: list[str]) -> int:
    options = arguments(argv)
    task = asyncio.current_task()
    if task is not None:
        asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, task.cancel)
    pace = rounds.Pace(pause=options.pause, ramp=options.ramp, seed=options.seed)
    started = time.monotonic()
    results = await measure(options.sizes, pace)
    print(write(text(results, pace)))
    print(f"(saved to {REPORT.relative_to(Path.cwd()) if REPORT.is_relative_to(Path.cwd()) else REPORT}; "
          f"{time.monotonic() - started:.0f} s in all)")
    passed = all(check.passed for result in results for check in result.checks)
    print("all end-state checks passed" if passed else "SOME END-STATE CHECKS FAILED")
    return 0 if passed else 1


if __name__ == "__main__":
    sys.exit(asyncio.run(main(sys.argv[1:])))

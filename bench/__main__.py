"""`make bench`: start the product on free ports, run each benchmark (or those named on the command line), print
and save the report."""

import asyncio
import shutil
import sys
import tempfile
import traceback
from collections.abc import Awaitable, Callable
from pathlib import Path

from bench import (
    admin,
    availability,
    contention,
    conversations,
    gateway_overhead,
    js_sizes,
    lighthouse,
    live_socket,
    locations,
    receptionist,
)
from bench.report import REPORT, write
from ringbook_common.infra.ports import free_port
from ringbook_devstack.stack import Stack


def new_stack() -> tuple[Stack, Path]:
    root = Path(tempfile.mkdtemp(prefix="ringbook-bench-"))
    root.chmod(0o755)
    log = (root / "stack.log").open("w")
    return Stack(root / "data", gateway_port=free_port(), durable=False, log_sink=log, colour=False,
                  extra_env={"RINGBOOK_ENV": "production", "IDENTITY_LOG_LEVEL": "WARNING",
                             "LEADS_LOG_LEVEL": "WARNING", "GATEWAY_LOG_LEVEL": "WARNING",
                             "BOOKING_LOG_LEVEL": "WARNING", "RECEPTIONIST_LOG_LEVEL": "WARNING",
                             "ADMIN_LOG_LEVEL": "WARNING",
                             "BOOKING_SMS_BACKEND": "outbox", "IDENTITY_MAIL_BACKEND": "outbox",
                             # The benchmarks measure speed, not the limits that stop one client hammering.
                             "GATEWAY_OPERATOR_RATE_PER_MINUTE": "10000000"}), root


# Each takes the shared stack (None for those that need none) and answers its section of the report.
BENCHMARKS: dict[str, Callable[[Stack | None], Awaitable[str]]] = {
    "gateway_overhead": gateway_overhead.run, "availability": availability.run, "locations": locations.run,
    "receptionist": receptionist.run,
    "contention": contention.run, "admin": admin.run, "lighthouse": lighthouse.run, "js_sizes": js_sizes.run,
    "live_socket": live_socket.run, "conversations": conversations.run}
# Those that read files only, or start a product of their own: asked for alone, no shared stack is started.
WITHOUT_STACK = {"js_sizes", "live_socket", "conversations"}


# The benchmarks that crashed in this run.
FAILED: list[str] = []


async def section(name: str, stack: Stack) -> str:
    """A benchmark's section; one that crashes says so in its place, and the others still run."""
    try:
        return await BENCHMARKS[name](stack)
    except Exception as crash:  # noqa: BLE001 - reported in the section, and the run's exit code
        traceback.print_exc()
        FAILED.append(name)
        return f"### {name}\n\n**CRASHED**: {type(crash).__name__}: {crash}\n"


async def main(names: list[str]) -> int:
    unknown = [name for name in names if name not in BENCHMARKS]
    if unknown:
        print(f"unknown benchmark {', '.join(unknown)}; choose from {', '.join(BENCHMARKS)}", file=sys.stderr)
        return 2
    if names and all(name in WITHOUT_STACK for name in names):
        sections = [await BENCHMARKS[name](None) for name in names]
        print(write(sections))
        return 0
    stack, root = await asyncio.to_thread(new_stack)
    try:
        await asyncio.to_thread(stack.start)
        sections = [await section(name, stack) for name in names or BENCHMARKS]
    finally:
        await asyncio.to_thread(stack.stop)
        if stack.log_sink is not None:
            stack.log_sink.close()
        shutil.rmtree(root, ignore_errors=True)
    print(write(sections))
    print(f"(saved to {REPORT.relative_to(Path.cwd()) if REPORT.is_relative_to(Path.cwd()) else REPORT})")
    if FAILED:
        print(f"crashed: {', '.join(FAILED)}", file=sys.stderr)
    return 1 if FAILED else 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main(sys.argv[1:])))

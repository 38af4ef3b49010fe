"""`make faults` / `python -m faults [scenario ...]`: each scenario on its own throwaway stack, bounded in time,
loopback only; a PASS/FAIL line per check, a markdown table at the end, exit code 0 only if every check passed."""

import asyncio
import sys
import time
import traceback

from faults import cells, nats_cluster, nats_restart, postgres_restart, service_kill
from faults.checks import Report

SCENARIOS = {module.NAME: module for module in (nats_restart, service_kill, postgres_restart,
                                                 nats_cluster, cells)}


async def run_one(name: str, report: Report) -> None:
    scenario = SCENARIOS[name]
    print(f"== {name} (at most {scenario.TIMEOUT_SECONDS} s)", flush=True)
    started = time.monotonic()
    try:
        await asyncio.wait_for(scenario.run(report), timeout=scenario.TIMEOUT_SECONDS)
    except TimeoutError:
        report.check(name, "finished within its time limit", False, f"stopped after {scenario.TIMEOUT_SECONDS} s")
    except Exception as exc:  # noqa: BLE001 - one scenario's crash is its failure, the next one still runs
        traceback.print_exc()
        report.check(name, "ran to the end", False, f"{type(exc).__name__}: {str(exc)[:200]}")
    print(f"== {name} done in {time.monotonic() - started:.0f} s", flush=True)


async def main(names: list[str]) -> int:
    unknown = [name for name in names if name not in SCENARIOS]
    if unknown:
        print(f"unknown scenario {', '.join(unknown)}; choose from {', '.join(SCENARIOS)}", file=sys.stderr)
        return 2
    report = Report()
    for name in names or SCENARIOS:
        await run_one(name, report)
    print("\n## Fault scenarios\n")
    print(report.table())
    print(f"\n{'all checks passed' if report.passed else 'SOME CHECKS FAILED'}")
    return 0 if report.passed else 1


if __name__ == "__main__":
    sys.exit(asyncio.run(main(sys.argv[1:])))

"""The run's report: a row per size, each function's p95, the top CPU consumers per size, where turn p95 passes
one second and what saturates first, and the end-state checks with PASS/FAIL."""

import os
from pathlib import Path

from bench.live_socket import percentile
from bench.report import machine
from load import pressure
from load.rounds import Pace, Round

REPORT = Path(__file__).resolve().parent / "report.md"
TURN_BUDGET_MS = 1000.0
MB = 1024 * 1024


def _ms(values: list[float], share: float) -> str:
    return f"{percentile(values, share):,.0f}" if values else "-"


def _turns(result: Round) -> list[float]:
    return [ms for outcome in result.outcomes for ms in outcome.first_words]


def _whole(result: Round) -> list[float]:
    return [ms for outcome in result.outcomes for ms in outcome.whole]


def _row(result: Round) -> str:
    outcomes, turns = result.outcomes, _turns(result)
    completed = sum(outcome.completed for outcome in outcomes)
    goals = sum(outcome.goal_met for outcome in outcomes)
    failed = sum(bool(outcome.failure) for outcome in outcomes)
    sorry = sum(outcome.sorry for outcome in outcomes)
    hung_up = sum(outcome.hung_up_on for outcome in outcomes)
    taken = sum(outcome.taken > 0 for outcome in outcomes)
    cpu = sum(result.cpu.values())
    grown = max(result.memory_peak - result.memory_before, 0)
    checks = "PASS" if all(check.passed for check in result.checks) else "FAIL"
    return (f"| {result.size} | {completed}/{len(outcomes)} | {goals} | {len(turns)} | {_ms(turns, 0.5)} | "
            f"{_ms(turns, 0.95)} | {_ms(turns, 0.99)} | {_ms(_whole(result), 0.95)} | {failed} / {sorry} / "
            f"{hung_up} / {len(result.logged_errors)} | {taken} | {cpu / max(len(outcomes), 1):.2f} | "
            f"{grown / MB / max(len(outcomes), 1):.2f} | {result.machine_busy:.0%} | {checks} |")


def _functions(results: list[Round]) -> list[str]:
    names = sorted({tool.name for result in results for outcome in result.outcomes for tool in outcome.tools})
    lines = ["| function | " + " | ".join(f"N={result.size} p95 ms (runs)" for result in results) + " |",
             "|---|" + "---:|" * len(results)]
    for name in names:
        cells = []
        for result in results:
            times = [tool.ms for outcome in result.outcomes for tool in outcome.tools if tool.name == name]
            failed = sum(not tool.ok for outcome in result.outcomes for tool in outcome.tools if tool.name == name)
            cells.append(f"{_ms(times, 0.95)} ({len(times)}{f', {failed} failed' if failed else ''})")
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    return lines


def top_cpu(result: Round, count: int = 4) -> str:
    ranked = sorted(result.cpu.items(), key=lambda item: -item[1])[:count]
    return ", ".join(f"{name} {seconds:.1f} s ({seconds / max(result.seconds, 1e-9):.0%} of a core)"
                     for name, seconds in ranked)


def saturation(results: list[Round]) -> list[str]:
    """Where turn p95 passes a second, and which process was busiest there (or at the largest size)."""
    over = next((result for result in results if percentile(_turns(result), 0.95) > TURN_BUDGET_MS), None)
    at = over or results[-1]
    name, seconds = max(at.cpu.items(), key=lambda item: item[1], default=("-", 0.0))
    share = seconds / max(at.seconds, 1e-9)
    said = (f"Turn p95 passes {TURN_BUDGET_MS:.0f} ms at N={over.size}." if over else
            f"Turn p95 stays under {TURN_BUDGET_MS:.0f} ms up to N={at.size}.")
    verdict = (f"its event loop is saturated (a single-threaded process at {share:.0%} of a core)"
               if share >= 0.85 and name not in ("postgres", "nats") else
               f"the machine's cores ran out ({at.machine_busy:.0%} busy)" if at.machine_busy >= 0.9 else
               f"at {share:.0%} of a core")
    return [said, f"Busiest process at N={at.size}: {name}, {seconds:.1f} CPU s over {at.seconds:.0f} s: {verdict}.",
            _queue(at)]


def _queue(at: Round) -> str:
    """Where requests queued at that size: the event loop that answered latest, and how often each service's
    database pool was all handed out (requests then wait for a connection)."""
    loop, lag = at.pressure.slowest_loop()
    pools = ", ".join(f"the {name}'s {at.pressure.pool_full(name):.0%}" for name in at.pressure.checked_out)
    return (f"Queues at N={at.size}: {loop}'s event loop answered its own livez in {lag:.0f} ms at p95 (the slowest "
            f"loop; a turn passes through it many times); database pool all handed out in {pools} of the samples.")


def text(results: list[Round], pace: Pace, *, title: str = "Whole conversations at once") -> str:
    lines = [f"### {title} (the custom-LLM socket through the gateway, built-in understanding)", "",
             f"Each caller is one whole scripted conversation (book, ask, move, cancel, message; English, Spanish, "
             f"French, German; half of the bookers on four popular slots), started over a {pace.ramp:.0f} s ramp, "
             f"{pace.pause[0]:g}-{pace.pause[1]:g} s between the agent's reply and the next turn. A fresh salon per "
             f"size on one stack; movers' and cancellers' appointments booked first through the owner's API. "
             f"No recordings: on Retell's line the provider records. {os.cpu_count()} CPUs, load generator on the "
             f"same cores.", "",
             "Turn: response_required sent to the first response frame with words (the holding line when a "
             "function runs; the whole answer, to content_complete, in its own column). Errors: failed calls / "
             "apologies for a failed turn / calls the agent ended early / error lines in the stack's log. CPU and "
             "memory: every process of the stack (services, gateway, NATS, PostgreSQL with its backends), memory "
             "as private resident growth to the peak.", "",
             "| N | completed | goal met | turns | turn p50 ms | turn p95 ms | turn p99 ms | whole answer p95 ms | "
             "errors | told taken | CPU s/call | MB/call | machine busy | end state |",
             "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|",
             *(_row(result) for result in results), "",
             "Each function's p95, from its tool_call_invocation frame to its tool_call_result frame as the fake "
             "Retell received them (the signed HTTP call through the gateway included); the receptionist keeps "
             "no duration of its own.", "",
             *_functions(results), "",
             *(f"- N={result.size}: top CPU {top_cpu(result)}; calls {result.seconds:.0f} s, salon set up and "
               f"{result.seeded} appointments seeded in {result.setup_seconds:.0f} s, settled in "
               f"{result.settle_seconds:.1f} s" for result in results), "",
             *saturation(results), "",
             *(f"- N={result.size}: {pressure.described(result.pressure)}" for result in results), "",
             *(f"- N={result.size} logged: {line[:200]}" for result in results for line in result.logged_errors[:5]),
             "",
             "End state:", "",
             *(f"- {'PASS' if check.passed else 'FAIL'} N={result.size}: {check.name} ({check.figures})"
               for result in results for check in result.checks), ""]
    return "\n".join(lines)


def write(body: str) -> str:
    report = f"# Ringbook conversation load test\n\n{machine()}\n\n{body}"
    REPORT.write_text(report)
    return report

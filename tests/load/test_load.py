"""`make load` end to end at its smallest: two whole calls over Retell's socket on a product of its own, short
pauses; the end state holds in every read model and the report has its rows. No timings are asserted."""

from load.harness import measure
from load.report import text
from load.rounds import Pace

PACE = Pace(pause=(0.2, 0.5), ramp=0.5)


async def test_two_calls_end_to_end_leave_a_consistent_salon_and_a_report():
    results = await measure([2], PACE, progress=False)

    (result,) = results
    assert [outcome.failure for outcome in result.outcomes] == ["", ""]
    assert all(outcome.completed for outcome in result.outcomes), [o.lines for o in result.outcomes]
    failed = [f"{check.name}: {check.figures}" for check in result.checks if not check.passed]
    assert failed == []
    sampled = result.pressure
    assert set(sampled.loop_ms) == {"gateway", "receptionist", "booking"} and all(sampled.loop_ms.values())
    assert {"receptionist", "booking"} <= set(sampled.busy)
    assert set(sampled.checked_out) == {"receptionist", "booking"} and all(sampled.checked_out.values())
    report = text(results, PACE)
    assert "| 2 | 2/2 |" in report
    assert "N=2: top CPU " in report
    assert "Queues at N=2: " in report and "N=2: event loop lag p95/max (own livez): gateway " in report
    assert "End state:" in report and "FAIL" not in report

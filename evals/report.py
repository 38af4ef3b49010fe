"""The scoreboard of a run: per category and per language, the held-out set apart, the bar of issue 22, the
failures with what differed, and the run as JSON."""

import json
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from evals.runner import Result
from evals.scenarios import CATEGORIES, LANGUAGES, Scenario

OVERALL_BAR = 0.95
LANGUAGE_BAR = 0.90
HELD_OUT_BAR = 0.90
ARTIFACTS = Path(os.environ.get("RINGBOOK_TEST_ARTIFACTS") or Path(__file__).resolve().parents[1] / ".test-artifacts")


@dataclass(frozen=True)
class Score:
    passed: int
    total: int

    @property
    def rate(self) -> float:
        return self.passed / self.total if self.total else 0.0

    def __str__(self) -> str:
        return f"{self.passed:>4}/{self.total:<4} {100 * self.rate:5.1f} %"


def _in_language(language: str) -> Callable[[Scenario], bool]:
    return lambda scenario: scenario.language == language


def _in_category(category: str) -> Callable[[Scenario], bool]:
    return lambda scenario: scenario.category == category


def score(results: list[Result], keep: Callable[[Scenario], bool] = lambda _: True) -> Score:
    kept = [result for result in results if keep(result.scenario)]
    return Score(sum(result.passed for result in kept), len(kept))


def unintended(results: list[Result]) -> list[Result]:
    return [result for result in results if result.grade.unintended_writes]


def bar_misses(results: list[Result]) -> list[str]:
    """What keeps the run under the bar (nothing: the bar is met)."""
    misses = []
    overall = score(results)
    if overall.rate < OVERALL_BAR:
        misses.append(f"overall {100 * overall.rate:.1f} % < {100 * OVERALL_BAR:.0f} %")
    for language in LANGUAGES:
        found = score(results, _in_language(language))
        if found.total and found.rate < LANGUAGE_BAR:
            misses.append(f"{language} {100 * found.rate:.1f} % < {100 * LANGUAGE_BAR:.0f} %")
    held_out = score(results, lambda s: s.held_out)
    if held_out.total and held_out.rate < HELD_OUT_BAR:
        misses.append(f"held-out {100 * held_out.rate:.1f} % < {100 * HELD_OUT_BAR:.0f} %")
    if writes := unintended(results):
        misses.append(f"{len(writes)} scenario(s) with an unintended write")
    return misses


def _failure(result: Result) -> list[str]:
    scenario = result.scenario
    lines = [f"FAIL {scenario.id} ({_shown(scenario.file)}) [{scenario.category}, {scenario.language}"
             f"{', held out' if scenario.held_out else ''}]"]
    if result.error:
        lines.append(f"  - could not run: {result.error}")
    lines += [f"  - {difference}" for difference in result.grade.differences]
    lines += [f"  ! unintended write: {write}" for write in result.grade.unintended_writes]
    # The held-out set is never tuned on: what differed is shown, not the conversation.
    if result.call is not None and not scenario.held_out:
        lines.append("  transcript:")
        lines += [f"    {line}" for line in result.call.transcript().splitlines()]
    return lines


def _shown(path: Path | None) -> str:
    if path is None:
        return "(no file)"
    try:
        return str(path.relative_to(Path.cwd()))
    except ValueError:
        return str(path)


def scoreboard(results: list[Result], *, agent: str, seconds: float) -> str:
    tuned = [result for result in results if not result.scenario.held_out]
    held_out = [result for result in results if result.scenario.held_out]
    lines = [f"Receptionist scenarios: {agent}", "", f"{'category':<16}{'passed':>10}"]
    for category in CATEGORIES:
        found = score(tuned, _in_category(category))
        if found.total:
            lines.append(f"  {category:<14}{found}")
    lines += ["", f"{'language':<16}{'passed':>10}"]
    for language in LANGUAGES:
        found = score(tuned, _in_language(language))
        if found.total:
            lines.append(f"  {language:<14}{found}")
    lines += ["", f"{'held out':<16}{'passed':>10}"]
    if held_out:
        lines.append(f"  {'all':<14}{score(held_out)}")
        for language in LANGUAGES:
            found = score(held_out, _in_language(language))
            if found.total:
                lines.append(f"  {language:<14}{found}")
    else:
        lines.append("  (none run)")
    lines += ["", f"{'every language':<16}{'(tuned and held out)':>10}"]
    for language in LANGUAGES:
        found = score(results, _in_language(language))
        if found.total:
            lines.append(f"  {language:<14}{found}")
    per_scenario = seconds / len(results) if results else 0.0
    lines += ["", f"overall (distinct scenarios) {score(results)}",
              f"unintended writes: {len(unintended(results))} scenario(s)",
              f"time: {int(seconds // 60)} min {int(seconds % 60)} s ({per_scenario:.1f} s a scenario)",
              f"bar: >= {100 * OVERALL_BAR:.0f} % overall, >= {100 * LANGUAGE_BAR:.0f} % in every language, "
              f">= {100 * HELD_OUT_BAR:.0f} % held out, no unintended write"]
    misses = bar_misses(results)
    lines.append("bar met" if not misses else "bar NOT met: " + "; ".join(misses))
    return "\n".join(lines)


def failures(results: list[Result]) -> str:
    return "\n".join(line for result in results if not result.passed for line in _failure(result))


def as_json(results: list[Result], *, agent: str, seconds: float) -> dict:
    def entry(result: Result) -> dict:
        scenario = result.scenario
        shown = {"id": scenario.id, "file": _shown(scenario.file), "category": scenario.category,
                 "language": scenario.language, "heldOut": scenario.held_out, "passed": result.passed,
                 "error": result.error, "differences": result.grade.differences,
                 "unintendedWrites": result.grade.unintended_writes, "seconds": round(result.seconds, 2)}
        if result.call is not None and not scenario.held_out:
            shown["transcript"] = result.call.transcript()
        return shown
    overall = score(results)
    return {"agent": agent, "seconds": round(seconds, 1), "passed": overall.passed, "total": overall.total,
            "unintendedWrites": len(unintended(results)), "barMisses": bar_misses(results),
            "scenarios": [entry(result) for result in results]}


def save(results: list[Result], *, agent: str, seconds: float, path: Path | None = None) -> Path:
    target = path or ARTIFACTS / "evals.json"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(json.dumps(as_json(results, agent=agent, seconds=seconds), indent=2, ensure_ascii=False))
    return target

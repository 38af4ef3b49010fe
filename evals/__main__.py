"""`make evals`: start the product on free ports, run the scenarios (all, or those chosen), print the scoreboard
and the failures, save the run as JSON; exit 1 below the bar, 2 when the scenarios cannot be read."""

import argparse
import asyncio
import os
import shutil
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from evals import report
from evals.profiles import load_profiles
from evals.runner import Result, runner
from evals.scenarios import CATEGORIES, HELD_OUT, LANGUAGES, SCENARIOS, Scenario, ScenarioError, files, load
from ringbook_common.infra.ports import free_port
from ringbook_devstack.stack import Stack
from services.receptionist.tests.fakes.retell import FakeRetell

STACK_ENV = {"RINGBOOK_ENV": "dev", "GATEWAY_AUTH_RATE_PER_MINUTE": "100000",
             "GATEWAY_OPERATOR_RATE_PER_MINUTE": "10000000", "GATEWAY_FORMS_RATE_PER_MINUTE": "100000",
             # The local voice provider's realistic pauses are for people watching the wizard, not for a suite.
             "RECEPTIONIST_LOCAL_STEP_SECONDS": "0",
             **{f"{name}_LOG_LEVEL": "WARNING" for name in ("IDENTITY", "LEADS", "TENANTS", "BOOKING", "ADMIN",
                                                            "GATEWAY")}}


LLM_URL = "RECEPTIONIST_SIMULATOR_LLM_URL"
LLM_ROLE = "RECEPTIONIST_SIMULATOR_LLM_ROLE"
SOCKET_ENV = {"RECEPTIONIST_VOICE_PROVIDER": "retell", "RECEPTIONIST_RETELL_TIMEOUT_SECONDS": "5"}


@dataclass(frozen=True)
class Agent:
    """Who answers the calls, and on which line: the built-in agent or the LLM mode (a model reading each turn
    for our policy, or, in the "agent" role, playing the whole agent with the saga's prompt and tools), on the
    simulated line or over Retell's custom-LLM socket (a fake Retell placing the calls, the stack's voice provider
    Retell)."""

    label: str
    env: dict[str, str]
    results_file: str
    line: str = "simulated"


def agents(choice: str, line: str = "both") -> list[Agent]:
    """The runs asked for; the socket line is the built-in agent's (the LLM mode runs on the simulated line)."""
    url = os.environ.get(LLM_URL, "").strip()
    chosen = []
    if line in ("simulated", "both"):
        chosen.append(Agent("the built-in agent on the simulated line", {LLM_URL: ""}, "evals.json"))
    if line in ("socket", "both"):
        chosen.append(Agent("the built-in agent over Retell's socket", {LLM_URL: "", **SOCKET_ENV},
                            "evals-socket.json", line="socket"))
    if not url or choice == "builtin" or line == "socket":
        return chosen
    model = os.environ.get("RECEPTIONIST_SIMULATOR_LLM_MODEL", "").strip() or "the default model"
    role = os.environ.get(LLM_ROLE, "").strip() or "understanding"
    playing = ("the LLM understanding driving our policy" if role == "understanding"
               else "the LLM playing the whole agent")
    llm = Agent(f'{playing} (role "{role}", {model} at {url})', {}, "evals-llm.json")
    return [llm] if choice == "llm" else [*chosen, llm]


def _paths(chosen: list[str]) -> list[Path]:
    """Files, globs or scenario ids; nothing named: every scenario, held-out ones included."""
    if not chosen:
        return files(SCENARIOS, HELD_OUT)
    found: list[Path] = []
    for item in chosen:
        path = Path(item)
        matches = sorted(Path().glob(item)) if any(c in item for c in "*?[") else [path] if path.suffix else [
            folder / f"{item}.yaml" for folder in (SCENARIOS, HELD_OUT) if (folder / f"{item}.yaml").exists()]
        if not matches:
            raise ScenarioError(f"{item}: no scenario file or id matches")
        found += [match for match in matches if match not in found]
    return found


def select(scenarios: list[Scenario], *, language: str | None, category: str | None,
           held_out_only: bool) -> list[Scenario]:
    return [s for s in scenarios if (language is None or s.language == language)
            and (category is None or s.category == category) and (not held_out_only or s.held_out)]


@contextmanager
def started_stack(agent: Agent) -> Iterator[tuple[Stack, FakeRetell | None]]:
    """The product on free ports, and for the socket line the fake Retell it provisions at and is called by."""
    root = Path(tempfile.mkdtemp(prefix="ringbook-evals-"))
    root.chmod(0o755)
    report.ARTIFACTS.mkdir(parents=True, exist_ok=True)
    log = (report.ARTIFACTS / agent.results_file.replace(".json", "-stack.log")).open("w")
    retell = None
    env = {**STACK_ENV, **agent.env}
    if agent.line == "socket":
        retell = FakeRetell("known-once-the-stack-has-started").start()
        retell.state.next_number = 9100  # salons' numbers apart from the scenarios' callers (555-01xx)
        env["RECEPTIONIST_RETELL_API_URL"] = retell.base_url
    stack = Stack(root / "data", gateway_port=free_port(), durable=False, log_sink=log, colour=False,
                  extra_env=env)
    try:
        stack.start()
        if retell is not None:
            retell.api_key = (stack.secrets_dir / "voice-provider-key").read_text().strip()
        yield stack, retell
    finally:
        stack.stop()
        if retell is not None:
            retell.stop()
        log.close()
        shutil.rmtree(root, ignore_errors=True)


async def run_all(stack: Stack, scenarios: list[Scenario], retell: FakeRetell | None = None) -> list[Result]:
    results = []
    async with runner(stack, load_profiles(), retell) as running:
        for index, scenario in enumerate(scenarios, 1):
            result = await running.run(scenario)
            print(f"[{index:>3}/{len(scenarios)}] {'pass' if result.passed else 'FAIL'} {scenario.id} "
                  f"({result.seconds:.1f} s)", flush=True)
            results.append(result)
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="make evals", description="Run the receptionist's scenarios")
    parser.add_argument("scenarios", nargs="*", help="scenario files, globs or ids (default: every scenario)")
    parser.add_argument("--language", choices=LANGUAGES, help="only scenarios in this language")
    parser.add_argument("--category", choices=CATEGORIES, help="only scenarios of this category")
    parser.add_argument("--held-out-only", action="store_true", help="only the held-out set (evals/held_out/)")
    parser.add_argument("--list", action="store_true", help="list the chosen scenarios and exit")
    parser.add_argument("--line", choices=("simulated", "socket", "both"), default="both",
                        help="the simulated line, Retell's custom-LLM socket (a fake Retell placing each call), or "
                             "both one after the other, each with its own scoreboard (default both)")
    parser.add_argument("--agent", choices=("builtin", "llm", "both"), default="both",
                        help=f"with {LLM_URL} set: the built-in agent, the model, or both one after the other "
                             "(default both; without it, the built-in agent)")
    args = parser.parse_args(argv)
    try:
        load_profiles()
        chosen = select(load(_paths(args.scenarios)), language=args.language, category=args.category,
                        held_out_only=args.held_out_only)
    except ScenarioError as problem:
        print(problem, file=sys.stderr)
        return 2
    if args.list:
        for scenario in chosen:
            print(f"{scenario.id:<48} {scenario.category:<14} {scenario.language}  {scenario.salon:<8}"
                  f"{'held out' if scenario.held_out else ''}")
        print(f"{len(chosen)} scenario(s)")
        return 0
    if not chosen:
        print("No scenario matches.", file=sys.stderr)
        return 2
    below = False
    for agent in agents(args.agent, args.line):
        below |= run_for(agent, chosen)
    return 1 if below else 0


def run_for(agent: Agent, chosen: list[Scenario]) -> bool:
    """Runs the scenarios on a stack of their own, answered by `agent`; True when under the bar."""
    started = time.monotonic()
    print(f"Starting the product for {len(chosen)} scenario(s), answered by {agent.label}...", flush=True)
    with started_stack(agent) as (stack, retell):
        results = asyncio.run(run_all(stack, chosen, retell))
    seconds = time.monotonic() - started
    if failed := report.failures(results):
        print("\n" + failed)
    print("\n" + report.scoreboard(results, agent=agent.label, seconds=seconds))
    saved = report.save(results, agent=agent.label, seconds=seconds, path=report.ARTIFACTS / agent.results_file)
    print(f"(saved to {saved})\n")
    return bool(report.bar_misses(results))


if __name__ == "__main__":
    sys.exit(main())

"""Running scenarios on a stack: each profile's salon set up once, then for each scenario the salon reset, the
clock pinned, the call placed, the end state read and graded. Scenarios run one after another: the clock is the
whole stack's, so two scenarios with different moments cannot overlap."""

import asyncio
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass

import httpx

from evals import calls, endstate, reset, socket_line, texts
from evals.calls import BeforeTurn, Call
from evals.database import Databases, databases
from evals.grading import Grade, grade
from evals.profiles import Profile, load_profiles
from evals.salons import Salon, SetupFailed, open_salon
from evals.scenarios import Scenario, ScenarioError
from ringbook_devstack.stack import Stack
from services.receptionist.tests.fakes.retell import FakeRetell

TEXTS_WAIT_SECONDS = 10.0


@dataclass
class Result:
    scenario: Scenario
    grade: Grade
    call: Call | None
    seconds: float
    error: str = ""  # the scenario could not be run to its end: why

    @property
    def passed(self) -> bool:
        return not self.error and self.grade.passed


class Runner:
    """`retell`: calls go over Retell's custom-LLM socket, placed by this fake Retell (the stack's voice
    provider); None: on the simulated line."""

    def __init__(self, stack: Stack, dbs: Databases, line: httpx.AsyncClient, profiles: dict[str, Profile],
                 retell: FakeRetell | None = None) -> None:
        self.stack, self.databases, self.line, self.profiles, self.retell = stack, dbs, line, profiles, retell
        self.salons: dict[str, Salon] = {}
        self.unset: dict[str, SetupFailed] = {}  # a salon whose setup failed fails its scenarios at once

    async def salon(self, key: str) -> Salon:
        if key not in self.profiles:
            raise ScenarioError(f"no salon {key!r} in evals/salons/")
        if key in self.unset:
            raise self.unset[key]
        if key not in self.salons:
            try:
                self.salons[key] = await open_salon(self.stack, self.profiles[key])
            except (SetupFailed, httpx.HTTPError, AssertionError) as failure:
                self.unset[key] = SetupFailed(f"the salon {key} could not be set up: {failure or repr(failure)}")
                raise self.unset[key] from None
        return self.salons[key]

    async def run(self, scenario: Scenario, before_turn: BeforeTurn | None = None) -> Result:
        """The scenario run and graded. A call the line broke off is still graded on what it left behind, so a
        write it made counts."""
        started = time.monotonic()
        try:
            salon = await self.salon(scenario.salon)
            await reset.prepare(self.stack, self.databases, salon, scenario)
            before = await endstate.appointments(self.databases, salon)
            offset = endstate.outbox_size(self.stack.outbox_file)
        except (ScenarioError, SetupFailed, httpx.HTTPError) as failure:
            return Result(scenario, Grade(), None, time.monotonic() - started, error=str(failure) or repr(failure))
        call, error = None, ""
        try:
            if scenario.channel == "text":
                call = await texts.place(self.stack, self.line, self.databases, salon, scenario)
                await texts.replies_sent(self.stack, self.databases, salon, scenario, offset=offset,
                                         at_most=TEXTS_WAIT_SECONDS)
            else:
                call = await (socket_line.place(self.retell, salon, scenario, before_turn) if self.retell
                              else calls.place(self.line, salon, scenario, before_turn))
        except calls.CallBroke as broke:
            call, error = broke.call, f"the call broke off: {broke}"
        except (SetupFailed, httpx.HTTPError) as failure:
            error = f"the call could not be placed: {failure or repr(failure)}"
        # A text conversation has no call log: what it did is graded on the salon alone.
        reached = scenario.channel == "text" or (call is not None and await calls.logged(self.databases, salon, call))
        graded = await self._graded(salon, scenario, before, call, offset)
        if call is not None and not reached and not any(d.startswith(calls.NOT_LOGGED) for d in graded.differences):
            graded.differences.insert(0, f"{calls.NOT_LOGGED} (waited {calls.LOG_WAIT_SECONDS:.0f} s for its "
                                         "webhooks)")
        return Result(scenario, graded, call, time.monotonic() - started, error=error)

    async def _graded(self, salon: Salon, scenario: Scenario, before: list[endstate.Appointment],
                      call: Call | None, offset: int) -> Grade:
        """The grade of the end state; texts are sent after the call by booking's job loop, so expected ones are
        waited for (a while) before they count as missing."""
        deadline = time.monotonic() + TEXTS_WAIT_SECONDS
        while True:
            state = await endstate.read(self.databases, salon, call.call_id if call else "",
                                        outbox_file=self.stack.outbox_file, offset=offset)
            graded = grade(scenario, salon.profile, before, state)
            waiting = any(d.startswith("text missing") for d in graded.differences)
            if not waiting or time.monotonic() > deadline:
                return graded
            await asyncio.sleep(0.2)

    async def close(self) -> None:
        for salon in self.salons.values():
            await salon.owner.client.aclose()


@asynccontextmanager
async def runner(stack: Stack, profiles: dict[str, Profile] | None = None,
                 retell: FakeRetell | None = None) -> AsyncIterator[Runner]:
    """A runner on a started stack (its calls over the socket of `retell` when given); the clock goes back to the
    wall clock when it closes."""
    base = f"http://127.0.0.1:{stack.gateway_port}"
    token = (stack.secrets_dir / "admin-token").read_text().strip()
    async with databases(stack) as dbs, httpx.AsyncClient(base_url=base, timeout=60,
                                                          headers={"x-admin-token": token}) as line:
        running = Runner(stack, dbs, line, profiles or load_profiles(), retell)
        try:
            yield running
        finally:
            await running.close()
            stack.unpin_clock()

"""A scenario's call on the simulated line: the operator's test line dials the salon's number from the caller's
number, each turn is said whatever the agent answered, and the caller hangs up after the last turn if the agent
has not. The call then reaches the call log through the provider's webhooks (asynchronously)."""

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

import httpx

from evals.database import Databases
from evals.salons import Salon, SetupFailed, ok
from evals.scenarios import Scenario
from ringbook_common.testing.wait import eventually

# Called before each caller turn (its index and text): the LLM mode's tests script their fake model there.
BeforeTurn = Callable[[int, str], Awaitable[None]]


class CallBroke(Exception):
    """The line refused a turn or the hang-up mid-call; `call` holds the conversation up to there."""

    def __init__(self, call: "Call", problem: str) -> None:
        super().__init__(problem)
        self.call = call


@dataclass
class Call:
    call_id: str
    turns: list[dict] = field(default_factory=list)  # {role: agent|user, text} | {role: tool, name, ok}
    ended_reason: str = ""
    language: str = ""
    unsaid: list[str] = field(default_factory=list)  # turns the caller never got to say: the agent hung up

    def transcript(self) -> str:
        lines = []
        for turn in self.turns:
            if turn["role"] == "tool":
                lines.append(f"        [{turn['name']}{'' if turn.get('ok') else ': failed'}]")
            elif turn["role"] == "transfer":
                lines.append(f"        [transfer to {turn.get('to')}{'' if turn.get('ok') else ': failed'}]")
            else:
                lines.append(f"{'Agent ' if turn['role'] == 'agent' else 'Caller'}: {turn['text']}")
        lines += [f"Caller: {text}   (not said: the call had ended)" for text in self.unsaid]
        if self.ended_reason:
            lines.append(f"        (ended: {self.ended_reason})")
        return "\n".join(lines)


async def place(line: httpx.AsyncClient, salon: Salon, scenario: Scenario,
                before_turn: BeforeTurn | None = None) -> Call:
    """`line`: a client of the gateway holding the operator's token."""
    dialled = ok(await line.post("/api/admin/test-calls", json={"to": salon.number,
                                                                "fromNumber": scenario.caller})).json()
    call = Call(dialled["callId"], dialled["turns"])
    try:
        answer = await _talk(line, call, scenario, dialled, before_turn)
    except (SetupFailed, httpx.HTTPError) as failure:
        found = await line.get(f"/api/admin/test-calls/{call.call_id}")
        if found.status_code == 200:
            call.turns = found.json()["turns"]
        raise CallBroke(call, str(failure) or repr(failure)) from None
    call.turns, call.ended_reason, call.language = answer["turns"], answer["endedReason"] or "", answer["language"]
    return call


async def _talk(line: httpx.AsyncClient, call: Call, scenario: Scenario, dialled: dict,
                before_turn: BeforeTurn | None) -> dict:
    answer, status = dialled, dialled["status"]
    for index, text in enumerate(scenario.turns):
        if status == "ended":
            call.unsaid = scenario.turns[index:]
            break
        if before_turn is not None:
            await before_turn(index, text)
        answer = ok(await line.post(f"/api/admin/test-calls/{call.call_id}/turns", json={"text": text})).json()
        status = answer["status"]
    if status != "ended":
        answer = ok(await line.post(f"/api/admin/test-calls/{call.call_id}/hangup", json={})).json()
    return answer


LOG_WAIT_SECONDS = 30.0
NOT_LOGGED = "the call never reached the call log"


async def logged(databases: Databases, salon: Salon, call: Call) -> bool:
    """Waits until the call log has the call, ended and analysed (the webhooks are applied asynchronously);
    False when it never does."""
    async def found() -> bool:
        return bool(await databases.receptionist.fetchval(
            "SELECT count(*) FROM calls WHERE tenant_id = $1 AND call_id = $2 AND ended_at IS NOT NULL "
            "AND analyzed", salon.tenant_id, call.call_id))
    try:
        return await eventually(found, timeout=LOG_WAIT_SECONDS)
    except AssertionError:
        return False
